import GRDB

extension ContactFacets {
    /// Writes these facets as contact `id`'s, first deleting what it had when `replacing`.
    func write(_ id: Int64, replacing: Bool, _ db: Database) throws {
        if replacing {
            try ContactCategoryRecord.delete(id, db)
            try ContactGroupRecord.delete(id, db)
            try ContactDateRecord.delete(id, db)
        }
        try ContactCategoryRecord.insert(id, categories.map { ($0.folded, $0.name) }, db)
        if let groupName {
            try ContactGroupRecord.insert(id, folded: groupName, db)
            try GroupMemberRecord.insert(id, keys: memberKeys, db)
        }
        try ContactDateRecord.insert(id, days.map { ($0.kind.rawValue, $0.monthDay, $0.year, $0.value) }, db)
    }

    /// Deletes the facets of contacts `ids`, three statements for all of them.
    static func delete(_ ids: [Int64], _ db: Database) throws {
        guard !ids.isEmpty else { return }
        try ContactCategoryRecord.delete(ids, db)
        try ContactGroupRecord.delete(ids, db)
        try ContactDateRecord.delete(ids, db)
    }
}
