/// Base64 (RFC 4648, standard alphabet) for inline vCard binary data.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Sextet value of each byte, 0xFF for bytes outside the alphabet.
    private static let sextets: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// Whether `byte` is a base64 character or padding.
    @inline(__always)
    static func isAlphabet(_ byte: UInt8) -> Bool {
        sextets[Int(byte)] != 0xFF || byte == UInt8(ascii: "=")
    }

    /// Whether a whole unindented physical line can continue a vCard 2.1 base64 block.
    static func isContinuationLine(_ line: ArraySlice<UInt8>) -> Bool {
        guard !line.isEmpty else { return false }
        return line.allSatisfy { isAlphabet($0) || $0 == 0x20 || $0 == 0x09 }
    }

    /// Copies the base64 characters of `bytes` into a string, dropping white space.
    /// Returns nil when a byte is neither base64 nor white space, or data follows padding.
    /// Real exporters write too much or too little padding; that is accepted.
    static func compact(_ bytes: ArraySlice<UInt8>) -> String? {
        var valid = true
        let result = sextets.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { input in
                String(unsafeUninitializedCapacity: input.count) { output in
                    var count = 0
                    var sawPadding = false
                    for byte in input {
                        if table[Int(byte)] != 0xFF {
                            if sawPadding { valid = false; return 0 }
                        } else if byte == UInt8(ascii: "=") {
                            sawPadding = true
                        } else if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
                            continue
                        } else {
                            valid = false
                            return 0
                        }
                        output[count] = byte
                        count += 1
                    }
                    return count
                }
            }
        }
        return valid ? result : nil
    }

    /// Decodes base64 text (white space ignored, padding optional, a dangling last character
    /// ignored). Nil when it holds other characters or data after padding.
    static func decode<S: Sequence>(_ text: S) -> [UInt8]? where S.Element == UInt8 {
        var output: [UInt8] = []
        output.reserveCapacity(text.underestimatedCount * 3 / 4)
        var accumulator: UInt32 = 0
        var pending = 0
        var sawPadding = false
        for byte in text {
            let value = sextets[Int(byte)]
            if value != 0xFF {
                if sawPadding { return nil }
                accumulator = accumulator << 6 | UInt32(value)
                pending += 1
                if pending == 4 {
                    output.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                    output.append(UInt8(truncatingIfNeeded: accumulator >> 8))
                    output.append(UInt8(truncatingIfNeeded: accumulator))
                    accumulator = 0
                    pending = 0
                }
            } else if byte == UInt8(ascii: "=") {
                sawPadding = true
            } else if byte != 0x20, byte != 0x09, byte != 0x0D, byte != 0x0A {
                return nil
            }
        }
        switch pending {
        case 0, 1: break  // a dangling sextet (seen in Android exports) carries no whole byte
        case 2: output.append(UInt8(truncatingIfNeeded: accumulator >> 4))
        case 3:
            output.append(UInt8(truncatingIfNeeded: accumulator >> 10))
            output.append(UInt8(truncatingIfNeeded: accumulator >> 2))
        default: break
        }
        return output
    }

    /// Whether ``decode(_:)`` decodes `text`: base64 characters, then optional padding, with white
    /// space anywhere. Decodes nothing, so it allocates nothing.
    static func isValid<S: Sequence>(_ text: S) -> Bool where S.Element == UInt8 {
        isBase64(text, allowingWhiteSpace: true)
    }

    /// Whether `text` is plain base64, as ``compact(_:)`` leaves it: base64 characters, then optional
    /// padding, and nothing else (no white space).
    static func isCompact<S: Sequence>(_ text: S) -> Bool where S.Element == UInt8 {
        isBase64(text, allowingWhiteSpace: false)
    }

    private static func isBase64<S: Sequence>(_ text: S, allowingWhiteSpace: Bool) -> Bool where S.Element == UInt8 {
        var sawPadding = false
        for byte in text {
            if sextets[Int(byte)] != 0xFF {
                if sawPadding { return false }
            } else if byte == UInt8(ascii: "=") {
                sawPadding = true
            } else if !allowingWhiteSpace || (byte != 0x20 && byte != 0x09 && byte != 0x0D && byte != 0x0A) {
                return false
            }
        }
        return true
    }

    /// Whether compact base64 (see ``compact(_:)``) is a whole number of four-character groups with at most
    /// two `=`: what strict decoders (Python's) require.
    static func hasCanonicalLength<C: Collection>(_ text: C) -> Bool where C.Element == UInt8 {
        guard text.count % 4 == 0 else { return false }
        var padding = 0
        for byte in text.reversed() {
            guard byte == UInt8(ascii: "=") else { break }
            padding += 1
        }
        return padding <= 2
    }

    /// Encodes bytes as base64 with padding and no line breaks.
    static func encode<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        let count = (bytes.count + 2) / 3 * 4
        return String(unsafeUninitializedCapacity: count) { output in
            var written = 0
            var iterator = bytes.makeIterator()
            while let first = iterator.next() {
                let second = iterator.next()
                let third = iterator.next()
                let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
                output[written] = alphabet[Int(group >> 18 & 63)]
                output[written + 1] = alphabet[Int(group >> 12 & 63)]
                output[written + 2] = second == nil ? UInt8(ascii: "=") : alphabet[Int(group >> 6 & 63)]
                output[written + 3] = third == nil ? UInt8(ascii: "=") : alphabet[Int(group & 63)]
                written += 4
            }
            return written
        }
    }
}
