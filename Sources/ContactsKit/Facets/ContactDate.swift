/// A birthday or anniversary of a contact, as `contacts birthdays` lists it.
public struct ContactDate: Sendable, Hashable {
    /// Which day it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case birthday, anniversary
    }

    /// The contact, at its position (without its raw contacts).
    public var contact: Contact
    public var kind: Kind
    /// The date as the card gives it: `YYYY-MM-DD`, `--MM-DD` without a year, or what a card wrote
    /// instead of a date (`circa 1800`, a year alone).
    public var value: String
    /// The next time it comes, from the day asked about (that day included); nil when the card
    /// gives no month and day. 29 February comes on 28 February in other years.
    public var next: CalendarDay?
    /// Days from the day asked about to ``next`` (0: that very day).
    public var daysAway: Int?
    /// The age turned (a birthday) or years completed (an anniversary) on ``next``; nil without a year.
    public var years: Int?

    public init(
        contact: Contact, kind: Kind, value: String, next: CalendarDay? = nil, daysAway: Int? = nil, years: Int? = nil
    ) {
        self.contact = contact
        self.kind = kind
        self.value = value
        self.next = next
        self.daysAway = daysAway
        self.years = years
    }
}
