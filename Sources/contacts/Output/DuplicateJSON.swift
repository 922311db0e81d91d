import ContactsKit

/// `contacts duplicates --json`: a summary object, then one object per group of suggestions (or,
/// with `--linked`, per linked contact), one per line. Every key is in docs/usage.md.
struct DuplicateJSON {
    let output: StandardOutput

    func render(_ report: DuplicateReport, listing: DuplicateList.Listing) throws {
        try output.write("{\"type\":\"summary\",\"linkedContacts\":\(report.linkedContacts),\"linkedCards\":\(report.linkedCards),"
            + "\"suggestions\":\(report.suggestionCount),\"people\":\(report.suggestedPeople),"
            + "\"shown\":\(listing == .linked ? report.linked.count : report.suggestions.count)}\n")
        switch listing {
        case .suggestions:
            for group in report.suggestions { try output.write(object(group) + "\n") }
        case .linked:
            for linked in report.linked { try output.write(object(linked) + "\n") }
        }
    }

    private func object(_ linked: LinkedContact) -> String {
        var object = "{\"type\":\"linked\"," + ContactJSON.object(linked.contact).dropFirst()
        object.removeLast()  // the closing brace: the links follow
        return object + ",\"links\":[" + linked.links.map { link in
            "{\"from\":\(ContactJSON.string(link.from.id)),\"to\":\(ContactJSON.string(link.to.id)),"
                + "\"reason\":\(ContactJSON.string(link.evidence.reason.rawValue)),\"detail\":\(ContactJSON.string(link.evidence.detail))}"
        }.joined(separator: ",") + "]}"
    }

    private func object(_ group: SuggestionGroup) -> String {
        let contacts = group.members.map { member in
            let tiedTo = member.tie.flatMap { tie in tie.contacts.first { $0.id != member.contact.id } }
            return "{\"position\":\(member.contact.position),\"id\":\(ContactJSON.string(member.contact.id)),"
                + "\"displayName\":\(ContactJSON.string(member.contact.displayName)),"
                + "\"sources\":[\(member.contact.rawContacts.map { ContactJSON.string($0.source) }.joined(separator: ","))],"
                + "\"tiedTo\":\(tiedTo.map { ContactJSON.string($0.id) } ?? "null")}"
        }
        let pairs = group.links.map { link in
            "{\"contacts\":[\(link.contacts.map { ContactJSON.string($0.id) }.joined(separator: ","))],"
                + "\"reason\":\(ContactJSON.string(link.evidence.reason.rawValue)),\"detail\":\(ContactJSON.string(link.evidence.detail)),"
                + "\"rule\":\(link.strength.rule),\"sharedValues\":\(link.strength.sharedValues),\"names\":\(link.strength.names),"
                + "\"strength\":\(link.strength.value)}"
        }
        return "{\"type\":\"suggestion\",\"rank\":\(group.rank),\"strength\":\(group.strength.value),"
            + "\"contacts\":[\(contacts.joined(separator: ","))],"
            + "\"reason\":\(ContactJSON.string(group.evidence.reason.rawValue)),\"detail\":\(ContactJSON.string(group.evidence.detail)),"
            + "\"pairs\":[\(pairs.joined(separator: ","))]}"
    }
}
