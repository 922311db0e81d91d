import VCard

/// Contacts as Google Contacts' CSV (its header generation with `Name`, `Given Name`,
/// `E-mail 1 - Type`, …, which Google still imports): one row a contact, as many numbered slots
/// as the contact with the most emails, phones, addresses or websites needs (at most ten; more
/// values share the last slot, ` ::: `-separated as Google writes them). RFC 4180 quoting, CRLF.
struct GoogleCSVWriter {
    /// At most this many slots of a kind; further values join the last.
    static let maxSlots = 10

    /// The whole file for `contacts`: the slot counts are only known once they have all been seen.
    static func file(_ contacts: [PortableContact]) -> [UInt8] {
        func slots(_ count: (PortableContact) -> Int) -> Int { min(maxSlots, contacts.map(count).max() ?? 0) }
        let counts = (
            email: slots { $0.emails.count }, phone: slots { $0.phones.count }, address: slots { $0.addresses.count },
            url: slots { $0.urls.count }
        )
        var header = [
            "Name", "Given Name", "Additional Name", "Family Name", "Name Prefix", "Name Suffix", "Nickname",
            "Birthday",
            "Notes", "Group Membership",
        ]
        for slot in stride(from: 1, through: counts.email, by: 1) {
            header += ["E-mail \(slot) - Type", "E-mail \(slot) - Value"]
        }
        for slot in stride(from: 1, through: counts.phone, by: 1) {
            header += ["Phone \(slot) - Type", "Phone \(slot) - Value"]
        }
        for slot in stride(from: 1, through: counts.address, by: 1) {
            header += ["Formatted", "Street", "City", "PO Box", "Region", "Postal Code", "Country", "Extended Address"]
                .map { "Address \(slot) - \($0)" }
            header.insert("Address \(slot) - Type", at: header.count - 8)
        }
        header += [
            "Organization 1 - Type", "Organization 1 - Name", "Organization 1 - Title", "Organization 1 - Department",
        ]
        for slot in stride(from: 1, through: counts.url, by: 1) {
            header += ["Website \(slot) - Type", "Website \(slot) - Value"]
        }
        var out: [UInt8] = []
        row(header, into: &out)
        for contact in contacts {
            var fields = [
                contact.formattedName, contact.name.given, contact.name.additional, contact.name.family,
                contact.name.prefixes,
                contact.name.suffixes, contact.nicknames.joined(separator: " ::: "), contact.birthday?.isoString ?? "",
                contact.notes.joined(separator: "\n"),
                (contact.categories + ["* myContacts"]).joined(separator: " ::: "),
            ]
            for (type, value) in labeled(contact.emails, counts.email) { fields += [type, value] }
            for (type, value) in labeled(contact.phones, counts.phone) { fields += [type, value] }
            for index in 0..<counts.address {
                guard index < contact.addresses.count else {
                    fields += Array(repeating: "", count: 9)
                    continue
                }
                let address = contact.addresses[index]
                fields += [
                    typeWords(address.types), formatted(address), address.street, address.locality, address.poBox,
                    address.region,
                    address.postalCode, address.country, address.extended,
                ]
            }
            let hasOrganization = !contact.organization.isEmpty || !contact.title.isEmpty || !contact.department.isEmpty
            fields += [hasOrganization ? "Work" : "", contact.organization, contact.title, contact.department]
            for (type, value) in labeled(contact.urls, counts.url) { fields += [type, value] }
            row(fields, into: &out)
        }
        return out
    }

    /// `count` type/value pairs: one a value, the values past the last slot joined into it.
    private static func labeled(_ values: [LabeledValue], _ count: Int) -> [(String, String)] {
        (0..<count).map { index in
            guard index < values.count else { return ("", "") }
            let rest = index == count - 1 ? values[index...] : values[index...index]
            return (typeWords(values[index].types), rest.map(\.value).joined(separator: " ::: "))
        }
    }

    /// Google's type words: `Mobile`, `Home`, `Work Fax`, …; `*` first for the preferred value.
    static func typeWords(_ types: [String]) -> String {
        let words = types.map { $0.lowercased() }.filter { !["pref", "voice", "internet", "x400"].contains($0) }.map {
            type in
            type == "cell" ? "Mobile" : type.prefix(1).uppercased() + type.dropFirst()
        }
        return ((types.contains { $0.lowercased() == "pref" } ? ["*"] : []) + words).joined(separator: " ")
    }

    private static func formatted(_ address: PostalAddress) -> String {
        let cityLine = [address.locality, address.region, address.postalCode].filter { !$0.isEmpty }.joined(
            separator: " ")
        return [address.street, cityLine, address.country].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// One CSV row, fields quoted where they hold a comma, quote, line break or edge space.
    static func row(_ fields: [String], into out: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { out.append(0x2C) }
            let needsQuotes =
                field.utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D } || field.first == " "
                || field.last == " "
            if needsQuotes {
                out.append(0x22)
                for byte in field.utf8 {
                    if byte == 0x22 { out.append(0x22) }
                    out.append(byte)
                }
                out.append(0x22)
            } else {
                out += field.utf8
            }
        }
        out += [0x0D, 0x0A]
    }
}
