import GRDB

extension ContactFacets {
    /// Writes these facets as contact `id`'s, which has none (new, or deleted by ``delete(_:_:)``).
    func write(_ id: ContactRowID, _ db: Database) throws {
        try ContactCategoryRecord.insert(id, categories.map { ($0.folded, $0.name) }, db)
        if let groupName {
            try ContactGroupRecord.insert(id, folded: groupName, db)
            try GroupMemberRecord.insert(id, keys: memberKeys, db)
        }
        try ContactDateRecord.insert(id, days.map { ($0.kind.rawValue, $0.monthDay, $0.year, $0.value) }, db)
    }

    /// Deletes the facets of contacts `ids`, three statements for all of them.
    static func delete(_ ids: [ContactRowID], _ db: Database) throws {
        guard !ids.isEmpty else { return }
        try ContactCategoryRecord.delete(ids, db)
        try ContactGroupRecord.delete(ids, db)
        try ContactDateRecord.delete(ids, db)
    }
}
