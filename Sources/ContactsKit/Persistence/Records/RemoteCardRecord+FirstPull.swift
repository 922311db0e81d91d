import Foundation
import GRDB

extension RemoteCardRecord {
    /// Where a card of a first pull is on the remote (``FirstPull``).
    struct Place {
        let href: String
        let etag: String?
        let rawUuid: String
        let uid: String?
        let contentHash: [UInt8]
    }

    /// Where each card of a first pull is, as ``save(remote:href:etag:rawUuid:uid:contentHash:replaced:_:)``
    /// would leave them one by one: a raw contact is at the last of its hrefs, and an href names the
    /// last card read at it.
    struct Places {
        private var byHref: [String: Place] = [:]
        private var hrefOf: [String: String] = [:]

        /// Records `place`.
        mutating func add(_ place: Place) {
            if let earlier = hrefOf[place.rawUuid], earlier != place.href { byHref[earlier] = nil }
            if let replaced = byHref[place.href], replaced.rawUuid != place.rawUuid { hrefOf[replaced.rawUuid] = nil }
            byHref[place.href] = place
            hrefOf[place.rawUuid] = place.href
        }

        /// The places, in href order.
        var sorted: [Place] { byHref.values.sorted { $0.href < $1.href } }
    }

    /// Whether `remote` holds a card (a first pull writes the places of one that holds none).
    static func hasAny(of remote: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM remoteCard WHERE remote = ? LIMIT 1", arguments: [remote]) ?? false
    }

    /// Writes `places` of `remote`, which holds no card yet, in href order (the table's key), as
    /// part of change `change`: its log gets one statement that deletes every card of the remote,
    /// where the insert trigger logs one a row (``UndoTriggers``). Logged before any other write of
    /// the remote's cards in the change, it is run last by an undo, after those.
    static func insertFirst(_ places: Places, remote: String, change: Int64, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO undoLog (changeId, tableName, rowId, statement)
                VALUES (?, 'remoteCard', ?, 'DELETE FROM remoteCard WHERE remote = ' || quote(?))
                """,
            arguments: [change, remote, remote])
        try UndoTriggers.drop(db, only: ["undo_remoteCard_insert"])
        let insert = try db.makeStatement(
            sql: "INSERT INTO remoteCard (remote, href, etag, rawUuid, uid, contentHash) VALUES (?, ?, ?, ?, ?, ?)")
        for place in places.sorted {
            try insert.execute(
                arguments: [remote, place.href, place.etag, place.rawUuid, place.uid, Data(place.contentHash)])
        }
        try UndoTriggers.install(db)
    }
}
