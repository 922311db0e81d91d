import Foundation
import GRDB
import GRDBSQLite
import VCard

/// The `rawContact` table: one row per imported card, in the contact it belongs to, with its
/// content hash; and the `rawCard` table, a row of the same id each: the card as stored (the
/// canonical vCard 4.0 bytes, every property kept: the truth everything else is derived from) and
/// its linking profile (packed: ``MatchProfile``'s stored form, which this record never reads).
/// Created by "v1-contacts"; `profile` by "v2-linking"; the two tables apart since "v18-raw-cards",
/// so that moving a raw contact to another contact rewrites a narrow row. A trigger deletes a raw
/// contact's `rawCard` row with it. `base` holds the card as last read from its source while the
/// user's edits make `card` differ from it, NULL otherwise ("v9-edits-and-trash").
///
/// A raw contact's lookup keys are rows of `rawKey`: the functions that write a profile write its
/// keys with it, through ``RawKeyRecord``.
enum RawContactRecord: TableRecord {
    static let databaseTableName = "rawContact"

    /// The raw contacts joined with their cards and profiles (`rawCard`), for queries reading both.
    static let withCards = "rawContact JOIN rawCard USING (id)"

    // MARK: - Writing

    /// Inserts a raw contact into contact `contactId`, with its lookup keys; returns its row id.
    /// - Parameters:
    ///   - card: The canonical card's bytes.
    ///   - contentHash: SHA-256 of the source's version: of `base` when given, else of `card`.
    ///   - profile: The packed linking profile.
    ///   - keys: Its lookup keys.
    ///   - uuid: Its id: a new one, or the old one of a card restored from the trash.
    ///   - base: The source's version when the user's edits made `card` differ from it.
    static func insert(
        contactId: ContactRowID, source: String, uid: String?, card: [UInt8], contentHash: [UInt8], profile: String,
        keys: [LinkKey],
        uuid: String = RandomID.make(), base: [UInt8]? = nil, _ db: Database
    ) throws -> RawContactRowID {
        try db.cachedStatement(
            sql: """
                INSERT INTO rawContact (uuid, contactId, source, uid, contentHash, base) VALUES (?, ?, ?, ?, ?, ?)
                """
        ).execute(bound: [
            uuid.databaseValue, contactId.databaseValue, source.databaseValue, uid.databaseValue,
            Data(contentHash).databaseValue, base.map { Data($0) }.databaseValue,
        ])
        let id = RawContactRowID(db.lastInsertedRowID)
        try db.cachedStatement(sql: "INSERT INTO rawCard (id, card, profile) VALUES (?, ?, ?)")
            .execute(bound: [id.databaseValue, Data(card).databaseValue, profile.databaseValue])
        try RawKeyRecord.insert(keys, of: id, db)
        return id
    }

    /// Replaces a raw contact's card (an update from a re-import, or an edit), its source's version
    /// (`base`, nil when the card is the source's version), the hash of that version, its profile
    /// and its keys.
    static func update(
        _ id: RawContactRowID, card: [UInt8], base: [UInt8]?, contentHash: [UInt8], profile: String, keys: [LinkKey],
        _ db: Database
    ) throws {
        try db.cachedStatement(sql: "UPDATE rawContact SET base = ?, contentHash = ? WHERE id = ?")
            .execute(arguments: [base.map { Data($0) }, Data(contentHash), id])
        try db.cachedStatement(sql: "UPDATE rawCard SET card = ?, profile = ? WHERE id = ?").execute(arguments: [
            Data(card), profile, id,
        ])
        try RawKeyRecord.replace(keys, of: id, db)
    }

    /// Replaces a raw contact's profile and keys.
    static func updateProfile(_ id: RawContactRowID, profile: String, keys: [LinkKey], _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE rawCard SET profile = ? WHERE id = ?").execute(arguments: [profile, id])
        try RawKeyRecord.replace(keys, of: id, db)
    }

    /// Moves one raw contact to another contact.
    static func setContact(_ contactId: ContactRowID, of id: RawContactRowID, _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE rawContact SET contactId = ? WHERE id = ?").execute(arguments: [
            contactId, id,
        ])
    }

    /// Moves every raw contact of contact `from` to contact `to`.
    static func moveAll(from: ContactRowID, to: ContactRowID, _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE rawContact SET contactId = ? WHERE contactId = ?").execute(arguments: [
            to, from,
        ])
    }

    /// Moves every raw contact of each contact `from` to its contact `to`, in one statement.
    static func moveAll(_ moves: [(from: ContactRowID, to: ContactRowID)], _ db: Database) throws {
        guard !moves.isEmpty else { return }
        try db.execute(
            sql: """
                UPDATE rawContact SET contactId = move.value ->> 1
                FROM json_each(?) AS move WHERE rawContact.contactId = move.value ->> 0
                """, arguments: [JSONRows.text(moves.map { [$0.from, $0.to] as [any JSONRowValue] })])
    }

    // MARK: - Finding a card again

    /// A stored raw contact an imported card may be a version of.
    struct Existing {
        let id: RawContactRowID
        let contactId: ContactRowID
        /// The hash of the source's version (`base ?? card`).
        let contentHash: [UInt8]
        /// Whether the user edited it (it has a `base`).
        let isEdited: Bool
    }

    /// The raw contact from `source` with this UID.
    static func existing(source: String, uid: String, _ db: Database) throws -> Existing? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT id, contactId, contentHash, base IS NOT NULL FROM rawContact WHERE source = ? AND uid = ?
                    """), arguments: [source, uid]
        ).map(existing)
    }

    /// Whether the store holds any raw contact.
    static func hasAny(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM rawContact)") ?? false
    }

    /// A raw contact from `source` without a UID whose source's version has this content hash.
    static func existing(source: String, contentHash: [UInt8], _ db: Database) throws -> Existing? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT id, contactId, contentHash, base IS NOT NULL FROM rawContact
                    WHERE source = ? AND uid IS NULL AND contentHash = ? LIMIT 1
                    """), arguments: [source, Data(contentHash)]
        ).map(existing)
    }

    static func existing(_ row: Row) -> Existing {
        Existing(id: row[0], contactId: row[1], contentHash: Array(row[2] as Data), isEdited: row[3])
    }

    // MARK: - Whole rows

    /// A raw contact as stored, every column but its profile.
    struct Stored {
        let id: RawContactRowID
        let uuid: String
        let contactId: ContactRowID
        let source: String
        let uid: String?
        let contentHash: [UInt8]
        let card: [UInt8]
        let base: [UInt8]?
        /// The book its contact was sent to (``HomeBooks``), nil when it follows the default.
        var home: String? = nil
    }

    /// The raw contacts of a contact as stored, in import order.
    static func stored(ofContact contactId: ContactRowID, _ db: Database) throws -> [Stored] {
        try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT \(storedColumns) FROM \(withCards) WHERE contactId = ? ORDER BY id
                    """), arguments: [contactId]
        ).map(stored)
    }

    /// The columns `stored(_:)` reads, in its order (from ``withCards``).
    static let storedColumns = "id, uuid, contactId, source, uid, contentHash, card, base, home"

    /// A row of `storedColumns`.
    static func stored(_ row: Row) -> Stored {
        Stored(
            id: row[0], uuid: row[1], contactId: row[2], source: row[3], uid: row[4],
            contentHash: Array(row[5] as Data),
            card: Array(row[6] as Data), base: (row[7] as Data?).map { Array($0) }, home: row[8])
    }

    /// The stored card and source's version of raw contact `id`.
    static func cardAndBase(of id: RawContactRowID, _ db: Database) throws -> (card: [UInt8], base: [UInt8]?)? {
        try Row.fetchOne(db.cachedStatement(sql: "SELECT card, base FROM \(withCards) WHERE id = ?"), arguments: [id])
            .map { (Array($0[0] as Data), ($0[1] as Data?).map { Array($0) }) }
    }

    /// The row id of the raw contact whose id (UUID string) is `uuid`.
    static func id(uuid: String, _ db: Database) throws -> RawContactRowID? {
        try RawContactRowID.fetchOne(
            db.cachedStatement(sql: "SELECT id FROM rawContact WHERE uuid = ?"), arguments: [uuid])
    }

    /// The id (UUID string) of raw contact `id`.
    static func uuid(of id: RawContactRowID, _ db: Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT uuid FROM rawContact WHERE id = ?"), arguments: [id])
    }

    /// Whether a raw contact from `source` has this UID, or (without a UID) this content hash.
    static func exists(source: String, uid: String?, contentHash: [UInt8], _ db: Database) throws -> Bool {
        if let uid { return try existing(source: source, uid: uid, db) != nil }
        return try existing(source: source, contentHash: contentHash, db) != nil
    }

    // MARK: - Reading

    /// A raw contact's contact and packed profile.
    static func contactAndProfile(
        of id: RawContactRowID, _ db: Database
    ) throws -> (contactId: ContactRowID, profile: String)? {
        try Row.fetchOne(
            db.cachedStatement(sql: "SELECT contactId, profile FROM \(withCards) WHERE id = ?"), arguments: [id]
        )
        .map { ($0[0], $0[1]) }
    }

    /// The raw contacts of a contact with their packed profiles, in import order.
    static func profiles(
        ofContact contactId: ContactRowID, _ db: Database
    ) throws -> [(id: RawContactRowID, profile: String)] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT id, profile FROM \(withCards) WHERE contactId = ? ORDER BY id"),
            arguments: [contactId]
        ).map { ($0[0], $0[1]) }
    }

    /// The cards of a contact's raw contacts, in import order.
    static func cards(ofContact contactId: ContactRowID, _ db: Database) throws -> [VCard] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT card FROM \(withCards) WHERE contactId = ? ORDER BY id"),
            arguments: [contactId]
        ).compactMap { card($0[0]) }
    }

    /// The stored cards (not parsed: `VCard/init(stored:)` reads them, on any thread) of the raw
    /// contacts of contacts `contactIds`, each contact's in import order.
    static func storedCards(ofContacts contactIds: [ContactRowID], _ db: Database) throws -> [ContactRowID: [[UInt8]]] {
        var cards: [ContactRowID: [[UInt8]]] = [:]
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT contactId, card FROM \(withCards) WHERE contactId IN (SELECT value FROM json_each(?)) ORDER BY contactId, id
                """, arguments: [JSONRows.text(contactIds)])
        while let row = try rows.next() { cards[row[0], default: []].append(Array(row[1] as Data)) }
        return cards
    }

    /// The stored cards (not parsed) of raw contacts `ids`, by row id.
    static func storedCards(of ids: [RawContactRowID], _ db: Database) throws -> [RawContactRowID: [UInt8]] {
        var cards: [RawContactRowID: [UInt8]] = [:]
        let rows = try Row.fetchCursor(
            db, sql: "SELECT id, card FROM rawCard WHERE id IN (SELECT value FROM json_each(?))",
            arguments: [JSONRows.text(ids)])
        while let row = try rows.next() { cards[row[0]] = Array(row[1] as Data) }
        return cards
    }

    /// The raw contacts of a contact, in import order.
    static func references(ofContact contactId: ContactRowID, _ db: Database) throws -> [RawContactReference] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT uuid, source, uid FROM rawContact WHERE contactId = ? ORDER BY id"),
            arguments: [contactId]
        ).map(reference)
    }

    /// The raw contacts of a contact with their cards, in import order.
    static func rawContacts(ofContact contactId: ContactRowID, _ db: Database) throws -> [RawContact] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT uuid, source, uid, card FROM \(withCards) WHERE contactId = ? ORDER BY id"),
            arguments: [contactId]
        )
        .compactMap { row in card(row[3]).map { RawContact(reference: reference(row), card: $0) } }
    }

    /// Every raw contact's row id and contact, in one index-only scan read with SQLite's own step
    /// loop (a GRDB row each cost more than the scan).
    static func forEachContactId(
        _ db: Database, _ body: (_ id: RawContactRowID, _ contactId: ContactRowID) -> Void
    ) throws {
        try db.makeStatement(sql: "SELECT id, contactId FROM rawContact").forEachRow { row in
            body(RawContactRowID(sqlite3_column_int64(row, 0)), ContactRowID(sqlite3_column_int64(row, 1)))
        }
    }

    /// Every raw contact's packed profile, in row-id order. Read with SQLite's own step loop: a
    /// GRDB row a raw contact cost three times the scan.
    static func allProfiles(_ db: Database) throws -> [(id: RawContactRowID, profile: String)] {
        var profiles: [(id: RawContactRowID, profile: String)] = []
        try db.makeStatement(sql: "SELECT id, profile FROM rawCard ORDER BY id").forEachRow { row in
            let text = sqlite3_column_text(row, 1).map {
                UnsafeBufferPointer(start: $0, count: Int(sqlite3_column_bytes(row, 1)))
            }
            profiles.append(
                (RawContactRowID(sqlite3_column_int64(row, 0)), text.map { String(decoding: $0, as: UTF8.self) } ?? ""))
        }
        return profiles
    }

    /// The packed profiles of the raw contacts `ids` (those that exist), in no particular order.
    static func profiles(of ids: [RawContactRowID], _ db: Database) throws -> [(id: RawContactRowID, profile: String)] {
        try ids.statementChunks.flatMap { chunk in
            try Row.fetchAll(
                db, sql: "SELECT id, profile FROM rawCard WHERE id IN (\(databaseQuestionMarks(count: chunk.count)))",
                arguments: StatementArguments(chunk)
            ).map { ($0[0], $0[1]) }
        }
    }

    /// The raw contacts of the contacts `contactIds` with their row ids, each contact's in import order.
    static func references(
        ofContacts contactIds: [ContactRowID], _ db: Database
    ) throws
        -> [(contactId: ContactRowID, id: RawContactRowID, reference: RawContactReference)]
    {
        try contactIds.statementChunks.flatMap { chunk in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT uuid, source, uid, contactId, id FROM rawContact
                    WHERE contactId IN (\(databaseQuestionMarks(count: chunk.count))) ORDER BY contactId, id
                    """, arguments: StatementArguments(chunk)
            )
            .map { ($0[3], $0[4], reference($0)) }
        }
    }

    /// A stored card, not parsed, with the ids of its raw contact and of its contact.
    struct StoredCard {
        let contactId: ContactRowID
        /// The contact's id (UUID string).
        let contactUUID: String
        /// The raw contact's id (UUID string).
        let uuid: String
        /// The card as stored (vCard 4.0); `VCard/init(stored:)` reads it.
        let bytes: [UInt8]
    }

    /// The cards of one contact in import order, or (`contactId` nil) every card, the contacts in
    /// manual order and each one's cards in import order; streamed.
    static func storedCards(ofContact contactId: ContactRowID?, _ db: Database) throws -> some Cursor<StoredCard> {
        let rows =
            if let contactId {
                try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT rawContact.contactId, contact.uuid, rawContact.uuid, rawCard.card FROM rawContact
                        JOIN rawCard ON rawCard.id = rawContact.id
                        JOIN contact ON contact.id = rawContact.contactId WHERE rawContact.contactId = ? ORDER BY rawContact.id
                        """, arguments: [contactId])
            } else {
                try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT rawContact.contactId, contact.uuid, rawContact.uuid, rawCard.card FROM rawContact
                        JOIN rawCard ON rawCard.id = rawContact.id
                        JOIN contact ON contact.id = rawContact.contactId ORDER BY contact.orderKey, contact.id, rawContact.id
                        """)
            }
        return rows.map { StoredCard(contactId: $0[0], contactUUID: $0[1], uuid: $0[2], bytes: Array($0[3] as Data)) }
    }

    // MARK: - Salvage (a damaged file: one row at a time, by row id, no index)

    /// The row ids to look up one by one on a damaged file: 1 through the largest (found on the
    /// table's rightmost path), or when even that cannot be read, on until 10,000 ids in a row are
    /// missing.
    static func probedIDs(_ db: Database) -> [RawContactRowID] {
        if let largest = try? Int64.fetchOne(db, sql: "SELECT MAX(id) FROM rawContact") {
            return largest > 0 ? (1...largest).map(RawContactRowID.init(rawValue:)) : []
        }
        var ids: [Int64] = []
        var id: Int64 = 1
        var missing = 0
        while missing < 10_000 {
            if (try? Int64.fetchOne(db, sql: "SELECT id FROM rawContact WHERE id = ?", arguments: [id])) == nil {
                missing += 1
            } else {
                missing = 0
                ids.append(id)
            }
            id += 1
        }
        return ids.map(RawContactRowID.init(rawValue:))
    }

    /// The contact a raw contact belongs to; nil when there is no such row.
    static func contactID(ofRaw id: RawContactRowID, _ db: Database) throws -> ContactRowID? {
        try ContactRowID.fetchOne(db, sql: "SELECT contactId FROM rawContact WHERE id = ?", arguments: [id])
    }

    /// The contacts raw contacts `ids` are in (those that exist), each once.
    static func contactIDs(ofRaws ids: [RawContactRowID], _ db: Database) throws -> [ContactRowID] {
        try ContactRowID.fetchAll(
            db, sql: "SELECT DISTINCT contactId FROM rawContact WHERE id IN (SELECT value FROM json_each(?))",
            arguments: [JSONRows.text(ids)])
    }

    /// One raw contact's id (UUID string) and stored card (not parsed), looked up by row id.
    static func storedCard(raw id: RawContactRowID, _ db: Database) throws -> (uuid: String, bytes: [UInt8])? {
        try Row.fetchOne(db, sql: "SELECT uuid, card FROM \(withCards) WHERE id = ?", arguments: [id]).map {
            ($0[0], Array($0[1] as Data))
        }
    }

    /// Every raw contact's source and card (nil when it cannot be read again), streamed.
    static func allCards(_ db: Database) throws -> some Cursor<(id: RawContactRowID, source: String, card: VCard?)> {
        try Row.fetchCursor(db, sql: "SELECT id, source, card FROM \(withCards)").map { ($0[0], $0[1], card($0[2])) }
    }

    /// The contacts with a card whose bytes mention `PHOTO` (cards without are not even parsed).
    static func contactsMentioningPhotos(_ db: Database) throws -> [ContactRowID] {
        try ContactRowID.fetchAll(
            db,
            sql: """
                SELECT DISTINCT contactId FROM \(withCards) WHERE instr(card, CAST('PHOTO' AS BLOB)) > 0 ORDER BY contactId
                """)
    }

    /// How many raw contacts have no profile (nor keys).
    static func countWithoutProfile(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM rawCard WHERE profile = ''") ?? 0
    }

    /// Deletes the raw contacts whose contact does not exist, those without a card (`rawCard` has
    /// no foreign key: a trigger deletes a raw contact's card with it), and cards without a raw contact.
    static func deleteOrphans(_ db: Database) throws {
        try db.execute(
            sql: """
                DELETE FROM rawContact WHERE contactId NOT IN (SELECT id FROM contact) OR id NOT IN (SELECT id FROM rawCard);
                DELETE FROM rawCard WHERE id NOT IN (SELECT id FROM rawContact);
                """)
    }

    /// How many raw contacts have no card, and cards no raw contact.
    static func countCardOrphans(_ db: Database) throws -> Int {
        try Int.fetchOne(
            db,
            sql: """
                SELECT (SELECT COUNT(*) FROM rawContact WHERE id NOT IN (SELECT id FROM rawCard))
                     + (SELECT COUNT(*) FROM rawCard WHERE id NOT IN (SELECT id FROM rawContact))
                """) ?? 0
    }

    private static func reference(_ row: Row) -> RawContactReference {
        RawContactReference(id: row[0], source: row[1], uid: row[2] ?? "")
    }

    /// The card stored as `bytes`.
    private static func card(_ bytes: Data) -> VCard? {
        VCard(stored: Array(bytes))
    }
}
