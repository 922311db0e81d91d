import Foundation
import GRDB

/// The `deletedCard` table: a tombstone for each imported card of a deleted contact, by source and
/// UID (or, without a UID, content hash), pointing at its trash entry while there is one. Import
/// skips a card with a tombstone (unless told to bring it back). Created by "v9-edits-and-trash".
enum DeletedCardRecord: TableRecord {
    static let databaseTableName = "deletedCard"

    /// Records that a card was deleted.
    static func insert(
        source: String, uid: String?, contentHash: [UInt8], trashId: Int64?, deletedAt: String, _ db: Database
    ) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO deletedCard (source, uid, contentHash, trashId, deletedAt) VALUES (?, ?, ?, ?, ?)
                """
        ).execute(arguments: [source, uid, Data(contentHash), trashId, deletedAt])
    }

    /// A tombstone of the card from `source` with this UID, or (without a UID) this content hash:
    /// its row id and trash entry.
    static func find(
        source: String, uid: String?, contentHash: [UInt8], _ db: Database
    ) throws -> (id: Int64, trashId: Int64?)? {
        let row =
            if let uid {
                try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT id, trashId FROM deletedCard WHERE source = ? AND uid = ? LIMIT 1"),
                    arguments: [source, uid])
            } else {
                try Row.fetchOne(
                    db.cachedStatement(
                        sql: """
                            SELECT id, trashId FROM deletedCard WHERE source = ? AND uid IS NULL AND contentHash = ? LIMIT 1
                            """), arguments: [source, Data(contentHash)])
            }
        return row.map { ($0[0], $0[1]) }
    }

    /// Whether the store has any tombstone (an import of a store without one skips the lookups).
    static func hasAny(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM deletedCard)") ?? false
    }

    /// Deletes tombstone `id`.
    static func delete(_ id: Int64, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM deletedCard WHERE id = ?").execute(arguments: [id])
    }

    /// Deletes the tombstones of trash entry `trashId`.
    static func deleteAll(ofTrash trashId: Int64, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM deletedCard WHERE trashId = ?").execute(arguments: [trashId])
    }

    /// How many tombstones point at trash entry `trashId`.
    static func count(ofTrash trashId: Int64, _ db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT COUNT(*) FROM deletedCard WHERE trashId = ?"), arguments: [trashId]) ?? 0
    }
}
