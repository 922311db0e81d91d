import Foundation
import VCard

/// A CSV file's header row read as columns (``CSVColumn``), and its rows read as contacts.
struct CSVHeader {
    let names: [String]
    let columns: [CSVColumn]

    /// The columns of a header row; `map` (lower-cased column names) overrides or adds to what the
    /// header's names say.
    /// - Throws: ``ContactStoreError/unknownCSVColumns(path:)`` when no column is one this reader
    ///   knows (nor is mapped), ``ContactStoreError/unrecognizedFormat(path:reason:)`` when the
    ///   first row looks like data: a file without a header row.
    init(_ names: [String], map: [String: CSVField], path: String) throws {
        let lower = Set(names.map { $0.trimmedBlanks.lowercased() })
        let outlook =
            lower.contains("e-mail address") || lower.contains("business phone") || lower.contains("job title")
        self.names = names
        var known = 0
        columns = names.map { name in
            let key = name.trimmedBlanks.lowercased()
            if let field = map[key] {
                known += 1
                return CSVColumn(field: field, column: key)
            }
            guard let column = CSVColumn(header: name, outlook: outlook) else { return .ignored }
            if column != .ignored { known += 1 }
            return column
        }
        guard known > 0 else {
            let looksLikeData = names.contains { $0.contains("@") }
            guard looksLikeData else { throw ContactStoreError.unknownCSVColumns(path: path) }
            throw ContactStoreError.unrecognizedFormat(
                path: path,
                reason:
                    "a CSV file without a header row: expected a first row naming the columns (Google's Name,E-mail 1 - Value, Outlook's First Name,E-mail Address, or Name,Email)"
            )
        }
    }

    /// The contact of one row, and the problems with fields that could not be read (a birthday that is no date).
    func contact(_ fields: [String]) -> (contact: PortableContact, warnings: [String]) {
        var contact = PortableContact()
        var warnings: [String] = []
        // Slots in order of their first column: values (several in one cell, Google's ` ::: `) and type words.
        var valueSlots: [(kind: CSVColumn.Kind, slot: String, values: [String], types: [String])] = []
        var typeOfSlot: [SlotKey: [String]] = [:]
        var addressSlots: [(slot: String, address: PostalAddress, formatted: String)] = []
        var addressTypes: [String: [String]] = [:]
        func addressIndex(_ slot: String, _ types: [String]) -> Int {
            if let index = addressSlots.firstIndex(where: { $0.slot == slot }) { return index }
            addressSlots.append((slot, PostalAddress(types: types), ""))
            return addressSlots.count - 1
        }
        for (column, raw) in zip(columns, fields) {
            // One line for every field but notes and streets.
            let value =
                Self.mayHoldLineBreak(raw)
                ? raw.split(whereSeparator: \.isNewline).map(\.trimmedBlanks).joined(separator: " ") : raw.trimmedBlanks
            guard !value.isEmpty else { continue }
            switch column {
            case .name(let part):
                switch part {
                case .formatted: contact.formattedName = value
                case .given: contact.name.given = value
                case .additional: contact.name.additional = value
                case .family: contact.name.family = value
                case .prefix: contact.name.prefixes = value
                case .suffix: contact.name.suffixes = value
                }
            case .nickname: contact.nicknames += Self.split(value)
            case .organization: contact.organization = value
            case .department: contact.department = value
            case .title: contact.title = value
            case .birthday, .anniversary:
                if let date = Self.date(value) {
                    if column == .birthday { contact.birthday = date } else { contact.anniversary = date }
                } else {
                    warnings.append(
                        "\(column == .birthday ? "birthday" : "anniversary") '\(value)' is not a date; left out")
                }
            case .note: contact.notes.append(raw.replacingOccurrences(of: "\r\n", with: "\n").trimmedBlanks)
            case .categories: contact.categories += Self.categories(value)
            case .value(let kind, let slot, let types):
                valueSlots.append((kind, slot, Self.split(value), types))
            case .type(let kind, let slot):
                typeOfSlot[SlotKey(kind: kind, slot: slot)] = Self.types(value)
            case .address(let slot, let part, let types):
                let index = addressIndex(slot, types)
                switch part {
                case .formatted: addressSlots[index].formatted = raw.trimmedBlanks
                case .street:
                    let street = addressSlots[index].address.street
                    addressSlots[index].address.street =
                        street.isEmpty ? raw.trimmedBlanks : street + "\n" + raw.trimmedBlanks
                case .locality: addressSlots[index].address.locality = value
                case .region: addressSlots[index].address.region = value
                case .postalCode: addressSlots[index].address.postalCode = value
                case .country: addressSlots[index].address.country = value
                case .poBox: addressSlots[index].address.poBox = value
                case .extended: addressSlots[index].address.extended = value
                }
            case .addressType(let slot):
                addressTypes[slot] = Self.types(value)
            case .ignored: break
            }
        }
        for slot in valueSlots {
            let types = typeOfSlot[SlotKey(kind: slot.kind, slot: slot.slot)] ?? slot.types
            for value in slot.values {
                switch slot.kind {
                case .email: PortableContact.append(value, types: types, to: &contact.emails)
                case .phone: PortableContact.append(value, types: types, to: &contact.phones)
                case .url: PortableContact.append(value, types: types, to: &contact.urls)
                }
            }
        }
        for var slot in addressSlots {
            if let types = addressTypes[slot.slot] { slot.address.types = types }
            if slot.address.components.allSatisfy(\.isEmpty) { slot.address.street = slot.formatted }
            slot.address.label = slot.address.types.first ?? "other"
            if slot.address.components.contains(where: { !$0.isEmpty }) { contact.addresses.append(slot.address) }
        }
        return (contact, warnings)
    }

    /// A value column's kind and slot (`E-mail 1`), to find its type column's words.
    private struct SlotKey: Hashable {
        var kind: CSVColumn.Kind
        var slot: String
    }

    /// Whether `text` may hold a line break: an ASCII one, or any non-ASCII byte (U+2028 and the
    /// like), so that the `Character` walk is left for the few cells that need it.
    private static func mayHoldLineBreak(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x0B || $0 == 0x0C || $0 >= 0x80 }
            && text.contains(where: \.isNewline)
    }

    /// Several values in one cell: Google's ` ::: `.
    static func split(_ value: String) -> [String] {
        guard value.utf8.contains(UInt8(ascii: ":")) else {
            let trimmed = value.trimmedBlanks
            return trimmed.isEmpty ? [] : [trimmed]
        }
        return value.components(separatedBy: " ::: ").map(\.trimmedBlanks).filter { !$0.isEmpty }
    }

    /// Category names: Google's ` ::: ` list (its `* ` marks a system group; `myContacts`, which
    /// every contact is in, is dropped), else `;` (Outlook) or `,`.
    static func categories(_ value: String) -> [String] {
        let parts: [String]
        if value.contains(":::") {
            parts = split(value)
        } else {
            parts = value.split(separator: value.contains(";") ? ";" : ",").map { String($0) }
        }
        return parts.map { $0.hasPrefix("* ") ? String($0.dropFirst(2)) : $0 }.map(\.trimmedBlanks)
            .filter { !$0.isEmpty && $0 != "myContacts" }
    }

    /// Type words of Google's `* Home`, `Work Fax`, `Mobile` (the `*` marks the primary value).
    static func types(_ value: String) -> [String] {
        value.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { word in
            switch word {
            case "*": return "pref"
            case "mobile": return "cell"
            default: return String(word)
            }
        }
    }

    /// A date as Google (`1980-05-17`, `--05-17`), Outlook (`5/17/1980`) or abook write it; nil when it is none
    /// (Outlook's `0/0/00` is no date).
    static func date(_ text: String) -> VCardDate? {
        let slashed = text.split(separator: "/")
        if slashed.count == 3, let month = Int(slashed[0]), let day = Int(slashed[1]), let year = Int(slashed[2]) {
            guard (1...12).contains(month), (1...31).contains(day) else { return nil }
            return VCardDate(year: year < 100 ? (year < 30 ? 2000 + year : 1900 + year) : year, month: month, day: day)
        }
        guard let date = VCardDate(parsing: text), date.month != nil, date.day != nil else { return nil }
        return date
    }
}
