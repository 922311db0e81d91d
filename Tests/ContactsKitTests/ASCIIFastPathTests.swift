import PropertyBased
import Testing
@testable import ContactsKit

/// The byte-wise forms of string operations (`ASCIIFastPaths.swift`, `String.trimmed`) give what
/// the character-wise ones give, on ASCII text (`\r\n`, a two-byte character, included) and on
/// text that is not.
@Suite struct ASCIIFastPathTests {
    static let pieces = [
        "a", "B", "7", "0", " ", "  ", ";", "\t", "\n", "\r\n", "\u{0B}", "-", "x", "é", "\u{85}", "\u{A0}", "鈴",
        "e\u{301}",
    ]
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...10).map { $0.map { pieces[$0] }.joined() }

    @Test func splittingByBytesIsSplittingByCharacters() async {
        await propertyCheck(count: 2_000, input: Self.text) { text in
            for separator: Unicode.Scalar in [" ", ";"] {
                for omitting in [true, false] {
                    let expected = text.split(separator: Character(separator), omittingEmptySubsequences: omitting)
                    #expect(
                        text.split(ascii: separator, omittingEmptySubsequences: omitting) == expected,
                        "\(text.debugDescription)")
                }
            }
        }
    }

    @Test func firstWordAndTextWithoutSpacesAreTheCharacterWiseOnes() async {
        await propertyCheck(count: 2_000, input: Self.text) { text in
            #expect(text.firstWord == text.split(separator: " ").first, "\(text.debugDescription)")
            #expect(text.withoutSpaces == String(text.filter { $0 != " " }), "\(text.debugDescription)")
        }
    }

    @Test func findingTextByBytesIsFindingItByCharacters() async {
        await propertyCheck(count: 2_000, input: Self.text, Self.text) { text, other in
            for needle in [other, String(other.prefix(2)), String(text.dropFirst(1).prefix(3))] where !needle.isEmpty {
                #expect(
                    text.containsText(needle) == text.contains(needle),
                    "\(text.debugDescription) \(needle.debugDescription)")
            }
        }
    }

    @Test func bytesFoundOverContiguousStorageAreTheBytesOfTheText() async {
        await propertyCheck(count: 2_000, input: Self.text) { text in
            for piece in [
                text, String(text.dropFirst()),
                text + String(repeating: "long enough not to be a small string ", count: 2),
            ] {
                #expect(piece.isASCII == piece.utf8.allSatisfy { $0 < 0x80 }, "\(piece.debugDescription)")
                #expect(piece[...].isASCII == piece.isASCII)
                for byte: UInt8 in [0, 0x20, 0x3B, 0x61, 0xCC] {
                    #expect(piece.containsByte(byte) == piece.utf8.contains(byte), "\(piece.debugDescription) \(byte)")
                    #expect(piece.dropFirst().containsByte(byte) == piece.dropFirst().utf8.contains(byte))
                }
            }
        }
        #expect("Nul\u{0}Byte".containsByte(0))
        #expect(!"".containsByte(0))
    }

    @Test func asciiDigitsAreTheDigitCharacters() async {
        await propertyCheck(count: 2_000, input: Self.text) { text in
            #expect(text.asciiDigits == String(text.filter { $0.isASCII && $0.isNumber }), "\(text.debugDescription)")
        }
        #expect("1\u{301}2".asciiDigits == "2")  // a digit with a combining mark is no ASCII digit
        #expect("٣4".asciiDigits == "4")
    }

    @Test func lettersAreTheLetterCharacters() async {
        await propertyCheck(count: 2_000, input: Self.text) { text in
            #expect(text.letters == String(text.filter(\.isLetter)), "\(text.debugDescription)")
            #expect(
                text.lowercasedLettersAndDigits == text.lowercased().filter { $0.isNumber || $0.isLetter },
                "\(text.debugDescription)")
        }
    }

    @Test func trimmingWithTheASCIIShortcutIsTrimmingByScalars() async {
        func byScalars(_ text: String) -> String {
            let scalars = text.unicodeScalars
            guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
            return String(scalars[start...scalars.lastIndex(where: { !$0.properties.isWhitespace })!])
        }
        await propertyCheck(count: 2_000, input: Self.text) { text in
            #expect(text.trimmed == byScalars(text), "\(text.debugDescription)")
        }
    }
}
