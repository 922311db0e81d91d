import Foundation
import GRDB
import VCard

/// Reading and writing `rawContact` rows, their profile and their lookup keys.
enum RawContactRow {
    /// A raw contact as linking sees it.
    struct Member {
        var id: Int64
        var profile: MatchProfile
    }

    /// Inserts a raw contact for a prepared card into contact `contactId`; returns its row id.
    static func insert(_ card: PreparedCard, contactId: Int64, _ db: Database) throws -> Int64 {
        try db.cachedStatement(sql: """
            INSERT INTO rawContact (uuid, contactId, source, uid, contentHash, card, profile) VALUES (?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [RandomID.make(), contactId, card.source, card.uid, Data(card.contentHash),
                                     Data(card.card), card.profile.packed])
        let id = db.lastInsertedRowID
        try insertKeys(card.keys, of: id, db)
        return id
    }

    /// Replaces a raw contact's card (an update from a re-import), profile and keys.
    static func update(_ id: Int64, with card: PreparedCard, _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE rawContact SET card = ?, contentHash = ?, profile = ? WHERE id = ?")
            .execute(arguments: [Data(card.card), Data(card.contentHash), card.profile.packed, id])
        try db.cachedStatement(sql: "DELETE FROM rawKey WHERE rawContactId = ?").execute(arguments: [id])
        try insertKeys(card.keys, of: id, db)
    }

    /// Writes a profile and its keys for an existing raw contact.
    static func writeProfile(_ id: Int64, _ profile: MatchProfile, _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE rawContact SET profile = ? WHERE id = ?").execute(arguments: [profile.packed, id])
        try db.cachedStatement(sql: "DELETE FROM rawKey WHERE rawContactId = ?").execute(arguments: [id])
        try insertKeys(LinkKey.keys(profile).map(\.key), of: id, db)
    }

    /// Recomputes every raw contact's profile and keys from its card (a store from before linking,
    /// or `doctor --repair`).
    static func recomputeProfiles(_ db: Database) throws {
        let rows = try Row.fetchCursor(db, sql: "SELECT id, card, source FROM rawContact")
        var profiles: [(Int64, MatchProfile)] = []
        while let row = try rows.next() {
            var reader = VCardReader(bytes: Array(row["card"] as Data))
            guard let card = reader.next()?.card else { continue }
            profiles.append((row["id"], MatchProfile(card: card, fields: ContactFields(card: card), source: row["source"])))
        }
        for (id, profile) in profiles { try writeProfile(id, profile, db) }
    }

    private static func insertKeys(_ keys: [Int64], of id: Int64, _ db: Database) throws {
        let statement = try db.cachedStatement(sql: "INSERT OR IGNORE INTO rawKey (key, rawContactId) VALUES (?, ?)")
        for key in keys { try statement.execute(arguments: [key, id]) }
    }

    /// The raw contacts of a unified contact, in import order.
    static func members(of contactId: Int64, _ db: Database) throws -> [Member] {
        try Row.fetchAll(db.cachedStatement(sql: "SELECT id, profile FROM rawContact WHERE contactId = ? ORDER BY id"),
                         arguments: [contactId])
            .map { Member(id: $0["id"], profile: MatchProfile(packed: $0["profile"])) }
    }

    /// The cards of a unified contact's raw contacts, in import order.
    static func cards(of contactId: Int64, _ db: Database) throws -> [VCard] {
        try Row.fetchAll(db.cachedStatement(sql: "SELECT card FROM rawContact WHERE contactId = ? ORDER BY id"),
                         arguments: [contactId])
            .compactMap { row in
                var reader = VCardReader(bytes: Array(row["card"] as Data))
                return reader.next()?.card
            }
    }
}
