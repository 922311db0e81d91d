import Foundation
import PhotoCodec
import SharedCorpus
import Testing
import VCard

@testable import ContactsKit

/// Photos as real exporters embed them: every photo in `samples/` makes a thumbnail, and every
/// photo in the shared corpus makes one or fails with a ``PhotoError`` (never a crash).
@Suite struct EmbeddedPhotoTests {
    /// The embedded photos of the cards in `bytes`.
    static func photos(in bytes: [UInt8]) -> [[UInt8]] {
        var reader = VCardReader(bytes: bytes)
        return reader.readAll().compactMap { $0.card?.photo?.data }.filter { !$0.isEmpty }
    }

    static let samples: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // file, Photos, ContactsKitTests, Tests
        return url.appendingPathComponent("samples")
    }()

    @Test func everySamplePhotoMakesAThumbnailAndAnAvatar() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path).filter {
            $0.hasSuffix(".vcf")
        }
        var count = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: Self.samples.appendingPathComponent(file)))
            for photo in Self.photos(in: bytes) {
                count += 1
                let header = try PhotoHeader(reading: photo)
                let thumbnail = try Thumbnailer().thumbnail(of: photo, side: 48)
                #expect(
                    max(thumbnail.width, thumbnail.height) == min(48, max(header.size.width, header.size.height)),
                    "\(file)")
                let avatar = try Thumbnailer().thumbnail(of: photo, side: 32, shape: .squareCrop)
                #expect(avatar.width == avatar.height, "\(file)")
            }
        }
        #expect(count >= 4, "samples/ has four photos, JPEG and PNG: \(count)")
    }

    // Three corpus photos are cut short by their test files (ez-vcard Android and BlackBerry,
    // node-vcf photo-base64): djpeg fails on them too.
    @Test(.enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missingReason)))
    func everyCorpusPhotoMakesAThumbnailOrAPhotoError() throws {
        var made = 0, refused: [String] = []
        for file in Corpus.files(in: "valid") + Corpus.files(in: "invalid") {
            for photo in Self.photos(in: try Corpus.bytes(file)) {
                do {
                    _ = try Thumbnailer().thumbnail(of: photo, side: 48)
                    made += 1
                } catch let error as PhotoError {
                    refused.append("\(file): \(error.localizedDescription)")
                }
            }
        }
        #expect(made >= 10, "\(made) made; refused: \(refused)")
    }
}
