import GRDB

extension ContactStore {
    /// The contacts references name, in the order given (to show before deleting them).
    public func contacts(_ references: [ContactReference]) throws -> [Contact] {
        try references.map { try contact($0) }
    }

    /// Deletes unified contacts and all their raw contacts, in one transaction. Positions are all
    /// resolved before anything is deleted, so `delete 7 9` deletes what was shown at 7 and 9.
    /// - Returns: The number of contacts deleted.
    @discardableResult
    public func delete(_ references: [ContactReference]) throws -> Int {
        try write { db in
            let index = try PositionIndex(db)
            let ids = Set(try references.map { try Self.rowID($0, index, db) })
            for id in ids {
                try db.execute(sql: "DELETE FROM contact WHERE id = ?", arguments: [id])
            }
            try ContactRow.deleteSearch(Array(ids), db)
            return ids.count
        }
    }
}
