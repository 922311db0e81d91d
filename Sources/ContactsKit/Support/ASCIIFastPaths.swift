/// Byte-wise forms of a few character-wise string operations, for text that is all ASCII: there a
/// byte is a character (a `\r\n` pair, the one two-byte character, is neither a separator, a letter
/// nor a digit), so the answer is the same and no grapheme breaking is paid. Merged views and
/// linking's name comparisons split and filter every name, number and address this way; other
/// text takes the character-wise operation.
extension StringProtocol {
    /// Whether every byte is ASCII (over the contiguous bytes when the text has them: walking
    /// `utf8` goes through the string's index byte by byte).
    var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// `split(separator:omittingEmptySubsequences:)` on an ASCII separator, by bytes when the
    /// text is ASCII.
    func split(ascii separator: Unicode.Scalar, omittingEmptySubsequences: Bool = true) -> [SubSequence] {
        guard isASCII else {
            return split(separator: Character(separator), omittingEmptySubsequences: omittingEmptySubsequences)
        }
        let byte = UInt8(separator.value)
        var pieces: [SubSequence] = []
        var start = startIndex
        var index = startIndex
        while index != endIndex {
            if utf8[index] == byte {
                if !omittingEmptySubsequences || start != index { pieces.append(self[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if !omittingEmptySubsequences || start != index { pieces.append(self[start..<index]) }
        return pieces
    }

    /// The first word (`split(separator: " ").first`), without splitting the rest: by bytes as
    /// long as they are ASCII up to the byte after the word (which a combining mark would join to
    /// the space).
    var firstWord: SubSequence? {
        let space = UInt8(ascii: " ")
        var start: Index?
        var index = startIndex
        while index != endIndex {
            let byte = utf8[index]
            if byte >= 0x80 { return split(separator: " ").first }
            if byte == space {
                if let start {
                    let next = utf8.index(after: index)
                    if next != endIndex, utf8[next] >= 0x80 { return split(separator: " ").first }
                    return self[start..<index]
                }
            } else if start == nil {
                start = index
            }
            index = utf8.index(after: index)
        }
        return start.map { self[$0...] }
    }

    /// Whether `other`, not empty, occurs in the text (`contains(_:)`), by bytes when both are ASCII.
    func containsText(_ other: some StringProtocol) -> Bool {
        guard !other.isEmpty, isASCII, other.isASCII else { return contains(other) }
        let text = Array(utf8), needle = Array(other.utf8)
        guard needle.count <= text.count else { return false }
        return (0...(text.count - needle.count)).contains { text[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The text without its spaces (`filter { $0 != " " }`); itself when it has none.
    var withoutSpaces: String {
        guard containsByte(UInt8(ascii: " ")) else { return String(self) }
        return split(ascii: " ").joined()
    }

    /// The letters of the text (`filter(\.isLetter)`), in order.
    var letters: String {
        guard isASCII else { return String(filter(\.isLetter)) }
        return String(decoding: utf8.filter { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }, as: UTF8.self)
    }

    /// The letters and numbers of the text, lowercased (`lowercased().filter { $0.isNumber ||
    /// $0.isLetter }`): on ASCII, the letters and digits with `A`–`Z` made lower case.
    var lowercasedLettersAndDigits: String {
        guard isASCII else { return lowercased().filter { $0.isNumber || $0.isLetter } }
        return String(
            decoding: utf8.compactMap { byte -> UInt8? in
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"): byte
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
                default: nil
                }
            }, as: UTF8.self)
    }

    /// The ASCII digits of the text, in order.
    var asciiDigits: String {
        guard isASCII else { return String(filter(\.isASCIIDigit)) }
        return String(decoding: utf8.filter { (0x30...0x39).contains($0) }, as: UTF8.self)
    }
}
