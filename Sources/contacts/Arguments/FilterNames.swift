import ArgumentParser
import ContactsKit

/// `--source`, `--category` and `--group` names that match nothing are mistakes, not empty
/// listings: the message names what there is, and the nearest name (exit status 64).
enum FilterNames {
    /// Checks the names `request` filters by against the store.
    /// - Throws: a ``CommandError`` (exit 64) for the first name that matches nothing.
    static func check(_ request: ListRequest, in store: ContactStore) throws {
        if let source = request.source, try !store.hasSource(source) {
            throw unknown("source", source, among: try store.sources().map(\.name), listedBy: "contacts sources")
        }
        if let category = try store.unknownCategories(request.categories).first {
            throw unknown(
                "category", category, among: try store.categories().map(\.name), listedBy: "contacts categories")
        }
        if let group = request.group, try !store.hasGroup(named: group) {
            throw unknown(
                "group", group, among: try store.groups().map(\.contact.displayName), listedBy: "contacts groups")
        }
    }

    /// `no source is named 'gmial'; the sources are 'gmail', … (`contacts sources`)`, with the nearest name when one is near.
    static func unknown(_ kind: String, _ name: String, among names: [String], listedBy command: String) -> CommandError
    {
        let plural = kind == "category" ? "categories" : kind + "s"
        let nearest = Suggestion.nearest(name, among: names)
        let shown =
            names.prefix(20).map { "'\($0)'" }.joined(separator: ", ")
            + (names.count > 20 ? ", … (\(names.count) in all)" : "")
        let list = names.isEmpty ? "there are no \(plural) yet" : "the \(plural) are \(shown)"
        return CommandError(
            "no \(kind) is named '\(name)'" + (nearest.map { " (did you mean '\($0)'?)" } ?? "")
                + "; \(list) (`\(command)`)",
            status: .usage)
    }
}
