import Foundation
import GRDB

/// What `contacts sync` reads and writes of raw contacts.
extension RawContactRecord {
    /// Raw contact `id`.
    static func stored(id: RawContactRowID, _ db: Database) throws -> Stored? {
        try Row.fetchOne(
            db.cachedStatement(sql: "SELECT \(storedColumns) FROM \(withCards) WHERE id = ?"), arguments: [id]
        ).map(stored)
    }

    /// Raw contacts of `source` that are not cards of remote `remote` (new here, or restored), and
    /// those edited since they were last agreed (they have a `base`), in row order.
    static func unsynced(source: String, remote: String, _ db: Database) throws -> [Stored] {
        try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT \(storedColumns) FROM \(withCards)
                    WHERE source = ? AND (base IS NOT NULL OR uuid NOT IN (SELECT rawUuid FROM remoteCard WHERE remote = ?))
                    ORDER BY id
                    """), arguments: [source, remote]
        ).map(stored)
    }

    /// How many raw contacts contact `contactId` has.
    static func count(ofContact contactId: ContactRowID, _ db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT COUNT(*) FROM rawContact WHERE contactId = ?"), arguments: [contactId]) ?? 0
    }

    /// Deletes one raw contact (its keys, edges and decisions go with it).
    static func delete(_ id: RawContactRowID, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM rawContact WHERE id = ?").execute(arguments: [id])
    }

    /// Records that raw contact `id` is now, as `pushed`, the remote's version too: it moves to
    /// `source`, its content hash becomes that version's, and its `base` is dropped, unless the card
    /// changed since `pushed` was read (an edit meanwhile), which `pushed` then becomes the base of.
    static func agree(
        _ id: RawContactRowID, source: String, pushed: [UInt8], contentHash: [UInt8], _ db: Database
    ) throws {
        try db.cachedStatement(
            sql: """
                UPDATE rawContact SET source = ?, contentHash = ?, base = CASE WHEN (SELECT card FROM rawCard WHERE id = ?) = ? THEN NULL ELSE ? END
                WHERE id = ?
                """
        ).execute(arguments: [source, Data(contentHash), id, Data(pushed), Data(pushed), id])
    }

    /// Marks raw contact `id` as changed here since last agreed (its card becomes its base unless it
    /// has one), so that the next push sends it.
    static func markEdited(_ id: RawContactRowID, _ db: Database) throws {
        try db.cachedStatement(
            sql: """
                UPDATE rawContact SET base = COALESCE(base, (SELECT card FROM rawCard WHERE rawCard.id = rawContact.id)) WHERE id = ?
                """
        ).execute(arguments: [id])
    }
}
