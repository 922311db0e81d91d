import GRDB

/// SQLite's own checks of a store file, below any table: whether the file is damaged, and whether
/// rows point at rows that do not exist.
enum StoreIntegrity {
    /// What `PRAGMA integrity_check` reports, or an empty list when the file is whole.
    static func damage(_ db: Database) throws -> [String] {
        let report = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        return report == ["ok"] ? [] : report
    }

    /// The rows pointing at rows that do not exist (`PRAGMA foreign_key_check`, the lookup keys of
    /// raw contacts that are gone: `rawKey` has no foreign key, see "v15", and raw contacts and
    /// their cards apart, see "v18"): how many, and the tables they are in, by name.
    static func danglingRows(_ db: Database) throws -> (count: Int, tables: [String]) {
        let rows = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
        var tables = Set(rows.map { $0[0] as String })
        let keys = try RawKeyRecord.countOrphans(db)
        if keys > 0 { tables.insert(RawKeyRecord.databaseTableName) }
        let cards = try RawContactRecord.countCardOrphans(db)
        if cards > 0 { tables.insert("rawCard") }
        return (rows.count + keys + cards, tables.sorted())
    }

    /// In debug builds, throws ``DanglingRows`` when a row points at a row that does not exist:
    /// the check of a write made with foreign keys off
    /// (``ContactStore/withBulkWriteSettings(foreignKeys:_:)``), inside its transaction, which the
    /// error rolls back. Release builds skip it (it reads every table).
    static func assertNoDanglingRows(_ db: Database) throws {
        #if DEBUG
        let dangling = try danglingRows(db)
        if dangling.count > 0 { throw DanglingRows(count: dangling.count, tables: dangling.tables) }
        #endif
    }

    /// Rows left pointing at rows that do not exist by a write made with foreign keys off: a bug.
    struct DanglingRows: Error, CustomStringConvertible {
        let count: Int
        let tables: [String]
        var description: String {
            "\(count) dangling row(s) in \(tables.joined(separator: ", ")) after a write without foreign keys"
        }
    }
}
