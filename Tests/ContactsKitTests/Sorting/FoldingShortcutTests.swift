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
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in UInt8.random(in: 0x20..<0x7F, using: &generator) }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(SortKey.foldedCharacters(text) == foundationFolding(text), "\(text)")
        }
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
