import PropertyBased
import Testing
@testable import VCard

extension ReaderTests {
    /// An ASCII date is parsed byte by byte (`VCardDate.init(ascii:)`); every other text character
    /// by character. On ASCII text both must give the same answer, `\r\n` and odd mixtures included.
    @Suite struct DateFastPathTests {
        static let pieces = [
            "0", "1", "2", "4", "9", "19", "85", "-", "--", "T", "t", " ", "\t", "Z", ":", "+", "x", "\r\n", "0412",
            "1985",
        ]
        static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...8).map { $0.map { pieces[$0] }.joined() }

        @Test func bytesAndCharactersAgreeOnASCII() async {
            await propertyCheck(count: 2_000, input: Self.text) { text in
                #expect(VCardDate(ascii: Array(text.utf8)) == VCardDate(characters: text), "\(text.debugDescription)")
            }
        }

        @Test(arguments: [
            "19850412", "1985-04-12", "--0412", "---12", "1985-04", "1985", "19850412T100000Z", "1985-04-12t1430-0500",
            "1985-13-12", "19880x21", "--04-1", "", "T", "---",
        ])
        func knownFormsAgree(_ text: String) {
            #expect(VCardDate(ascii: Array(text.utf8)) == VCardDate(characters: text))
        }

        @Test func nonASCIITextTakesTheCharacterPath() {
            #expect(
                VCardDate(parsing: "1985-04-12T10:00 ü") == VCardDate(year: 1985, month: 4, day: 12, time: "10:00 ü"))
            #expect(VCardDate(parsing: "1985-04-1２") == nil)  // a full-width digit is no ASCII digit
        }
    }
}
