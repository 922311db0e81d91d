import ArgumentParser
import ContactsKit
import Foundation

/// The formats `contacts export` writes.
enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    case vcard, csv, ldif, abook, mutt, json
}

/// `export`'s filters, those of `list`: words, categories, a group, a source.
struct ExportFilters: ParsableArguments {
    @Option(help: ArgumentHelp("Only the contacts these words find, as `list QUERY` does.", valueName: "words"))
    var query: String?

    @Option(
        name: .customLong("category"),
        help: ArgumentHelp("Only contacts in this category; repeat for any of several.", valueName: "name"))
    var categories: [String] = []

    @Option(help: ArgumentHelp("Only the members of this group card.", valueName: "name"))
    var group: String?

    @Option(help: ArgumentHelp("Only contacts with a card imported from this source.", valueName: "name"))
    var source: String?

    /// Whether any filter was given.
    var isFiltering: Bool { query != nil || !categories.isEmpty || group != nil || source != nil }

    /// The contacts the filters keep, in manual order, by id; nil (every contact) without filters.
    /// - Throws: a ``CommandError`` (exit 64) for a category, group or source that matches nothing.
    func references(in store: ContactStore) throws -> [ContactReference]? {
        guard isFiltering else { return nil }
        let words = query?.trimmingCharacters(in: .whitespaces)
        let request = ListRequest(
            order: .manual, query: words?.isEmpty == false ? words : nil, source: source, categories: categories,
            group: group)
        try FilterNames.check(request, in: store)
        var references: [ContactReference] = []
        try store.list(request) { references.append(.id($0.contact.id)) }
        return references
    }

    /// The contacts as `list --json` writes them, a line each.
    static func json(
        _ references: [ContactReference]?, store: ContactStore, write: ([UInt8]) throws -> Void
    ) throws -> ExportSummary {
        var summary = ExportSummary()
        if let references {
            for reference in references {
                try write(Array(ContactJSON.object(try store.contact(reference)).line.utf8))
                summary.cards += 1
            }
        } else {
            try store.list(ListRequest(), includeRawContacts: true) { listed in
                try write(Array(ContactJSON.object(listed.contact).line.utf8))
                summary.cards += 1
            }
        }
        return summary
    }
}
