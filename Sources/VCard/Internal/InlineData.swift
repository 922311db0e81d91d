/// A `data:<media type>;base64,<payload>` value, the canonical form of inline binary data.
struct InlineData {
    /// The properties whose value may be binary data; only these are written as `ENCODING=b` in 3.0,
    /// and only in these is a `data:` value read as a URI rather than as text.
    static let binaryProperties: Set<String> = ["PHOTO", "LOGO", "SOUND", "KEY"]

    let mediaType: String
    let payload: Substring

    /// Splits a base64 `data:` URI; nil for any other value.
    init?(_ value: String) {
        guard value.utf8.count > 5, value.utf8.prefix(5).elementsEqual("data:".utf8),
              let comma = value.firstIndex(of: ",") else { return nil }
        let header = value[value.index(value.startIndex, offsetBy: 5)..<comma]
        guard header.lowercased().hasSuffix(";base64") else { return nil }
        mediaType = String(header.dropLast(7)).lowercased()
        payload = value[value.index(after: comma)...]
    }
}
