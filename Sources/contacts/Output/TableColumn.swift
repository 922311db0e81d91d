import ContactsKit

/// A column of the human listing after `#`: `--columns`, `$CONTACTS_COLUMNS`, the `columns` setting.
enum TableColumn: String, Sendable, CaseIterable {
    case name, email, phone, organization, title, nickname, birthday

    /// Without a setting: name, email and phone, and the organisation when the table is 110
    /// columns wide or more.
    static let standard: [TableColumn] = [.name, .email, .phone, .organization]

    /// What a setting may hold, for messages.
    static let expected = "a list of " + allCases.map(\.rawValue).joined(separator: ", ")

    /// The columns named in `names` (case ignored, spaces trimmed); `place` names where they were
    /// written, for the message.
    /// - Throws: ``ConfigurationError/badValue(where:setting:expected:)`` for an unknown name or none.
    static func parse(_ names: [String], where place: String) throws -> [TableColumn] {
        let columns = try names.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }.map
        { name in
            guard let column = TableColumn(rawValue: name) ?? (name == "org" ? .organization : nil) else {
                let nearest = Suggestion.nearest(name, among: allCases.map(\.rawValue))
                throw ConfigurationError.badValue(
                    where: place, setting: "columns",
                    expected: expected + " (not '\(name)'" + (nearest.map { "; did you mean '\($0)'?" } ?? "") + ")")
            }
            return column
        }
        guard !columns.isEmpty else {
            throw ConfigurationError.badValue(where: place, setting: "columns", expected: expected)
        }
        return columns
    }

    /// The column's title.
    var title: String {
        switch self {
        case .name: "Name"
        case .email: "Email"
        case .phone: "Phone"
        case .organization: "Organization"
        case .title: "Title"
        case .nickname: "Nickname"
        case .birthday: "Birthday"
        }
    }

    /// What the column shows of `contact`.
    func value(_ contact: Contact) -> String {
        switch self {
        case .name: ContactTable.name(contact)
        case .email: contact.emails.first?.value ?? ""
        case .phone: contact.phones.first?.value ?? ""
        case .organization: contact.organization
        case .title: contact.jobTitle
        case .nickname: contact.nickname
        case .birthday: contact.birthday ?? ""
        }
    }

    /// Whether a cut value is useless (a phone number, a date): such columns are kept whole on a
    /// terminal before the others share the rest (``ColumnFitting``).
    var keptWhole: Bool {
        self == .phone || self == .birthday
    }

    /// The widest the column gets when the rows are not known in advance (`--photos`), for columns
    /// of bounded width (nil: name and email share the rest).
    func maximumWidth(available: Int) -> Int? {
        switch self {
        case .name, .email: nil
        case .phone: min(18, available / 5)
        case .organization, .title: min(24, available / 5)
        case .nickname: min(16, available / 6)
        case .birthday: 10
        }
    }
}
