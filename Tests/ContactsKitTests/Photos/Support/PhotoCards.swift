import Foundation
import PhotoCodec
import PhotoFixtures

@testable import ContactsKit

/// Cards carrying real photos (made by ``TestPhotos``) for the store's photo tests.
enum PhotoCards {
    /// A person whose card embeds `photo` as vCard 3.0 does (`ENCODING=b;TYPE=…`).
    static func person(
        _ given: String, _ family: String, photo: [UInt8]?, type: String = "JPEG", extra: [String] = []
    ) -> String {
        let photoLines = photo.map { ["PHOTO;ENCODING=b;TYPE=\(type):" + Data($0).base64EncodedString()] } ?? []
        return Cards.person(given, family, extra: photoLines + extra)
    }

    /// A 40×30 JPEG (gradient) and a 20×20 PNG of one colour: two photos that look nothing alike.
    static let jpeg = TestPhotos.jpeg(TestPhotos.gradient(width: 40, height: 30))
    static let png = TestPhotos.png(RGBAImage(width: 20, height: 20, filledWith: SIMD4(10, 200, 30, 255)))
    static let otherPNG = TestPhotos.png(RGBAImage(width: 20, height: 20, filledWith: SIMD4(220, 20, 200, 255)))

    /// The smallest GIF: 1×1, one black pixel.
    static let gif: [UInt8] =
        Array("GIF89a".utf8) + [
            1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255,
            0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3B,
        ]
}
