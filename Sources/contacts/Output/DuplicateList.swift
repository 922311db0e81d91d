import ContactsKit

/// `contacts duplicates` for people: linked contacts with their evidence, then suggestions.
struct DuplicateList {
    let output: StandardOutput

    func render(_ report: DuplicateReport) throws {
        try output.write(Terminal.styled("Linked", .bold) + Terminal.styled(" (\(report.linked.count))", .dim) + "\n")
        if report.linked.isEmpty { try output.write(Terminal.styled("  none\n", .dim)) }
        for linked in report.linked {
            let contact = linked.contact
            let sources = contact.rawContacts.map(\.source).joined(separator: ", ")
            try output.write("  \(Terminal.styled(String(contact.position), .dim))  \(Terminal.bounded(ContactTable.name(contact)))  "
                + Terminal.styled("from " + Terminal.bounded(sources), .dim) + "\n")
            for link in linked.links {
                try output.write("      \(Terminal.bounded(describe(link.from))) ↔ \(Terminal.bounded(describe(link.to))): "
                    + Terminal.sanitized(link.evidence.description) + "\n")
            }
        }
        try output.write("\n" + Terminal.styled("Suggested", .bold) + Terminal.styled(" (\(report.suggestions.count))", .dim) + "\n")
        if report.suggestions.isEmpty { try output.write(Terminal.styled("  none\n", .dim)) }
        for suggestion in report.suggestions {
            let sides = suggestion.contacts.map { "\(Terminal.styled(String($0.position), .dim)) \(Terminal.bounded(ContactTable.name($0)))" }
            try output.write("  " + sides.joined(separator: "  ↔  ") + "  " + Terminal.styled(Terminal.sanitized(suggestion.evidence.description), .dim)
                + "   " + Terminal.styled("contacts link " + suggestion.contacts.map { String($0.position) }.joined(separator: " "), .dim) + "\n")
        }
    }

    private func describe(_ raw: RawContactReference) -> String {
        raw.uid.isEmpty ? raw.source : "\(raw.source) (UID \(raw.uid))"
    }
}

/// `contacts duplicates --json`: one object per line, linked contacts first.
struct DuplicateJSON {
    let output: StandardOutput

    func render(_ report: DuplicateReport) throws {
        for linked in report.linked {
            var object = "{\"type\":\"linked\"," + ContactJSON.object(linked.contact).dropFirst()
            object.removeLast()  // the closing brace: the links follow
            object += ",\"links\":[" + linked.links.map { link in
                "{\"from\":\(ContactJSON.string(link.from.id)),\"to\":\(ContactJSON.string(link.to.id)),"
                    + "\"reason\":\(ContactJSON.string(link.evidence.reason.rawValue)),\"detail\":\(ContactJSON.string(link.evidence.detail))}"
            }.joined(separator: ",") + "]}"
            try output.write(object + "\n")
        }
        for suggestion in report.suggestions {
            let contacts = suggestion.contacts.map {
                "{\"position\":\($0.position),\"id\":\(ContactJSON.string($0.id)),\"displayName\":\(ContactJSON.string($0.displayName))}"
            }
            try output.write("{\"type\":\"suggestion\",\"contacts\":[\(contacts.joined(separator: ","))],"
                + "\"reason\":\(ContactJSON.string(suggestion.evidence.reason.rawValue)),"
                + "\"detail\":\(ContactJSON.string(suggestion.evidence.detail))}\n")
        }
    }
}
