import BenchmarkSupport
import CTurboJPEG
import PhotoFixtures
import Testing

@testable import PhotoCodec

/// Decoding real JPEGs and PNGs: sizes, pixels, the DCT scale chosen for a thumbnail, and every way
/// a photo can be bad ending in a ``PhotoError``.
@Suite struct PhotoDecoderTests {
    let decoder = PhotoDecoder()

    // MARK: - Good photos

    @Test(arguments: [(800, 600), (1, 1), (3000, 10), (10, 3000)])
    func jpegDecodesAtFullSizeToRGBAClosToTheOriginal(_ width: Int, _ height: Int) throws {
        let picture = TestPhotos.gradient(width: width, height: height)
        let image = try decoder.decode(TestPhotos.jpeg(picture, quality: 95))
        #expect(image.size == picture.size)
        #expect(image.pixels.count == width * height * 4)
        // Quality 95 with 4:2:0 chroma: a smooth gradient comes back within a few levels
        // (most where the chroma blocks are cut off, on a picture 10 pixels wide).
        #expect(TestPhotos.maximumDifference(image, picture) <= 16)
        #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }, "opaque")
    }

    @Test func progressiveAndGreyJPEGsDecode() throws {
        let picture = TestPhotos.gradient(width: 120, height: 80)
        let progressive = try decoder.decode(TestPhotos.jpeg(picture, quality: 95, progressive: true))
        #expect(TestPhotos.maximumDifference(progressive, picture) <= 12)
        let grey = try decoder.decode(TestPhotos.jpeg(picture, subsampling: TJSAMP_GRAY))
        #expect(grey.size == picture.size)
        let pixel = grey[60, 40]
        #expect(pixel.x == pixel.y && pixel.y == pixel.z && pixel.w == 255, "grey stays grey: \(pixel)")
    }

    @Test(arguments: [(800, 600), (1, 1), (3000, 10)])
    func pngDecodesExactly(_ width: Int, _ height: Int) throws {
        let picture = TestPhotos.gradient(width: width, height: height)
        #expect(try decoder.decode(TestPhotos.png(picture)) == picture)
    }

    @Test func pngAlphaIsKeptAndGreyPNGsBecomeRGBA() throws {
        var pixels = TestPhotos.gradient(width: 4, height: 4).pixels
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = UInt8(index * 4) }
        let translucent = RGBAImage(width: 4, height: 4, pixels: pixels)
        #expect(try decoder.decode(TestPhotos.png(translucent)) == translucent)

        let grey = try decoder.decode(TestPhotos.png(TestPhotos.gradient(width: 5, height: 1), grey: true))
        #expect(grey[4, 0] == SIMD4(255, 255, 255, 255))
        #expect(grey[0, 0] == SIMD4(0, 0, 0, 255))
    }

    @Test func cmykJPEGsDecodeToRGBByTheInvertedAdobeConvention() throws {
        // Inverted CMYK: 255 is no ink. No ink → white; full cyan → (0, 255, 255); full black → black.
        let cases: [([UInt8], SIMD4<UInt8>)] = [
            ([255, 255, 255, 255], SIMD4(255, 255, 255, 255)),
            ([0, 255, 255, 255], SIMD4(0, 255, 255, 255)),
            ([255, 255, 255, 0], SIMD4(0, 0, 0, 255)),
        ]
        for (cmyk, rgba) in cases {
            let image = try decoder.decode(TestPhotos.cmykJPEG(width: 16, height: 16, cmyk: cmyk))
            let pixel = image[8, 8]
            let difference = (0..<4).map { abs(Int(pixel[$0]) - Int(rgba[$0])) }.max() ?? 0
            #expect(difference <= 3, "CMYK \(cmyk) → \(pixel), expected \(rgba)")
        }
    }

    // MARK: - DCT scaling

    struct Scaling: Sendable, CustomTestStringConvertible {
        let source: PixelSize
        let covering: PixelSize?
        let decoded: PixelSize
        var testDescription: String { "\(source) covering \(covering.map(\.description) ?? "nil") → \(decoded)" }
    }

    static let scalings: [Scaling] = [
        Scaling(source: PixelSize(width: 800, height: 600), covering: nil, decoded: PixelSize(width: 800, height: 600)),
        // 64×48 is covered by 1/8 (100×75).
        Scaling(
            source: PixelSize(width: 800, height: 600), covering: PixelSize(width: 64, height: 48),
            decoded: PixelSize(width: 100, height: 75)),
        // 200×150 exactly at 1/4.
        Scaling(
            source: PixelSize(width: 800, height: 600), covering: PixelSize(width: 200, height: 150),
            decoded: PixelSize(width: 200, height: 150)),
        // One pixel more than 1/4 needs 3/8 (300×225).
        Scaling(
            source: PixelSize(width: 800, height: 600), covering: PixelSize(width: 201, height: 150),
            decoded: PixelSize(width: 300, height: 225)),
        // 1/8 of 3000×10 is 375×2 (rounded up), which still covers 64×1.
        Scaling(
            source: PixelSize(width: 3000, height: 10), covering: PixelSize(width: 64, height: 1),
            decoded: PixelSize(width: 375, height: 2)),
        // Larger than the photo: full size, never upscaled.
        Scaling(
            source: PixelSize(width: 40, height: 30), covering: PixelSize(width: 64, height: 64),
            decoded: PixelSize(width: 40, height: 30)),
        Scaling(
            source: PixelSize(width: 1, height: 1), covering: PixelSize(width: 64, height: 64),
            decoded: PixelSize(width: 1, height: 1)),
    ]

    @Test(arguments: scalings)
    func theSmallestDCTScaleThatCoversTheRequestIsChosen(_ scaling: Scaling) {
        #expect(PhotoDecoder.jpegDecodedSize(of: scaling.source, covering: scaling.covering) == scaling.decoded)
    }

    @Test func aScaledDecodeReturnsTheScaledSizeAndTheSameColours() throws {
        let picture = TestPhotos.gradient(width: 800, height: 600)
        let jpeg = TestPhotos.jpeg(picture, quality: 90)
        let eighth = try decoder.decode(jpeg, covering: PixelSize(width: 64, height: 48))
        #expect(eighth.size == PixelSize(width: 100, height: 75))
        // Each pixel of the 1/8 decode is its 8×8 block's mean: compare with the full decode's mean.
        let reference = try decoder.decode(jpeg).resized(to: eighth.size)
        #expect(TestPhotos.maximumDifference(eighth, reference) <= 6)
        let quarter = try decoder.decode(jpeg, covering: PixelSize(width: 150, height: 150))
        #expect(quarter.size == PixelSize(width: 200, height: 150))
    }

    @Test func pngsIgnoreTheRequestedSizeAndDecodeInFull() throws {
        let image = try decoder.decode(
            TestPhotos.png(TestPhotos.gradient(width: 300, height: 200)), covering: PixelSize(width: 10, height: 10))
        #expect(image.size == PixelSize(width: 300, height: 200))
    }

    // MARK: - Bad photos

    @Test func aTruncatedJPEGIsCorruptWithLibjpegsMessage() throws {
        let jpeg = TestPhotos.jpeg(TestPhotos.gradient(width: 200, height: 200))
        let error = try #require(throws: PhotoError.self) { try decoder.decode(Array(jpeg.prefix(jpeg.count / 2))) }
        guard case .corrupt(let message) = error else { Issue.record("\(error)"); return }
        #expect(message.contains("Premature end of JPEG file"), "\(message)")
        #expect(error.localizedDescription.hasPrefix("the photo is corrupt: "))
    }

    @Test func aJPEGWithItsHuffmanTablesDamagedIsCorrupt() throws {
        var jpeg = TestPhotos.jpeg(TestPhotos.gradient(width: 64, height: 64))
        // Overwrite the first DHT segment's code counts: the table can no longer be built.
        let dht = try #require((2..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC4 })
        for index in (dht + 5)..<(dht + 21) { jpeg[index] = 0xFF }
        let error = try #require(throws: PhotoError.self) { try decoder.decode(jpeg) }
        guard case .corrupt = error else { Issue.record("\(error)"); return }
    }

    @Test func aJPEGWithGarbageForItsScanDataIsCorrupt() throws {
        var jpeg = TestPhotos.jpeg(TestPhotos.gradient(width: 64, height: 64))
        var random = SplitMix64(seed: 9)
        let sos = try #require((2..<jpeg.count - 1).last { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA })
        for index in (sos + 20)..<(jpeg.count - 2) { jpeg[index] = UInt8(truncatingIfNeeded: random.next()) | 0x80 }
        #expect(throws: PhotoError.self) { try decoder.decode(jpeg) }
    }

    @Test func aTruncatedPNGIsCorrupt() throws {
        let png = TestPhotos.png(TestPhotos.gradient(width: 100, height: 100))
        for length in [png.count / 2, png.count - 13, 40] {
            let error = try #require(throws: PhotoError.self) { try decoder.decode(Array(png.prefix(length))) }
            guard case .corrupt(let message) = error else { Issue.record("\(length): \(error)"); continue }
            #expect(!message.isEmpty)
        }
    }

    @Test func aPNGWithADamagedImageChunkIsCorruptWithLibpngsMessage() throws {
        var png = TestPhotos.png(TestPhotos.gradient(width: 100, height: 100))
        let idat = try #require((8..<png.count - 4).first { Array(png[$0..<$0 + 4]) == Array("IDAT".utf8) })
        png[idat + 20] ^= 0xFF
        let error = try #require(throws: PhotoError.self) { try decoder.decode(png) }
        guard case .corrupt(let message) = error else { Issue.record("\(error)"); return }
        #expect(message.contains("CRC") || message.contains("IDAT"), "\(message)")
    }

    @Test func aPNGDeclaring100000By100000IsRefusedFromItsHeader() throws {
        let bomb = TestPhotos.png(TestPhotos.png(TestPhotos.gradient(width: 1, height: 1)), declaring: 100_000, 100_000)
        #expect(try PhotoHeader(reading: bomb).size == PixelSize(width: 100_000, height: 100_000))
        #expect(throws: PhotoError.tooLarge(width: 100_000, height: 100_000)) { try decoder.decode(bomb) }
        #expect(throws: PhotoError.tooLarge(width: 100_000, height: 100_000)) {
            try Thumbnailer().thumbnail(of: bomb, side: 64)
        }
    }

    @Test func aJPEGDeclaring60000By60000IsRefusedFromItsHeader() throws {
        // A JPEG's sides are 16-bit: 60000 is as far as a bomb goes.
        let bomb = TestPhotos.jpeg(TestPhotos.jpeg(TestPhotos.gradient(width: 8, height: 8)), declaring: 60_000, 60_000)
        #expect(throws: PhotoError.tooLarge(width: 60_000, height: 60_000)) { try decoder.decode(bomb) }
        // Even asked for a thumbnail, where the DCT scale would make the output small.
        #expect(throws: PhotoError.tooLarge(width: 60_000, height: 60_000)) {
            try decoder.decode(bomb, covering: PixelSize(width: 64, height: 64))
        }
        #expect(
            PhotoError.tooLarge(width: 60_000, height: 60_000).localizedDescription
                == "the photo is too large to decode: its header declares 60000×60000 pixels")
    }

    @Test func limitsApplyToEachSideAndToThePixelCount() throws {
        let small = PhotoDecoder(limits: PhotoLimits(maximumSide: 100, maximumPixelCount: 5000))
        let wide = TestPhotos.png(TestPhotos.gradient(width: 101, height: 1))
        #expect(throws: PhotoError.tooLarge(width: 101, height: 1)) { try small.decode(wide) }
        let square = TestPhotos.jpeg(TestPhotos.gradient(width: 80, height: 80))
        #expect(throws: PhotoError.tooLarge(width: 80, height: 80)) { try small.decode(square) }
        #expect(
            try small.decode(TestPhotos.jpeg(TestPhotos.gradient(width: 100, height: 50))).size
                == PixelSize(width: 100, height: 50))
    }

    @Test func oneDecodeMakesNoMorePixelsThanItsBudget() throws {
        let budget = PhotoDecoder(
            limits: PhotoLimits(maximumSide: 1_000, maximumPixelCount: 1_000_000, maximumDecodedPixelCount: 1_000))
        // A PNG decodes only at full size: above the budget, refused even for a thumbnail.
        let png = TestPhotos.png(TestPhotos.gradient(width: 40, height: 40))
        #expect(throws: PhotoError.tooLarge(width: 40, height: 40)) {
            try budget.decode(png, covering: PixelSize(width: 4, height: 4))
        }
        #expect(throws: PhotoError.tooLarge(width: 40, height: 40)) {
            try Thumbnailer(decoder: budget).thumbnail(of: png, side: 4)
        }
        // A JPEG decodes at 1/8 for a small thumbnail (5 × 5 pixels): within it; at full size it is not.
        let jpeg = TestPhotos.jpeg(TestPhotos.gradient(width: 40, height: 40))
        #expect(
            try budget.decode(jpeg, covering: PixelSize(width: 4, height: 4)).size == PixelSize(width: 5, height: 5))
        #expect(throws: PhotoError.tooLarge(width: 40, height: 40)) { try budget.decode(jpeg) }
        #expect(
            try budget.decode(TestPhotos.png(TestPhotos.gradient(width: 25, height: 40))).size
                == PixelSize(width: 25, height: 40))
    }

    @Test func aGIFIsAnUnsupportedFormatNotACrash() {
        // The smallest GIF: 1×1, one black pixel.
        let gif: [UInt8] =
            Array("GIF89a".utf8) + [
                1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255,
                0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3B,
            ]
        #expect(throws: PhotoError.unsupportedFormat("GIF")) { try decoder.decode(gif) }
        #expect(throws: PhotoError.unsupportedFormat("GIF")) { try Thumbnailer().thumbnail(of: gif, side: 32) }
    }
}
