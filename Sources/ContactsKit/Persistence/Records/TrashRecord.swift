import Foundation
import GRDB

/// The `trash` table: deleted contacts, each with what brings it back as an opaque payload (a JSON
/// document ``TrashPayload`` defines; this record never reads it), its id, name, order key and when
/// it was deleted. Created by "v9-edits-and-trash".
enum TrashRecord: TableRecord {
    static let databaseTableName = "trash"

    /// How long an entry stays: any write purges older ones.
    static let retention: TimeInterval = 30 * 24 * 3600

    /// An entry without its payload.
    struct Entry {
        let id: Int64
        /// The deleted contact's id (UUID string).
        let contactId: String
        let displayName: String
        /// ISO 8601, UTC.
        let deletedAt: String
        let orderKey: OrderKey
    }

    /// Adds an entry; returns its row id.
    static func insert(
        contactId: String, displayName: String, deletedAt: String, orderKey: OrderKey, payload: [UInt8],
        _ db: Database
    ) throws -> Int64 {
        try db.cachedStatement(
            sql: """
                INSERT INTO trash (contactId, displayName, deletedAt, orderKey, payload) VALUES (?, ?, ?, ?, ?)
                """
        ).execute(arguments: [contactId, displayName, deletedAt, orderKey, Data(payload)])
        return db.lastInsertedRowID
    }

    /// Deletes the entries deleted longer ago than ``retention`` (their tombstones stay).
    static func purgeExpired(_ db: Database) throws {
        let cutoff = ChangeRecord.timestamp(Date().addingTimeInterval(-retention))
        // The tombstones let go of their entries here, not by the foreign key's SET NULL (a bulk
        // link turns foreign keys off).
        try db.cachedStatement(
            sql: "UPDATE deletedCard SET trashId = NULL WHERE trashId IN (SELECT id FROM trash WHERE deletedAt < ?)"
        )
        .execute(arguments: [cutoff])
        try db.cachedStatement(sql: "DELETE FROM trash WHERE deletedAt < ?").execute(arguments: [cutoff])
    }

    /// Every entry, most recently deleted first.
    static func entries(_ db: Database) throws -> [Entry] {
        try Row.fetchAll(
            db,
            sql: "SELECT id, contactId, displayName, deletedAt, orderKey FROM trash ORDER BY deletedAt DESC, id DESC"
        )
        .map(entry)
    }

    /// The payload of entry `id`.
    static func payload(of id: Int64, _ db: Database) throws -> [UInt8]? {
        try Data.fetchOne(db.cachedStatement(sql: "SELECT payload FROM trash WHERE id = ?"), arguments: [id]).map {
            Array($0)
        }
    }

    /// Deletes entry `id` (its tombstones stay, no longer pointing at it).
    static func delete(_ id: Int64, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM trash WHERE id = ?").execute(arguments: [id])
    }

    /// Deletes every entry; returns how many there were.
    static func deleteAll(_ db: Database) throws -> Int {
        try db.execute(sql: "DELETE FROM trash")
        return db.changesCount
    }

    private static func entry(_ row: Row) -> Entry {
        Entry(id: row[0], contactId: row[1], displayName: row[2], deletedAt: row[3], orderKey: row[4])
    }
}
