import ContactsKit

/// The human listing: `#`, name, email, phone, organisation, fitted to the terminal's width.
struct ContactTable {
    let output: StandardOutput
    private let positionWidth: Int
    private let nameWidth: Int
    private let emailWidth: Int
    private let phoneWidth: Int
    private let organizationWidth: Int

    /// Lays out columns for `width` terminal columns and positions up to `maxPosition`.
    init(output: StandardOutput, width: Int, maxPosition: Int) {
        self.output = output
        positionWidth = max(1, String(maxPosition).count)
        let available = max(20, width - positionWidth - 2 * 4)
        phoneWidth = min(18, available / 5)
        organizationWidth = width >= 110 ? min(24, available / 5) : 0
        let rest = available - phoneWidth - organizationWidth
        nameWidth = rest * 9 / 20
        emailWidth = rest - nameWidth
    }

    /// The column titles, after `leading` (an avatar's width of spaces, say).
    func header(leading: String = "") throws {
        try row("#", "Name", "Email", "Phone", "Organization", styled: .bold, leading: leading)
    }

    /// The name a contact is shown by: its display name, or `(no name)`.
    static func name(_ contact: Contact) -> String {
        contact.displayName.isEmpty ? "(no name)" : contact.displayName
    }

    /// One contact's line, after `leading` (its avatar, say).
    func row(_ contact: Contact, leading: String = "") throws {
        try row(String(contact.position), Self.name(contact), contact.emails.first?.value ?? "", contact.phones.first?.value ?? "",
            contact.organization, styled: nil, leading: leading)
    }

    func section(_ title: String, count: Int) throws {
        try output.write("\(Terminal.styled(Terminal.sanitized(title), .cyan)) \(Terminal.styled("(\(count))", .dim))\n")
    }

    private func row(_ position: String, _ name: String, _ email: String, _ phone: String, _ organization: String, styled style: Terminal.Style?, leading: String = "") throws {
        var cells = [
            String(repeating: " ", count: max(0, positionWidth - position.count)) + position,
            Terminal.fit(Terminal.sanitized(name), width: nameWidth),
            Terminal.fit(Terminal.sanitized(email), width: emailWidth),
        ]
        let hasOrganization = organizationWidth > 0
        cells.append(Terminal.fit(Terminal.sanitized(phone), width: phoneWidth, pad: hasOrganization))
        if hasOrganization { cells.append(Terminal.fit(Terminal.sanitized(organization), width: organizationWidth, pad: false)) }
        var line = cells.joined(separator: "  ")
        while line.hasSuffix(" ") { line.removeLast() }
        if let style { line = Terminal.styled(line, style) } else { line = Terminal.styled(cells[0], .dim) + line.dropFirst(cells[0].count) }
        try output.write(leading + line + "\n")
    }
}
