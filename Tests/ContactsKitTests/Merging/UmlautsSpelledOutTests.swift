@testable import ContactsKit
import Foundation
import Testing

/// ``NameAgreement/umlautsSpelledOut(_:)`` reads `ae`, `oe` and `ue` as the letters folding leaves
/// of `ä`, `ö` and `ü`, in one pass over the bytes.
@Suite struct UmlautsSpelledOutTests {
    /// The definition: `ae`, then `oe`, then `ue` replaced, each pass left to right.
    static func replacingInTurn(_ word: String) -> String {
        word.replacingOccurrences(of: "ae", with: "a").replacingOccurrences(of: "oe", with: "o")
            .replacingOccurrences(of: "ue", with: "u")
    }

    @Test(arguments: [
        ("schaefer", "schafer"), ("inoenue", "inonu"), ("mueller", "muller"), ("aee", "ae"),
        ("goethe", "gothe"), ("emil", "emil"), ("", ""), ("ae", "a"), ("юae", "юa"),
    ])
    func spellsOut(_ word: String, _ expected: String) {
        #expect(NameAgreement.umlautsSpelledOut(word) == expected)
    }

    /// Every word of up to six letters over `a o u e x ё` reads as the three replacements in turn do.
    @Test func agreesWithReplacingInTurn() {
        let letters: [Character] = ["a", "o", "u", "e", "x", "ё"]
        var words = [""]
        for _ in 1...6 {
            words = words.flatMap { word in letters.map { word + String($0) } }
            for word in words where NameAgreement.umlautsSpelledOut(word) != Self.replacingInTurn(word) {
                Issue.record("\(word): \(NameAgreement.umlautsSpelledOut(word)), not \(Self.replacingInTurn(word))")
                return
            }
        }
    }
}
