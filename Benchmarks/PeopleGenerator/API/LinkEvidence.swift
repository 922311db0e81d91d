/// What the copies of a duplicated person have in common, beside a name.
///
/// Each duplicated person gets exactly one kind: its copies share what the kind names and, for the
/// narrower kinds, nothing more of the same sort (the copies of an ``email`` person share an email
/// but no telephone number; those of a ``nameAndBirthday`` person share no email, telephone,
/// organisation or address).
public enum LinkEvidence: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Synced copies: the same `UID` in every source, and the same details.
    case sharedUID
    /// An email address, perhaps in different letter case; names may differ (nickname, initial, …).
    case email
    /// A telephone number, written in different national or international forms.
    case phone
    /// Both an email address and a telephone number.
    case emailAndPhone
    /// The same full name (up to case and diacritics) and organisation, nothing else: namesakes at
    /// one company look the same, so no linker should join these on their own (issue 15).
    case nameAndOrganization
    /// The same full name (up to case and diacritics) and birthday, nothing else.
    case nameAndBirthday
    /// The same full name (up to case and diacritics) and postal address, nothing else.
    case nameAndAddress
    /// Only the name: no linker can tell these from two people of the same name.
    case nameOnly

    /// Whether an automatic linker can be expected to join the copies (everything but ``nameOnly``
    /// and ``nameAndOrganization``).
    public var isReachable: Bool { self != .nameOnly && self != .nameAndOrganization }

    /// Whether the cards are joined by a full name plus one detail.
    public var isNameBased: Bool {
        self == .nameAndOrganization || self == .nameAndBirthday || self == .nameAndAddress
    }

    /// The raw value, e.g. `nameAndBirthday`.
    public var description: String { rawValue }
}
