/// Turns the collected lines of one card into a ``VCard``.
///
/// Parsing waits for `END:VCARD` because `VERSION` may come anywhere in the card and
/// decides how parameter values are read.
enum CardParser {
    static func parse(
        bytes: [UInt8], records: ArraySlice<CardRecord>, firstLine: Int, problems: inout [VCardError]
    ) -> VCard {
        let version = findVersion(bytes: bytes, records: records, firstLine: firstLine, problems: &problems)
        var properties: [VCardProperty] = []
        properties.reserveCapacity(records.count)
        var parser = PropertyParser(version: version)
        parser.fallbackCharset = declaredCharset(bytes)
        var index = records.startIndex
        while index < records.endIndex {
            switch records[index] {
            case .line(let number, let range):
                parser.lineNumber = number
                if let property = parser.parse(bytes[range]) {
                    if property.name == "BEGIN" || property.name == "END" {
                        // Not BEGIN:VCARD or END:VCARD (those are structure): the delimiter of something
                        // else, which no card holds and which the writer, writing BEGIN and END itself,
                        // would drop. Dropped here, so that what is read is what is written.
                        problems.append(.malformedLine(line: number))
                    } else if property.name != "VERSION" {
                        properties.append(property)
                    }
                } else if let last = properties.indices.last {
                    problems.append(.joinedToPreviousLine(line: number))
                    appendLine(CharsetDecoder.utf8OrWindows1252(bytes[range]), to: &properties[last])
                } else {
                    problems.append(.malformedLine(line: number))
                }
                index += 1
            case .beginNested(let line):
                let close = matchingEnd(records, from: index)
                let nested = parse(
                    bytes: bytes, records: records[(index + 1)..<close], firstLine: line, problems: &problems)
                let text = TextEscaping.escape(
                    VCardWriter(version: nested.version == .v4_0 ? .v4_0 : .v3_0).string(nested))
                if let last = properties.indices.last, properties[last].name == "AGENT", properties[last].value.isEmpty
                {
                    properties[last].value = text
                } else {
                    properties.append(VCardProperty(canonicalGroup: nil, name: "AGENT", parameters: [], value: text))
                }
                index = min(close + 1, records.endIndex)
            case .endNested:
                index += 1
            }
        }
        problems.append(contentsOf: parser.problems)
        return VCard(version: version, properties: properties)
    }

    /// The charset one of the card's properties declares (`LABEL;CHARSET=Windows-1251:…`), for its other
    /// 8-bit text that declares none: a 2.1 writer that says it for one value wrote every value in it.
    /// Nil when the card has no byte above ASCII or declares no charset (or UTF-8).
    static func declaredCharset(_ bytes: [UInt8]) -> String? {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        let key = Array("CHARSET=".utf8)
        var index = 0
        while index + key.count < bytes.count {
            if asciiUpper(bytes[index]) == key[0],
                (0..<key.count).allSatisfy({ asciiUpper(bytes[index + $0]) == key[$0] })
            {
                let start = index + key.count
                var end = start
                while end < bytes.count,
                    ![UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: ","), 0x20].contains(bytes[end])
                { end += 1 }
                let charset = String(decoding: bytes[start..<end], as: UTF8.self).trimming("\"")
                if !["UTF-8", "UTF8", "US-ASCII", "ASCII"].contains(charset.uppercased()), !charset.isEmpty {
                    return charset
                }
                index = end
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Adds a stray line (a value broken over lines without folding) to a property's value.
    private static func appendLine(_ text: String, to property: inout VCardProperty) {
        if property.value.hasSuffix("\\"), !property.value.hasSuffix("\\\\") {
            property.value.removeLast()  // Android's backslash line continuation
        }
        property.value += "\\n" + text
    }

    /// The index of the `endNested` matching the `beginNested` at `start` (or the end of `records`).
    private static func matchingEnd(_ records: ArraySlice<CardRecord>, from start: Int) -> Int {
        var depth = 0
        for index in start..<records.endIndex {
            switch records[index] {
            case .beginNested: depth += 1
            case .endNested:
                depth -= 1
                if depth == 0 { return index }
            case .line: break
            }
        }
        return records.endIndex
    }

    private static func findVersion(
        bytes: [UInt8], records: ArraySlice<CardRecord>, firstLine: Int, problems: inout [VCardError]
    ) -> VCardVersion {
        var depth = 0
        for record in records {
            switch record {
            case .beginNested: depth += 1
            case .endNested: depth -= 1
            case .line(let number, let range):
                guard depth == 0, let text = versionValue(bytes[range]) else { continue }
                if let version = VCardVersion(rawValue: text) { return version }
                if text == "4" { return .v4_0 }  // seen in the wild; unambiguous
                if text == "3" { return .v3_0 }
                problems.append(.unsupportedVersion(line: number, version: text))
                if text.hasPrefix("2") { return .v2_1 }
                if text.hasPrefix("4") { return .v4_0 }
                return .v3_0
            }
        }
        problems.append(.missingVersion(line: firstLine))
        return .v3_0
    }

    /// The trimmed value of a `VERSION:` line, or nil when the line is another property.
    private static func versionValue(_ line: ArraySlice<UInt8>) -> String? {
        let keyword = Array("VERSION".utf8)
        var index = ContentLineHead.skippingGroup(line)
        guard line.endIndex - index > keyword.count else { return nil }
        for offset in 0..<keyword.count where asciiUpper(line[index + offset]) != keyword[offset] { return nil }
        index += keyword.count
        while index < line.endIndex, line[index] == 0x20 { index += 1 }
        guard index < line.endIndex, line[index] == UInt8(ascii: ":") else { return nil }
        let value = line[(index + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
        return String(decoding: value, as: UTF8.self).trimming(" \t")
    }
}

extension String {
    /// The string without leading and trailing characters from `set`.
    func trimming(_ set: String) -> String {
        // Most values have nothing to trim: a first and last byte outside `set` (whose characters
        // are single ASCII scalars) begin and end characters that cannot be in it.
        if let first = utf8.first, let last = utf8.last, !set.utf8.contains(first), !set.utf8.contains(last) {
            return self
        }
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
