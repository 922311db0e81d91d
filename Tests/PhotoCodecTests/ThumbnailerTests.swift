import PhotoFixtures
import Testing

@testable import PhotoCodec

/// Thumbnails: the right size and aspect for every shape of photo, area averaging that is exact,
/// transparency that lends no colour, square crops from the centre, and no upscaling unless asked.
@Suite struct ThumbnailerTests {
    let thumbnailer = Thumbnailer()

    // MARK: - Sizes

    struct Fit: Sendable, CustomTestStringConvertible {
        let source: PixelSize
        let side: Int
        let shape: ThumbnailShape
        let expected: PixelSize
        var testDescription: String { "\(source) in \(side) \(shape) → \(expected)" }
    }

    static let fits: [Fit] = [
        Fit(
            source: PixelSize(width: 800, height: 600), side: 64, shape: .fit,
            expected: PixelSize(width: 64, height: 48)),
        Fit(
            source: PixelSize(width: 600, height: 800), side: 64, shape: .fit,
            expected: PixelSize(width: 48, height: 64)),
        Fit(
            source: PixelSize(width: 3000, height: 10), side: 64, shape: .fit, expected: PixelSize(width: 64, height: 1)
        ),
        Fit(
            source: PixelSize(width: 10, height: 3000), side: 64, shape: .fit, expected: PixelSize(width: 1, height: 64)
        ),
        Fit(source: PixelSize(width: 1, height: 1), side: 64, shape: .fit, expected: PixelSize(width: 1, height: 1)),
        Fit(
            source: PixelSize(width: 40, height: 30), side: 64, shape: .fit, expected: PixelSize(width: 40, height: 30)),
        Fit(
            source: PixelSize(width: 100, height: 100), side: 64, shape: .fit,
            expected: PixelSize(width: 64, height: 64)),
        Fit(
            source: PixelSize(width: 101, height: 50), side: 10, shape: .fit, expected: PixelSize(width: 10, height: 5)),
        Fit(
            source: PixelSize(width: 800, height: 600), side: 64, shape: .squareCrop,
            expected: PixelSize(width: 64, height: 64)),
        Fit(
            source: PixelSize(width: 3000, height: 10), side: 64, shape: .squareCrop,
            expected: PixelSize(width: 10, height: 10)),
        Fit(
            source: PixelSize(width: 1, height: 1), side: 64, shape: .squareCrop,
            expected: PixelSize(width: 1, height: 1)),
    ]

    @Test(arguments: fits)
    func thumbnailsFitTheSquareKeepingTheAspectRatioAndNeverUpscale(_ fit: Fit) throws {
        #expect(thumbnailer.targetSize(for: fit.source, side: fit.side, shape: fit.shape) == fit.expected)
        let jpeg = TestPhotos.jpeg(TestPhotos.gradient(width: fit.source.width, height: fit.source.height), quality: 80)
        #expect(try thumbnailer.thumbnail(of: jpeg, side: fit.side, shape: fit.shape).size == fit.expected)
        let png = TestPhotos.png(TestPhotos.gradient(width: fit.source.width, height: fit.source.height))
        #expect(try thumbnailer.thumbnail(of: png, side: fit.side, shape: fit.shape).size == fit.expected)
    }

    @Test func upscalingHappensOnlyWhenAsked() throws {
        let small = TestPhotos.png(TestPhotos.gradient(width: 40, height: 30))
        let upscaling = Thumbnailer(allowsUpscaling: true)
        #expect(try upscaling.thumbnail(of: small, side: 64).size == PixelSize(width: 64, height: 48))
        #expect(
            try upscaling.thumbnail(of: small, side: 64, shape: .squareCrop).size == PixelSize(width: 64, height: 64))
        let dot = try upscaling.thumbnail(
            of: TestPhotos.png(RGBAImage(width: 1, height: 1, filledWith: SIMD4(9, 99, 199, 255))), side: 8)
        #expect(dot == RGBAImage(width: 8, height: 8, filledWith: SIMD4(9, 99, 199, 255)))
    }

    // MARK: - Area averaging

    @Test func aTwoByTwoCheckerAveragesToMiddleGrey() {
        let grey = TestPhotos.checker(width: 2, height: 2).resized(to: PixelSize(width: 1, height: 1))
        #expect(grey[0, 0] == SIMD4(128, 128, 128, 255), "127.5 rounds to 128: \(grey[0, 0])")
        let big = TestPhotos.checker(width: 64, height: 48).resized(to: PixelSize(width: 16, height: 12))
        #expect(big.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 ? $0.element == 255 : $0.element == 128 })
    }

    @Test func partlyCoveredPixelsCountByTheFractionCovered() {
        // Three pixels 0, 90, 180 into two: the first output covers 0 and half of 90 → (0 + 45) / 1.5 = 30;
        // the second half of 90 and 180 → (45 + 180) / 1.5 = 150.
        let row = RGBAImage(width: 3, height: 1, pixels: [0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255])
        let halved = row.resized(to: PixelSize(width: 2, height: 1))
        #expect(halved[0, 0] == SIMD4(30, 30, 30, 255))
        #expect(halved[1, 0] == SIMD4(150, 150, 150, 255))
    }

    @Test func aGradientKeepsItsMeanWhenShrunk() {
        let picture = TestPhotos.gradient(width: 300, height: 200)
        let thumbnail = picture.resized(to: PixelSize(width: 7, height: 5))
        func mean(_ image: RGBAImage, channel: Int) -> Double {
            let values = stride(from: channel, to: image.pixels.count, by: 4).map { Double(image.pixels[$0]) }
            return values.reduce(0, +) / Double(values.count)
        }
        for channel in 0..<3 {
            #expect(abs(mean(picture, channel: channel) - mean(thumbnail, channel: channel)) < 1.0)
        }
    }

    @Test func transparentPixelsLendNoColourToTheAverage() {
        // Opaque red beside fully transparent "green": the average is half-transparent pure red.
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 0]
        let mixed = RGBAImage(width: 2, height: 1, pixels: pixels).resized(to: PixelSize(width: 1, height: 1))
        #expect(mixed[0, 0] == SIMD4(255, 0, 0, 128))
    }

    @Test func aWholeThumbnailOfAJPEGMatchesTheAverageOfItsFullDecode() throws {
        // Scaled DCT decoding must not change what the thumbnail looks like, only what it costs.
        let jpeg = TestPhotos.jpeg(TestPhotos.gradient(width: 800, height: 600), quality: 90)
        let fast = try thumbnailer.thumbnail(of: jpeg, side: 64)
        let slow = try PhotoDecoder().decode(jpeg).resized(to: PixelSize(width: 64, height: 48))
        #expect(TestPhotos.maximumDifference(fast, slow) <= 4)
    }

    // MARK: - Crops

    @Test func aSquareCropTakesTheCentre() throws {
        // 6×2: columns 0–1 red, 2–3 green, 4–5 blue. The centre square is the green one.
        var pixels: [UInt8] = []
        for _ in 0..<2 {
            for x in 0..<6 { pixels += x < 2 ? [255, 0, 0, 255] : x < 4 ? [0, 255, 0, 255] : [0, 0, 255, 255] }
        }
        let image = RGBAImage(width: 6, height: 2, pixels: pixels)
        #expect(image.croppedToCentreSquare() == RGBAImage(width: 2, height: 2, filledWith: SIMD4(0, 255, 0, 255)))
        let tall = RGBAImage(
            width: 2, height: 6,
            pixels: (0..<6).flatMap { y in
                Array(repeating: y < 2 ? [255, 0, 0, 255] : y < 4 ? [0, 255, 0, 255] : [0, 0, 255, 255], count: 2)
                    .flatMap { $0 }
            })
        #expect(tall.croppedToCentreSquare() == RGBAImage(width: 2, height: 2, filledWith: SIMD4(0, 255, 0, 255)))
        let avatar = try thumbnailer.thumbnail(of: TestPhotos.png(image), side: 1, shape: .squareCrop)
        #expect(avatar == RGBAImage(width: 1, height: 1, filledWith: SIMD4(0, 255, 0, 255)))
    }
}
