import Foundation
import GRDB

/// The store's `photo` table as a ``PhotoSource``: a photo's bytes by content hash, read on GRDB's
/// reader queue (never on the caller's thread).
///
/// ```swift
/// let cache = ThumbnailCache(source: store.photoSource, diskCache: store.thumbnailDiskCache)
/// ```
public struct StorePhotoSource: PhotoSource {
    let database: DatabasePool

    public func loadBytes(for hash: [UInt8]) async throws -> [UInt8]? {
        try await database.read { db in try PhotoRow.bytes(hash: hash, db) }
    }
}

/// The store's `thumbnail` table as a ``ThumbnailDiskCache``: PNGs keyed by (photo hash, side,
/// shape), so a second run decodes nothing.
///
/// Rows belong to their photo (a foreign key with `ON DELETE CASCADE`): when a photo is replaced
/// or removed and no contact shows it any more, its thumbnails go with it, and a thumbnail made
/// for a photo deleted meanwhile is refused rather than kept.
public struct StoreThumbnailDiskCache: ThumbnailDiskCache {
    let database: DatabasePool

    public func thumbnail(for key: ThumbnailKey) async throws -> [UInt8]? {
        try await database.read { db in
            try Data.fetchOne(db.cachedStatement(sql: "SELECT png FROM thumbnail WHERE photoHash = ? AND side = ? AND shape = ?"),
                              arguments: [Data(key.photoHash), key.side, key.shape.rawValue]).map { Array($0) }
        }
    }

    public func store(_ png: [UInt8], for key: ThumbnailKey) async throws {
        try await database.write { db in
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO thumbnail (photoHash, side, shape, png) VALUES (?, ?, ?, ?)")
                .execute(arguments: [Data(key.photoHash), key.side, key.shape.rawValue, Data(png)])
        }
    }

    public func removeThumbnails(photoHash: [UInt8]) async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM thumbnail WHERE photoHash = ?", arguments: [Data(photoHash)])
        }
    }

    /// How many thumbnails are stored (for tests and benchmarks).
    public func count() async throws -> Int {
        try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM thumbnail") ?? 0 }
    }

    /// Deletes every stored thumbnail (a benchmark's cold start; they are made again on demand).
    public func removeAll() async throws {
        try await database.write { db in try db.execute(sql: "DELETE FROM thumbnail") }
    }
}
