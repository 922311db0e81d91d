import PhotoCodec

/// The store's `photo` table as a ``PhotoSource``: a photo's bytes by content hash, read on GRDB's
/// reader queue (never on the caller's thread).
///
/// ```swift
/// let cache = ThumbnailCache(source: store.photoSource, diskCache: store.thumbnailDiskCache)
/// ```
struct StorePhotoSource: PhotoSource {
    /// Read without asking again: the store hands a source out to an authorized client only.
    let database: UncheckedDatabase

    func loadBytes(for hash: [UInt8]) async throws -> [UInt8]? {
        try await database.read { db in try PhotoRecord.bytes(hash: hash, db) }
    }
}

/// The store's `thumbnail` table as a `ThumbnailDiskCache`: PNGs keyed by (photo hash, side,
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
    /// Read and written without asking again: the store hands a cache out to an authorized client only.
    let database: UncheckedDatabase
    private let batches: ThumbnailTableBatches

    init(database: UncheckedDatabase) {
        self.database = database
        batches = ThumbnailTableBatches(database: database)
    }

    public func thumbnail(for key: ThumbnailKey) async throws -> [UInt8]? {
        try await batches.read(key)
    }

    /// Keeps `png` for later runs; on a store opened read-only (`show`, `browse`), keeps nothing:
    /// a read-only command writes nothing, and on a file it cannot write the write would fail.
    public func store(_ png: [UInt8], for key: ThumbnailKey) async throws {
        guard !database.isReadOnly else { return }
        try await batches.write(png, for: key)
    }

    public func removeThumbnails(photoHash: [UInt8]) async throws {
        guard !database.isReadOnly else { return }
        try await database.write { db in try ThumbnailRecord.delete(photoHash: photoHash, db) }
    }

    /// How many thumbnails are stored (for tests and benchmarks).
    public func count() async throws -> Int {
        try await database.read { db in try ThumbnailRecord.fetchCount(db) }
    }

    /// Deletes every stored thumbnail (a benchmark's cold start; they are made again on demand).
    public func removeAll() async throws {
        try await database.write { db in _ = try ThumbnailRecord.deleteAll(db) }
    }
}

/// Reads and writes of the `thumbnail` table, gathered: whatever is asked while one transaction
/// runs goes into the next (group commit, and its counterpart for reads).
actor ThumbnailTableBatches {
    private let database: UncheckedDatabase
    private var reads: [(key: ThumbnailKey, reply: CheckedContinuation<Result<[UInt8]?, any Error>, Never>)] = []
    private var writes:
        [(key: ThumbnailKey, png: [UInt8], reply: CheckedContinuation<Result<Void, any Error>, Never>)] = []
    private var reading = false
    private var writing = false

    init(database: UncheckedDatabase) {
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
            let keys = batch.map { Self.record($0.key) }
            do {
                let pngs = try await database.read { db in try ThumbnailRecord.pngs(keys, db) }
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
            let rows = batch.map { (key: Self.record($0.key), png: $0.png) }
            do {
                let outcomes = try await database.write { db in try ThumbnailRecord.save(rows, db) }
                for (request, failure) in zip(batch, outcomes) {
                    request.reply.resume(
                        returning: failure.map { .failure(ThumbnailWriteRefused(reason: $0)) } ?? .success(()))
                }
            } catch {
                for request in batch { request.reply.resume(returning: .failure(error)) }
            }
        }
        writing = false
    }

    private static func record(_ key: ThumbnailKey) -> ThumbnailRecord.Key {
        ThumbnailRecord.Key(photoHash: key.photoHash, side: key.side, shape: key.shape.rawValue)
    }
}

/// A thumbnail the table would not keep (its photo was deleted while it was made).
struct ThumbnailWriteRefused: Error {
    let reason: String
}
