import ContactsKit

/// `contacts show`: a contact in full, one labelled field per line.
struct ContactDetail {
    let output: StandardOutput

    /// Writes `contact`, with a `photo` line saying `photo` when given.
    func render(_ contact: Contact, photo: String? = nil) throws {
        let name = ContactTable.name(contact)
        try output.write(Terminal.styled(Terminal.sanitized(name), .bold) + "\n")
        let role = [contact.jobTitle, contact.organization].filter { !$0.isEmpty }.joined(separator: ", ")
        if !role.isEmpty { try output.write("  " + Terminal.sanitized(role) + "\n") }
        if !contact.nickname.isEmpty { try field("nickname", "", contact.nickname) }
        for email in contact.emails { try field("email", email.label, email.value) }
        for phone in contact.phones { try field("phone", phone.label, phone.value) }
        for address in contact.addresses {
            let parts = [address.poBox, address.extended, address.street, address.locality, address.region, address.postalCode, address.country]
            try field("address", address.label, parts.filter { !$0.isEmpty }.joined(separator: ", "))
        }
        if let birthday = contact.birthday { try field("birthday", "", birthday) }
        if !contact.note.isEmpty { try field("note", "", contact.note) }
        if let photo { try field("photo", "", photo) }
        let sources = contact.rawContacts.map { $0.uid.isEmpty ? $0.source : "\($0.source) (UID \($0.uid))" }
        try output.write(Terminal.styled("  position \(contact.position) · id \(contact.id) · from \(Terminal.sanitized(sources.joined(separator: ", ")))", .dim) + "\n")
    }

    private func field(_ name: String, _ label: String, _ value: String) throws {
        let heading = Terminal.fit(name, width: 9) + Terminal.fit(Terminal.sanitized(label), width: 10)
        let lines = Terminal.sanitized(value, replacingLineBreaks: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            try output.write("  " + (index == 0 ? Terminal.styled(heading, .dim) : String(repeating: " ", count: 19)) + line + "\n")
        }
    }
}
