import Foundation
import PhotoCodec
import VCard

/// Real photos for the end-to-end tests: PNGs made with PhotoCodec's encoder, and the JPEG that
/// samples/macos-3.0.vcf embeds (64×64, as macOS exports it).
enum Photos {
    /// A PNG of `width` × `height` pixels of one colour.
    static func png(_ width: Int = 20, _ height: Int = 20, colour: SIMD4<UInt8>) -> [UInt8] {
        try! PNGEncoder.encode(RGBAImage(width: width, height: height, filledWith: colour))
    }

    /// The JPEG photo of Inês Carvalho in samples/macos-3.0.vcf.
    static let sampleJPEG: [UInt8] = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // file, Support, contactsTests, Tests
        let bytes = Array(try! Data(contentsOf: url.appendingPathComponent("samples/macos-3.0.vcf")))
        var reader = VCardReader(bytes: bytes)
        return reader.readAll().compactMap { $0.card?.photo?.data }.first!
    }()

    /// The smallest GIF: 1×1, one black pixel.
    static let gif: [UInt8] =
        Array("GIF89a".utf8) + [
            1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255,
            0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3B,
        ]

    /// A card line embedding `bytes` as vCard 3.0 does.
    static func line(_ bytes: [UInt8], type: String) -> String {
        "PHOTO;ENCODING=b;TYPE=\(type):" + Data(bytes).base64EncodedString()
    }

    /// The bytes of `bytes` decoded back into pixels (to check what a command wrote).
    static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        try PhotoDecoder().decode(bytes)
    }
}
