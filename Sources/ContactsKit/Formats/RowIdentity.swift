/// The UID a row of a CSV, LDIF, abook or mutt file gets, so that importing the same file again
/// updates its contacts rather than adding them twice.
///
/// The UID is `urn:uuid:` and a name-based UUID (version 5 layout, SHA-256) of the row's identity:
/// an LDIF entry's `dn`; a mutt alias's key; otherwise the display name and first email (lower-cased),
/// else the first phone, else the whole row. Rows of one file with the same identity are told apart
/// by their order (the second is `#2`). A row whose other fields change keeps its UID (its contact
/// is updated); a row whose name or first email changes is a new card.
enum RowIdentity {
    /// The identity of a contact without a key of its format's own.
    static func key(of contact: PortableContact, row: String) -> String {
        let name = contact.displayName.lowercased()
        if let email = contact.emails.first?.value.lowercased() { return "name+email\n" + name + "\n" + email }
        if let phone = contact.phones.first?.value { return "name+phone\n" + name + "\n" + phone.filter(\.isNumber) }
        if !name.isEmpty { return "name\n" + name }
        return "row\n" + row
    }

    /// Tells apart rows of one file with the same identity.
    struct Counter {
        private var seen: [String: Int] = [:]

        /// The UID of the next row with identity `key`.
        mutating func uid(_ key: String) -> String {
            let count = seen[key, default: 0] + 1
            seen[key] = count
            return RowIdentity.uid(count == 1 ? key : key + "\n#\(count)")
        }
    }

    /// `urn:uuid:` and the UUID of `key`.
    static func uid(_ key: String) -> String {
        var bytes = Array(SHA256.hash(Array(("contacts import\n" + key).utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
        return "urn:uuid:" + [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(separator: "-")
    }
}
