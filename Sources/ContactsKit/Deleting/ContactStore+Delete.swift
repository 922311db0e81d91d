extension ContactStore {
    /// Deletes unified contacts and all their raw contacts, in one transaction. Positions are all
    /// resolved before anything is deleted, so `delete 7 9` deletes what was shown at 7 and 9.
    /// - Returns: The number of contacts deleted.
    @discardableResult
    public func delete(_ references: [ContactReference]) throws -> Int {
        try write { db in
            let index = try PositionIndex(db)
            let ids = Set(try references.map { try Self.rowID($0, index, db) })
            for id in ids { try ContactRecord.delete(id, db) }
            for id in ids { try ContactSearchRecord.delete(id, db) }
            return ids.count
        }
    }
}
