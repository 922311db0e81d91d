import VCard

/// What the facet tables index of a contact's merged card, so that `list --category`, `list
/// --group`, `contacts categories` and `contacts birthdays` read indexed rows, never cards: its
/// categories, whether it is a group card and the members it names, its birthday and anniversary.
///
/// Computed from the card outside the write transaction for a new contact (``PreparedCard``), from
/// the merged card in ``Linker/finish()`` for a changed one.
struct ContactFacets: Sendable, Equatable {
    /// A category: its folded name (the key `--category` matches) and its name as written.
    struct Category: Sendable, Equatable {
        var folded: String
        var name: String
    }

    /// A birthday or anniversary.
    struct Day: Sendable, Equatable {
        var kind: ContactDate.Kind
        /// `month * 100 + day`; nil when the date has no day (text, a year alone).
        var monthDay: Int?
        var year: Int?
        /// As shown: `YYYY-MM-DD`, `--MM-DD`, `1985`, or the text (`circa 1800`).
        var value: String
    }

    var categories: [Category] = []
    /// The folded display name when the card is a group (`KIND:group`); nil for any other card.
    var groupName: String?
    /// The group's members as UID keys (``memberKey(_:)``).
    var memberKeys: [String] = []
    var days: [Day] = []

    /// No facets: a card without categories, group or dates.
    init() {}

    /// The facets of `card`, shown as `displayName`.
    init(card: VCard, displayName: String) {
        var seen = Set<String>()
        for name in card.categories {
            let folded = Self.fold(name)
            if !folded.isEmpty, seen.insert(folded).inserted { categories.append(Category(folded: folded, name: name)) }
        }
        if card.kind == "group" {
            groupName = Self.fold(displayName)
            var keys = Set<String>()
            memberKeys = card.members.map(Self.memberKey).filter { !$0.isEmpty && keys.insert($0).inserted }
        }
        if let day = Self.day(.birthday, date: card.birthday, text: card.birthdayText) { days.append(day) }
        if let day = Self.day(
            .anniversary, date: card.anniversary ?? Self.otherAnniversary(card), text: card.anniversaryText)
        {
            days.append(day)
        }
    }

    /// Whether there is nothing to write.
    var isEmpty: Bool { categories.isEmpty && groupName == nil && days.isEmpty }

    /// A category or group name as `--category` and `--group` match it: case, accents, width and
    /// punctuation ignored, spaces collapsed (`Friends & Family` is `friends family`).
    static func fold(_ name: String) -> String {
        let folded = MatchProfile.fold(name)
        return folded.isEmpty ? name.trimmed.lowercased() : folded
    }

    /// A `MEMBER` value or a `UID` as the key that joins them: without `urn:uuid:`, ASCII letters
    /// lower-cased, exactly as the `rawContact_uidKey` index computes it in SQL.
    static func memberKey(_ value: String) -> String {
        var text = Substring(value.trimmed)
        if text.utf8.count >= 9, String(text.prefix(9)).lowercased() == "urn:uuid:" { text = text.dropFirst(9) }
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }))
    }

    private static func day(_ kind: ContactDate.Kind, date: VCardDate?, text: String?) -> Day? {
        if let date, let month = date.month, let day = date.day {
            return Day(
                kind: kind, monthDay: month * 100 + day, year: date.year, value: date.isoString ?? date.vCardValue)
        }
        if let date, !date.vCardValue.isEmpty {
            return Day(kind: kind, monthDay: nil, year: date.year, value: date.vCardValue)
        }
        if let text { return Day(kind: kind, monthDay: nil, year: nil, value: String(text.prefix(200))) }
        return nil
    }

    /// A 3.0 card's anniversary, which that version has no property for: `X-ANNIVERSARY` (KDE,
    /// Android, a 4.0 card written as 3.0), Evolution's `X-EVOLUTION-ANNIVERSARY`, or Apple's
    /// `X-ABDATE` labelled `_$!<Anniversary>!$_` — the ones `show` names an anniversary.
    private static func otherAnniversary(_ card: VCard) -> VCardDate? {
        card.properties.first {
            $0.name == "X-ANNIVERSARY" || $0.name == "X-EVOLUTION-ANNIVERSARY"
                || ($0.name == "X-ABDATE" && card.groupLabel(of: $0) == "anniversary")
        }.flatMap { VCardDate(parsing: $0.value) }
    }
}
