/// A compact text form for the lists a `contact` row holds (emails, phones, addresses): entries
/// separated by U+001E, fields by U+001F. Both are control characters, which the importer removes
/// from values, so the form is unambiguous; it is much cheaper to write and read than JSON, which
/// matters when a million rows stream through `list --json`.
enum PackedList {
    static let entrySeparator: Character = "\u{1E}"
    static let fieldSeparator: Character = "\u{1F}"

    static func pack(_ entries: [[String]]) -> String {
        // Appended into one string: mapping and joining made an array and a string per entry.
        var packed = ""
        for (index, entry) in entries.enumerated() {
            if index > 0 { packed.append(entrySeparator) }
            for (position, field) in entry.enumerated() {
                if position > 0 { packed.append(fieldSeparator) }
                packed += clean(field)
            }
        }
        return packed
    }

    static func unpack(_ text: String, fields: Int) -> [[String]] {
        guard !text.isEmpty else { return [] }
        // Split the UTF-8 bytes (both separators are single bytes): splitting by `Character` costs a
        // grapheme-breaking pass per row.
        return text.utf8.split(separator: 0x1E, omittingEmptySubsequences: false).map { entry in
            var parts = entry.split(separator: 0x1F, omittingEmptySubsequences: false).map { String(Substring($0)) }
            while parts.count < fields { parts.append("") }
            return parts
        }
    }

    /// The value without the two separators.
    static func clean(_ value: String) -> String {
        // The separators are control characters, always a character of their own: looking for
        // their bytes finds them without breaking the text into characters.
        // (The bytes as constants: `Character.asciiValue`, asked for every byte, was 8% of preparing a card.)
        value.containsByte(0x1E) || value.containsByte(0x1F)
            ? value.filter { $0 != entrySeparator && $0 != fieldSeparator } : value
    }
}

extension ContactFields {
    var packedEmails: String { PackedList.pack(emails.map { [$0.label, $0.value] }) }
    var packedPhones: String { PackedList.pack(phones.map { [$0.label, $0.value] }) }
    var packedAddresses: String {
        PackedList.pack(
            addresses.map {
                [$0.label, $0.poBox, $0.extended, $0.street, $0.locality, $0.region, $0.postalCode, $0.country]
            })
    }

    static func labeledTexts(_ packed: String) -> [LabeledText] {
        PackedList.unpack(packed, fields: 2).map { LabeledText(label: $0[0], value: $0[1]) }
    }

    static func addresses(_ packed: String) -> [Address] {
        PackedList.unpack(packed, fields: 8).map {
            Address(
                label: $0[0], poBox: $0[1], extended: $0[2], street: $0[3], locality: $0[4], region: $0[5],
                postalCode: $0[6], country: $0[7])
        }
    }
}
