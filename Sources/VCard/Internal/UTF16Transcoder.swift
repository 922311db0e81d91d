/// Turns UTF-16 input (as some Windows and Outlook exports are) into UTF-8, chunk by chunk: a chunk
/// may end inside a code unit or between the halves of a surrogate pair.
struct UTF16Transcoder {
    let bigEndian: Bool
    private var pendingByte: UInt8?
    private var pendingHighSurrogate: UInt16?

    init(bigEndian: Bool) {
        self.bigEndian = bigEndian
    }

    /// Which UTF-16 the first bytes of the input say, and how many bytes of byte-order mark to skip;
    /// nil for any other input. Without a mark, text that starts with an ASCII character followed (or
    /// preceded) by a zero byte, twice, is UTF-16 too.
    static func detect(_ head: ArraySlice<UInt8>) -> (bigEndian: Bool, skip: Int)? {
        guard head.count >= 2 else { return nil }
        let start = head.startIndex
        if head[start] == 0xFF, head[start + 1] == 0xFE { return (false, 2) }
        if head[start] == 0xFE, head[start + 1] == 0xFF { return (true, 2) }
        guard head.count >= 4 else { return nil }
        let bytes = Array(head.prefix(4))
        if bytes[0] != 0, bytes[0] < 0x80, bytes[1] == 0, bytes[2] != 0, bytes[2] < 0x80, bytes[3] == 0 {
            return (false, 0)
        }
        if bytes[0] == 0, bytes[1] != 0, bytes[1] < 0x80, bytes[2] == 0, bytes[3] != 0, bytes[3] < 0x80 {
            return (true, 0)
        }
        return nil
    }

    /// The UTF-8 bytes of the next piece of UTF-16 input.
    mutating func transcode<C: Collection>(_ input: C) -> [UInt8] where C.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        for byte in input {
            guard let first = pendingByte else {
                pendingByte = byte
                continue
            }
            pendingByte = nil
            let unit = bigEndian ? UInt16(first) << 8 | UInt16(byte) : UInt16(byte) << 8 | UInt16(first)
            append(unit, to: &output)
        }
        return output
    }

    /// What is left at the end of the input: a lone byte or half a surrogate pair, as U+FFFD.
    mutating func finish() -> [UInt8] {
        var output: [UInt8] = []
        if pendingHighSurrogate != nil || pendingByte != nil { output = Array("\u{FFFD}".utf8) }
        pendingHighSurrogate = nil
        pendingByte = nil
        return output
    }

    private mutating func append(_ unit: UInt16, to output: inout [UInt8]) {
        if let high = pendingHighSurrogate {
            pendingHighSurrogate = nil
            if (0xDC00...0xDFFF).contains(unit) {
                let value = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
                output.append(contentsOf: String(Unicode.Scalar(value)!).utf8)
                return
            }
            output.append(contentsOf: "\u{FFFD}".utf8)
        }
        if (0xD800...0xDBFF).contains(unit) {
            pendingHighSurrogate = unit
        } else if let scalar = Unicode.Scalar(unit) {
            output.append(contentsOf: String(scalar).utf8)
        } else {
            output.append(contentsOf: "\u{FFFD}".utf8)
        }
    }
}
