import Foundation
import GRDB

/// The `thumbnail` table: decoded, downscaled photos as PNG, by (photo hash, side, shape: `fit` or
/// `fill`, ``ThumbnailShape``'s raw value), so that a later run decodes nothing. Rows belong to
/// their photo (a foreign key with `ON DELETE CASCADE`). Created by "v4-photos".
enum ThumbnailRecord: TableRecord {
    static let databaseTableName = "thumbnail"

    /// A thumbnail's key.
    struct Key: Sendable {
        let photoHash: [UInt8]
        let side: Int
        let shape: String
    }

    /// The PNG of each key, nil where there is none.
    static func pngs(_ keys: [Key], _ db: Database) throws -> [[UInt8]?] {
        let statement = try db.cachedStatement(
            sql: "SELECT png FROM thumbnail WHERE photoHash = ? AND side = ? AND shape = ?")
        return try keys.map { key in
            try Data.fetchOne(statement, arguments: [Data(key.photoHash), key.side, key.shape]).map { Array($0) }
        }
    }

    /// Stores each PNG under its key, replacing any stored before. A row its photo does not exist for
    /// (deleted meanwhile: the foreign key) fails alone, inside a savepoint, and the others are kept.
    /// - Returns: For each row, nil when it was stored, else why it was refused.
    static func save(_ rows: [(key: Key, png: [UInt8])], _ db: Database) throws -> [String?] {
        let statement = try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO thumbnail (photoHash, side, shape, png) VALUES (?, ?, ?, ?)")
        return try rows.map { row -> String? in
            do {
                try db.inSavepoint {
                    try statement.execute(arguments: [
                        Data(row.key.photoHash), row.key.side, row.key.shape, Data(row.png),
                    ])
                    return .commit
                }
                return nil
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                return error.description
            }
        }
    }

    /// Deletes every thumbnail of the photo hashed `photoHash`.
    static func delete(photoHash: [UInt8], _ db: Database) throws {
        try db.execute(sql: "DELETE FROM thumbnail WHERE photoHash = ?", arguments: [Data(photoHash)])
    }

    /// Deletes the thumbnails of photos that are gone: the foreign key's cascade, for a write made
    /// with foreign keys off (a bulk link). One pass over the thumbnails, which only photos shown
    /// at a size have.
    static func deleteOrphans(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM thumbnail WHERE photoHash NOT IN (SELECT hash FROM photo)")
    }
}
