import PhotoFixtures

@testable import PhotoCodec

/// Photos by hash, counting every load, optionally held at a ``Gate`` before answering.
actor FakePhotoSource: PhotoSource {
    private var photos: [[UInt8]: [UInt8]] = [:]
    private(set) var loads: [[UInt8]] = []
    let gate: Gate?

    init(_ photos: [[UInt8]: [UInt8]] = [:], gate: Gate? = nil) {
        self.photos = photos
        self.gate = gate
    }

    func loadBytes(for hash: [UInt8]) async throws -> [UInt8]? {
        loads.append(hash)
        if let gate { await gate.wait() }
        return photos[hash]
    }

    func loadCount(of hash: [UInt8]) -> Int { loads.filter { $0 == hash }.count }
}

/// A disk tier in memory, recording what was asked of it.
actor FakeDiskCache: ThumbnailDiskCache {
    private(set) var stored: [ThumbnailKey: [UInt8]] = [:]
    private(set) var removedHashes: [[UInt8]] = []

    func thumbnail(for key: ThumbnailKey) async throws -> [UInt8]? { stored[key] }
    func store(_ png: [UInt8], for key: ThumbnailKey) async throws { stored[key] = png }
    func removeThumbnails(photoHash: [UInt8]) async throws {
        removedHashes.append(photoHash)
        stored = stored.filter { $0.key.photoHash != photoHash }
    }
}

/// Hashes and photos for cache tests: distinct colours, so a mix-up shows.
enum CachePhotos {
    static func hash(_ index: Int) -> [UInt8] { [UInt8(index), 0xAB] }

    /// A 32×32 PNG of one colour per index.
    static func photo(_ index: Int) -> [UInt8] {
        TestPhotos.png(RGBAImage(width: 32, height: 32, filledWith: colour(index)))
    }

    static func colour(_ index: Int) -> SIMD4<UInt8> {
        SIMD4(UInt8(truncatingIfNeeded: index * 40), UInt8(truncatingIfNeeded: 255 - index * 20), 77, 255)
    }

    static func photos(_ indices: Range<Int>) -> [[UInt8]: [UInt8]] {
        Dictionary(uniqueKeysWithValues: indices.map { (hash($0), photo($0)) })
    }

    static func key(_ index: Int, side: Int = 16) -> ThumbnailKey {
        ThumbnailKey(photoHash: hash(index), side: side)
    }
}
