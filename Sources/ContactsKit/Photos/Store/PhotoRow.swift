import Foundation
import GRDB
import PhotoCodec
import VCard

/// Reading and writing `photo` rows and the photo columns of `contact` (see the "v4-photos"
/// migration, ``Schema/migratePhotos(_:)``).
enum PhotoRow {
    /// The user's decision about a contact's photo, as stored in `contact.photoChoice`.
    enum Choice: String {
        /// `contacts photo N --set FILE`: the contact shows that photo whatever its cards hold.
        case set
        /// `contacts photo N --remove`: the contact shows no photo whatever its cards hold.
        case removed
    }

    /// Inserts a photo unless a row with its hash exists (photos are shared by content).
    static func insert(_ blob: PhotoBlob, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT OR IGNORE INTO photo (hash, mediaType, width, height, byteCount, bytes) VALUES (?, ?, ?, ?, ?, ?)
            """).execute(arguments: [Data(blob.hash), blob.mediaType, blob.size?.width, blob.size?.height,
                                     blob.bytes.count, Data(blob.bytes)])
    }

    /// Points a contact at the photo of its merged view (or at nothing), unless the user chose its
    /// photo, and keeps `hasPhoto` in step. Called after every write of a merged view
    /// (``ContactRow/insert(_:orderKey:_:)`` on import, ``Linker/finish()``), whose `hasPhoto` it
    /// corrects. The photo the contact stops showing is deleted by a trigger when nobody else shows it.
    static func attach(_ photo: CardPhoto?, to contact: Int64, _ db: Database) throws {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT photoHash, photoURI, photoChoice, hasPhoto FROM contact WHERE id = ?
            """), arguments: [contact]) else { return }
        let current: (hash: Data?, uri: String?, hasPhoto: Bool) = (row["photoHash"], row["photoURI"], row["hasPhoto"])
        var wanted: (hash: Data?, uri: String?)
        switch (row["photoChoice"] as String?).flatMap(Choice.init) {
        case .set?:
            wanted = (current.hash, nil)
        case .removed?:
            wanted = (nil, nil)
        case nil:
            switch photo {
            case .embedded(let blob)?:
                try insert(blob, db)
                wanted = (Data(blob.hash), nil)
            case .remote(let uri)?:
                wanted = (nil, uri)
            case nil:
                wanted = (nil, nil)
            }
        }
        let hasPhoto = wanted.hash != nil
        guard wanted.hash != current.hash || wanted.uri != current.uri || hasPhoto != current.hasPhoto else { return }
        try db.cachedStatement(sql: "UPDATE contact SET photoHash = ?, photoURI = ?, hasPhoto = ? WHERE id = ?")
            .execute(arguments: [wanted.hash, wanted.uri, hasPhoto, contact])
    }

    /// When contact `merged` is about to be merged into `survivor`: the survivor takes the merged
    /// contact's photo choice if it has none of its own, so a photo the user set or removed is
    /// not lost to a merge.
    static func carryChoice(from merged: Int64, to survivor: Int64, _ db: Database) throws {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT photoChoice, photoHash FROM contact WHERE id = ?"),
                                         arguments: [merged]),
              let choice = row["photoChoice"] as String? else { return }
        let hash = row["photoHash"] as Data?
        try db.cachedStatement(sql: """
            UPDATE contact SET photoChoice = ?, photoHash = ?, photoURI = NULL, hasPhoto = ? WHERE id = ? AND photoChoice IS NULL
            """).execute(arguments: [choice, hash, hash != nil, survivor])
    }

    /// Records the user's choice for a contact: `blob` set as its photo, or (nil) no photo.
    static func choose(_ blob: PhotoBlob?, for contact: Int64, _ db: Database) throws {
        if let blob { try insert(blob, db) }
        try db.cachedStatement(sql: """
            UPDATE contact SET photoChoice = ?, photoHash = ?, photoURI = NULL, hasPhoto = ? WHERE id = ?
            """).execute(arguments: [blob == nil ? Choice.removed.rawValue : Choice.set.rawValue,
                                     blob.map { Data($0.hash) }, blob != nil, contact])
    }

    /// The photo a contact shows, with its bytes.
    static func photo(of contact: Int64, _ db: Database) throws -> ContactPhoto? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT contact.photoURI, contact.photoChoice, photo.hash, photo.mediaType, photo.width, photo.height, photo.bytes
            FROM contact LEFT JOIN photo ON photo.hash = contact.photoHash WHERE contact.id = ?
            """, arguments: [contact]) else { return nil }
        if let hash = row["hash"] as Data? {
            let width: Int? = row["width"], height: Int? = row["height"]
            let size = width.flatMap { width in height.map { PixelSize(width: width, height: $0) } }
            return .embedded(StoredPhoto(hash: Array(hash), mediaType: row["mediaType"], size: size,
                                         bytes: Array(row["bytes"] as Data), isChosenByUser: row["photoChoice"] != nil))
        }
        if let uri = row["photoURI"] as String? { return .remote(uri: uri) }
        return nil
    }

    /// The bytes of the photo hashed `hash`.
    static func bytes(hash: [UInt8], _ db: Database) throws -> [UInt8]? {
        try Data.fetchOne(db.cachedStatement(sql: "SELECT bytes FROM photo WHERE hash = ?"), arguments: [Data(hash)])
            .map { Array($0) }
    }
}

/// The user's photo choices, applied to the merged cards `export` writes: the photo the user set
/// replaces the cards' `PHOTO`, a removed photo takes every `PHOTO` away. Loaded once per export
/// (the contacts with a choice, through a partial index), so contacts without one cost a set lookup.
struct PhotoChoices {
    private let chosen: Set<Int64>

    init(_ db: Database) throws {
        chosen = Set(try Int64.fetchAll(db, sql: "SELECT id FROM contact WHERE photoChoice IS NOT NULL"))
    }

    /// `card`, the merged card of `contact`, with the user's choice applied.
    func apply(to card: VCard, contact: Int64, _ db: Database) throws -> VCard {
        guard chosen.contains(contact) else { return card }
        var card = card
        let first = card.properties.firstIndex { $0.name == "PHOTO" }
        card.properties.removeAll { $0.name == "PHOTO" }
        if case .embedded(let photo)? = try PhotoRow.photo(of: contact, db) {
            let property = VCardProperty.photo(data: photo.bytes, mediaType: photo.mediaType)
            card.properties.insert(property, at: min(first ?? card.properties.count, card.properties.count))
        }
        return card
    }
}
