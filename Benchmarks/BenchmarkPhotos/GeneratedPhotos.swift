// Photos for the benchmarks: real JPEG bytes (libjpeg-turbo), the same for the same seed on every run.

import BenchmarkSupport
import CTurboJPEG
import Dispatch
import Foundation
import PhotoFixtures

/// A picture of random shapes over a gradient, with grain of a random strength, so that files differ
/// in size and content as real photos do. Sides are drawn from `sides` (760...840: an ~800×800 photo).
public func generatedPicture(
    seed: UInt64, sides: ClosedRange<Int> = 760...840
) -> (width: Int, height: Int, pixels: [UInt8]) {
    var random = SplitMix64(state: seed)
    let width = sides.lowerBound + random.below(sides.count), height = sides.lowerBound + random.below(sides.count)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let from = (random.below(256), random.below(256), random.below(256))
    let to = (random.below(256), random.below(256), random.below(256))
    let diagonal = random.below(2) == 0
    for y in 0..<height {
        for x in 0..<width {
            let t = diagonal ? (x + y) * 255 / (width + height) : y * 255 / height
            let offset = (y * width + x) * 4
            pixels[offset] = UInt8((from.0 * (255 - t) + to.0 * t) / 255)
            pixels[offset + 1] = UInt8((from.1 * (255 - t) + to.1 * t) / 255)
            pixels[offset + 2] = UInt8((from.2 * (255 - t) + to.2 * t) / 255)
            pixels[offset + 3] = 255
        }
    }
    for _ in 0..<(8 + random.below(33)) {
        let colour = [UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256))]
        let cx = random.below(width), cy = random.below(height), radius = 10 + random.below(160)
        let circle = random.below(2) == 0
        for y in max(0, cy - radius)..<min(height, cy + radius) {
            for x in max(0, cx - radius)..<min(width, cx + radius) {
                if circle, (x - cx) * (x - cx) + (y - cy) * (y - cy) > radius * radius { continue }
                let offset = (y * width + x) * 4
                pixels[offset] = colour[0]; pixels[offset + 1] = colour[1]; pixels[offset + 2] = colour[2]
            }
        }
    }
    let grain = random.below(24)
    if grain > 0 {
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let noise = random.below(2 * grain + 1) - grain
            for channel in 0..<3 {
                pixels[index + channel] = UInt8(max(0, min(255, Int(pixels[index + channel]) + noise)))
            }
        }
    }
    return (width, height, pixels)
}

/// RGBA pixels as a baseline JPEG, quality 85, 4:2:0 chroma (what phones and exporters write).
public func jpeg(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
    ReferenceEncoder.jpeg(
        pixels, width: width, height: height, format: TJPF_RGBA, quality: 85, subsampling: TJSAMP_420, flags: 0)
}

/// The photos of PhotoBenchmark and PhotoStoreBenchmark: `count` ~800×800 JPEGs (photo `i` from the
/// seed `i × 0x9E3779B9 + 1`, the same on every run), made on every core. Prints how large they are
/// and how long they took.
public func benchmarkJPEGs(count: Int) -> [[UInt8]] {
    let started = now()
    let photos = [[UInt8]](unsafeUninitializedCapacity: count) { buffer, initialised in
        let slots = Slots(base: buffer.baseAddress!)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let (width, height, pixels) = generatedPicture(seed: UInt64(index) &* 0x9E37_79B9 &+ 1)
            (slots.base + index).initialize(to: jpeg(width: width, height: height, pixels: pixels))
        }
        initialised = count
    }
    let totalBytes = photos.reduce(0) { $0 + $1.count }
    print(
        String(
            format: "%d JPEGs, quality 85, %.0f KB on average (%.1f MB), generated in %.1f s; %d cores",
            count, Double(totalBytes) / Double(count) / 1024, Double(totalBytes) / 1e6, now() - started,
            ProcessInfo.processInfo.activeProcessorCount))
    return photos
}

/// The output array's storage, written at distinct indices by concurrentPerform's threads.
private struct Slots: @unchecked Sendable {
    let base: UnsafeMutablePointer<[UInt8]>
}

/// One line of a photo benchmark's table: the name, the time, and per photo.
public func photoRateLine(_ name: String, seconds time: Double, photos: Int) -> String {
    let padded = name.padding(toLength: 46, withPad: " ", startingAt: 0)
    return padded
        + String(
            format: "%8.3f s  %7.2f ms/photo  %7.0f photos/s", time, time * 1000 / Double(photos), Double(photos) / time
        )
}
