/// One line of `contacts show`: a property of a contact's merged card with a readable name and
/// label, its value as text (several lines for a postal address).
public struct CardField: Sendable, Hashable {
    /// What the property is, which also orders the fields of a card.
    public enum Kind: Int, Sendable, Hashable, Comparable, CaseIterable {
        case organization, title, role, nickname, email, phone, messaging, social, url, address, birthday, anniversary,
            date, related, categories, groups, gender, language, timeZone, location, key, calendar, media, other, note

        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    public var kind: Kind
    /// The readable name: `email`, `url`, `im`, `social`, `time zone`, `phonetic given name`, …
    public var name: String
    /// The label: `home`, `work`, `mobile`, the user's own (Apple's `X-ABLabel`), a service
    /// (`twitter`, `Skype`), a relation (`spouse`); "" when there is none.
    public var label: String
    /// The value as text, unescaped; a postal address in lines (``CardAddress/lines``).
    public var value: String

    public init(kind: Kind, name: String, label: String = "", value: String) {
        self.kind = kind
        self.name = name
        self.label = label
        self.value = value
    }
}

/// A postal address of a card, as a label prints it.
public struct CardAddress: Sendable, Hashable {
    /// `home`, `work`, the user's own label, or `other`.
    public var label: String
    /// The lines to print: the card's `LABEL` when it has one, else the parts in the order of the
    /// address's country (`AddressFormat`).
    public var lines: [String]
    /// Whether the card preferred it (`PREF=1`, `TYPE=pref`).
    public var isPreferred: Bool
}

/// A member a group card names.
public struct GroupMember: Sendable, Hashable {
    /// The `MEMBER` value as written (`urn:uuid:…`).
    public var reference: String
    /// The contact whose card has that UID, at its position; nil when none is in the address book.
    public var contact: Contact?
}
