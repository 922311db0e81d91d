/// Escaping of vCard text values (RFC 6350 §3.4, RFC 2426 §5.8.4).
enum TextEscaping {
    /// Escapes plain text for a value: `\` `,` `;` and line breaks.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x2C || $0 == 0x3B || $0 == 0x0A || $0 == 0x0D }) else {
            return text
        }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case ",": output += "\\,"
            case ";": output += "\\;"
            case "\r": output += "\\n"
            case "\n": if !previousWasCR { output += "\\n" }
            default: output.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return output
    }

    /// Undoes escaping: `\n` and `\N` become a line break, `\,` `\;` `\:` `\\` the character;
    /// any other backslash is kept as written.
    static func unescape<S: StringProtocol>(_ text: S) -> String {
        guard text.containsByte(0x5C) else { return String(text) }
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                switch scalar {
                case "n", "N": output += "\n"
                case ",", ";", ":", "\\": output.unicodeScalars.append(scalar)
                default:
                    output += "\\"
                    output.unicodeScalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        if escaping { output += "\\" }
        return output
    }

    /// Splits an escaped value at the separators (`;` or `,`) that are not escaped.
    /// The parts keep their escapes.
    static func split(_ text: Substring, separator: Character) -> [Substring] {
        let separatorByte = separator.asciiValue!
        var parts: [Substring] = []
        var partStart = text.startIndex
        var escaping = false
        var index = text.utf8.startIndex
        while index < text.utf8.endIndex {
            let byte = text.utf8[index]
            if escaping {
                escaping = false
            } else if byte == 0x5C {
                escaping = true
            } else if byte == separatorByte {
                parts.append(text[partStart..<index])
                partStart = text.utf8.index(after: index)
            }
            index = text.utf8.index(after: index)
        }
        parts.append(text[partStart...])
        return parts
    }

    /// Escaped text with raw line breaks (from QUOTED-PRINTABLE) turned into `\n`.
    static func escapingLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        return text.replacing("\r\n", with: "\\n").replacing("\r", with: "\\n").replacing("\n", with: "\\n")
    }
}
