/// Parses one logical content line into a canonical ``VCardProperty``.
///
/// `[group.]NAME *(;PARAM[=value *(,value)]) : value`, with vCard 2.1 bare parameters,
/// quoted parameter values, RFC 6868 `^` escapes (3.0 and 4.0), QUOTED-PRINTABLE,
/// `CHARSET=` and base64 (which becomes a `data:` URI). See ``VCardParameter`` and
/// ``VCardProperty`` for the canonical form.
struct PropertyParser {
    let version: VCardVersion
    /// The line being parsed, for problems.
    var lineNumber = 0
    var problems: [VCardError] = []
    /// The charset for 8-bit text that is not UTF-8 and declares none (see ``CardParser/declaredCharset(_:)``).
    var fallbackCharset: String?

    // Scratch storage reused from line to line, so parsing a line allocates only what it returns.
    private var rawParameters: [RawParameter] = []
    private var valueRanges: [Range<Int>] = []
    private var types: [String] = []

    init(version: VCardVersion) {
        self.version = version
    }

    /// A parameter as written: byte ranges into the line.
    private struct RawParameter {
        var name: Range<Int>
        /// Indices into `valueRanges`; empty for a bare (vCard 2.1) parameter.
        var values: Range<Int>
        var isBare: Bool
    }

    /// The property on `line`, or nil when the line is not a property (no valid name, no colon).
    mutating func parse(_ line: ArraySlice<UInt8>) -> VCardProperty? {
        var index = line.startIndex
        let end = line.endIndex
        while index < end, line[index] == 0x20 || line[index] == 0x09 { index += 1 }

        // [group.]name
        var group: String?
        var nameStart = index
        while index < end {
            let byte = line[index]
            if NameBytes.isAllowed(byte, allowingDots: false) {  // a dot ends a group, below
                index += 1
            } else if byte == UInt8(ascii: "."), index > nameStart {
                group = String(decoding: line[line.startIndex..<index].drop { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
                index += 1
                nameStart = index
            } else {
                break
            }
        }
        let nameEnd = index
        guard nameEnd > nameStart else { return nil }
        while index < end, line[index] == 0x20 { index += 1 }
        guard index < end, line[index] == UInt8(ascii: ";") || line[index] == UInt8(ascii: ":") else { return nil }
        var name = asciiString(line[nameStart..<nameEnd], upper: true)
        if let written = group, let repaired = NameBytes.repaired(written) {
            problems.append(.repairedName(line: lineNumber, name: written, repaired: repaired))
            group = repaired
        }
        if let repaired = NameBytes.repaired(name) {
            problems.append(.repairedName(line: lineNumber, name: name, repaired: repaired))
            name = repaired
        }

        // ;parameters
        rawParameters.removeAll(keepingCapacity: true)
        valueRanges.removeAll(keepingCapacity: true)
        while index < end, line[index] == UInt8(ascii: ";") {
            index += 1
            guard let parameter = parseParameter(line, at: &index) else { return nil }
            if parameter.name.isEmpty {
                problems.append(.emptyParameter(line: lineNumber))
                continue
            }
            rawParameters.append(parameter)
        }
        guard index < end, line[index] == UInt8(ascii: ":") else { return nil }
        let valueBytes = line[(index + 1)...]

        // Canonical parameters.
        var encoding = ContentLineHead.TransferEncoding.none
        var charset: String?
        var parameters: [VCardParameter] = []
        types.removeAll(keepingCapacity: true)
        var typeIndex: Int?
        for raw in rawParameters {
            var rawName = line[raw.name]
            if raw.isBare {
                if equalsIgnoringCase(rawName, "QUOTED-PRINTABLE") || equalsIgnoringCase(rawName, "QP") {
                    encoding = .quotedPrintable
                } else if equalsIgnoringCase(rawName, "BASE64") || equalsIgnoringCase(rawName, "B") {
                    encoding = .base64  // `PHOTO;PNG;B:` as some 2.1 writers put it
                } else if equalsIgnoringCase(rawName, "INLINE") {
                    continue  // 2.1's VALUE=INLINE, the default
                } else if Self.isCharsetName(rawName) {
                    charset = asciiString(rawName, upper: false)  // `N;utf-8:…`
                } else if Self.isLanguageTag(rawName) {
                    parameters.append(
                        VCardParameter(canonicalName: "LANGUAGE", values: [asciiString(rawName, upper: false)]))
                } else if !equalsIgnoringCase(rawName, "7BIT"), !equalsIgnoringCase(rawName, "8BIT") {
                    typeIndex = typeIndex ?? parameters.count
                    // As in TYPE=a,b, a comma separates types (a type holding one could not be written).
                    for word in rawName.split(separator: UInt8(ascii: ",")) {
                        types.append(asciiLowercased(word))
                    }
                }
                continue
            }
            if !rawName.allSatisfy(NameBytes.isValid) {
                // White space, control bytes, quotes or non-ASCII inside a name: the writer cannot
                // write them, so they are not kept (`X-\u{1}A B` is read as `X-AB`); other bytes no
                // name may hold (`_`, `/`, `.`) are read as `-`.
                let written = CharsetDecoder.utf8OrWindows1252(rawName)
                rawName = ArraySlice(
                    rawName.filter { NameBytes.isAllowed($0, allowingDots: true) }
                        .map { NameBytes.isValid($0) ? $0 : UInt8(ascii: "-") })
                if rawName.isEmpty {
                    problems.append(.emptyParameter(line: lineNumber))
                    continue
                }
                problems.append(
                    .repairedName(line: lineNumber, name: written, repaired: String(decoding: rawName, as: UTF8.self)))
            }
            if equalsIgnoringCase(rawName, "TYPE") {
                typeIndex = typeIndex ?? parameters.count
                for valueIndex in raw.values {
                    var bytes = line[valueRanges[valueIndex]]
                    // A quoted list (`TYPE="voice,home"`, RFC 6350's own example) is a list too.
                    while let comma = bytes.firstIndex(of: UInt8(ascii: ",")) {
                        appendType(bytes[..<comma])
                        bytes = bytes[(comma + 1)...]
                    }
                    appendType(bytes)
                }
                continue
            }
            let values = raw.values.map { decodeParameterValue(line[valueRanges[$0]]) }
            if equalsIgnoringCase(rawName, "ENCODING") {
                switch values.first?.uppercased() {
                case "QUOTED-PRINTABLE", "QP": encoding = .quotedPrintable
                case "B", "BASE64": encoding = .base64
                case "7BIT", "8BIT": break
                default: parameters.append(VCardParameter(canonicalName: "ENCODING", values: values))
                }
            } else if equalsIgnoringCase(rawName, "CHARSET") {
                charset = values.first
            } else {
                parameters.append(VCardParameter(canonicalName: asciiString(rawName, upper: true), values: values))
            }
        }

        // Value.
        var value: String
        /// Whether the property held data that is not base64 and is kept under an X- name.
        var renamedInvalid = false
        let dataURIComma = InlineData.isBinaryProperty(name) ? dataURIHeaderEnd(valueBytes) : nil
        let isDataURI = dataURIComma != nil
        if encoding == .base64, isDataURI {
            encoding = .none  // `ENCODING=b` on a value that is already a data: URI (seen from Radicale clients)
            if let position = types.firstIndex(where: { MediaType.fromTypeWord($0, property: name) != nil }) {
                types.remove(at: position)
            }
        }
        if encoding == .none, !isDataURI, InlineData.isBinaryProperty(name), valueBytes.count >= 8,
            !Self.isURI(valueBytes),
            let payload = Base64.compact(valueBytes), MediaType.sniff(base64: payload[...]) != MediaType.octetStream
        {
            encoding = .base64  // an image in base64 without ENCODING, as Thunderbird writes `PHOTO:iVBORw0…`
        }
        if encoding == .base64, var payload = Base64.compact(valueBytes) {
            if !Base64.hasCanonicalLength(payload.utf8) {
                // Python's base64, and so vobject and khard, refuse what other decoders accept.
                payload = Base64.encode(Base64.decode(payload.utf8) ?? [])
                problems.append(.repairedBase64(line: lineNumber, property: name))
            }
            var mediaType: String?
            if let position = types.firstIndex(where: { MediaType.fromTypeWord($0, property: name) != nil }) {
                mediaType = MediaType.fromTypeWord(types.remove(at: position), property: name)
            }
            parameters.removeAll { $0.name == "VALUE" && $0.values.first?.lowercased() == "binary" }
            value = "data:\(mediaType ?? MediaType.sniff(base64: payload[...]));base64,\(payload)"
        } else {
            if encoding == .base64 {
                problems.append(.invalidBase64(line: lineNumber, property: name))
                // Not base64: a URI (kept as one), or data no reader can use, kept as text under an
                // X- name so that nothing is lost and no reader tries to decode it.
                if InlineData.isBinaryProperty(name), !Self.isURI(valueBytes) { renamedInvalid = true }
            }
            let decodedBytes = encoding == .quotedPrintable ? QuotedPrintable.decode(valueBytes)[...] : valueBytes
            var effectiveCharset = charset
            if charset == nil, let fallbackCharset, decodedBytes.contains(where: { $0 >= 0x80 }),
                String(validating: decodedBytes, as: UTF8.self) == nil
            {
                effectiveCharset = fallbackCharset
            }
            switch CharsetDecoder.decode(decodedBytes, charset: effectiveCharset) {
            case .decoded(let text): value = text
            case .unsupportedCharset(let text):
                value = text
                problems.append(.unsupportedCharset(line: lineNumber, charset: charset ?? ""))
            }
            if encoding == .quotedPrintable { value = TextEscaping.escapingLineBreaks(value) }
            if let comma = dataURIComma, valueBytes[..<comma].contains(UInt8(ascii: "\\")) {
                // The header escaped as text (khard's `data:image/jpeg;base64\,…`, DAViCal's
                // `data:image/jpeg\;base64\,…`): a URI holds no backslash, so each one goes.
                value =
                    String(decoding: valueBytes[..<comma].filter { $0 != UInt8(ascii: "\\") }, as: UTF8.self)
                    + String(decoding: valueBytes[comma...], as: UTF8.self)
            }
            if isDataURI {
                parameters.removeAll { $0.name == "VALUE" && ["uri", "url"].contains($0.values.first?.lowercased()) }
                if let inline = InlineData(value), Base64.isCompact(inline.payload.utf8),
                    !Base64.hasCanonicalLength(inline.payload.utf8)
                {
                    value = "data:\(inline.mediaType);base64,\(Base64.encode(Base64.decode(inline.payload.utf8) ?? []))"
                    problems.append(.repairedBase64(line: lineNumber, property: name))
                }
            }
        }

        // Looked for by bytes (a control character is one byte, never part of another's).
        if value.containsByte(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) {
            value.unicodeScalars.removeAll(where: Self.isControl)
            problems.append(.controlCharacters(line: lineNumber, property: name))
        }
        if typeIndex != nil || !parameters.isEmpty { insertTypes(at: typeIndex, into: &parameters) }
        if renamedInvalid { name = "X-INVALID-" + name }
        return VCardProperty(canonicalGroup: group, name: name, parameters: parameters, value: value)
    }

    /// Control characters no vCard value can carry: C0 controls but tab (line breaks are already
    /// `\n` escapes) and DEL.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }

    /// Whether a bare 2.1 parameter names a character set (`N;utf-8:…`) rather than a TYPE.
    private static func isCharsetName(_ bytes: ArraySlice<UInt8>) -> Bool {
        let word = asciiLowercased(bytes)
        return [
            "utf-8", "utf8", "us-ascii", "ascii", "shift_jis", "shift-jis", "sjis", "euc-jp", "iso-2022-jp", "big5",
            "gb2312", "gbk", "koi8-r", "utf-16",
        ].contains(word)
            || word.hasPrefix("iso-8859-") || word.hasPrefix("windows-125") || word.hasPrefix("cp125")
    }

    /// Whether a bare 2.1 parameter is a language tag with a region (`de-DE`, `en-us`): a LANGUAGE.
    private static func isLanguageTag(_ bytes: ArraySlice<UInt8>) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count >= 2, (2...3).contains(parts[0].count),
            parts[0].allSatisfy({ $0 &- 0x41 < 26 || $0 &- 0x61 < 26 })
        else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy(NameBytes.isValid) }
    }

    /// Whether a value is a URI: `scheme://…`, or one of the schemes without `//` cards use (`urn:`,
    /// `cid:`, `mailto:`, `tel:`, `data:`), with no white space. (Garbage base64 can hold a colon.)
    static func isURI(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > bytes.startIndex,
            colon - bytes.startIndex <= 16,
            bytes[bytes.startIndex] &- 0x41 < 26 || bytes[bytes.startIndex] &- 0x61 < 26,
            !bytes.contains(where: { $0 <= 0x20 })
        else { return false }
        let scheme = bytes[bytes.startIndex..<colon]
        guard scheme.allSatisfy({ NameBytes.isValid($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".") }) else {
            return false
        }
        let rest = bytes[(colon + 1)...]
        if rest.starts(with: "//".utf8) { return rest.count > 2 }
        return ["urn", "cid", "mailto", "tel", "data"].contains(asciiLowercased(scheme)) && !rest.isEmpty
    }

    private mutating func appendType(_ bytes: ArraySlice<UInt8>) {
        guard !bytes.isEmpty else { return }
        types.append(
            bytes.contains(UInt8(ascii: "^")) ? decodeParameterValue(bytes).lowercased() : asciiLowercased(bytes))
    }

    /// Puts the merged TYPE values at the place the first TYPE appeared, turning `pref` into `PREF=1`
    /// and keeping `PREF` (only the first) right after `TYPE`, or last when no TYPE value is left
    /// (where a `PREF` parameter lands too, so that `TYPE=pref` and `PREF=1` read the same).
    private mutating func insertTypes(at typeIndex: Int?, into parameters: inout [VCardParameter]) {
        var unique: [String] = []
        var saysPref = false
        for type in types {
            if type == "pref" {
                saysPref = true
            } else if !unique.contains(type) {
                unique.append(type)
            }
        }
        // One preference: the first PREF. A second one was moved here on every reading, in turn, so a
        // card never read back the same; it says nothing the first does not.
        var preference = parameters.first { $0.name == "PREF" }
        parameters.removeAll { $0.name == "PREF" }
        if preference == nil, saysPref { preference = VCardParameter(canonicalName: "PREF", values: ["1"]) }
        var insertAt = min(typeIndex ?? parameters.count, parameters.count)
        if unique.isEmpty {
            insertAt = parameters.count
        } else {
            parameters.insert(VCardParameter(canonicalName: "TYPE", values: unique), at: insertAt)
            insertAt += 1
        }
        if let preference { parameters.insert(preference, at: insertAt) }
    }

    /// Parses one parameter starting at `index` (just after its `;`); nil when the line ends inside it.
    private mutating func parseParameter(_ line: ArraySlice<UInt8>, at index: inout Int) -> RawParameter? {
        let end = line.endIndex
        while index < end, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        let nameStart = index
        while index < end {
            let byte = line[index]
            if byte == UInt8(ascii: "=") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            index += 1
        }
        guard index < end else { return nil }
        var nameEnd = index
        while nameEnd > nameStart, line[nameEnd - 1] == 0x20 || line[nameEnd - 1] == 0x09 { nameEnd -= 1 }
        let firstValue = valueRanges.count
        guard line[index] == UInt8(ascii: "=") else {
            return RawParameter(name: nameStart..<nameEnd, values: firstValue..<firstValue, isBare: true)
        }
        index += 1
        while true {
            guard index < end else { return nil }
            if line[index] == UInt8(ascii: "\"") {
                let valueStart = index + 1
                guard let close = line[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                valueRanges.append(valueStart..<close)
                index = close + 1
                // Tolerate junk between the closing quote and the next delimiter.
                while index < end, line[index] != UInt8(ascii: ","), line[index] != UInt8(ascii: ";"),
                    line[index] != UInt8(ascii: ":")
                { index += 1 }
            } else {
                let valueStart = index
                while index < end {
                    let byte = line[index]
                    if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
                    index += 1
                }
                valueRanges.append(valueStart..<index)
            }
            guard index < end else { return nil }
            if line[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            return RawParameter(name: nameStart..<nameEnd, values: firstValue..<valueRanges.count, isBare: false)
        }
    }

    /// A parameter value as text, with RFC 6868 `^n` `^^` `^'` decoded (3.0 and 4.0).
    private func decodeParameterValue(_ bytes: ArraySlice<UInt8>) -> String {
        let text = CharsetDecoder.utf8OrWindows1252(bytes)
        guard version != .v2_1, bytes.contains(UInt8(ascii: "^")) else { return text }
        return ParameterEscaping.decode(text)
    }

    /// For a `data:` URI (`data:<media type>[;params][;base64],<data>`), the index of the comma that
    /// ends its header; nil for any other value (a note that starts "Data: 3 disks, 2 tapes" is text).
    /// The comma may be escaped as `\,`, as khard writes it.
    private func dataURIHeaderEnd(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count > 5 else { return nil }
        let start = bytes.startIndex
        guard asciiLower(bytes[start]) == UInt8(ascii: "d"), asciiLower(bytes[start + 1]) == UInt8(ascii: "a"),
            asciiLower(bytes[start + 2]) == UInt8(ascii: "t"), asciiLower(bytes[start + 3]) == UInt8(ascii: "a"),
            bytes[start + 4] == UInt8(ascii: ":")
        else { return nil }
        var index = start + 5
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: ","):
                return index
            case UInt8(ascii: "\\"):
                // Escaped as text: khard's `base64\,`, DAViCal's `image/jpeg\;base64\,`.
                guard index + 1 < bytes.endIndex else { return nil }
                if bytes[index + 1] == UInt8(ascii: ",") { return index + 1 }
                guard bytes[index + 1] == UInt8(ascii: ";") else { return nil }
                index += 2
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ";"),
                UInt8(ascii: "="),
                UInt8(ascii: "_"):
                index += 1
            default:
                return nil
            }
        }
        return nil
    }
}

/// Whether `bytes` spell `word` (upper-case ASCII), ignoring case.
@inline(__always)
func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
    guard bytes.count == word.utf8CodeUnitCount else { return false }
    let key = word.utf8Start
    var offset = 0
    for byte in bytes {
        if asciiUpper(byte) != key[offset] { return false }
        offset += 1
    }
    return true
}

/// The lower-case text of ASCII bytes (other text is decoded, then lower-cased).
func asciiLowercased(_ bytes: ArraySlice<UInt8>) -> String {
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return CharsetDecoder.utf8OrWindows1252(bytes).lowercased() }
    return String(unsafeUninitializedCapacity: bytes.count) { output in
        var count = 0
        for byte in bytes {
            output[count] = asciiLower(byte)
            count += 1
        }
        return count
    }
}

/// A string from ASCII bytes, optionally upper-cased (non-ASCII bytes are kept as UTF-8 would read them).
func asciiString(_ bytes: ArraySlice<UInt8>, upper: Bool) -> String {
    guard upper else { return CharsetDecoder.utf8OrWindows1252(bytes) }
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return CharsetDecoder.utf8OrWindows1252(bytes).uppercased() }
    return String(unsafeUninitializedCapacity: bytes.count) { output in
        var count = 0
        for byte in bytes {
            output[count] = asciiUpper(byte)
            count += 1
        }
        return count
    }
}
