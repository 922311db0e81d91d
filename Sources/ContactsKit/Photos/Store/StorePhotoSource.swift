import Foundation
import GRDB
import PhotoCodec

/// The store's `photo` table as a ``PhotoSource``: a photo's bytes by content hash, read on GRDB's
/// reader queue (never on the caller's thread).
///
/// ```swift
/// let cache = ThumbnailCache(source: store.photoSource, diskCache: store.thumbnailDiskCache)
/// ```
struct StorePhotoSource: PhotoSource {
    let database: DatabasePool

    func loadBytes(for hash: [UInt8]) async throws -> [UInt8]? {
        try await database.read { db in try PhotoRow.bytes(hash: hash, db) }
    }
}

/// The store's `thumbnail` table as a ``ThumbnailDiskCache``: PNGs keyed by (photo hash, side,
/// shape), so a second run decodes nothing.
///
/// Requests made while a read or a write is under way are gathered and served by the next one, in
/// one transaction: a prefetch of a screenful of thumbnails costs a few reads and a few commits, not
/// one of each per thumbnail (each commit of a write transaction appends to the WAL).
///
/// Rows belong to their photo (a foreign key with `ON DELETE CASCADE`): when a photo is replaced
/// or removed and no contact shows it any more, its thumbnails go with it, and a thumbnail made
/// for a photo deleted meanwhile is refused rather than kept.
public struct StoreThumbnailDiskCache: ThumbnailDiskCache {
    let database: DatabasePool
    private let batches: ThumbnailTableBatches

    init(database: DatabasePool) {
        self.database = database
        batches = ThumbnailTableBatches(database: database)
    }

    public func thumbnail(for key: ThumbnailKey) async throws -> [UInt8]? {
        try await batches.read(key)
    }

    public func store(_ png: [UInt8], for key: ThumbnailKey) async throws {
        try await batches.write(png, for: key)
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

/// Reads and writes of the `thumbnail` table, gathered: whatever is asked while one transaction
/// runs goes into the next (group commit, and its counterpart for reads).
actor ThumbnailTableBatches {
    private let database: DatabasePool
    private var reads: [(key: ThumbnailKey, reply: CheckedContinuation<Result<[UInt8]?, any Error>, Never>)] = []
    private var writes: [(key: ThumbnailKey, png: [UInt8], reply: CheckedContinuation<Result<Void, any Error>, Never>)] = []
    private var reading = false
    private var writing = false

    init(database: DatabasePool) {
        self.database = database
    }

    func read(_ key: ThumbnailKey) async throws -> [UInt8]? {
        try await withCheckedContinuation { reply in
            reads.append((key, reply))
            if !reading {
                reading = true
                Task { await drainReads() }
            }
        }.get()
    }

    func write(_ png: [UInt8], for key: ThumbnailKey) async throws {
        try await withCheckedContinuation { reply in
            writes.append((key, png, reply))
            if !writing {
                writing = true
                Task { await drainWrites() }
            }
        }.get()
    }

    private func drainReads() async {
        while !reads.isEmpty {
            let batch = reads
            reads.removeAll()
            let keys = batch.map(\.key)
            do {
                let pngs = try await database.read { db in
                    let statement = try db.cachedStatement(sql: "SELECT png FROM thumbnail WHERE photoHash = ? AND side = ? AND shape = ?")
                    return try keys.map { key in
                        try Data.fetchOne(statement, arguments: [Data(key.photoHash), key.side, key.shape.rawValue]).map { Array($0) }
                    }
                }
                for (request, png) in zip(batch, pngs) { request.reply.resume(returning: .success(png)) }
            } catch {
                for request in batch { request.reply.resume(returning: .failure(error)) }
            }
        }
        reading = false
    }

    /// One transaction per batch; a row that fails (its photo was deleted meanwhile: the foreign
    /// key) fails alone, inside a savepoint, and the others are kept.
    private func drainWrites() async {
        while !writes.isEmpty {
            let batch = writes
            writes.removeAll()
            let rows = batch.map { (key: $0.key, png: $0.png) }
            do {
                let outcomes = try await database.write { db -> [String?] in
                    let statement = try db.cachedStatement(sql: "INSERT OR REPLACE INTO thumbnail (photoHash, side, shape, png) VALUES (?, ?, ?, ?)")
                    return try rows.map { row -> String? in
                        do {
                            try db.inSavepoint {
                                try statement.execute(arguments: [Data(row.key.photoHash), row.key.side, row.key.shape.rawValue, Data(row.png)])
                                return .commit
                            }
                            return nil
                        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                            return error.description
                        }
                    }
                }
                for (request, failure) in zip(batch, outcomes) {
                    request.reply.resume(returning: failure.map { .failure(ThumbnailWriteRefused(reason: $0)) } ?? .success(()))
                }
            } catch {
                for request in batch { request.reply.resume(returning: .failure(error)) }
            }
        }
        writing = false
    }
}

/// A thumbnail the table would not keep (its photo was deleted while it was made).
struct ThumbnailWriteRefused: Error {
    let reason: String
}
