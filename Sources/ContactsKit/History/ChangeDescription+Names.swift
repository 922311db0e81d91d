import GRDB

extension ChangeDescription {
    /// How a summary names contacts: `Ann Lee`, or `3 contacts (Ann Lee, Bob Smith, Cy Young)`,
    /// naming at most three.
    static func names(_ ids: [ContactRowID], _ db: Database) throws -> String {
        let names = try ids.prefix(3).map { try name(of: $0, db) }
        guard ids.count > 1 else { return names.first ?? "nothing" }
        let more = ids.count > 3 ? ", and \(ids.count - 3) more" : ""
        return "\(ids.count) contacts (\(names.joined(separator: ", "))\(more))"
    }

    /// A contact's display name, or `(no name)`.
    static func name(of id: ContactRowID, _ db: Database) throws -> String {
        let name = try ContactRecord.listed(id: id, db)?.contact.displayName ?? ""
        return name.isEmpty ? "(no name)" : name
    }
}
