import Foundation
import GRDB

/// The `remoteCard` table: where each card of a remote is (its href), its version there (ETag) and
/// the raw contact that holds it (by uuid). Created by "v11-remotes".
enum RemoteCardRecord: TableRecord {
    static let databaseTableName = "remoteCard"

    /// One card of a remote, with whether its raw contact is still in the store and, if so, edited.
    struct Entry {
        let href: String
        let etag: String?
        let rawUuid: String
        /// The raw contact's row id, nil when it is gone (deleted, or a pull undone).
        let rawID: RawContactRowID?
        /// The card's UID and content hash as last agreed with the remote.
        let uid: String?
        let contentHash: [UInt8]
        /// After a write from here not yet found kept, the ETag it replaced ('' for a create).
        let replaced: String?
    }

    private static let selection = """
        SELECT remoteCard.href, remoteCard.etag, remoteCard.rawUuid, rawContact.id, remoteCard.uid, remoteCard.contentHash,
            remoteCard.replaced
        FROM remoteCard LEFT JOIN rawContact ON rawContact.uuid = remoteCard.rawUuid
        """

    private static func entry(_ row: Row) -> Entry {
        Entry(
            href: row[0], etag: row[1], rawUuid: row[2], rawID: row[3], uid: row[4], contentHash: Array(row[5] as Data),
            replaced: row[6])
    }

    /// Every card of `remote`.
    static func entries(of remote: String, _ db: Database) throws -> [Entry] {
        try Row.fetchAll(db.cachedStatement(sql: selection + " WHERE remoteCard.remote = ?"), arguments: [remote]).map(
            entry)
    }

    /// The card of `remote` at `href`.
    static func entry(of remote: String, href: String, _ db: Database) throws -> Entry? {
        try Row.fetchOne(
            db.cachedStatement(sql: selection + " WHERE remoteCard.remote = ? AND remoteCard.href = ?"),
            arguments: [remote, href]
        ).map(entry)
    }

    /// The card of `remote` that raw contact `rawUuid` is, wherever it is.
    static func entry(of remote: String, rawUuid: String, _ db: Database) throws -> Entry? {
        try Row.fetchOne(
            db.cachedStatement(sql: selection + " WHERE remoteCard.remote = ? AND remoteCard.rawUuid = ?"),
            arguments: [remote, rawUuid]
        ).map(entry)
    }

    /// Records (or moves) the card at `href`; `replaced` is the ETag a write from here replaced
    /// ('' for a create), nil for a card read from the remote.
    static func save(
        remote: String, href: String, etag: String?, rawUuid: String, uid: String?, contentHash: [UInt8],
        replaced: String? = nil, _ db: Database
    ) throws {
        // A raw contact is at one href of a remote: an older href of it (a card renamed) is dropped.
        try db.cachedStatement(sql: "DELETE FROM remoteCard WHERE remote = ? AND rawUuid = ? AND href <> ?")
            .execute(arguments: [remote, rawUuid, href])
        try db.cachedStatement(
            sql: """
                INSERT INTO remoteCard (remote, href, etag, rawUuid, uid, contentHash, replaced) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (remote, href) DO UPDATE SET etag = excluded.etag, rawUuid = excluded.rawUuid, uid = excluded.uid,
                    contentHash = excluded.contentHash, replaced = excluded.replaced
                """
        ).execute(arguments: [remote, href, etag, rawUuid, uid, Data(contentHash), replaced])
    }

    /// Forgets the card at `href`.
    static func delete(remote: String, href: String, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM remoteCard WHERE remote = ? AND href = ?").execute(arguments: [
            remote, href,
        ])
    }
}

extension RemoteCardRecord {
    /// Whether the raw contact `rawUuid` is a card of `remote` already (it has a place there).
    static func isSent(rawUuid: String, remote: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM remoteCard WHERE remote = ? AND rawUuid = ? LIMIT 1"),
            arguments: [remote, rawUuid]) ?? false
    }
}

extension RemoteCardRecord {
    /// The contacts holding a card that is on `remote`.
    static func contactsHeld(by remote: String, _ db: Database) throws -> Set<ContactRowID> {
        Set(
            try ContactRowID.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT DISTINCT rawContact.contactId FROM remoteCard JOIN rawContact ON rawContact.uuid = remoteCard.rawUuid
                        WHERE remoteCard.remote = ?
                        """), arguments: [remote]))
    }
}

extension RemoteCardRecord {
    /// Takes `etag` as the card's version there, a write from here no longer awaited.
    static func setETag(_ etag: String?, remote: String, href: String, _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE remoteCard SET etag = ?, replaced = NULL WHERE remote = ? AND href = ?")
            .execute(arguments: [etag, remote, href])
    }

    /// Every write from here to `remote` is found kept (a sync read its changes after them).
    static func confirmWrites(remote: String, _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE remoteCard SET replaced = NULL WHERE remote = ? AND replaced IS NOT NULL")
            .execute(arguments: [remote])
    }

    /// Whether some write from here to `remote` awaits being found kept.
    static func awaitsConfirmation(remote: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM remoteCard WHERE remote = ? AND replaced IS NOT NULL LIMIT 1"),
            arguments: [remote]) ?? false
    }
}
