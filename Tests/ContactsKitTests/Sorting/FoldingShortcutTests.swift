import Foundation
import Testing
@testable import ContactsKit

/// The shortcuts that spare Foundation and ICU on the import path give what they would have given.
struct FoldingShortcutTests {
    private func foundationFolding(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    @Test func everyASCIICharacterFoldsAsFoundationFoldsIt() {
        for byte in UInt8(0)..<0x80 {
            let text = String(decoding: [byte], as: UTF8.self)
            #expect(SortKey.foldedCharacters(text) == foundationFolding(text), "byte \(byte)")
        }
    }

    @Test(arguments: [
        "Ann Lee", "O'BRIEN-SMITH", "ann@example.com", "Room 10", "", "Émile Zola", "ÅNGSTRÖM", "Straße",
        "Ｆｕｌｌ Ｗｉｄｔｈ", "鈴木陽菜", "Юлия Щербакова", "e\u{301}cole", "ΧΑΡΑ",
    ])
    func namesFoldAsFoundationFoldsThem(_ text: String) {
        #expect(SortKey.foldedCharacters(text) == foundationFolding(text))
    }

    @Test func randomASCIIFoldsAsFoundationFoldsIt() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                UInt8.random(in: 0x20..<0x7F, using: &generator)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(SortKey.foldedCharacters(text) == foundationFolding(text), "\(text)")
        }
    }

    @Test func latinTextFoldsAsFoundationFoldsIt() {
        let latin = (0x80..<0x250).map { Unicode.Scalar(UInt32($0))! }
        for scalar in latin {
            #expect(
                SortKey.foldedCharacters(String(scalar)) == foundationFolding(String(scalar)),
                "U+\(String(scalar.value, radix: 16))")
        }
        var generator = SystemRandomNumberGenerator()
        let pieces = latin.map { String($0) } + ["a", "Z", " ", "-", "'", "SS", "i", "0"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1...10, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            #expect(
                SortKey.foldedCharacters(text) == foundationFolding(text), "\(text.unicodeScalars.map { $0.value })")
        }
        for name in ["José López", "DVOŘÁK", "Øre Ærø", "Straße", "ǅuro", "ĲSSEL", "Łódź"] {
            #expect(SortKey.foldedCharacters(name) == foundationFolding(name), "\(name)")
        }
    }

    @Test func asciiKeysAreTheKeysEveryScalarGives() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["0", "7", "12", "2024", "a", "Z", "Mc", " ", "  ", "-", "_", ",", ".", "'", "\t", "(", "@", "~"]
        var texts = (UInt8(0)..<0x80).map { String(decoding: [$0], as: UTF8.self) }
        texts += ["Room 9", "Room 10", "O'Brien-Smith", " 1 2", "12 34", "a1b22c333", "9 ", "--x--", "R2-D2, Jr."]
        for _ in 0..<5_000 {
            texts.append(
                (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                    .joined())
            let bytes = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                UInt8.random(in: 0..<0x80, using: &generator)
            }
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        for text in texts {
            for pad in [true, false] {
                #expect(
                    SortKey.fold(text, padDigits: pad) == SortKey.foldScalars(text, padDigits: pad),
                    "\(Array(text.utf8)) pad \(pad)")
            }
        }
        #expect(
            SortKey.fold("Room 9") == "room 000000000009" && SortKey.fold("R2-D2, Jr.", padDigits: false) == "r2 d2 jr")
    }

    @Test func aRememberedReadingIsTheReadingItself() {
        let readings = LatinReadings(capacity: 2)
        var reads = 0
        func read(_ text: String) -> String { reads += 1; return text.uppercased() }
        #expect(readings.reading(of: "yuki", read) == "YUKI")
        #expect(readings.reading(of: "yuki", read) == "YUKI")
        #expect(reads == 1)
        _ = readings.reading(of: "hana", read)
        _ = readings.reading(of: "taro", read)  // full: starts again
        #expect(readings.reading(of: "taro", read) == "TARO")
        #expect(reads == 3)
        #expect(NameScript.latin("Юлия") == NameScript.latin("Юлия"))
        #expect(NameScript.latin("鈴木") == "ling mu")
    }
}
