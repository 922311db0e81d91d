import Foundation
import GRDB

/// What `contacts sync` reads and writes of raw contacts.
extension RawContactRecord {
    /// A raw contact as a sync sees it.
    struct Synced {
        let id: Int64
        let uuid: String
        let contactId: Int64
        let source: String
        let uid: String?
        let contentHash: [UInt8]
        let card: [UInt8]
        let base: [UInt8]?
    }

    private static let syncedColumns = "id, uuid, contactId, source, uid, contentHash, card, base"

    private static func synced(_ row: Row) -> Synced {
        Synced(id: row[0], uuid: row[1], contactId: row[2], source: row[3], uid: row[4], contentHash: Array(row[5] as Data),
               card: Array(row[6] as Data), base: (row[7] as Data?).map { Array($0) })
    }

    /// Raw contact `id`.
    static func synced(id: Int64, _ db: Database) throws -> Synced? {
        try Row.fetchOne(db.cachedStatement(sql: "SELECT \(syncedColumns) FROM rawContact WHERE id = ?"), arguments: [id]).map(synced)
    }

    /// Raw contacts of `source` that are not cards of remote `remote` (new here, or restored), and
    /// those edited since they were last agreed (they have a `base`), in row order.
    static func unsynced(source: String, remote: String, _ db: Database) throws -> [Synced] {
        try Row.fetchAll(db.cachedStatement(sql: """
            SELECT \(syncedColumns) FROM rawContact
            WHERE source = ? AND (base IS NOT NULL OR uuid NOT IN (SELECT rawUuid FROM remoteCard WHERE remote = ?))
            ORDER BY id
            """), arguments: [source, remote]).map(synced)
    }

    /// How many raw contacts contact `contactId` has.
    static func count(ofContact contactId: Int64, _ db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM rawContact WHERE contactId = ?"), arguments: [contactId]) ?? 0
    }

    /// Deletes one raw contact (its keys, edges and decisions go with it).
    static func delete(_ id: Int64, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM rawContact WHERE id = ?").execute(arguments: [id])
    }

    /// Records that raw contact `id` is now, as `pushed`, the remote's version too: it moves to
    /// `source`, its content hash becomes that version's, and its `base` is dropped, unless the card
    /// changed since `pushed` was read (an edit meanwhile), which `pushed` then becomes the base of.
    static func agree(_ id: Int64, source: String, pushed: [UInt8], contentHash: [UInt8], _ db: Database) throws {
        try db.cachedStatement(sql: """
            UPDATE rawContact SET source = ?, contentHash = ?, base = CASE WHEN card = ? THEN NULL ELSE ? END WHERE id = ?
            """).execute(arguments: [source, Data(contentHash), Data(pushed), Data(pushed), id])
    }
}
