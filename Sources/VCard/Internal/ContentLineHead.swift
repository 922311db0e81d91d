/// Cheap checks on the raw bytes of a content line, made before it is parsed.
enum ContentLineHead {
    /// Whether the line is `BEGIN:VCARD` or `END:VCARD` (`keyword` is `BEGIN` or `END`),
    /// ignoring case and surrounding white space.
    static func isDelimiter(_ line: ArraySlice<UInt8>, keyword: StaticString) -> Bool {
        var index = line.startIndex
        let end = line.endIndex
        while index < end, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
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

    /// Whether the line holds only white space.
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Whether the line's parameters say QUOTED-PRINTABLE.
    static func isQuotedPrintable(_ line: ArraySlice<UInt8>) -> Bool {
        guard let parameters = parameters(line) else { return false }
        return contains(parameters, "QUOTED-PRINTABLE")
    }

    /// Whether the line's parameters say base64 (`ENCODING=b`, `ENCODING=BASE64`, bare `BASE64`).
    static func isBase64(_ line: ArraySlice<UInt8>) -> Bool {
        guard let parameters = parameters(line) else { return false }
        return contains(parameters, "BASE64") || contains(parameters, "ENCODING=B;") || endsWith(parameters, "ENCODING=B")
    }

    /// The parameter part of the head (from the first `;`), or nil when the line has no parameters.
    private static func parameters(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let head = head(line)
        guard let semicolon = head.firstIndex(of: UInt8(ascii: ";")) else { return nil }
        return head[semicolon...]
    }

    /// Whether the line is an `AGENT` property with an empty value (a vCard 2.1 embedded card follows).
    static func isEmptyAgent(_ line: ArraySlice<UInt8>) -> Bool {
        guard let last = line.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }), line[last] == UInt8(ascii: ":") else {
            return false
        }
        let head = head(line)
        guard head.endIndex < line.endIndex, ContentLineHead.isBlank(line[(head.endIndex + 1)...]) else { return false }
        var nameStart = head.startIndex
        if let dot = head.firstIndex(of: UInt8(ascii: ".")), dot < (head.firstIndex(of: UInt8(ascii: ";")) ?? head.endIndex) {
            nameStart = dot + 1
        }
        let nameEnd = head[nameStart...].firstIndex(of: UInt8(ascii: ";")) ?? head.endIndex
        let name = head[nameStart..<nameEnd]
        let agent = Array("AGENT".utf8)
        return name.count == agent.count && zip(name, agent).allSatisfy { $0 | 0x20 == $1 | 0x20 }
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

    private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { key in
            guard haystack.count >= key.count else { return false }
            var start = haystack.startIndex
            let last = haystack.endIndex - key.count
            outer: while start <= last {
                for offset in 0..<key.count where asciiUpper(haystack[start + offset]) != key[offset] {
                    start += 1
                    continue outer
                }
                return true
            }
            return false
        }
    }

    private static func endsWith(_ haystack: ArraySlice<UInt8>, _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { key in
            guard haystack.count >= key.count else { return false }
            let start = haystack.endIndex - key.count
            for offset in 0..<key.count where asciiUpper(haystack[start + offset]) != key[offset] { return false }
            return true
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
