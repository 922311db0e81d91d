import GRDB

/// A category and how many contacts are in it.
public struct CategoryCount: Sendable, Hashable {
    /// The category as written (the first of its spellings, when cards write it differently).
    public var name: String
    public var contacts: Int
}

/// A group card and how many members it names.
public struct GroupSummary: Sendable, Hashable {
    /// The group card's contact, at its position.
    public var contact: Contact
    /// How many members the card names (found in the address book or not).
    public var members: Int
}

extension ContactStore {
    /// Every category of the address book with the number of its contacts, by name (case and
    /// accents ignored). One pass over the category index, not over the cards.
    public func categories() throws -> [CategoryCount] {
        try read { db in try ContactCategoryRecord.counts(db).map { CategoryCount(name: $0.name, contacts: $0.count) } }
    }

    /// Which of `names` no contact has as a category (as `ListRequest/categories` matches them).
    public func unknownCategories(_ names: [String]) throws -> [String] {
        try read { db in
            let known = try ContactCategoryRecord.existing(names.map(ContactFacets.fold), db)
            return names.filter { !known.contains(ContactFacets.fold($0)) }
        }
    }

    /// Every group card, by name.
    public func groups() throws -> [GroupSummary] {
        try read { db in
            let index = try PositionIndex(db)
            return try ContactGroupRecord.all(db).compactMap { group in
                try Self.positioned(group.id, index, db).map { GroupSummary(contact: $0, members: group.members) }
            }
        }
    }

    /// Whether a group card has the name `name` (as ``ListRequest/group`` matches it).
    public func hasGroup(named name: String) throws -> Bool {
        try read { db in try ContactGroupRecord.exists(named: ContactFacets.fold(name), db) }
    }

    /// The birthdays and anniversaries that come in the `days` days from `today` (`today`
    /// included: `days` 0 is today alone), soonest first, then by position. Read through the
    /// month-and-day index, so a million contacts cost what the matches cost.
    public func comingDates(from today: CalendarDay, days: Int) throws -> [ContactDate] {
        let last = today.adding(days: max(0, min(days, 366)))
        let start = today.month * 100 + today.day
        let end = last.month * 100 + last.day
        // A window across New Year is two ranges; 29 February is read wherever 28 February is.
        var ranges: [ClosedRange<Int>] =
            days >= 365
            ? [101...1231]
            : start <= end && last.year == today.year ? [start...end] : [start...1231, 101...end]
        ranges = ranges.map { $0.contains(228) && !$0.contains(229) ? $0.lowerBound...max($0.upperBound, 229) : $0 }
        return try read { db in
            let index = try PositionIndex(db)
            var found: [ContactDate] = []
            for range in ranges {
                for row in try ContactDateRecord.dates(monthDays: range, db) {
                    guard let monthDay = row.monthDay, let kind = ContactDate.Kind(rawValue: row.kind),
                        let next = today.nextOccurrence(month: monthDay / 100, day: monthDay % 100), next <= last,
                        let contact = try Self.positioned(row.contactId, index, db)
                    else { continue }
                    let years = row.year.map { next.year - $0 }.flatMap { $0 >= 0 ? $0 : nil }
                    found.append(
                        ContactDate(
                            contact: contact, kind: kind, value: row.value, next: next,
                            daysAway: next.ordinal - today.ordinal, years: years))
                }
            }
            var seen = Set<String>()  // 29 February read by two ranges
            return found.filter { seen.insert($0.contact.id + $0.kind.rawValue).inserted }.sorted {
                ($0.daysAway ?? 0, $0.contact.position, $0.kind.rawValue) < (
                    $1.daysAway ?? 0, $1.contact.position, $1.kind.rawValue
                )
            }
        }
    }

    /// The birthdays and anniversaries a card gives without a month and day (`BDAY;VALUE=text:circa
    /// 1800`, a year alone), by position.
    public func undatedDates() throws -> [ContactDate] {
        try read { db in
            let index = try PositionIndex(db)
            return try ContactDateRecord.undated(db).compactMap { row -> ContactDate? in
                guard let kind = ContactDate.Kind(rawValue: row.kind),
                    let contact = try Self.positioned(row.contactId, index, db)
                else {
                    return nil
                }
                return ContactDate(contact: contact, kind: kind, value: row.value)
            }.sorted { ($0.contact.position, $0.kind.rawValue) < ($1.contact.position, $1.kind.rawValue) }
        }
    }

    /// The contact with row id `id` at its position, without its raw contacts.
    static func positioned(_ id: ContactRowID, _ index: PositionIndex, _ db: Database) throws -> Contact? {
        guard let listed = try ContactRecord.listed(id: id, db) else { return nil }
        var contact = listed.contact
        contact.position = try index.position(orderKey: listed.orderKey, id: id, db)
        return contact
    }
}
