/// The UID a row of a CSV, LDIF, abook or mutt file gets, so that importing the same file again
/// updates its contacts rather than adding them twice.
///
/// The UID is `urn:uuid:` and a name-based UUID (version 5 layout, SHA-256) of the row's identity:
/// an LDIF entry's `dn`; a mutt alias's key; otherwise the display name and first email (lower-cased),
/// else the first phone, else the whole row. Rows of one file with the same identity are told apart
/// by their order (the second is `#2`). A row whose other fields change keeps its UID (its contact
/// is updated); a row whose name or first email changes is a new card.
enum RowIdentity {
    /// The identity of a contact without a key of its format's own; `row` (the whole row as
    /// text) is made only for a contact with no name, email or phone.
    static func key(of contact: PortableContact, row: @autoclosure () -> String) -> String {
        let name = contact.displayName.lowercased()
        if let email = contact.emails.first?.value.lowercased() { return "name+email\n" + name + "\n" + email }
        if let phone = contact.phones.first?.value { return "name+phone\n" + name + "\n" + phone.filter(\.isNumber) }
        if !name.isEmpty { return "name\n" + name }
        return "row\n" + row()
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
        // 8-4-4-4-12 hexadecimal digits, written as bytes: a string per byte cost more than the hash.
        let digits = Array("0123456789abcdef".utf8)
        var text = Array("urn:uuid:".utf8)
        text.reserveCapacity(45)
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
