/// Cheap checks on the raw bytes of a content line, made before it is parsed.
enum ContentLineHead {
    /// Whether the line is `BEGIN:VCARD` or `END:VCARD` (`keyword` is `BEGIN` or `END`),
    /// ignoring case and surrounding white space.
    static func isDelimiter(_ line: ArraySlice<UInt8>, keyword: StaticString) -> Bool {
        // Cheap rejection first: every line goes through here twice, and a delimiter ends in "D".
        guard let last = line.last(where: { $0 != 0x20 && $0 != 0x09 }), last | 0x20 == UInt8(ascii: "d") else {
            return false
        }
        var index = skippingGroup(line)
        let end = line.endIndex
        let matchedKeyword = keyword.withUTF8Buffer { key -> Bool in
            guard end - index >= key.count else { return false }
            for offset in 0..<key.count where line[index + offset] | 0x20 != key[offset] | 0x20 { return false }
            index += key.count
            return true
        }
        guard matchedKeyword else { return false }
        while index < end, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        guard index < end, line[index] == UInt8(ascii: ":") else { return false }
        index += 1
        while index < end, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        let word: [UInt8] = Array("VCARD".utf8)
        guard end - index >= word.count else { return false }
        for offset in 0..<word.count where line[index + offset] | 0x20 != word[offset] | 0x20 { return false }
        index += word.count
        while index < end {
            let byte = line[index]
            guard byte == 0x20 || byte == 0x09 else { return false }
            index += 1
        }
        return true
    }

    /// The index where the property name starts: after leading white space and a `group.` prefix
    /// (RFC 2426 allows a group even on `BEGIN`, `END` and `VERSION`).
    static func skippingGroup(_ line: ArraySlice<UInt8>) -> Int {
        var index = line.startIndex
        while index < line.endIndex, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        var scan = index
        while scan < line.endIndex {
            switch line[scan] {
            case UInt8(ascii: "."): return scan > index ? scan + 1 : index
            case UInt8(ascii: ":"), UInt8(ascii: ";"), 0x20, 0x09: return index
            default: scan += 1
            }
        }
        return index
    }

    /// Whether the line could be a property (`[group.]NAME[;params]:value`, the name without spaces), as
    /// opposed to prose such as a footer an exporter wrote after its cards.
    static func looksLikeProperty(_ line: ArraySlice<UInt8>) -> Bool {
        let head = head(line)
        guard head.endIndex < line.endIndex, !head.isEmpty else { return false }
        let name = head.prefix { $0 != UInt8(ascii: ";") }
        return name.allSatisfy { NameBytes.isAllowed($0, allowingDots: true) }
    }

    /// Whether the line is a comment (`#` first), which some Android versions write inside cards.
    static func isComment(_ line: ArraySlice<UInt8>) -> Bool {
        line.first == UInt8(ascii: "#")
    }

    /// Whether the line holds only white space.
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Whether the line's parameters say QUOTED-PRINTABLE (`ENCODING=QUOTED-PRINTABLE` or a bare
    /// `QUOTED-PRINTABLE` parameter; the word inside another parameter's value does not count).
    static func isQuotedPrintable(_ line: ArraySlice<UInt8>) -> Bool {
        transferEncoding(line) == .quotedPrintable
    }

    /// Whether the line's parameters say base64 (`ENCODING=b`, `ENCODING=BASE64`, bare `BASE64`).
    static func isBase64(_ line: ArraySlice<UInt8>) -> Bool {
        transferEncoding(line) == .base64
    }

    enum TransferEncoding { case none, quotedPrintable, base64 }

    /// The transfer encoding the line's parameters declare, looking at parameter names and bare
    /// parameters only (never inside quoted or ordinary parameter values).
    static func transferEncoding(_ line: ArraySlice<UInt8>) -> TransferEncoding {
        let head = head(line)
        guard var index = head.firstIndex(of: UInt8(ascii: ";")) else { return .none }
        var result = TransferEncoding.none
        while index < head.endIndex {
            index += 1  // past ';'
            let nameStart = index
            while index < head.endIndex, head[index] != UInt8(ascii: "="), head[index] != UInt8(ascii: ";") {
                index += 1
            }
            let name = trimmed(head[nameStart..<index])
            guard index < head.endIndex, head[index] == UInt8(ascii: "=") else {
                // A bare parameter.
                if equalsIgnoringCase(name, "QUOTED-PRINTABLE") || equalsIgnoringCase(name, "QP") {
                    result = .quotedPrintable
                }
                if equalsIgnoringCase(name, "BASE64") { result = .base64 }
                continue
            }
            index += 1  // past '='
            let valueStart = index
            var quoted = false
            while index < head.endIndex {
                let byte = head[index]
                if byte == UInt8(ascii: "\"") { quoted.toggle() } else if byte == UInt8(ascii: ";"), !quoted { break }
                index += 1
            }
            if equalsIgnoringCase(name, "ENCODING") {
                let value = trimmed(head[valueStart..<index])
                if equalsIgnoringCase(value, "QUOTED-PRINTABLE") || equalsIgnoringCase(value, "QP") {
                    result = .quotedPrintable
                }
                if equalsIgnoringCase(value, "B") || equalsIgnoringCase(value, "BASE64") { result = .base64 }
            }
        }
        return result
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice.removeLast() }
        return slice
    }

    /// Whether the line is an `AGENT` property with an empty value (a vCard 2.1 embedded card follows).
    static func isEmptyAgent(_ line: ArraySlice<UInt8>) -> Bool {
        guard let last = line.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }), line[last] == UInt8(ascii: ":") else {
            return false
        }
        let head = head(line)
        guard head.endIndex < line.endIndex, ContentLineHead.isBlank(line[(head.endIndex + 1)...]) else { return false }
        var nameStart = head.startIndex
        if let dot = head.firstIndex(of: UInt8(ascii: ".")),
            dot < (head.firstIndex(of: UInt8(ascii: ";")) ?? head.endIndex)
        {
            nameStart = dot + 1
        }
        let nameEnd = head[nameStart...].firstIndex(of: UInt8(ascii: ";")) ?? head.endIndex
        let name = head[nameStart..<nameEnd]
        let agent = Array("AGENT".utf8)
        return name.count == agent.count && zip(name, agent).allSatisfy { $0 | 0x20 == $1 | 0x20 }
    }

    /// For an `AGENT` line whose whole value is `BEGIN:VCARD` (an agent card written inline, its lines
    /// following), the index where that value starts; nil for any other line.
    static func inlineAgentValueStart(_ line: ArraySlice<UInt8>) -> Int? {
        guard let last = line.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }),
            asciiUpper(line[last]) == UInt8(ascii: "D")
        else {
            return nil
        }
        let head = head(line)
        guard head.endIndex < line.endIndex else { return nil }
        let valueStart = head.endIndex + 1
        guard equalsIgnoringCase(trimmed(line[valueStart...last]), "BEGIN:VCARD") else { return nil }
        return isEmptyAgent(line[line.startIndex...head.endIndex]) ? valueStart : nil
    }

    /// The bytes before the first colon that is not inside a quoted parameter value.
    static func head(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.withUnsafeBufferPointer { bytes in
            var quoted = false
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    quoted.toggle()
                } else if byte == UInt8(ascii: ":"), !quoted {
                    return line[line.startIndex..<(line.startIndex + offset)]
                }
            }
            return line
        }
    }
}

/// The upper-case form of an ASCII letter; other bytes unchanged.
@inline(__always)
func asciiUpper(_ byte: UInt8) -> UInt8 {
    byte &- 0x61 < 26 ? byte &- 0x20 : byte
}

/// The lower-case form of an ASCII letter; other bytes unchanged.
@inline(__always)
func asciiLower(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte &+ 0x20 : byte
}
