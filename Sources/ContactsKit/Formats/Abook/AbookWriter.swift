import VCard

/// Contacts as abook's `addressbook` file: the `[format]` header abook writes, then a numbered
/// section a contact. abook holds one phone of each kind (home, work, fax, mobile), one address
/// and one line of notes: a second phone of a kind takes a free kind, line breaks become spaces.
struct AbookWriter {
    private var count = 0

    /// The file's header, as abook 0.6 writes it.
    static let start = Array("# abook addressbook file\n\n[format]\nprogram=abook\nversion=0.6.1\n\n\n".utf8)

    /// The section of one contact.
    mutating func entry(_ contact: PortableContact) -> [UInt8] {
        var lines = ["[\(count)]"]
        count += 1
        func add(_ key: String, _ value: String) {
            let flat = value.split(whereSeparator: \.isNewline).map { $0.trimmedBlanks }.filter { !$0.isEmpty }.joined(
                separator: " ")
            if !flat.isEmpty { lines.append(key + "=" + flat) }
        }
        add("name", contact.displayName)
        add("email", contact.emails.map(\.value).filter { !$0.contains(",") }.joined(separator: ","))
        if let address = contact.addresses.first {
            let street = address.street.split(whereSeparator: \.isNewline).map(String.init)
            add("address", street.first ?? "")
            add("address2", street.dropFirst().joined(separator: ", "))
            add("city", address.locality)
            add("state", address.region)
            add("zip", address.postalCode)
            add("country", address.country)
        }
        var phones: [String: String] = [:]
        for phone in contact.phones {
            let types = Set(phone.types.map { $0.lowercased() })
            let wanted =
                types.contains("fax")
                ? "fax" : types.contains("cell") ? "mobile" : types.contains("work") ? "workphone" : "phone"
            guard let key = ([wanted] + ["phone", "mobile", "workphone", "fax"]).first(where: { phones[$0] == nil })
            else { continue }
            phones[key] = phone.value
        }
        for key in ["phone", "workphone", "fax", "mobile"] { add(key, phones[key] ?? "") }
        add("nick", contact.nicknames.first ?? "")
        add("url", contact.urls.first?.value ?? "")
        add("notes", contact.notes.joined(separator: " "))
        add("anniversary", contact.anniversary?.isoString ?? "")
        add("groups", contact.categories.filter { !$0.contains(",") }.joined(separator: ","))
        for (name, value) in contact.extra where name.hasPrefix("X-ABOOK-CUSTOM") {
            add(name.dropFirst(8).lowercased(), value)
        }
        return Array((lines.joined(separator: "\n") + "\n\n").utf8)
    }
}
