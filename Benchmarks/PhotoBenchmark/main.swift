// Thumbnails of 1,000 different ~800×800 JPEGs (quality 85) by the codec alone: a full-size decode then
// an area-average resize to 64 px, against a decode at the smallest DCT scale covering 64 px then the
// same resize, on one thread and on every core (DispatchQueue.concurrentPerform, as wide as the core
// count), and through a cold ThumbnailCache over the photos in memory (prefetch all, then await all).
// Median of `--runs` runs (3). `--pillow PYTHON` runs Benchmarks/pillow_thumbnails.py with that
// interpreter on the same files in the same run, after the Swift measurements. The same photos through
// the store (SQLite, the `thumbnail` table) are PhotoStoreBenchmark's.
//
//     swift build -c release --product PhotoBenchmark
//     .build/release/PhotoBenchmark [--photos 1000] [--runs 3] [--write-jpegs DIR] [--pillow .venv-bench/bin/python]
//
// The JPEGs are generated, the same on every run (seeded): a gradient background, 8–40 filled
// circles and rectangles, and grain of a random strength, so files differ in size and content.
// `--write-jpegs DIR` also writes them as DIR/0000.jpg … for Benchmarks/pillow_thumbnails.py.

import BenchmarkPhotos
import BenchmarkSupport
import Dispatch
import Foundation
import PhotoCodec

// MARK: - Options

let options = PhotoBenchmarkOptions()
let photoCount = options.photoCount, runs = options.runs
let side = 64

// MARK: - Photos

let photos = benchmarkJPEGs(count: photoCount)

if let folder = options.value(of: "--write-jpegs") {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (index, photo) in photos.enumerated() {
        try Data(photo).write(
            to: URL(fileURLWithPath: folder).appendingPathComponent(String(format: "%04d.jpg", index)))
    }
    print("wrote them to \(folder)")
}

// MARK: - Scenarios

let thumbnailer = Thumbnailer()
let decoder = PhotoDecoder()

/// Full-size decode, then the same area average the thumbnailer uses.
func fullDecodeThumbnail(_ photo: [UInt8]) -> RGBAImage {
    let image = try! decoder.decode(photo)
    return image.resized(to: thumbnailer.targetSize(for: image.size, side: side, shape: .fit))
}

/// Scaled-DCT decode (1/8 here: ~100×100), then the area average.
func scaledDecodeThumbnail(_ photo: [UInt8]) -> RGBAImage {
    try! thumbnailer.thumbnail(of: photo, side: side)
}

// Both make the same picture but for edges inside a partly covered 8×8 block, which the scaled
// decode sees as its block's mean: report how far apart they are over the first 50 photos.
var largest = 0, sum = 0, samples = 0
for photo in photos.prefix(50) {
    let (full, scaled) = (fullDecodeThumbnail(photo), scaledDecodeThumbnail(photo))
    precondition(full.size == scaled.size)
    for (a, b) in zip(full.pixels, scaled.pixels) {
        largest = max(largest, abs(Int(a) - Int(b)))
        sum += abs(Int(a) - Int(b))
        samples += 1
    }
}
print(
    String(
        format: "full vs scaled-DCT thumbnails (first 50): mean channel difference %.2f, largest %d",
        Double(sum) / Double(samples), largest))

@discardableResult
func measure(_ name: String, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = now()
        body()
        times.append(now() - start)
    }
    let time = median(times)
    print(photoRateLine(name, seconds: time, photos: photoCount))
    return time
}

func sequential(_ make: ([UInt8]) -> RGBAImage) {
    for photo in photos { _ = make(photo) }
}

func parallel(_ make: @Sendable ([UInt8]) -> RGBAImage) {
    DispatchQueue.concurrentPerform(iterations: photos.count) { _ = make(photos[$0]) }
}

struct Photos: PhotoSource {
    let photos: [[UInt8]]
    func loadBytes(for hash: [UInt8]) async throws -> [UInt8]? {
        photos[Int(hash[0]) << 8 | Int(hash[1])]
    }
}

func cachedRun() {
    let done = DispatchSemaphore(value: 0)
    Task {
        let cache = ThumbnailCache(source: Photos(photos: photos))
        let keys = (0..<photos.count).map { ThumbnailKey(photoHash: [UInt8($0 >> 8), UInt8($0 & 0xFF)], side: side) }
        await cache.prefetch(keys)
        for key in keys { _ = try! await cache.thumbnail(for: key) }
        let decodes = await cache.statistics.decodes
        precondition(decodes == photos.count)
        done.signal()
    }
    done.wait()
}

print("median of \(runs) runs")
measure("full decode only, 1 thread") { for photo in photos { _ = try! decoder.decode(photo) } }
measure("scaled-DCT decode only, 1 thread") {
    for photo in photos { _ = try! decoder.decode(photo, covering: PixelSize(width: side, height: side)) }
}
measure("full decode + area resize, 1 thread") { sequential(fullDecodeThumbnail) }
measure("scaled-DCT decode + area resize, 1 thread") { sequential(scaledDecodeThumbnail) }
measure("full decode + area resize, all cores") { parallel(fullDecodeThumbnail) }
measure("scaled-DCT decode + area resize, all cores") { parallel(scaledDecodeThumbnail) }
measure("ThumbnailCache, cold, prefetch + await all") { cachedRun() }

let thumbnails = photos.prefix(200).map { try! thumbnailer.thumbnail(of: $0, side: side) }
let encodingStarted = now()
let pngs = thumbnails.map { try! PNGEncoder.encode($0) }
print(
    String(
        format: "PNG encoding of a 64 px thumbnail: %.3f ms, %.1f KB on average (first 200)",
        (now() - encodingStarted) * 1000 / Double(pngs.count),
        Double(pngs.reduce(0) { $0 + $1.count }) / Double(pngs.count) / 1024))

if let python = options.value(of: "--pillow") {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PhotoBenchmark-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let jpegs = options.value(of: "--write-jpegs") ?? folder.appendingPathComponent("jpegs").path
    if options.value(of: "--write-jpegs") == nil {
        try FileManager.default.createDirectory(atPath: jpegs, withIntermediateDirectories: true)
        for (index, photo) in photos.enumerated() {
            try Data(photo).write(
                to: URL(fileURLWithPath: jpegs).appendingPathComponent(String(format: "%04d.jpg", index)))
        }
    }
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("pillow_thumbnails.py").path
    fflush(nil)  // every stream, so our lines come before Pillow's
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script, jpegs, "--runs", String(runs)]
    try process.run()
    process.waitUntilExit()
}
