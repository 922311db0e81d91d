import ContactsKit

/// `contacts show`: a contact in full, one labelled field per line: every property of its merged
/// card (``ContactCard``), long values wrapped to the terminal's width, postal addresses in the
/// lines of their country's order.
struct ContactDetail {
    let output: StandardOutput
    /// The width to wrap values at (the terminal's, `$COLUMNS`, else 100).
    var width = Terminal.width

    /// Writes `card`, with a `photo` line saying `photo` when given.
    func render(_ card: ContactCard, photo: String? = nil) throws {
        let contact = card.contact
        try output.write(Terminal.styled(Terminal.bounded(ContactTable.name(contact)), .bold) + "\n")
        if !card.heading.isEmpty { try wrapped("  ", Terminal.bounded(card.heading)) }
        var lines = card.members.map { member -> (String, String, String) in
            guard let contact = member.contact else {
                return ("member", "", member.reference + " (not in the address book)")
            }
            return ("member", String(contact.position), contact.displayName)
        }
        if card.kind == "group", card.members.isEmpty { lines.append(("member", "", "(none)")) }
        lines += card.fields.map { ($0.name, $0.label, $0.value) }
        if let photo { lines.append(("photo", "", photo)) }
        let nameWidth = max(9, (lines.map { Terminal.displayWidth($0.0) }.max() ?? 0) + 1)
        let labelWidth = min(24, max(10, (lines.map { Terminal.displayWidth(Terminal.bounded($0.1)) }.max() ?? 0) + 1))
        for (name, label, value) in lines {
            try field(name, label, value, nameWidth: nameWidth, labelWidth: labelWidth)
        }
        let sources = contact.rawContacts.map { $0.uid.isEmpty ? $0.source : "\($0.source) (UID \($0.uid))" }
        try output.write(
            Terminal.styled(
                "  position \(contact.position) · id \(contact.id) · from \(Terminal.bounded(sources.joined(separator: ", ")))",
                .dim) + "\n")
    }

    /// `show --address`: the name, then the address's lines, as a label printer wants them.
    func renderLabel(_ card: ContactCard, _ address: CardAddress) throws {
        let organization = card.contact.organization
        var lines = [ContactTable.name(card.contact)]
        if !organization.isEmpty, organization != card.contact.displayName { lines.append(organization) }
        for line in lines + address.lines { try output.write(Terminal.sanitized(line) + "\n") }
    }

    private func field(_ name: String, _ label: String, _ value: String, nameWidth: Int, labelWidth: Int) throws {
        let heading = Terminal.fit(name, width: nameWidth) + Terminal.fit(Terminal.bounded(label), width: labelWidth)
        let indent = String(repeating: " ", count: 2 + nameWidth + labelWidth)
        let lines = Self.wrap(Terminal.sanitized(value, replacingLineBreaks: "\n"), width: width - indent.count)
        for (index, line) in lines.enumerated() {
            try output.write((index == 0 ? "  " + Terminal.styled(heading, .dim) : indent) + line + "\n")
        }
    }

    private func wrapped(_ indent: String, _ text: String) throws {
        for line in Self.wrap(Terminal.sanitized(text), width: width - indent.count) {
            try output.write(indent + line + "\n")
        }
    }

    /// `text`'s lines, each cut at spaces into pieces of at most `width` columns (a word longer
    /// than that is cut where it must be); unchanged when `width` leaves too little room (under 20).
    ///
    /// Linear in the text: each word is measured once, and a word longer than a line is cut as its
    /// characters are walked, into a byte buffer (re-measuring and copying the rest of the word at
    /// each cut made a 2 MB word take quadratic time: docs/hardening.md, finding 1).
    static func wrap(_ text: String, width: Int) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard width >= 20 else { return lines.map(String.init) }
        var pieces: [String] = []
        for line in lines {
            var current: [UInt8] = []
            var used = 0
            func cut() {
                pieces.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
                used = 0
            }
            for word in line.split(separator: " ", omittingEmptySubsequences: false) {
                let size = Terminal.displayWidth(String(word))
                if used > 0, used + 1 + size > width { cut() }
                if used > 0 {
                    current.append(UInt8(ascii: " "))
                    used += 1
                }
                if used + size <= width {
                    current.append(contentsOf: word.utf8)
                    used += size
                    continue
                }
                for scalar in word.unicodeScalars {  // a word longer than a line: cut it
                    let columns = Terminal.columns(scalar)
                    if used > 0, used + columns > width { cut() }
                    UTF8.encode(scalar) { current.append($0) }
                    used += columns
                }
            }
            cut()
        }
        return pieces
    }
}
