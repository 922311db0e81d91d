import VCard

/// The entries of abook's `addressbook` file: an INI-like file of `[N]` sections of `key=value`
/// lines after a `[format]` section, with `#` comments.
struct AbookEntryReader {
    /// One numbered section's fields, or why the section starting on `line` could not be read.
    enum Entry {
        case fields([(key: String, value: String)], line: Int)
        case problem(line: Int, message: String)
    }

    private var lines: TextLines
    private var pendingSection: Int?
    private var inFormat = false

    init(lines: TextLines) {
        self.lines = lines
    }

    /// The next numbered section; nil at the end of the file.
    mutating func next() -> Entry? {
        var fields: [(key: String, value: String)] = []
        var firstLine = pendingSection ?? 0
        var failure: String?
        while let line = lines.next() {
            guard case .text(let bytes, let number) = line else {
                if case .tooLong(let number) = line, firstLine > 0 {
                    failure = failure ?? "line \(number) is longer than \(lines.maxLength >> 20) MiB"
                }
                continue
            }
            let text = TextDecoding.decode(bytes).trimmedBlanks
            if text.isEmpty || text.hasPrefix("#") { continue }
            if text.hasPrefix("["), text.hasSuffix("]") {
                let isEntry = Int(text.dropFirst().dropLast()) != nil
                if firstLine > 0 {
                    pendingSection = isEntry ? number : nil
                    inFormat = !isEntry
                    return failure.map { .problem(line: firstLine, message: $0) } ?? .fields(fields, line: firstLine)
                }
                inFormat = !isEntry
                if isEntry { firstLine = number }
                continue
            }
            guard firstLine > 0, !inFormat else { continue }
            guard let equals = text.firstIndex(of: "=") else {
                failure = failure ?? "line \(number) is not 'key=value'"
                continue
            }
            fields.append((text[..<equals].trimmedBlanks.lowercased(), String(text[text.index(after: equals)...])))
        }
        pendingSection = nil
        guard firstLine > 0 else { return nil }
        return failure.map { .problem(line: firstLine, message: $0) } ?? .fields(fields, line: firstLine)
    }

    /// The contact of one section (abook 0.6's fields: `name`, `email` (a comma list), `address`,
    /// `address2`, `city`, `state`, `zip`, `country`, `phone`, `workphone`, `fax`, `mobile`, `nick`,
    /// `url`, `notes`, `anniversary`, `groups`, `custom1`…`custom5`).
    static func contact(_ fields: [(key: String, value: String)]) -> (contact: PortableContact, warnings: [String]) {
        var contact = PortableContact()
        var warnings: [String] = []
        var address = PostalAddress()
        for (key, raw) in fields {
            let value = raw.trimmedBlanks
            guard !value.isEmpty else { continue }
            switch key {
            case "name": contact.formattedName = value
            case "email":
                for email in value.split(separator: ",") {
                    PortableContact.append(String(email), types: [], to: &contact.emails)
                }
            case "address": address.street = address.street.isEmpty ? value : value + "\n" + address.street
            case "address2": address.street = address.street.isEmpty ? value : address.street + "\n" + value
            case "city": address.locality = value
            case "state": address.region = value
            case "zip": address.postalCode = value
            case "country": address.country = value
            case "phone": PortableContact.append(value, types: ["home"], to: &contact.phones)
            case "workphone": PortableContact.append(value, types: ["work"], to: &contact.phones)
            case "fax": PortableContact.append(value, types: ["fax"], to: &contact.phones)
            case "mobile": PortableContact.append(value, types: ["cell"], to: &contact.phones)
            case "nick": contact.nicknames.append(value)
            case "url": PortableContact.append(value, types: [], to: &contact.urls)
            case "notes": contact.notes.append(value)
            case "groups":
                contact.categories += value.split(separator: ",").map { String($0).trimmedBlanks }.filter {
                    !$0.isEmpty
                }
            case "anniversary":
                if let date = CSVHeader.date(value) {
                    contact.anniversary = date
                } else {
                    warnings.append("anniversary '\(value)' is not a date; left out")
                }
            case "birthday":
                if let date = CSVHeader.date(value) {
                    contact.birthday = date
                } else {
                    warnings.append("birthday '\(value)' is not a date; left out")
                }
            case "custom1", "custom2", "custom3", "custom4", "custom5":
                contact.extra.append(("X-ABOOK-" + key.uppercased(), value))
            default: break
            }
        }
        if address.components.contains(where: { !$0.isEmpty }) { contact.addresses.append(address) }
        return (contact, warnings)
    }
}
