/// Writes cards as vCard 3.0 (the default, the most widely understood) or 4.0.
///
/// Lines end in CRLF and are folded at 75 octets, never inside a UTF-8 sequence.
/// Values are written in their escaped form; inline binary data is written as
/// `ENCODING=b` base64 in 3.0 (when that reads back as the same value; as the `data:` URI otherwise)
/// and as a `data:` URI in 4.0, and `PREF=1` becomes
/// `TYPE=pref` in 3.0, so that reading the output gives back the same ``VCard``.
///
/// ```swift
/// let bytes = VCardWriter(version: .v4_0).bytes(cards)
/// ```
public struct VCardWriter: Sendable {
    /// The versions the writer produces.
    public enum Version: String, Sendable, CaseIterable {
        /// vCard 3.0 (RFC 2426).
        case v3_0 = "3.0"
        /// vCard 4.0 (RFC 6350).
        case v4_0 = "4.0"
    }

    /// The version written.
    public var version: Version

    /// Creates a writer.
    public init(version: Version = .v3_0) {
        self.version = version
    }

    /// Appends one card to `output`.
    public func write(_ card: VCard, into output: inout [UInt8]) {
        // A card's bytes are about its values' and names' (a card written alone grew from empty
        // seven times or so). Only into an empty buffer: reserving a little more for each card of
        // a long export would copy the whole buffer each time.
        if output.isEmpty { output.reserveCapacity(64 + card.properties.reduce(0) { $0 + $1.value.utf8.count + 32 }) }
        output.append(contentsOf: "BEGIN:VCARD\r\nVERSION:".utf8)
        output.append(contentsOf: version.rawValue.utf8)
        output.append(contentsOf: "\r\n".utf8)
        var line: [UInt8] = []
        line.reserveCapacity(128)
        for property in card.properties where !Self.structuralNames.contains(property.name) {
            line.removeAll(keepingCapacity: true)
            contentLine(property, into: &line)
            Folding.appendFolded(line, to: &output)
        }
        output.append(contentsOf: "END:VCARD\r\n".utf8)
    }

    /// The bytes of `cards`, one after another.
    public func bytes<S: Sequence>(_ cards: S) -> [UInt8] where S.Element == VCard {
        var output: [UInt8] = []
        for card in cards { write(card, into: &output) }
        return output
    }

    /// One card as a string.
    public func string(_ card: VCard) -> String {
        var output: [UInt8] = []
        write(card, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - Content lines

    /// Properties the writer writes itself; one in a card's properties would end or restart the card.
    private static let structuralNames: Set<String> = ["BEGIN", "END", "VERSION"]

    private func contentLine(_ property: VCardProperty, into line: inout [UInt8]) {
        if let group = property.group, !group.isEmpty {
            appendName(group, to: &line)
            line.append(UInt8(ascii: "."))
        }
        appendName(property.name, to: &line)
        var parameters = property.parameters
        var value = Substring(property.value)
        if version == .v3_0 {
            if let encoded = Self.base64Form(of: property) {
                value = encoded.payload
                parameters.append(VCardParameter(canonicalName: "ENCODING", values: ["b"]))
                if let word = encoded.typeWord {
                    parameters.append(VCardParameter(canonicalName: "TYPE", values: [word]))
                }
            }
            foldPreferenceIntoType(&parameters)
        }
        for parameter in parameters {
            line.append(UInt8(ascii: ";"))
            appendName(parameter.name, to: &line)
            guard !parameter.values.isEmpty else { continue }
            line.append(UInt8(ascii: "="))
            for (index, parameterValue) in parameter.values.enumerated() {
                if index > 0 { line.append(UInt8(ascii: ",")) }
                Self.append(ParameterEscaping.encode(parameterValue)[...], to: &line)
            }
        }
        line.append(UInt8(ascii: ":"))
        if value.containsByte(0x0A) || value.containsByte(0x0D) {
            Self.append(TextEscaping.escapingLineBreaks(String(value))[...], to: &line)
        } else {
            Self.append(value, to: &line)
        }
    }

    /// Appends the UTF-8 of `text` in one copy when its bytes are contiguous (a native string's
    /// are): appending a `UTF8View` as a sequence copies it byte by byte, a third of the writer's
    /// instructions.
    private static func append(_ text: Substring, to line: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { line.append(contentsOf: $0) }
        if copied == nil { line.append(contentsOf: text.utf8) }
    }

    /// How 3.0 writes the inline data of `property`: the base64 payload with `ENCODING=b`, and the
    /// `TYPE` word naming its media type. Nil when `property` holds no inline data, or when reading
    /// that back would not give its value again (the payload is not plain base64; the media type is
    /// not one the reader would name the same, e.g. `data:;base64,` or `DATA:IMAGE/PNG;BASE64,`; a
    /// TYPE value already names a media type): then the `data:` URI is written as it is, which 3.0
    /// readers take as a URI.
    private static func base64Form(of property: VCardProperty) -> (payload: Substring, typeWord: String?)? {
        guard InlineData.isBinaryProperty(property.name), let inline = InlineData(property.value),
            Base64.isCompact(inline.payload.utf8), Base64.hasCanonicalLength(inline.payload.utf8),
            !property.types.contains(where: { MediaType.fromTypeWord($0, property: property.name) != nil })
        else { return nil }
        let word = MediaType.typeWord(for: inline.mediaType, property: property.name)
        let mediaTypeRead =
            word.flatMap { MediaType.fromTypeWord($0, property: property.name) }
            ?? MediaType.sniff(base64: inline.payload)
        guard property.value == "data:\(mediaTypeRead);base64,\(inline.payload)" else { return nil }
        return (inline.payload, word)
    }

    /// Appends a group, property or parameter name, dropping any byte that would change how the
    /// line splits (delimiters, white space, control characters, non-ASCII) and writing any other byte
    /// the RFCs do not allow in a name (`_`, `/`, `@`, a dot) as `-`, as the reader repairs it
    /// (``NameBytes``): no reader sees another property, and strict readers accept the name.
    private func appendName(_ name: String, to line: inout [UInt8]) {
        for byte in name.utf8 where NameBytes.isAllowed(byte, allowingDots: true) {
            line.append(NameBytes.isValid(byte) ? byte : UInt8(ascii: "-"))
        }
    }

    /// vCard 3.0 has no `PREF` parameter: `PREF=1` is written as a `pref` TYPE value.
    private func foldPreferenceIntoType(_ parameters: inout [VCardParameter]) {
        guard let preferenceIndex = parameters.firstIndex(where: { $0.name == "PREF" && $0.values == ["1"] }) else {
            return
        }
        if let typeIndex = parameters.firstIndex(where: { $0.name == "TYPE" }) {
            parameters[typeIndex].values.append("pref")
            parameters.remove(at: preferenceIndex)
        } else {
            parameters[preferenceIndex] = VCardParameter(canonicalName: "TYPE", values: ["pref"])
        }
    }
}
