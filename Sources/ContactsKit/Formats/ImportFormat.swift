/// The address-book formats `import` reads and `export` writes besides vCard.
public enum ImportFormat: String, Sendable, CaseIterable, Hashable {
    /// vCard 2.1, 3.0 or 4.0.
    case vcard
    /// CSV with a header row: Google Contacts' (both header generations), Outlook's, or any with `--map`.
    case csv
    /// LDIF as Thunderbird and Evolution write it.
    case ldif
    /// abook's `addressbook` file.
    case abook
    /// mutt `alias` lines.
    case mutt

    /// The formats in words, for a message naming what was expected.
    static let expected = "a vCard, CSV (with a header row), LDIF, abook or mutt alias file"

    /// The format of a file from its first bytes (up to 64 KiB), whatever its name; nil when it is
    /// none of them (a binary file, text of another kind).
    ///
    /// An empty file (or only blank lines) is a vCard file of no cards, as before. UTF-16 input is
    /// only ever vCard (the vCard reader transcodes it).
    static func detect(_ head: [UInt8]) -> ImportFormat? {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            || (bytes.count > 1 && (bytes.first == 0 || bytes[bytes.startIndex + 1] == 0))
        {
            // UTF-16: look at every other byte.
            let ascii = bytes.filter { $0 != 0 && $0 != 0xFF && $0 != 0xFE }
            return contains(ascii[...], "begin:vcard") ? .vcard : nil
        }
        if contains(bytes, "begin:vcard") { return .vcard }
        // Control bytes other than tab, line breaks, form feed and a DOS end-of-file mark: binary.
        if bytes.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C && $0 != 0x1A }) {
            return nil
        }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)
            .map { String(decoding: $0, as: UTF8.self).trimmedBlanks }.filter { !$0.isEmpty }
        guard let first = lines.first else { return .vcard }
        let meaningful = lines.filter { !$0.hasPrefix("#") }
        let firstLower = first.lowercased()
        if firstLower.hasPrefix("# abook addressbook file") || meaningful.first?.lowercased() == "[format]" {
            return .abook
        }
        if let line = meaningful.first?.lowercased() {
            if line.hasPrefix("dn:")
                || (line.hasPrefix("version:") && meaningful.dropFirst().first?.lowercased().hasPrefix("dn:") == true)
            {
                return .ldif
            }
            if line.hasPrefix("alias ") || line.hasPrefix("alias\t") { return .mutt }
            if line.hasPrefix("["), line.hasSuffix("]"), Int(line.dropFirst().dropLast()) != nil,
                meaningful.contains(where: { $0.lowercased().hasPrefix("name=") })
            {
                return .abook
            }
        }
        // CSV: a first line of at least two fields.
        let header = Array(first.utf8)[...]
        let delimiter = CSVRecordReader.delimiter(ofHeader: header)
        if header.contains(delimiter) { return .csv }
        return nil
    }

    /// Whether `bytes` hold `lowercaseNeedle` (ASCII), ignoring case.
    private static func contains(_ bytes: ArraySlice<UInt8>, _ lowercaseNeedle: String) -> Bool {
        let needle = Array(lowercaseNeedle.utf8)
        guard bytes.count >= needle.count else { return false }
        var index = bytes.startIndex
        while index <= bytes.endIndex - needle.count {
            var offset = 0
            while offset < needle.count, bytes[index + offset] | 0x20 == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
            index += 1
        }
        return false
    }
}
