import ContactsKit

/// `contacts duplicates` for people: a one-line summary, then the strongest groups of suggestions
/// (or, with `--linked`, the linked contacts), each contact named by its short id.
struct DuplicateList {
    /// What the entries after the summary are.
    enum Listing { case suggestions, linked }

    let output: StandardOutput

    func render(_ report: DuplicateReport, listing: Listing) throws {
        try output.write(Self.summary(report, listing: listing) + "\n")
        switch listing {
        case .suggestions:
            if !report.suggestions.isEmpty { try output.write("\n") }
            let width = String(report.suggestions.last?.rank ?? 0).count
            for group in report.suggestions { try render(group, width: width) }
        case .linked:
            if !report.linked.isEmpty { try output.write("\n") }
            for linked in report.linked { try render(linked) }
        }
    }

    /// `1,234 linked contacts (3,456 cards); 789 suggestions for 650 people; showing the 20 strongest — --all for every one`.
    static func summary(_ report: DuplicateReport, listing: Listing) -> String {
        var line =
            switch report.linkedContacts {
            case 0: "no linked contacts"
            case 1: "1 linked contact (\(decimal(report.linkedCards)) cards)"
            default: "\(decimal(report.linkedContacts)) linked contacts (\(decimal(report.linkedCards)) cards)"
            }
        let suggested =
            switch report.suggestionCount {
            case 0: "; no suggestions"
            default:
                "; \(decimal(report.suggestionCount)) suggestion\(report.suggestionCount == 1 ? "" : "s") for "
                    + "\(decimal(report.suggestedPeople)) \(report.suggestedPeople == 1 ? "person" : "people")"
            }
        line += suggested
        switch listing {
        case .suggestions where report.suggestions.count < report.suggestedPeople:
            line +=
                report.suggestions.isEmpty
                ? "; showing none" : "; showing the \(decimal(report.suggestions.count)) strongest"
        case .linked where report.linked.count < report.linkedContacts:
            line +=
                report.linked.isEmpty
                ? "; showing none" : "; showing the first \(decimal(report.linked.count)) linked contacts"
        default:
            return line
        }
        return line + " — --all for every one"
    }

    /// A number with thousands separated by commas: `143,340`.
    static func decimal(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    /// The first 8 characters of a contact's id, which name it in every listing.
    static func shortID(_ contact: Contact) -> String {
        String(contact.id.prefix(8))
    }

    /// The command that links contacts, naming them by id (positions shift; ids do not).
    static func linkCommand(_ contacts: [Contact]) -> String {
        "contacts link " + contacts.map { "id:" + $0.id }.joined(separator: " ")
    }

    // MARK: - Entries

    private func render(_ group: SuggestionGroup, width: Int) throws {
        let indent = String(repeating: " ", count: width + 3)
        let anchor = group.members[0].contact
        for (offset, member) in group.members.enumerated() {
            let lead =
                offset == 0
                ? " " + String(repeating: " ", count: width - String(group.rank).count)
                    + Terminal.styled(String(group.rank), .bold) + "  " : indent
            var line = lead + describe(member.contact)
            if let tie = member.tie {
                let other = tie.contacts.first { $0.id != member.contact.id }
                let with = other.map { $0.id == anchor.id ? "" : ", with " + Self.shortID($0) } ?? ""
                line += "   " + Terminal.styled(Terminal.sanitized(tie.evidence.description) + with, .dim)
            }
            try output.write(line + "\n")
        }
        try output.write(indent + Terminal.styled(Self.linkCommand(group.contacts), .dim) + "\n")
    }

    private func render(_ linked: LinkedContact) throws {
        try output.write("  " + describe(linked.contact) + "\n")
        for link in linked.links {
            try output.write(
                "      \(Terminal.bounded(describe(link.from))) ↔ \(Terminal.bounded(describe(link.to))): "
                    + Terminal.sanitized(link.evidence.description) + "\n")
        }
    }

    /// `1a2b3c4d  Robert Smith  from icloud, google`.
    private func describe(_ contact: Contact) -> String {
        let sources = contact.rawContacts.map(\.source).joined(separator: ", ")
        return Self.shortID(contact) + "  " + Terminal.bounded(ContactTable.name(contact)) + "  "
            + Terminal.styled("from " + Terminal.bounded(sources), .dim)
    }

    private func describe(_ raw: RawContactReference) -> String {
        raw.uid.isEmpty ? raw.source : "\(raw.source) (UID \(raw.uid))"
    }
}
