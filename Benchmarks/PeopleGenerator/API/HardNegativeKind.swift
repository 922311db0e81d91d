/// A kind of trap for a linker: different people whose cards look alike.
public enum HardNegativeKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Unrelated people with the same common full name, and different emails, phones and birthdays.
    case sameName
    /// Family members: the same family name and home address, a shared landline and/or family email.
    case family
    /// Colleagues: the same organisation and company switchboard (sometimes with extensions).
    case colleagues
    /// The same given name and the same short internal number (e.g. `4477`).
    case shortNumber
    /// Twins: the same family name and birthday, sometimes the same address.
    case twins
    /// An organisation's own card and a person there, sharing the switchboard or the `info@` address.
    case organization
    /// Namesakes at one company: the same full name and organisation, sharing only the company's
    /// switchboard; different emails, mobiles and addresses.
    case namesakesAtCompany
    /// Several cards in one file with different UIDs, the same full name and the same organisation:
    /// different people (an address book that keeps both, as a user would who knows them apart).
    case sameFileNamesakes

    /// The raw value, e.g. `shortNumber`.
    public var description: String { rawValue }
}
