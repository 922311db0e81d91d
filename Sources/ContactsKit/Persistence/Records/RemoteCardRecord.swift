import Foundation
import GRDB

/// The `remoteCard` table: where each card of a remote is (its href), its version there (ETag) and
/// the raw contact that holds it (by uuid). Created by "v11-remotes".
enum RemoteCardRecord: TableRecord {
    static let databaseTableName = "remoteCard"

    enum Columns {
        static let remote = Column("remote")
        static let href = Column("href")
        static let etag = Column("etag")
        static let rawUuid = Column("rawUuid")
        static let uid = Column("uid")
        static let contentHash = Column("contentHash")
    }

    /// One card of a remote, with whether its raw contact is still in the store and, if so, edited.
    struct Entry {
        let href: String
        let etag: String?
        let rawUuid: String
        /// The raw contact's row id, nil when it is gone (deleted, or a pull undone).
        let rawID: Int64?
        /// The card's UID and content hash as last agreed with the remote.
        let uid: String?
        let contentHash: [UInt8]
    }

    private static let selection = """
        SELECT remoteCard.href, remoteCard.etag, remoteCard.rawUuid, rawContact.id, remoteCard.uid, remoteCard.contentHash
        FROM remoteCard LEFT JOIN rawContact ON rawContact.uuid = remoteCard.rawUuid
        """

    private static func entry(_ row: Row) -> Entry {
        Entry(href: row[0], etag: row[1], rawUuid: row[2], rawID: row[3], uid: row[4], contentHash: Array(row[5] as Data))
    }

    /// Every card of `remote`.
    static func entries(of remote: String, _ db: Database) throws -> [Entry] {
        try Row.fetchAll(db.cachedStatement(sql: selection + " WHERE remoteCard.remote = ?"), arguments: [remote]).map(entry)
    }

    /// The card of `remote` at `href`.
    static func entry(of remote: String, href: String, _ db: Database) throws -> Entry? {
        try Row.fetchOne(db.cachedStatement(sql: selection + " WHERE remoteCard.remote = ? AND remoteCard.href = ?"),
                         arguments: [remote, href]).map(entry)
    }

    /// Records (or moves) the card at `href`.
    static func save(remote: String, href: String, etag: String?, rawUuid: String, uid: String?, contentHash: [UInt8],
                     _ db: Database) throws {
        // A raw contact is at one href of a remote: an older href of it (a card renamed) is dropped.
        try db.cachedStatement(sql: "DELETE FROM remoteCard WHERE remote = ? AND rawUuid = ? AND href <> ?")
            .execute(arguments: [remote, rawUuid, href])
        try db.cachedStatement(sql: """
            INSERT INTO remoteCard (remote, href, etag, rawUuid, uid, contentHash) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (remote, href) DO UPDATE SET etag = excluded.etag, rawUuid = excluded.rawUuid, uid = excluded.uid,
                contentHash = excluded.contentHash
            """).execute(arguments: [remote, href, etag, rawUuid, uid, Data(contentHash)])
    }

    /// Forgets the card at `href`.
    static func delete(remote: String, href: String, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM remoteCard WHERE remote = ? AND href = ?").execute(arguments: [remote, href])
    }
}
