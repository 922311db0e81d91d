import Foundation
import GRDB

extension ContactRecord {
    /// The user's decision about a contact's photo, as stored in `contact.photoChoice` (NULL: the
    /// cards decide).
    enum PhotoChoice: String, Sendable {
        /// `contacts photo N --set FILE`: the contact shows that photo whatever its cards hold.
        case set
        /// `contacts photo N --remove`: the contact shows no photo whatever its cards hold.
        case removed
    }

    /// The photo columns of a contact row.
    struct PhotoColumns: Equatable {
        /// The hash of the `photo` row it shows.
        var hash: [UInt8]?
        /// The URI of a remote photo, when it shows no embedded one.
        var uri: String?
        var choice: PhotoChoice?
        var hasPhoto: Bool
    }

    /// A contact's photo columns; nil when there is no such contact.
    static func photoColumns(of id: ContactRowID, _ db: Database) throws -> PhotoColumns? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT photoHash, photoURI, photoChoice, hasPhoto FROM contact WHERE id = ?
                    """), arguments: [id]
        ).map { row in
            PhotoColumns(
                hash: (row[0] as Data?).map { Array($0) }, uri: row[1],
                choice: (row[2] as String?).flatMap(PhotoChoice.init),
                hasPhoto: row[3])
        }
    }

    /// Points a contact at a photo (or at a URI, or at nothing), leaving its choice as it is. The
    /// photo it stops showing is deleted by a trigger when nobody else shows it.
    static func setPhoto(_ id: ContactRowID, hash: [UInt8]?, uri: String?, hasPhoto: Bool, _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE contact SET photoHash = ?, photoURI = ?, hasPhoto = ? WHERE id = ?")
            .execute(arguments: [hash.map { Data($0) }, uri, hasPhoto, id])
    }

    /// Records the user's choice for a contact and the photo it shows (none for `.removed`); with
    /// `keepingAChoice`, only when the contact has no choice yet.
    static func setPhotoChoice(
        _ choice: PhotoChoice, hash: [UInt8]?, of id: ContactRowID, keepingAChoice: Bool = false,
        _ db: Database
    ) throws {
        let sql = "UPDATE contact SET photoChoice = ?, photoHash = ?, photoURI = NULL, hasPhoto = ? WHERE id = ?"
        try db.cachedStatement(sql: keepingAChoice ? sql + " AND photoChoice IS NULL" : sql)
            .execute(arguments: [choice.rawValue, hash.map { Data($0) }, hash != nil, id])
    }

    /// The hash of the photo a contact shows; nil when it shows none.
    static func photoHash(of id: ContactRowID, _ db: Database) throws -> [UInt8]? {
        try Data.fetchOne(db.cachedStatement(sql: "SELECT photoHash FROM contact WHERE id = ?"), arguments: [id]).map {
            Array($0)
        }
    }

    /// The contacts whose photo the user chose (a partial index holds exactly these).
    static func idsWithPhotoChoice(_ db: Database) throws -> Set<ContactRowID> {
        Set(try ContactRowID.fetchAll(db, sql: "SELECT id FROM contact WHERE photoChoice IS NOT NULL"))
    }
}
