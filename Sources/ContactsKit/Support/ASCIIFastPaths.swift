/// Byte-wise forms of a few character-wise string operations, for text that is all ASCII: there a
/// byte is a character (a `\r\n` pair, the one two-byte character, is neither a separator nor a
/// digit), so the answer is the same and no grapheme breaking is paid. Merged views split and
/// filter every name, number and address of every card this way.
extension StringProtocol {
    /// Whether every byte is ASCII.
    var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }

    /// `split(separator:omittingEmptySubsequences:)` on an ASCII separator, by bytes when the
    /// text is ASCII.
    func split(ascii separator: Unicode.Scalar, omittingEmptySubsequences: Bool = true) -> [SubSequence] {
        guard isASCII else { return split(separator: Character(separator), omittingEmptySubsequences: omittingEmptySubsequences) }
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

    /// The ASCII digits of the text, in order.
    var asciiDigits: String {
        guard isASCII else { return String(filter(\.isASCIIDigit)) }
        return String(decoding: utf8.filter { (0x30...0x39).contains($0) }, as: UTF8.self)
    }
}
