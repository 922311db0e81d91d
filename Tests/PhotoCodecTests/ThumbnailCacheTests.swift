import Foundation
import PhotoFixtures
import Testing

@testable import PhotoCodec

/// The thumbnail cache: one decode per photo however many ask, LRU eviction within the byte budget,
/// prefetch and its cancellation (which never fails a caller who is waiting), invalidation, the
/// disk tier, and what is and is not remembered.
@Suite struct ThumbnailCacheTests {
    /// Waits (up to 10 s) until `condition` holds; false if it never does.
    private func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<5000 {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return false
    }

    private func expected(_ index: Int, side: Int = 16) -> RGBAImage {
        RGBAImage(width: side, height: side, filledWith: CachePhotos.colour(index))
    }

    // MARK: - One decode per photo

    @Test func concurrentRequestsForOnePhotoDecodeItOnce() async throws {
        let gate = Gate()
        let source = FakePhotoSource(CachePhotos.photos(0..<1), gate: gate)
        let cache = ThumbnailCache(source: source)
        let key = CachePhotos.key(0)
        let results = try await withThrowingTaskGroup(of: RGBAImage?.self) { group in
            for _ in 0..<20 { group.addTask { try await cache.thumbnail(for: key) } }
            // All twenty are waiting on the one load before it is let through.
            #expect(await eventually { await cache.waiterCount(for: key) == 20 })
            await gate.open()
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 20 && results.allSatisfy { $0 == expected(0) })
        #expect(await source.loadCount(of: CachePhotos.hash(0)) == 1)
        #expect(await cache.statistics.decodes == 1)
    }

    @Test func aRepeatedRequestIsAnsweredFromMemory() async throws {
        let source = FakePhotoSource(CachePhotos.photos(0..<1))
        let cache = ThumbnailCache(source: source)
        #expect(try await cache.thumbnail(for: CachePhotos.key(0)) == expected(0))
        #expect(try await cache.thumbnail(for: CachePhotos.key(0)) == expected(0))
        #expect(await cache.cachedThumbnail(for: CachePhotos.key(0)) == expected(0))
        #expect(await source.loads.count == 1)
        let statistics = await cache.statistics
        #expect(statistics.memoryHits == 2 && statistics.decodes == 1 && statistics.entryCount == 1)
    }

    @Test func differentSizesAndShapesOfOnePhotoAreDifferentThumbnails() async throws {
        let cache = ThumbnailCache(source: FakePhotoSource(CachePhotos.photos(0..<1)))
        #expect(try await cache.thumbnail(for: CachePhotos.key(0, side: 8)) == expected(0, side: 8))
        #expect(try await cache.thumbnail(for: CachePhotos.key(0, side: 16)) == expected(0, side: 16))
        let crop = ThumbnailKey(photoHash: CachePhotos.hash(0), side: 16, shape: .squareCrop)
        #expect(try await cache.thumbnail(for: crop) == expected(0, side: 16))
        #expect(await cache.statistics.entryCount == 3)
    }

    // MARK: - Budget

    @Test func theLeastRecentlyUsedThumbnailIsEvictedToStayWithinTheBudget() async throws {
        // A 16×16 thumbnail costs 1024 bytes of pixels + 128: two fit in 2500 bytes, three do not.
        let source = FakePhotoSource(CachePhotos.photos(0..<4))
        let cache = ThumbnailCache(source: source, byteBudget: 2500)
        for index in 0..<3 { _ = try await cache.thumbnail(for: CachePhotos.key(index)) }
        #expect(await cache.cachedThumbnail(for: CachePhotos.key(0)) == nil, "the oldest went first")
        #expect(await cache.cachedThumbnail(for: CachePhotos.key(1)) == expected(1))  // now the most recent
        _ = try await cache.thumbnail(for: CachePhotos.key(3))
        #expect(await cache.cachedThumbnail(for: CachePhotos.key(2)) == nil, "2 was used less recently than 1")
        #expect(await cache.cachedThumbnail(for: CachePhotos.key(1)) == expected(1))
        let statistics = await cache.statistics
        #expect(statistics.evictions == 2 && statistics.entryCount == 2 && statistics.byteCount <= 2500)
        _ = try await cache.thumbnail(for: CachePhotos.key(0))
        #expect(await source.loadCount(of: CachePhotos.hash(0)) == 2, "an evicted thumbnail is made again")
    }

    // MARK: - Prefetch

    @Test func prefetchedThumbnailsAreServedWithoutAnotherLoad() async throws {
        let source = FakePhotoSource(CachePhotos.photos(0..<5))
        let cache = ThumbnailCache(source: source)
        let keys = (0..<5).map { CachePhotos.key($0) }
        await cache.prefetch(keys)
        #expect(await eventually { await cache.statistics.entryCount == 5 })
        for (index, key) in keys.enumerated() { #expect(try await cache.thumbnail(for: key) == expected(index)) }
        #expect(await source.loads.count == 5)
        #expect(await cache.statistics.memoryHits == 5)
    }

    @Test func cancelledPrefetchesDecodeNothing() async throws {
        let gate = Gate()
        let source = FakePhotoSource(CachePhotos.photos(0..<4), gate: gate)
        let cache = ThumbnailCache(source: source)
        let keys = (0..<4).map { CachePhotos.key($0) }
        await cache.prefetch(keys)
        #expect(await eventually { await gate.arrivals == 4 })
        await cache.cancelPrefetch(keys)
        for key in keys { #expect(await !cache.isInFlight(key)) }
        await gate.open()
        try await Task.sleep(for: .milliseconds(100))
        let statistics = await cache.statistics
        #expect(statistics.decodes == 0 && statistics.entryCount == 0)
    }

    @Test func cancellingAPrefetchSomeoneAwaitsDoesNotFailThem() async throws {
        let gate = Gate()
        let cache = ThumbnailCache(source: FakePhotoSource(CachePhotos.photos(0..<1), gate: gate))
        let key = CachePhotos.key(0)
        await cache.prefetch([key])
        #expect(await eventually { await gate.arrivals == 1 })
        let waiter = Task { try await cache.thumbnail(for: key) }
        #expect(await eventually { await cache.waiterCount(for: key) == 1 })
        await cache.cancelPrefetch([key])
        #expect(await cache.isInFlight(key), "the waiter keeps it going")
        await gate.open()
        #expect(try await waiter.value == expected(0))
        #expect(await cache.cachedThumbnail(for: key) == expected(0))
    }

    @Test func aCancelledCallerCancelsTheDecodeWhenNobodyElseWantsIt() async throws {
        let gate = Gate()
        let cache = ThumbnailCache(source: FakePhotoSource(CachePhotos.photos(0..<1), gate: gate))
        let key = CachePhotos.key(0)
        let caller = Task { try await cache.thumbnail(for: key) }
        #expect(await eventually { await cache.waiterCount(for: key) == 1 })
        caller.cancel()
        #expect(await eventually { await !cache.isInFlight(key) })
        await gate.open()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(await cache.statistics.decodes == 0)
    }

    @Test func decodesNeverExceedTheConcurrencyLimit() async throws {
        // Larger photos, so that decodes overlap if the limit lets them.
        let photos = Dictionary(
            uniqueKeysWithValues: (0..<24).map {
                (CachePhotos.hash($0), TestPhotos.jpeg(TestPhotos.gradient(width: 400 + $0, height: 300)))
            })
        let cache = ThumbnailCache(source: FakePhotoSource(photos), maximumConcurrentDecodes: 2)
        let keys = (0..<24).map { ThumbnailKey(photoHash: CachePhotos.hash($0), side: 300) }
        await cache.prefetch(Array(keys.prefix(12)))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for key in keys.suffix(12) { group.addTask { _ = try await cache.thumbnail(for: key) } }
            try await group.waitForAll()
        }
        #expect(await eventually { await cache.statistics.entryCount == 24 })
        let statistics = await cache.statistics
        #expect(statistics.decodes == 24)
        #expect((1...2).contains(statistics.peakConcurrentDecodes), "peak \(statistics.peakConcurrentDecodes)")
    }

    // MARK: - Invalidation

    @Test func invalidationForgetsEveryThumbnailOfThatPhotoOnly() async throws {
        let source = FakePhotoSource(CachePhotos.photos(0..<2))
        let disk = FakeDiskCache()
        let cache = ThumbnailCache(source: source, diskCache: disk)
        _ = try await cache.thumbnail(for: CachePhotos.key(0, side: 16))
        _ = try await cache.thumbnail(for: CachePhotos.key(0, side: 8))
        _ = try await cache.thumbnail(for: CachePhotos.key(1))
        await cache.invalidate(photoHash: CachePhotos.hash(0))
        #expect(await cache.cachedThumbnail(for: CachePhotos.key(0, side: 16)) == nil)
        #expect(await cache.cachedThumbnail(for: CachePhotos.key(0, side: 8)) == nil)
        #expect(await cache.cachedThumbnail(for: CachePhotos.key(1)) == expected(1))
        #expect(await disk.removedHashes == [CachePhotos.hash(0)])
        #expect(await disk.stored.keys.map(\.photoHash) == [CachePhotos.hash(1)])
        _ = try await cache.thumbnail(for: CachePhotos.key(0))
        #expect(await source.loadCount(of: CachePhotos.hash(0)) == 3, "two sizes, then once more after invalidation")
    }

    @Test func aDecodeUnderWayWhenInvalidatedStillAnswersItsCallerButIsNotKept() async throws {
        let gate = Gate()
        let cache = ThumbnailCache(source: FakePhotoSource(CachePhotos.photos(0..<1), gate: gate))
        let key = CachePhotos.key(0)
        let caller = Task { try await cache.thumbnail(for: key) }
        #expect(await eventually { await cache.waiterCount(for: key) == 1 })
        await cache.invalidate(photoHash: key.photoHash)
        await gate.open()
        #expect(try await caller.value == expected(0))
        #expect(await cache.cachedThumbnail(for: key) == nil)
    }

    // MARK: - What is remembered

    @Test func decodingErrorsAreRememberedButMissingPhotosAreNot() async throws {
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
        let source = FakePhotoSource([CachePhotos.hash(7): gif])
        let cache = ThumbnailCache(source: source)
        for _ in 0..<2 {
            await #expect(throws: PhotoError.unsupportedFormat("GIF")) {
                try await cache.thumbnail(for: CachePhotos.key(7))
            }
            #expect(try await cache.thumbnail(for: CachePhotos.key(9)) == nil)
        }
        #expect(await source.loadCount(of: CachePhotos.hash(7)) == 1, "the same bytes fail the same way")
        #expect(await source.loadCount(of: CachePhotos.hash(9)) == 2, "a photo may be added later")
    }

    @Test func sourceErrorsArePassedOnAndNotRemembered() async throws {
        struct Unreadable: Error, Equatable {}
        let calls = Gate()  // counts arrivals; opened so nobody waits
        await calls.open()
        let cache = ThumbnailCache(
            source: ClosurePhotoSource { _ in
                await calls.wait()
                throw Unreadable()
            })
        for _ in 0..<2 {
            await #expect(throws: Unreadable()) { try await cache.thumbnail(for: CachePhotos.key(0)) }
        }
        #expect(await calls.arrivals == 2)
        #expect(await cache.statistics.entryCount == 0)
    }

    // MARK: - Disk tier

    @Test func aThumbnailWrittenToTheDiskTierIsReadBackWithoutDecoding() async throws {
        let disk = FakeDiskCache()
        let first = ThumbnailCache(source: FakePhotoSource(CachePhotos.photos(0..<1)), diskCache: disk)
        #expect(try await first.thumbnail(for: CachePhotos.key(0)) == expected(0))
        let png = try #require(await disk.stored[CachePhotos.key(0)])
        #expect(try PhotoDecoder().decode(png) == expected(0))

        let emptySource = FakePhotoSource()
        let second = ThumbnailCache(source: emptySource, diskCache: disk)
        #expect(try await second.thumbnail(for: CachePhotos.key(0)) == expected(0))
        let statistics = await second.statistics
        #expect(statistics.diskHits == 1 && statistics.decodes == 0)
        #expect(await emptySource.loads.isEmpty)
    }
}
