import Foundation

/// The collation keys a sorted listing (``ListRequest/Order/familyName``, ``ListRequest/Order/givenName``)
/// orders by, stored and indexed so the first page of a sorted list is an index range.
///
/// A key folds case, diacritics and width (`Émile` = `emile`, `ångström` = `angstrom`, `Straße` =
/// `strasse`), maps letters that do not decompose (`æ` → `ae`, `ø` → `o`, `ł` → `l`), drops
/// punctuation (`O'Brien` = `obrien`), pads digit runs so numbers sort naturally (`Room 9` before
/// `Room 10`), and separates name parts with U+0001 so `Smith, Bob` sorts before `Smithers, Al`.
/// Keys of contacts whose first character is a letter start with `0`, the others with `1`, so the
/// `#` section comes last.
enum SortKey {
    /// The key and its section (`A`–`Z`, another script's letter, or `#`) for name parts in order,
    /// falling back to `fallbacks` (organisation, email, phone, display name) when every part is empty.
    /// Empty parts are skipped, so a contact with only a given name (`Madonna`) sorts by it among
    /// family names, in its letter's section, not before `A`.
    static func make(parts: [String], fallbacks: [String]) -> (key: String, section: String) {
        var folded = parts.map { fold($0) }.filter { !$0.isEmpty }
        if folded.isEmpty {
            folded = [fallbacks.lazy.map { fold($0) }.first { !$0.isEmpty } ?? ""]
        }
        let joined = folded.joined(separator: "\u{1}")
        let first = joined.unicodeScalars.first { $0 != "\u{1}" }
        guard let first, first.properties.isAlphabetic else { return ("1" + joined, "#") }
        return ("0" + joined, String(first).uppercased())
    }

    /// The folded form of one name part. Text is composed first (NFC), so a name typed on a system
    /// that writes decomposed text (Hangul as conjoining jamo, `é` as `e` + U+0301) folds the same.
    /// With `padDigits` false, digit runs are kept as written (for keys that are shown, not sorted).
    static func fold(_ text: String, padDigits: Bool = true) -> String {
        guard !text.isEmpty else { return "" }
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return foldASCII(text, padDigits: padDigits) }
        return foldScalars(text, padDigits: padDigits)
    }

    /// ``fold(_:padDigits:)`` of any text, a Unicode scalar at a time.
    static func foldScalars(_ text: String, padDigits: Bool) -> String {
        let folded = foldedCharacters(text)
        var output = String.UnicodeScalarView()
        var digits = String.UnicodeScalarView()
        var pendingSpace = false
        func flushDigits() {
            guard !digits.isEmpty else { return }
            if padDigits, digits.count < 12 {
                output.append(contentsOf: String(repeating: "0", count: 12 - digits.count).unicodeScalars)
            }
            output.append(contentsOf: digits)
            digits.removeAll()
        }
        for scalar in folded.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                if pendingSpace, !output.isEmpty { output.append(" ") }
                pendingSpace = false
                digits.append(scalar)
                continue
            }
            flushDigits()
            if scalar.properties.isAlphabetic {
                if pendingSpace, !output.isEmpty { output.append(" ") }
                pendingSpace = false
                if let mapped = letterMap[scalar] {
                    output.append(contentsOf: mapped.unicodeScalars)
                } else {
                    output.append(scalar)
                }
            } else if scalar.properties.isWhitespace || scalar == "-" || scalar == "_" || scalar == "," {
                pendingSpace = true
            }
            // Other punctuation (apostrophes, dots, brackets) is dropped: O'Brien = OBrien.
        }
        flushDigits()
        return String(output)
    }

    /// ``fold(_:padDigits:)`` of ASCII text (most names, every email), a byte at a time: the same
    /// key without asking Unicode's tables about each character (a seventh of preparing a card).
    static func foldASCII(_ text: String, padDigits: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 12)
        var digits = 0
        var pendingSpace = false
        func flushDigits() {
            guard digits > 0 else { return }
            if padDigits, digits < 12 {
                output.insert(
                    contentsOf: repeatElement(UInt8(ascii: "0"), count: 12 - digits), at: output.count - digits)
            }
            digits = 0
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingSpace, !output.isEmpty { output.append(UInt8(ascii: " ")) }
                pendingSpace = false
                output.append(byte)
                digits += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                flushDigits()
                if pendingSpace, !output.isEmpty { output.append(UInt8(ascii: " ")) }
                pendingSpace = false
                output.append(byte | 0x20)
            case 0x09...0x0D, UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ","):
                flushDigits()
                pendingSpace = true
            default:
                flushDigits()  // other punctuation is dropped: O'Brien = OBrien
            }
        }
        flushDigits()
        return String(decoding: output, as: UTF8.self)
    }

    /// The text with case, diacritics and width folded as Foundation folds them, composed first (NFC).
    /// ASCII text, most names and every email, is lower-cased directly, and Latin text without
    /// combining marks (`López`, `Øre`, `Dvořák`) folded a letter at a time from a table: Foundation's
    /// folding costs a microsecond or more a call, and an import folds a dozen strings a card.
    static func foldedCharacters(_ text: String) -> String {
        var isASCII = true
        var hasUpper = false
        for byte in text.utf8 {
            if byte >= 0x80 { isASCII = false; break }
            if byte >= 0x41 && byte <= 0x5A { hasUpper = true }
        }
        guard isASCII else {
            if text.unicodeScalars.allSatisfy({ $0.value < latinFolds.count }) {
                var folded = ""
                for scalar in text.unicodeScalars { folded += latinFolds[Int(scalar.value)] }
                return folded
            }
            return foundationFolding(text)
        }
        guard hasUpper else { return text }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Foundation's folding of `text`, composed first.
    static func foundationFolding(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Foundation's folding of each scalar below U+0250 (Basic Latin to Latin Extended-B, none of
    /// them a combining mark): a letter of these folds alone as it folds in a word.
    private static let latinFolds: [String] = (0..<0x250).map { foundationFolding(String(Unicode.Scalar(UInt32($0))!)) }

    /// Letters that case/diacritic folding leaves alone but a reader files under a Latin letter.
    private static let letterMap: [Unicode.Scalar: String] = [
        "æ": "ae", "ø": "o", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h", "ŀ": "l",
    ]
}
