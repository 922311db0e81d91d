/// A value of a `--json` output. Every command writes its JSON with ``JSONValue`` and
/// ``JSONObject``, so that keys, numbers, `null` and the escaping of strings are written one way.
/// Written by hand rather than with `JSONEncoder`: a million rows stream through it, in the key
/// order docs/usage.md gives.
enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object(JSONObject)

    /// `text`, or `null` when there is none.
    static func string(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

    /// `number`, or `null` when there is none.
    static func int(_ number: Int?) -> JSONValue { number.map { .int($0) } ?? .null }

    /// An array of strings.
    static func strings(_ texts: [String]) -> JSONValue { .array(texts.map { .string($0) }) }

    /// The value as JSON text.
    var json: String {
        var text = ""
        write(into: &text)
        return text
    }

    /// Appends the value as JSON text to `text`: written in place, without a string per value, as
    /// a million rows of `list --json` go through here.
    func write(into text: inout String) {
        switch self {
        case .string(let value): Self.appendQuoted(value, to: &text)
        case .int(let number): text += String(number)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(into: &text)
            }
            text += "]"
        case .object(let object): object.write(into: &text)
        }
    }

    /// A JSON string literal: `"` `\` and control characters escaped, and so are the characters a
    /// terminal or a reader could act on when the JSON is shown: C1 controls (U+0080–U+009F, U+009B
    /// starts an escape sequence on some terminals), bidirectional controls (U+202A–U+202E,
    /// U+2066–U+2069) and U+2028/2029 (line breaks to JavaScript). Built as UTF-8 bytes: linear.
    static func appendQuoted(_ text: String, to json: inout String) {
        // Most values are plain ASCII with nothing to escape: one pass over the bytes, no rebuilding.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            json += "\""
            json += text
            json += "\""
            return
        }
        var output: [UInt8] = [UInt8(ascii: "\"")]
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case "\\": output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case "\n": output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case "\r": output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case "\t": output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            default:
                if needsEscape(scalar.value) {
                    let hex = Array(String(scalar.value, radix: 16).utf8)
                    output += Array("\\u".utf8) + Array(repeating: UInt8(ascii: "0"), count: 4 - hex.count) + hex
                } else {
                    UTF8.encode(scalar) { output.append($0) }
                }
            }
        }
        output.append(UInt8(ascii: "\""))
        json += String(decoding: output, as: UTF8.self)
    }

    /// Whether a scalar is written as `\uXXXX`.
    private static func needsEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
