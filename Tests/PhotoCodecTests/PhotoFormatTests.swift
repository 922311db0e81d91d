import BenchmarkSupport
import CTurboJPEG
import PhotoFixtures
import Testing

@testable import PhotoCodec

/// Telling formats apart from their first bytes, and reading sizes from headers without decoding,
/// safely on any input.
@Suite struct PhotoFormatTests {
    struct Signature: Sendable, CustomTestStringConvertible {
        let label: String
        let bytes: [UInt8]
        let format: PhotoFormat
        var testDescription: String { label }
    }

    static let signatures: [Signature] = [
        Signature(label: "JPEG/JFIF", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 16], format: .jpeg),
        Signature(label: "PNG", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], format: .png),
        Signature(label: "GIF89a", bytes: Array("GIF89a\u{1}\0\u{1}\0".utf8), format: .gif),
        Signature(label: "GIF87a", bytes: Array("GIF87a".utf8), format: .gif),
        Signature(label: "WebP", bytes: Array("RIFF\0\0\0\0WEBPVP8 ".utf8), format: .webp),
        Signature(label: "RIFF but WAVE", bytes: Array("RIFF\0\0\0\0WAVEfmt ".utf8), format: .unknown),
        Signature(label: "HEIC", bytes: [0, 0, 0, 24] + Array("ftypheic\0\0\0\0mif1".utf8), format: .heic),
        Signature(label: "HEIF mif1", bytes: [0, 0, 0, 24] + Array("ftypmif1\0\0\0\0heic".utf8), format: .heic),
        Signature(label: "AVIF", bytes: [0, 0, 0, 24] + Array("ftypavif\0\0\0\0mif1".utf8), format: .avif),
        Signature(label: "MP4", bytes: [0, 0, 0, 24] + Array("ftypisom\0\0\0\0".utf8), format: .unknown),
        Signature(label: "BMP", bytes: Array("BM6\0\0\0".utf8), format: .bmp),
        Signature(label: "TIFF little-endian", bytes: [0x49, 0x49, 0x2A, 0x00, 8, 0], format: .tiff),
        Signature(label: "TIFF big-endian", bytes: [0x4D, 0x4D, 0x00, 0x2A, 0, 8], format: .tiff),
        Signature(label: "empty", bytes: [], format: .unknown),
        Signature(label: "two JPEG bytes", bytes: [0xFF, 0xD8], format: .unknown),
        Signature(label: "text", bytes: Array("BEGIN:VCARD".utf8), format: .unknown),
    ]

    @Test(arguments: signatures)
    func formatIsToldFromTheLeadingSignature(_ signature: Signature) {
        #expect(PhotoFormat(sniffing: signature.bytes) == signature.format)
    }

    @Test(arguments: [PhotoFormat.gif, .webp, .heic, .avif, .bmp, .tiff, .unknown])
    func everyFormatButJPEGAndPNGIsReportedUnsupportedByName(_ format: PhotoFormat) throws {
        let bytes = try #require(Self.signatures.first { $0.format == format }).bytes
        #expect(throws: PhotoError.unsupportedFormat(format.displayName)) { try PhotoHeader(reading: bytes) }
        #expect(throws: PhotoError.unsupportedFormat(format.displayName)) { try PhotoDecoder().decode(bytes) }
    }

    @Test func unsupportedFormatSaysWhichFormatItWas() {
        #expect(PhotoError.unsupportedFormat("GIF").localizedDescription == "unsupported photo format: GIF")
    }

    // MARK: - Headers

    @Test(arguments: [(800, 600), (1, 1), (3000, 10), (10, 3000), (20000, 1)])
    func jpegHeaderGivesTheFrameSize(_ width: Int, _ height: Int) throws {
        // A very wide one: a single row of MCUs encodes quickly.
        let jpeg = TestPhotos.jpeg(TestPhotos.gradient(width: width, height: height), quality: 50)
        let header = try PhotoHeader(reading: jpeg)
        #expect(header.format == .jpeg)
        #expect(header.size == PixelSize(width: width, height: height))
        #expect(header.components == 3)
    }

    @Test func progressiveAndGreyJPEGHeadersAreReadToo() throws {
        let picture = TestPhotos.gradient(width: 40, height: 30)
        let progressive = try PhotoHeader(reading: TestPhotos.jpeg(picture, progressive: true))
        #expect(progressive.size == PixelSize(width: 40, height: 30))
        let grey = try PhotoHeader(reading: TestPhotos.jpeg(picture, subsampling: TJSAMP_GRAY))
        #expect(grey.size == PixelSize(width: 40, height: 30) && grey.components == 1)
        let cmyk = try PhotoHeader(reading: TestPhotos.cmykJPEG(width: 9, height: 7, cmyk: [255, 255, 255, 255]))
        #expect(cmyk.size == PixelSize(width: 9, height: 7) && cmyk.components == 4)
    }

    @Test(arguments: [(800, 600), (1, 1), (3000, 10)])
    func pngHeaderGivesTheIHDRSize(_ width: Int, _ height: Int) throws {
        let header = try PhotoHeader(reading: TestPhotos.png(TestPhotos.gradient(width: width, height: height)))
        #expect(header.format == .png)
        #expect(header.size == PixelSize(width: width, height: height))
        #expect(header.components == 4)
    }

    @Test func everyTruncationOfAHeaderIsACorruptErrorOrTheRightSize() throws {
        let jpeg = TestPhotos.jpeg(TestPhotos.gradient(width: 33, height: 17))
        let png = TestPhotos.png(TestPhotos.gradient(width: 33, height: 17))
        for photo in [jpeg, png] {
            var read = 0
            for length in 0...min(photo.count, 800) {
                do {
                    let header = try PhotoHeader(reading: Array(photo.prefix(length)))
                    #expect(header.size == PixelSize(width: 33, height: 17))
                    read += 1
                } catch let error as PhotoError {
                    switch error {
                    case .corrupt, .unsupportedFormat: break
                    default: Issue.record("\(length) bytes: \(error)")
                    }
                }
            }
            #expect(read > 0, "some prefix holds the whole header")
        }
    }

    @Test func garbageAfterASignatureNeverTrapsAndEndsInAnError() {
        var random = SplitMix64(seed: 5)
        for round in 0..<2000 {
            let length = Int(random.next() % 300)
            var bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            // Half of them JPEG-like: a start marker and runs of 0xFF, where the walk is busiest.
            if round % 2 == 0 {
                bytes = [0xFF, 0xD8, 0xFF] + bytes.map { $0 < 64 ? 0xFF : $0 }
            } else {
                bytes = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bytes
            }
            do {
                let header = try PhotoHeader(reading: bytes)
                #expect(header.size.width > 0 && header.size.height > 0)
            } catch {
                #expect(error is PhotoError)
            }
            // The decoder, libjpeg and libpng included, must survive the same bytes.
            #expect(throws: PhotoError.self) { _ = try PhotoDecoder().decode(bytes) }
        }
    }

    @Test func aSegmentLengthPointingPastTheEndIsATruncatedHeader() {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xF0, 1, 2, 3]
        #expect(throws: PhotoError.corrupt("the JPEG is truncated before its frame header")) {
            try PhotoHeader(reading: bytes)
        }
    }

    @Test func aScanBeforeAnyFrameHeaderIsCorrupt() {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08, 1, 2, 3, 4, 5, 6]
        #expect(throws: PhotoError.corrupt("the JPEG starts a scan before its frame header")) {
            try PhotoHeader(reading: bytes)
        }
    }
}
