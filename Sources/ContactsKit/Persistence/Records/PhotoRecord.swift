import Foundation
import GRDB

/// The `photo` table: one row per distinct photo, by the SHA-256 of its bytes, shared by every
/// contact showing it (`contact.photoHash`), kept apart from everything a listing reads. A photo no
/// contact shows any more is deleted by a trigger on `contact`. Created by "v4-photos".
enum PhotoRecord: TableRecord {
    static let databaseTableName = "photo"

    /// A photo as stored.
    struct Stored {
        let hash: [UInt8]
        let mediaType: String
        /// The size its header declares; nil when it could not be read.
        let width: Int?
        let height: Int?
        let bytes: [UInt8]
    }

    /// Inserts a photo unless a row with its hash exists (photos are shared by content).
    static func insert(
        hash: [UInt8], mediaType: String, width: Int?, height: Int?, bytes: [UInt8], _ db: Database
    ) throws {
        try db.cachedStatement(
            sql: """
                INSERT OR IGNORE INTO photo (hash, mediaType, width, height, byteCount, bytes) VALUES (?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [Data(hash), mediaType, width, height, bytes.count, Data(bytes)])
    }

    /// The photo hashed `hash`.
    static func photo(hash: [UInt8], _ db: Database) throws -> Stored? {
        try Row.fetchOne(
            db.cachedStatement(sql: "SELECT mediaType, width, height, bytes FROM photo WHERE hash = ?"),
            arguments: [Data(hash)]
        ).map { row in
            Stored(hash: hash, mediaType: row[0], width: row[1], height: row[2], bytes: Array(row[3] as Data))
        }
    }

    /// The bytes of the photo hashed `hash`.
    static func bytes(hash: [UInt8], _ db: Database) throws -> [UInt8]? {
        try Data.fetchOne(db.cachedStatement(sql: "SELECT bytes FROM photo WHERE hash = ?"), arguments: [Data(hash)])
            .map { Array($0) }
    }
}
