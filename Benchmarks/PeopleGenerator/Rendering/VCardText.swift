// Text encodings the three sources use: vCard 3.0 escapes, vCard 2.1 QUOTED-PRINTABLE, line folding.

enum VCardText {
    /// A vCard 3.0 text value or structured component: `\` `,` `;` and line breaks escaped.
    static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "," || $0 == ";" || $0 == "\n" }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ",": result += "\\,"
            case ";": result += "\\;"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// Whether a vCard 2.1 value must be QUOTED-PRINTABLE (non-ASCII or a line break).
    static func needsQuotedPrintable(_ text: String) -> Bool {
        text.utf8.contains { $0 >= 0x80 || $0 == 0x0A || $0 == 0x0D }
    }

    /// UTF-8 bytes as QUOTED-PRINTABLE, line breaks as `=0D=0A`, with soft line breaks (`=` CRLF) so
    /// that no physical line is longer than 76 characters; `firstLineUsed` is what the property's name
    /// and parameters already take on the first line. `;` is left alone (a structure separator).
    static func quotedPrintable(_ text: String, firstLineUsed: Int) -> String {
        var result = ""
        var column = firstLineUsed
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            let piece: String
            if byte == 0x0A {
                piece = "=0D=0A"
            } else if byte == 0x0D {
                continue
            } else if byte == 0x3D || byte >= 0x7F || byte < 0x20 || (byte == 0x20 && index == bytes.count - 1) {
                piece = "=" + hex(byte)
            } else {
                piece = String(UnicodeScalar(byte))
            }
            if column + piece.count > 75 {
                result += "=\r\n"
                column = 0
            }
            result += piece
            column += piece.count
        }
        return result
    }

    /// A content line folded at 75 octets (CRLF and a space), as iCloud folds long photo lines; only
    /// ASCII lines are folded, so no UTF-8 sequence is ever split.
    static func folded(_ line: String) -> String {
        let bytes = Array(line.utf8)
        guard bytes.count > 75, !bytes.contains(where: { $0 >= 0x80 }) else { return line }
        var pieces = [String(decoding: bytes[0..<75], as: UTF8.self)]
        var start = 75
        while start < bytes.count {
            let end = min(bytes.count, start + 74)
            pieces.append(" " + String(decoding: bytes[start..<end], as: UTF8.self))
            start = end
        }
        return pieces.joined(separator: "\r\n")
    }

    /// `7` → `07`.
    static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
