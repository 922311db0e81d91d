import ContactsKit

/// `contacts duplicates --json`: a summary object, then one object per group of suggestions (or,
/// with `--linked`, per linked contact), one per line. Every key is in docs/usage.md.
struct DuplicateJSON {
    let output: StandardOutput

    func render(_ report: DuplicateReport, listing: DuplicateList.Listing) throws {
        try output.write(
            JSONObject([
                "type": .string("summary"), "linkedContacts": .int(report.linkedContacts),
                "linkedCards": .int(report.linkedCards),
                "suggestions": .int(report.suggestionCount), "people": .int(report.suggestedPeople),
                "shown": .int(listing == .linked ? report.linked.count : report.suggestions.count),
            ]).line)
        switch listing {
        case .suggestions:
            for group in report.suggestions { try output.write(object(group).line) }
        case .linked:
            for linked in report.linked { try output.write(object(linked).line) }
        }
    }

    private func object(_ linked: LinkedContact) -> JSONObject {
        var object = JSONObject(["type": .string("linked")])
        object.add(contentsOf: ContactJSON.object(linked.contact))
        object.add(
            "links",
            .array(
                linked.links.map { link in
                    .object(
                        JSONObject([
                            "from": .string(link.from.id), "to": .string(link.to.id),
                            "reason": .string(link.evidence.reason.rawValue),
                            "detail": .string(link.evidence.detail),
                        ]))
                }))
        return object
    }

    private func object(_ group: SuggestionGroup) -> JSONObject {
        let contacts = group.members.map { member -> JSONValue in
            let tiedTo = member.tie.flatMap { tie in tie.contacts.first { $0.id != member.contact.id } }
            return .object(
                JSONObject([
                    "position": .int(member.contact.position), "id": .string(member.contact.id),
                    "displayName": .string(member.contact.displayName),
                    "sources": .strings(member.contact.rawContacts.map(\.source)),
                    "tiedTo": .string(tiedTo?.id),
                ]))
        }
        let pairs = group.links.map { link -> JSONValue in
            .object(
                JSONObject([
                    "contacts": .strings(link.contacts.map(\.id)), "reason": .string(link.evidence.reason.rawValue),
                    "detail": .string(link.evidence.detail), "rule": .int(link.strength.rule),
                    "sharedValues": .int(link.strength.sharedValues),
                    "names": .int(link.strength.names), "strength": .int(link.strength.value),
                ]))
        }
        return JSONObject([
            "type": .string("suggestion"), "rank": .int(group.rank), "strength": .int(group.strength.value),
            "contacts": .array(contacts),
            "reason": .string(group.evidence.reason.rawValue), "detail": .string(group.evidence.detail),
            "pairs": .array(pairs),
        ])
    }
}
