// Thumbnails through the store: the 1,000 ~800×800 JPEGs of PhotoBenchmark (the same seeded photos)
// imported as cards into a ContactStore, then their 64 px thumbnails made by a new cache over the
// store, prefetching all and awaiting each in order: from the `photo` table without a disk tier (read
// bytes, decode), cold (no thumbnail in the `thumbnail` table: read bytes, decode, encode PNG, store
// it) and warm (every thumbnail in the table: read, PNG-decode; nothing decoded from JPEG). Median of
// `--runs` runs (3). What the codec alone does with the same photos is PhotoBenchmark's.
//
//     swift build -c release --product PhotoStoreBenchmark
//     .build/release/PhotoStoreBenchmark [--photos 1000] [--runs 3]

import BenchmarkPhotos
import BenchmarkSupport
import ContactsKit
import Dispatch
import Foundation
import PhotoCodec

// MARK: - Options

let options = PhotoBenchmarkOptions()
let photoCount = options.photoCount, runs = options.runs
let side = 64

// MARK: - Photos in a store

let photos = benchmarkJPEGs(count: photoCount)

/// Runs `body` (async) to completion on the calling thread.
func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        do {
            box.result = .success(try await body())
        } catch {
            box.result = .failure(error)
        }
        done.signal()
    }
    done.wait()
    return try! box.result!.get()
}

final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, any Error>?
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PhotoStoreBenchmark-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let cardsPath = folder.appendingPathComponent("photos.vcf").path
do {
    var text = ""
    for (index, photo) in photos.enumerated() {
        text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person \(index)\r\nN:\(index);Person;;;\r\n"
        text += "PHOTO;ENCODING=b;TYPE=JPEG:" + Data(photo).base64EncodedString() + "\r\nEND:VCARD\r\n"
    }
    try text.write(toFile: cardsPath, atomically: false, encoding: .utf8)
}
let store = try ContactStore(path: folder.appendingPathComponent("store/contacts.sqlite").path)
let started = now()
let summary = try store.importCards(from: [.file(cardsPath)], link: false)
let importTime = now() - started
precondition(summary.imported == photoCount)
let storeKeys: [ThumbnailKey] = try {
    var keys: [ThumbnailKey] = []
    try store.list(ListRequest()) { listed in
        keys.append(ThumbnailKey(photoHash: listed.contact.photoHash!, side: side))
    }
    return keys
}()
print(
    String(
        format: "imported %d cards with their photos into a store in %.2f s (hash + header, no decode)", photoCount,
        importTime))

// MARK: - Scenarios

/// Every thumbnail through a new cache on the store: prefetch all, then await each in order.
func storeRun(expectDecodes: Int, diskTier: Bool = true) {
    let keys = storeKeys
    blocking {
        let cache = diskTier ? try store.makeThumbnailCache() : ThumbnailCache(source: try store.photoSource)
        await cache.prefetch(keys)
        for key in keys { _ = try await cache.thumbnail(for: key) }
        let statistics = await cache.statistics
        precondition(statistics.decodes == expectDecodes, "\(statistics)")
    }
}

print("median of \(runs) runs")
var bytesTimes: [Double] = []
for _ in 0..<runs {
    let start = now()
    storeRun(expectDecodes: photoCount, diskTier: false)
    bytesTimes.append(now() - start)
}
print(photoRateLine("store bytes, no disk tier (read + decode)", seconds: median(bytesTimes), photos: photoCount))

var coldTimes: [Double] = []
for _ in 0..<runs {
    blocking { try await store.thumbnailDiskCache.removeAll() }
    let start = now()
    storeRun(expectDecodes: photoCount)
    coldTimes.append(now() - start)
}
precondition(blocking { try await store.thumbnailDiskCache.count() } == photoCount)
var warmTimes: [Double] = []
for _ in 0..<runs {
    let start = now()
    storeRun(expectDecodes: 0)
    warmTimes.append(now() - start)
}
print(photoRateLine("store cache, cold (empty thumbnail table)", seconds: median(coldTimes), photos: photoCount))
print(photoRateLine("store cache, warm (thumbnail table filled)", seconds: median(warmTimes), photos: photoCount))
