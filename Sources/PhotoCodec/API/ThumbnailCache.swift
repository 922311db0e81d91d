import Foundation

/// Decoded thumbnails in memory, least recently used first out within a byte budget, made on
/// demand off the caller's thread.
///
/// - Each photo is decoded once however many ask for it at the same time: later requests wait for
///   the decode already under way.
/// - At most `maximumConcurrentDecodes` decodes run at once (the core count by default); requests
///   someone awaits go before prefetches.
/// - ``prefetch(_:)`` starts decodes for rows about to be shown; ``cancelPrefetch(_:)`` stops those
///   no longer needed, but never one that a caller of ``thumbnail(for:)`` is waiting for.
/// - Decoding errors (``PhotoError``) are remembered like thumbnails, since the same bytes fail the
///   same way; errors from the ``PhotoSource`` are not.
/// - With a ``ThumbnailDiskCache`` each thumbnail is read from it before decoding and written to it
///   (as PNG) after.
///
/// ```swift
/// let cache = ThumbnailCache(source: photos, byteBudget: 16 << 20)
/// await cache.prefetch(visibleRows.map { ThumbnailKey(photoHash: $0.photoHash, side: 64) })
/// let image = try await cache.thumbnail(for: ThumbnailKey(photoHash: hash, side: 64))
/// ```
public actor ThumbnailCache {
    /// The most bytes the thumbnails in memory take together.
    public nonisolated let byteBudget: Int
    /// The most decodes that run at once.
    public nonisolated let maximumConcurrentDecodes: Int

    private let source: any PhotoSource
    private let diskCache: (any ThumbnailDiskCache)?
    private let thumbnailer: Thumbnailer
    private var memory: ByteBudgetLRU<ThumbnailKey, Result<RGBAImage, PhotoError>>
    private var slots: DecodeSlots
    private var flights: [ThumbnailKey: Flight] = [:]
    private var lastToken: UInt64 = 0
    private var counters = ThumbnailCacheStatistics()

    /// A decode under way, and who wants it.
    private struct Flight {
        let token: UInt64
        let task: Task<RGBAImage?, any Error>
        /// Callers of `thumbnail(for:)` awaiting it (one token each).
        var waiters: Set<UInt64> = []
        /// Whether a prefetch asked for it (and has not been cancelled).
        var prefetched: Bool
    }

    /// What each entry costs beyond its pixels (the entry, the key, the array header).
    static let entryOverhead = 128

    /// A cache over the photos of `source`.
    /// - Parameters:
    ///   - source: where photo bytes come from, by content hash.
    ///   - diskCache: a persistent second tier, if any.
    ///   - byteBudget: the most bytes the thumbnails in memory may take (32 MiB by default: about
    ///     2,000 thumbnails of 64 × 64).
    ///   - maximumConcurrentDecodes: how many decodes may run at once; the active core count by default.
    ///   - thumbnailer: how thumbnails are made (decoder limits, upscaling).
    public init(
        source: any PhotoSource,
        diskCache: (any ThumbnailDiskCache)? = nil,
        byteBudget: Int = 32 << 20,
        maximumConcurrentDecodes: Int = ProcessInfo.processInfo.activeProcessorCount,
        thumbnailer: Thumbnailer = Thumbnailer()
    ) {
        self.source = source
        self.diskCache = diskCache
        self.byteBudget = max(0, byteBudget)
        self.maximumConcurrentDecodes = max(1, maximumConcurrentDecodes)
        self.thumbnailer = thumbnailer
        self.memory = ByteBudgetLRU(budget: byteBudget)
        self.slots = DecodeSlots(limit: max(1, maximumConcurrentDecodes))
    }

    // MARK: - Asking

    /// The thumbnail for `key`: from memory, else from the decode already under way for it, else
    /// from the disk tier or a new decode.
    ///
    /// If the calling task is cancelled, the decode is cancelled too unless a prefetch or another
    /// caller still wants it; the call then throws `CancellationError`.
    /// - Returns: the thumbnail, or `nil` when the source has no photo with that hash.
    /// - Throws: ``PhotoError`` when the photo cannot be decoded, or what the source threw.
    public func thumbnail(for key: ThumbnailKey) async throws -> RGBAImage? {
        if let cached = memory.value(for: key) {
            counters.memoryHits += 1
            return try cached.get()
        }
        let flightToken = startFlight(for: key, prefetch: false)
        let waiter = makeToken()
        flights[key]?.waiters.insert(waiter)
        slots.promote(flightToken)
        guard let task = flights[key]?.task else { throw CancellationError() }
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            Task { await self.dropWaiter(waiter, key: key, flightToken: flightToken) }
        }
        dropWaiter(waiter, key: key, flightToken: flightToken, cancelling: false)
        return try result.get()
    }

    /// The thumbnail for `key` if it is in memory, without starting any work: for drawing a row
    /// at once and filling it in later.
    public func cachedThumbnail(for key: ThumbnailKey) -> RGBAImage? {
        guard let cached = memory.value(for: key) else { return nil }
        counters.memoryHits += 1
        return try? cached.get()
    }

    /// Starts making the thumbnails for `keys` in the background, at low priority, unless they are
    /// in memory or under way already.
    public func prefetch(_ keys: [ThumbnailKey]) {
        for key in keys where memory.peek(key) == nil {
            if flights[key] != nil {
                flights[key]?.prefetched = true
            } else {
                startFlight(for: key, prefetch: true)
            }
        }
    }

    /// Stops the prefetches of `keys` that have not finished, except those a caller of
    /// ``thumbnail(for:)`` is waiting for, which go on for that caller.
    public func cancelPrefetch(_ keys: [ThumbnailKey]) {
        for key in keys {
            guard var flight = flights[key], flight.prefetched else { continue }
            flight.prefetched = false
            if flight.waiters.isEmpty {
                flights[key] = nil
                cancel(flight)
            } else {
                flights[key] = flight
            }
        }
    }

    /// Forgets every thumbnail of the photo hashed `photoHash`, in memory and in the disk tier, and
    /// stops its decodes no caller is waiting for (those that callers await finish for them but are
    /// not kept).
    public func invalidate(photoHash: [UInt8]) async {
        memory.removeAll { $0.photoHash == photoHash }
        for (key, flight) in flights where key.photoHash == photoHash {
            flights[key] = nil
            if flight.waiters.isEmpty { cancel(flight) }
        }
        try? await diskCache?.removeThumbnails(photoHash: photoHash)
    }

    /// Empties the memory tier (under memory pressure, say); decodes under way go on.
    public func removeAllFromMemory() {
        memory.removeAll { _ in true }
    }

    /// What the cache has done so far, and what it holds.
    public var statistics: ThumbnailCacheStatistics {
        var statistics = counters
        statistics.entryCount = memory.count
        statistics.byteCount = memory.totalCost
        return statistics
    }

    /// How many callers of ``thumbnail(for:)`` wait for the decode of `key` (for tests).
    func waiterCount(for key: ThumbnailKey) -> Int {
        flights[key]?.waiters.count ?? 0
    }

    /// Whether a decode of `key` is under way (for tests).
    func isInFlight(_ key: ThumbnailKey) -> Bool {
        flights[key] != nil
    }

    // MARK: - Flights

    private func makeToken() -> UInt64 {
        lastToken += 1
        return lastToken
    }

    /// The token of the flight for `key`, started now if there was none.
    @discardableResult
    private func startFlight(for key: ThumbnailKey, prefetch: Bool) -> UInt64 {
        if let flight = flights[key] { return flight.token }
        let token = makeToken()
        let source = self.source, diskCache = self.diskCache, thumbnailer = self.thumbnailer
        // Detached: the decode must not run on this actor (it would block every other request).
        let task = Task.detached(priority: prefetch ? .utility : nil) { () async throws -> RGBAImage? in
            do {
                let image = try await self.produce(
                    key, token: token, source: source, diskCache: diskCache, thumbnailer: thumbnailer)
                await self.finish(key, token: token, outcome: .success(image))
                return image
            } catch {
                await self.finish(key, token: token, outcome: .failure(error))
                throw error
            }
        }
        flights[key] = Flight(token: token, task: task, prefetched: prefetch)
        return token
    }

    /// Disk tier, else source bytes → decode in a slot → disk tier. Runs off the actor.
    private nonisolated func produce(
        _ key: ThumbnailKey, token: UInt64, source: any PhotoSource,
        diskCache: (any ThumbnailDiskCache)?, thumbnailer: Thumbnailer
    ) async throws -> RGBAImage? {
        try Task.checkCancellation()
        if let diskCache, let png = try? await diskCache.thumbnail(for: key),
            let image = try? thumbnailer.decoder.decode(png)
        {
            await recordDiskHit()
            return image
        }
        try Task.checkCancellation()
        guard let bytes = try await source.loadBytes(for: key.photoHash) else { return nil }
        guard await acquireSlot(token, key: key) else { throw CancellationError() }
        let outcome: Result<RGBAImage, PhotoError>
        do {
            outcome = .success(try thumbnailer.thumbnail(of: bytes, side: key.side, shape: key.shape))
        } catch {
            outcome = .failure(error as? PhotoError ?? .corrupt(String(describing: error)))
        }
        let png = diskCache == nil ? nil : (try? outcome.get()).flatMap { try? PNGEncoder.encode($0) }
        await releaseSlot()
        if let diskCache, let png { try? await diskCache.store(png, for: key) }
        return try outcome.get()
    }

    /// Keeps what a flight produced (thumbnails and decoding errors) unless the flight was
    /// cancelled or invalidated meanwhile.
    private func finish(_ key: ThumbnailKey, token: UInt64, outcome: Result<RGBAImage?, any Error>) {
        guard let flight = flights[key], flight.token == token else { return }
        flights[key] = nil
        switch outcome {
        case .success(let image?):
            remember(.success(image), cost: image.pixels.count + Self.entryOverhead, for: key)
        case .failure(let error as PhotoError):
            remember(.failure(error), cost: Self.entryOverhead, for: key)
        default:
            break  // no photo, cancelled, or the source failed: ask again next time
        }
    }

    private func remember(_ entry: Result<RGBAImage, PhotoError>, cost: Int, for key: ThumbnailKey) {
        counters.evictions += memory.insert(entry, cost: cost, for: key)
    }

    /// A waiter leaves: because its call returned, or (`cancelling`) because its task was
    /// cancelled, which cancels the flight when nobody else wants it.
    private func dropWaiter(_ waiter: UInt64, key: ThumbnailKey, flightToken: UInt64, cancelling: Bool = true) {
        guard var flight = flights[key], flight.token == flightToken else { return }
        flight.waiters.remove(waiter)
        if cancelling, flight.waiters.isEmpty, !flight.prefetched {
            flights[key] = nil
            cancel(flight)
        } else {
            flights[key] = flight
        }
    }

    private func cancel(_ flight: Flight) {
        flight.task.cancel()
        slots.withdraw(flight.token)?.resume(returning: false)
    }

    // MARK: - Slots

    /// Waits for a decode slot; `false` when the flight was cancelled first.
    private func acquireSlot(_ token: UInt64, key: ThumbnailKey) async -> Bool {
        guard !Task.isCancelled else { return false }
        if !slots.tryAcquire() {
            let urgent = flights[key].map { $0.token == token && !$0.waiters.isEmpty } ?? false
            let granted = await withCheckedContinuation { continuation in
                slots.enqueue(token, urgent: urgent, continuation: continuation)
            }
            guard granted else { return false }
        }
        counters.decodes += 1
        counters.peakConcurrentDecodes = max(counters.peakConcurrentDecodes, slots.running)
        return true
    }

    private func releaseSlot() {
        slots.release()?.resume(returning: true)
    }

    private func recordDiskHit() {
        counters.diskHits += 1
    }
}
