import GRDB

extension ContactRecord {
    /// How many contacts have no raw contact behind them.
    static func countWithoutRawContacts(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact WHERE id NOT IN (SELECT contactId FROM rawContact)")
            ?? 0
    }

    /// Deletes the contacts without a raw contact (their search rows stay: rebuild the index).
    static func deleteWithoutRawContacts(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM contact WHERE id NOT IN (SELECT contactId FROM rawContact)")
    }
}
