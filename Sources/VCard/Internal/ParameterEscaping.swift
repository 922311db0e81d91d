/// RFC 6868 escapes in parameter values (`^n` newline, `^'` double quote, `^^` caret),
/// and the quoting that a parameter value needs when written.
enum ParameterEscaping {
    static func decode(_ text: String) -> String {
        var output = ""
        var caret = false
        for scalar in text.unicodeScalars {
            if caret {
                switch scalar {
                case "n", "N": output += "\n"
                case "'": output += "\""
                case "^": output += "^"
                default:
                    output += "^"
                    output.unicodeScalars.append(scalar)
                }
                caret = false
            } else if scalar == "^" {
                caret = true
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        if caret { output += "^" }
        return output
    }

    /// The value as written in a 3.0/4.0 parameter: RFC 6868-escaped, quoted when it holds `:` `;` `,`.
    static func encode(_ value: String) -> String {
        var escaped = value
        if value.utf8.contains(where: {
            $0 == UInt8(ascii: "^") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
        }) {
            escaped = ""
            var previousWasCR = false
            for scalar in value.unicodeScalars {
                switch scalar {
                case "^": escaped += "^^"
                case "\"": escaped += "^'"
                case "\r": escaped += "^n"
                case "\n": if !previousWasCR { escaped += "^n" }
                default: escaped.unicodeScalars.append(scalar)
                }
                previousWasCR = scalar == "\r"
            }
        }
        if escaped.utf8.contains(where: {
            $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",")
        }) {
            return "\"" + escaped + "\""
        }
        return escaped
    }
}
