/// Joins physical lines into logical (content) lines.
///
/// Three kinds of continuation are joined:
/// - folding: a line starting with a space or tab continues the previous one (the one
///   white-space character is removed), also inside parameter lists and UTF-8 sequences;
/// - QUOTED-PRINTABLE soft line breaks: a QP value ending in `=` continues on the next
///   physical line, which is appended as it is (even when empty or indented);
/// - vCard 2.1 base64 blocks whose lines are not indented: lines made only of base64
///   characters after a base64 property.
struct LogicalLineReader {
    enum Result: Equatable {
        /// A logical line was appended; it starts on physical line `firstLine`.
        case line(firstLine: Int)
        /// Physical line `line` was longer than the limit (nothing of its logical line was appended).
        case tooLong(line: Int)
        /// The logical line starting on `line` grew past `maxLogicalLength` (a card's limit) from
        /// short folded lines: it was read to its end without keeping any of it.
        case logicalTooLong(line: Int)
        /// The input is exhausted.
        case end
    }

    private var scanner: LineScanner
    /// The longest logical line kept. Each physical line is bounded by the scanner; without this
    /// bound, 200 MB of short folded lines became one 200 MB line in memory (287 MB for the
    /// process) before the card's size was checked.
    let maxLogicalLength: Int

    init(
        nextChunk: @escaping () -> [UInt8]?, maxLineLength: Int, maxLogicalLength: Int = .max, abandonAfter: Int = .max
    ) {
        scanner = LineScanner(nextChunk: nextChunk, maxLineLength: maxLineLength, abandonAfter: abandonAfter)
        self.maxLogicalLength = maxLogicalLength
    }

    /// The number of the last physical line read.
    var lineNumber: Int { scanner.lineNumber }

    /// Whether the input was given up at a line longer than `abandonAfter`.
    var abandoned: Bool { scanner.abandoned }

    /// Appends the next logical line to `out`.
    mutating func read(into out: inout [UInt8]) -> Result {
        guard let first = scanner.nextLine() else { return .end }
        let firstLine = scanner.lineNumber
        let lineStart = out.count
        guard case .bytes(let range) = first else {
            skipContinuations()
            return .tooLong(line: firstLine)
        }
        out.append(contentsOf: scanner.buffer[range])
        var tooLongLine: Int?
        var isBase64: Bool?
        var logicalTooLong = false
        while true {
            if !logicalTooLong, out.count - lineStart > maxLogicalLength {
                // Over the limit: the rest of the logical line is read and dropped as it comes.
                logicalTooLong = true
                out.removeSubrange((lineStart + 1)...)  // the first byte stays: it tells what the line was
            }
            if logicalTooLong, out.count > lineStart + 1 { out.removeSubrange((lineStart + 1)...) }
            if out.last == UInt8(ascii: "="), out.count > lineStart,
                ContentLineHead.isQuotedPrintable(out[lineStart...])
            {
                out.removeLast()  // a soft line break, also when nothing follows it
                guard !nextLineIsEnd(), let next = scanner.nextLine() else { break }
                if case .bytes(let range) = next {
                    out.append(contentsOf: scanner.buffer[range])
                } else {
                    tooLongLine = tooLongLine ?? scanner.lineNumber
                }
                continue
            }
            guard let byte = scanner.peekFirstByte() else { break }
            if byte == 0x20 || byte == 0x09 {
                if case .bytes(let range)? = scanner.nextLine() {
                    out.append(contentsOf: scanner.buffer[range.dropFirst()])
                } else {
                    tooLongLine = tooLongLine ?? scanner.lineNumber
                }
                continue
            }
            if Base64.isAlphabet(byte), case .bytes(let range)? = scanner.peekLine(),
                Base64.isContinuationLine(scanner.buffer[range])
            {
                if isBase64 == nil { isBase64 = ContentLineHead.isBase64(out[lineStart...]) }
                if isBase64 == true {
                    _ = scanner.nextLine()
                    out.append(contentsOf: scanner.buffer[range])
                    continue
                }
            }
            break
        }
        if let tooLongLine {
            out.removeSubrange(lineStart...)
            return .tooLong(line: tooLongLine)
        }
        if logicalTooLong {
            out.removeSubrange(lineStart...)
            return .logicalTooLong(line: firstLine)
        }
        return .line(firstLine: firstLine)
    }

    /// After an over-long line, drops the folded lines that belonged to it.
    private mutating func skipContinuations() {
        while let byte = scanner.peekFirstByte(), byte == 0x20 || byte == 0x09 {
            _ = scanner.nextLine()
        }
    }

    /// Whether the next physical line is `END:VCARD`, which a dangling QP soft break must not swallow.
    private mutating func nextLineIsEnd() -> Bool {
        guard case .bytes(let range)? = scanner.peekLine() else { return false }
        return ContentLineHead.isDelimiter(scanner.buffer[range], keyword: "END")
    }
}
