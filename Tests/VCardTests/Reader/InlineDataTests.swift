import Foundation
import Testing
import VCard

extension ReaderTests {
    /// Inline binary data in every form exporters write it — 2.1 `ENCODING=BASE64` blocks (folded
    /// or not, ended by a blank line), bare `BASE64`, 3.0 `ENCODING=b`, 4.0 `data:` URIs (also
    /// with an escaped comma) — comes out as the same `data:` URI and the same photo.
    @Suite struct InlineDataTests {
        /// A real 1×1 greyscale PNG (67 bytes).
        static let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x00, 0x00, 0x00, 0x00, 0x3A, 0x7E, 0x9B,
            0x55, 0x00, 0x00, 0x00, 0x0A, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x60, 0x00, 0x00, 0x00,
            0x02, 0x00, 0x01, 0x48, 0xAF, 0xA4, 0x71, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE,
            0x42, 0x60, 0x82,
        ]
        static let base64 = Data(png).base64EncodedString()
        /// The first 40 base64 characters and the rest, to spread over lines.
        static let head = String(base64.prefix(40))
        static let tail = String(base64.dropFirst(40))

        /// The start of a JPEG (SOI and an APP0 marker), enough to be sniffed.
        static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]

        struct PhotoCase: Sendable, CustomTestStringConvertible {
            let label: String
            let version: String
            /// The PHOTO property's physical lines, CRLF-ended; `FN:After` follows.
            let lines: String
            let mediaType: String
            var bytes: [UInt8] = InlineDataTests.png

            var testDescription: String { label }
        }

        static let cases: [PhotoCase] = [
            PhotoCase(
                label: "2.1 ENCODING=BASE64, unindented continuation lines, ended by a blank line", version: "2.1",
                lines: "PHOTO;ENCODING=BASE64;TYPE=PNG:\(head)\r\n\(tail)\r\n\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "2.1 ENCODING=BASE64 starting on the next line, indented lines, blank line", version: "2.1",
                lines: "PHOTO;ENCODING=BASE64;TYPE=PNG:\r\n  \(head)\r\n  \(tail)\r\n\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "2.1 unindented continuation lines, no blank line before the next property", version: "2.1",
                lines: "PHOTO;ENCODING=BASE64;TYPE=PNG:\(head)\r\n\(tail)\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "2.1 bare BASE64 and no TYPE: the media type is sniffed", version: "2.1",
                lines: "PHOTO;BASE64:\(head)\r\n \(tail)\r\n\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "2.1 bare BASE64 with bare PNG type word", version: "2.1",
                lines: "PHOTO;PNG;BASE64:\(base64)\r\n\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "3.0 ENCODING=b;TYPE=PNG, folded", version: "3.0",
                lines: "PHOTO;ENCODING=b;TYPE=PNG:\(head)\r\n \(tail)\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "3.0 ENCODING=B;TYPE=image/png", version: "3.0",
                lines: "PHOTO;ENCODING=B;TYPE=image/png:\(base64)\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "3.0 ENCODING=b without TYPE: sniffed", version: "3.0",
                lines: "PHOTO;ENCODING=b:\(base64)\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "3.0 ENCODING=b;TYPE=JPEG", version: "3.0",
                lines: "PHOTO;ENCODING=b;TYPE=JPEG:\(Data(jpeg).base64EncodedString())\r\n", mediaType: "image/jpeg",
                bytes: jpeg),
            PhotoCase(
                label: "4.0 data: URI", version: "4.0",
                lines: "PHOTO:data:image/png;base64,\(base64)\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "4.0 data: URI, folded, with MEDIATYPE and VALUE=uri", version: "4.0",
                lines: "PHOTO;VALUE=uri;MEDIATYPE=image/png:data:image/png;base64,\(head)\r\n \(tail)\r\n",
                mediaType: "image/png"),
            PhotoCase(
                label: "data: URI with an escaped comma", version: "4.0",
                lines: "PHOTO:data:image/png;base64\\,\(base64)\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "data: URI with its header escaped as text, as DAViCal stores it", version: "4.0",
                lines: "PHOTO:data:image/png\\;base64\\,\(base64)\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "data: URI in 3.0 with an escaped comma", version: "3.0",
                lines: "PHOTO;VALUE=uri:data:image/png;base64\\,\(base64)\r\n", mediaType: "image/png"),
            PhotoCase(
                label: "ENCODING=b on a value that already is a data: URI", version: "3.0",
                lines: "PHOTO;ENCODING=b;TYPE=PNG:data:image/png;base64,\(base64)\r\n", mediaType: "image/png"),
        ]

        @Test(arguments: cases)
        func inlinePhotosDecodeToTheirBytes(_ testCase: PhotoCase) throws {
            let text = "BEGIN:VCARD\r\nVERSION:\(testCase.version)\r\n\(testCase.lines)FN:After\r\nEND:VCARD\r\n"
            let card = try ReaderHarness.card(text)
            let base64 = Data(testCase.bytes).base64EncodedString()
            #expect(card.photo == .embedded(mediaType: testCase.mediaType, base64: base64))
            #expect(card.photo?.data == testCase.bytes)
            let photo = try #require(card.property(named: "PHOTO"))
            #expect(photo.value == "data:\(testCase.mediaType);base64,\(base64)")
            #expect(photo.parameter("ENCODING") == nil)
            #expect(card.formattedName == "After")
        }

        @Test func aBase64BlockEndedByABlankLineDoesNotSwallowTheNextProperties() throws {
            let card = try ReaderHarness.card(
                "BEGIN:VCARD\r\nVERSION:2.1\r\nPHOTO;ENCODING=BASE64;TYPE=PNG:\(Self.head)\r\n\(Self.tail)\r\n\r\nEMAIL:a@example.com\r\nNOTE:Abc\r\nEND:VCARD\r\n"
            )
            #expect(card.properties.map(\.name) == ["PHOTO", "EMAIL", "NOTE"])
            #expect(card.photo?.data == Self.png)
            #expect(card.notes == ["Abc"])
        }

        @Test func aRemotePhotoIsAUri() throws {
            let card = try ReaderHarness.card(ReaderHarness.vcard("3.0", "PHOTO;VALUE=uri:https://example.com/ann.png"))
            #expect(card.photo == .remote(uri: "https://example.com/ann.png"))
            #expect(card.photo?.data == nil)
        }

        @Test func anEmptyPhotoIsNoPhoto() throws {
            let card = try ReaderHarness.card(ReaderHarness.vcard("4.0", "PHOTO:"))
            #expect(card.photo == nil)
        }

        @Test func otherInlineDataBecomesADataUriToo() throws {
            let card = try ReaderHarness.card(
                ReaderHarness.vcard("3.0", "LOGO;ENCODING=b;TYPE=PNG:\(Self.base64)", "KEY;ENCODING=b:AAEC"))
            #expect(card.property(named: "LOGO")?.value == "data:image/png;base64,\(Self.base64)")
            #expect(card.property(named: "KEY")?.value == "data:application/octet-stream;base64,AAEC")
        }

        @Test func invalidBase64IsReportedAndIsNotAPhoto() {
            let entries = ReaderHarness.entries(
                ReaderHarness.vcard("3.0", "FN:Ann", "PHOTO;ENCODING=b;TYPE=JPEG:not*base64!"))
            #expect(entries.map(\.problems) == [[.invalidBase64(line: 4, property: "PHOTO")]])
            let card = entries.first?.card
            #expect(card?.formattedName == "Ann")
            // The bytes are kept, as text under an X- name: they are neither an image nor a URI.
            #expect(card?.property(named: "PHOTO") == nil)
            #expect(card?.property(named: "X-INVALID-PHOTO")?.value == "not*base64!")
            #expect(card?.photo == nil)
        }
    }
}
