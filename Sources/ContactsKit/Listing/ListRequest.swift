import GRDB

/// What a listing asks for: order, filters and a range.
public struct ListRequest: Sendable, Hashable {
    /// The order of a listing.
    public enum Order: Sendable, Hashable {
        /// The user's manual order (positions 1, 2, 3, …).
        case manual
        /// Family name, then given name (collation-aware; see docs/usage.md).
        case familyName
        /// Given name, then family name.
        case givenName
    }

    public var order: Order
    /// Words that must each start a word of a field ``scope`` looks in, or phone digits.
    public var query: String?
    /// The fields ``query`` looks in: every field unless told.
    public var scope: SearchScope
    /// Only contacts with a raw contact from this source.
    public var source: String?
    /// Only contacts with a photo.
    public var hasPhoto: Bool
    /// Only contacts in any of these categories (case, accents and punctuation ignored); none: every contact.
    public var categories: [String]
    /// Only the members of the group card with this name (case, accents and punctuation ignored).
    public var group: String?
    /// At most this many contacts.
    public var limit: Int?
    /// Skip this many first.
    public var offset: Int

    public init(
        order: Order = .manual, query: String? = nil, source: String? = nil, hasPhoto: Bool = false,
        categories: [String] = [], group: String? = nil, limit: Int? = nil, offset: Int = 0,
        scope: SearchScope = .everyField
    ) {
        self.order = order
        self.query = query
        self.scope = scope
        self.source = source
        self.hasPhoto = hasPhoto
        self.categories = categories
        self.group = group
        self.limit = limit
        self.offset = offset
    }

    /// Whether rows come in manual order with nothing filtered out, so positions are offset + index.
    var isPlainManualOrder: Bool {
        order == .manual && SearchQuery.matchesEverything(query ?? "") && source == nil && !hasPhoto
            && categories.isEmpty
            && group == nil
    }

    /// Whether only a search (``query``) filters the contacts.
    var isSearchOnly: Bool { source == nil && !hasPhoto && categories.isEmpty && group == nil }

    /// ``query`` as the store's search index answers it: a long word written as the index's words
    /// it starts (``SearchQuery/match(_:scope:terms:tokens:)``).
    func match(_ db: Database) throws -> SearchMatch? {
        try SearchQuery.match(
            query ?? "", scope: scope, terms: { try SearchWordRecord.form(of: $0, db) },
            tokens: { try IndexTokens.of($0, db) })
    }

    /// The contacts the request keeps, as the `contact` table filters them, with `match` (``match(_:)``).
    func filter(match: SearchMatch?) -> ContactRecord.Filter {
        ContactRecord.Filter(
            match: match?.expression, source: source, hasPhoto: hasPhoto,
            categories: categories.map(ContactFacets.fold), group: group.map(ContactFacets.fold))
    }
}

extension ListRequest.Order {
    /// The order as the `contact` table's indexes serve it.
    var record: ContactRecord.Order {
        switch self {
        case .manual: .manual
        case .familyName: .familyName
        case .givenName: .givenName
        }
    }
}

/// A contact in a listing, with the section it falls in for the listing's order.
public struct ListedContact: Sendable, Hashable {
    public var contact: Contact
    /// `A`–`Z`, another script's first letter, or `#`; for a manual listing, the family-order section.
    public var section: String
}
