import VCard

/// One contact as the address-book formats other than vCard hold it (CSV, LDIF, abook, mutt
/// aliases): the fields they share, read from a row or entry and turned into a vCard for the import
/// path, or read from a stored card and written as a row or entry by an export.
struct PortableContact: Sendable, Hashable {
    var formattedName = ""
    var name = StructuredName()
    var nicknames: [String] = []
    var emails: [LabeledValue] = []
    var phones: [LabeledValue] = []
    var addresses: [PostalAddress] = []
    var urls: [LabeledValue] = []
    var organization = ""
    var department = ""
    var title = ""
    /// `YYYY-MM-DD` or `--MM-DD` (a birthday without its year).
    var birthday: VCardDate?
    var anniversary: VCardDate?
    var notes: [String] = []
    var categories: [String] = []
    /// Inline photo bytes and their media type (LDIF's `jpegPhoto`).
    var photo: (bytes: [UInt8], mediaType: String)?
    /// Fields with no vCard property of their own, written as `X-` properties (abook's `custom1`…).
    var extra: [(name: String, value: String)] = []

    static func == (a: PortableContact, b: PortableContact) -> Bool {
        a.formattedName == b.formattedName && a.name == b.name && a.nicknames == b.nicknames && a.emails == b.emails
            && a.phones == b.phones && a.addresses == b.addresses && a.urls == b.urls
            && a.organization == b.organization
            && a.department == b.department && a.title == b.title && a.birthday == b.birthday
            && a.anniversary == b.anniversary
            && a.notes == b.notes && a.categories == b.categories && a.photo?.bytes == b.photo?.bytes
            && a.extra.map(\.name) == b.extra.map(\.name) && a.extra.map(\.value) == b.extra.map(\.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(formattedName)
        hasher.combine(emails)
    }

    /// Whether nothing was read: no name, organisation, email, phone, address or note.
    var isEmpty: Bool {
        displayName.isEmpty && phones.isEmpty && addresses.isEmpty && notes.isEmpty && urls.isEmpty
    }

    /// The name to show: the formatted name, else the structured name's parts, else the
    /// organisation, else the first email.
    var displayName: String {
        if !formattedName.isEmpty { return formattedName }
        let parts = name.givenNameFirst
        if !parts.isEmpty { return parts }
        if !organization.isEmpty { return organization }
        return emails.first?.value ?? ""
    }

    /// Adds `value` to `list` unless it is empty (after trimming).
    static func append(_ value: String, types: [String], to list: inout [LabeledValue]) {
        let trimmed = value.trimmedBlanks
        guard !trimmed.isEmpty else { return }
        list.append(LabeledValue(value: trimmed, label: types.first ?? "other", types: types))
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmedBlanks: String {
        let scalars = unicodeScalars
        // Most values have nothing to trim: no new string for them.
        if let first = scalars.first, let last = scalars.last, !first.properties.isWhitespace,
            !last.properties.isWhitespace,
            let whole = self as? String
        {
            return whole
        }
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
