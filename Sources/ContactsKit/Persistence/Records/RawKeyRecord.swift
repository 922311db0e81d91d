import GRDB
import GRDBSQLite

/// The `rawKey` table: a raw contact's lookup keys (``LinkKey``'s 63-bit integers, its kind in the
/// top bits, so one kind is one range of the primary key), which find linking candidates without
/// comparing all pairs. Created by "v2-linking".
enum RawKeyRecord: TableRecord {
    static let databaseTableName = "rawKey"

    /// Adds keys to a raw contact (a key it has already is kept once).
    static func insert(_ keys: [LinkKey], of rawContactId: RawContactRowID, _ db: Database) throws {
        let statement = try db.cachedStatement(sql: "INSERT OR IGNORE INTO rawKey (key, rawContactId) VALUES (?, ?)")
        for key in keys { try statement.execute(arguments: [key, rawContactId]) }
    }

    /// Inserts pairs of a key and a raw contact, sorted by key then raw contact and without repeats,
    /// with SQLite's own bind-and-step loop: a bulk import's keys (760,000 for 100,000 cards) are
    /// appended in the primary key's order, and GRDB's arguments would cost more a row than
    /// SQLite's append does.
    static func insert(sorted pairs: [(key: LinkKey, raw: RawContactRowID)], _ db: Database) throws {
        let statement = try db.makeStatement(sql: "INSERT INTO rawKey (key, rawContactId) VALUES (?, ?)")
        for (key, raw) in pairs {
            sqlite3_bind_int64(statement.sqliteStatement, 1, key.rawValue)
            sqlite3_bind_int64(statement.sqliteStatement, 2, raw.rawValue)
            try statement.stepOnce(arguments: [key, raw])
        }
    }

    /// Replaces a raw contact's keys.
    static func replace(_ keys: [LinkKey], of rawContactId: RawContactRowID, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM rawKey WHERE rawContactId = ?").execute(arguments: [rawContactId])
        try insert(keys, of: rawContactId, db)
    }

    /// The keys of raw contact `rawContactId`.
    static func keys(of rawContactId: RawContactRowID, _ db: Database) throws -> Set<LinkKey> {
        Set(
            try LinkKey.fetchAll(
                db.cachedStatement(sql: "SELECT key FROM rawKey WHERE rawContactId = ?"), arguments: [rawContactId]))
    }

    /// The raw contacts with `key`, at most `limit` (from the key index alone).
    static func rawContacts(withKey key: LinkKey, limit: Int, _ db: Database) throws -> [RawContactRowID] {
        try RawContactRowID.fetchAll(
            db.cachedStatement(sql: "SELECT rawContactId FROM rawKey WHERE key = ? LIMIT ?"), arguments: [key, limit])
    }

    /// Calls `body` with every key in `range` and its raw contact, in key order (an index-only
    /// scan), read with SQLite's own step loop: a GRDB row per key cost more than the scan (linking
    /// a 100,000-card book reads 650,000 keys).
    static func forEachKey(
        in range: ClosedRange<LinkKey>, _ db: Database,
        _ body: (_ key: LinkKey, _ rawContactId: RawContactRowID) -> Void
    ) throws {
        let statement = try db.cachedStatement(
            sql: "SELECT key, rawContactId FROM rawKey WHERE key BETWEEN ? AND ? ORDER BY key")
        try statement.setArguments([range.lowerBound, range.upperBound])
        try statement.forEachRow {
            body(LinkKey(sqlite3_column_int64($0, 0)), RawContactRowID(sqlite3_column_int64($0, 1)))
        }
    }

    /// How many keys belong to raw contacts that no longer exist.
    static func countOrphans(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM rawKey WHERE rawContactId NOT IN (SELECT id FROM rawContact)")
            ?? 0
    }

    /// Deletes the keys of raw contacts that do not exist.
    static func deleteOrphans(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM rawKey WHERE rawContactId NOT IN (SELECT id FROM rawContact)")
    }
}
