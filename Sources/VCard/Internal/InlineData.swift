/// A `data:<media type>;base64,<payload>` value, the canonical form of inline binary data.
struct InlineData {
    /// Whether `name` is a property whose value may be binary data (`PHOTO`, `LOGO`, `SOUND`, `KEY`, and
    /// Outlook's `X-MS-CARDPICTURE`, which Outlook reads only as `ENCODING=b`):
    /// only these are written as `ENCODING=b` in 3.0, and only in these is a `data:` value a URI
    /// rather than text. (A switch, not a `Set`: this runs for every property read.)
    static func isBinaryProperty(_ name: String) -> Bool {
        // Most properties are told apart by their first letter, without comparing strings.
        switch name.utf8.first {
        case UInt8(ascii: "P"), UInt8(ascii: "L"), UInt8(ascii: "S"), UInt8(ascii: "K"), UInt8(ascii: "X"): break
        default: return false
        }
        switch name {
        case "PHOTO", "LOGO", "SOUND", "KEY", "X-MS-CARDPICTURE": return true
        default: return false
        }
    }

    let mediaType: String
    let payload: Substring

    /// Splits a base64 `data:` URI; nil for any other value.
    init?(_ value: String) {
        guard value.utf8.count > 5, value.utf8.prefix(5).elementsEqual("data:".utf8),
            let comma = value.firstIndex(of: ",")
        else { return nil }
        let header = value[value.index(value.startIndex, offsetBy: 5)..<comma]
        guard header.lowercased().hasSuffix(";base64") else { return nil }
        mediaType = String(header.dropLast(7)).lowercased()
        payload = value[value.index(after: comma)...]
    }
}
