@testable import ContactsKit
import Testing

/// `SearchDocument.digitForms`: the digit-only forms a phone number is found by.
@Suite struct SearchDigitFormsTests {
    @Test func formsOfNumbers() {
        #expect(SearchDocument.digitForms("+1 (555) 010-4477") == ["15550104477", "5550104477"])
        #expect(SearchDocument.digitForms("+49 30 1234567") == ["49301234567", "301234567", "0301234567"])
        #expect(SearchDocument.digitForms("0049 30 1234567") == ["0049301234567", "301234567", "0301234567"])
        #expect(SearchDocument.digitForms("030 1234567") == ["0301234567", "301234567"])
        #expect(SearchDocument.digitForms("12") == ["12"])
        #expect(SearchDocument.digitForms("ext.") == [])
        // Digits of other scripts are not ASCII digits; a combining mark leaves its digit one.
        #expect(SearchDocument.digitForms("０３０ 1234") == ["1234"])
        #expect(SearchDocument.digitForms("5\u{301}55 0104") == ["5550104"])
    }

    /// The digits are those `unicodeScalars` filtered to `0`–`9` gives, on random text of digits,
    /// separators, letters and non-ASCII characters.
    @Test func digitsAreTheScalarDigits() {
        let pieces = ["0", "1", "5", "9", " ", "+", "-", "(", ")", "x", "é", "\u{301}", "٣", "\t", "00"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let digits = String(text.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init))
            #expect(
                SearchDocument.digitForms(text).first == (digits.isEmpty ? nil : digits), "\(text.debugDescription)")
        }
    }
}
