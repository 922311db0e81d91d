import GRDB

extension ContactStore {
    /// A listing to scroll through: `order`, filtered by `query` (the `list QUERY` semantics) when
    /// it has a word.
    ///
    /// Without a query this reads nothing. With one, every match is found and put in order (see
    /// `MatchList`), or, given `firstRows`, only the first that many when finding them all costs
    /// more (a frequent word on a large store): the rest is found when a row beyond them, the
    /// count, the end or a section's size is asked for, or by ``complete(_:stopping:)``
    /// (``ScrollListing/isComplete``). Pass the listing of the query typed just before as
    /// `previous`, and when the new query only narrows it (one more letter), its matches are
    /// filtered instead of the table walked again. `previous` must reflect the store as it is:
    /// after a change, pass nil.
    ///
    /// ```swift
    /// let listing = try store.scrollListing(order: .familyName)
    /// let first = try store.rows(of: listing, after: nil, limit: 20)
    /// let next = try store.rows(of: listing, after: first.last?.key, limit: 20)
    /// let last = try store.rows(of: listing, before: nil, limit: 20)
    /// ```
    public func scrollListing(
        order: ListRequest.Order, query: String? = nil, narrowing previous: ScrollListing? = nil,
        firstRows: Int? = nil
    ) throws -> ScrollListing {
        guard !SearchQuery.matchesEverything(query ?? "") else {
            return ScrollListing(order: order, query: nil, matches: nil)
        }
        let matches = try read { db -> ListingMatches? in
            let request = ListRequest(order: order, query: query)
            guard let match = try request.match(db) else { return nil }
            if let previous, let matches = previous.matches, matches.expression == match.expression,
                previous.order == order
            {
                return matches
            }
            return try ListingMatches.find(
                match, order: order.record, firstRows: firstRows, narrowing: previous?.matches, db)
        }
        return ScrollListing(order: order, query: query, matches: matches)
    }

    /// Finds every match of `listing` that ``scrollListing(order:query:narrowing:firstRows:)``
    /// left for later, asking `stopping` about every millisecond whether to give up (a key came);
    /// whether the listing is complete now. Copies of the listing share what is found.
    public func complete(_ listing: ScrollListing, stopping: () -> Bool) throws -> Bool {
        guard let matches = listing.matches, matches.complete == nil else { return true }
        return try read { db in try matches.completed(db, stopping: stopping) != nil }
    }

    /// Up to `limit` rows right after `key` (from the first row when nil), in the listing's order.
    public func rows(of listing: ScrollListing, after key: ListKey?, limit: Int) throws -> [ScrollRow] {
        try read { db in
            guard let matches = listing.matches else {
                return try Self.scrollRows(
                    ContactRecord.keyed(after: key?.keys, order: listing.order.record, limit: limit, db), listing, db)
            }
            let limit = max(0, limit)
            return try matches.answer(db) { ids, all in
                let start = try key.map { try Self.index(after: $0, in: ids, listing.order, db) } ?? 0
                guard all || start + limit <= ids.count else { return nil }
                return try Self.scrollRows(ids: Array(ids[start..<min(ids.count, start + limit)]), listing, db)
            }
        }
    }

    /// Up to `limit` rows right before `key` (the last rows when nil), in the listing's order.
    public func rows(of listing: ScrollListing, before key: ListKey?, limit: Int) throws -> [ScrollRow] {
        try read { db in
            guard let matches = listing.matches else {
                return try Self.scrollRows(
                    ContactRecord.keyed(before: key?.keys, order: listing.order.record, limit: limit, db), listing, db)
            }
            let limit = max(0, limit)
            return try matches.answer(db) { ids, all in
                let end = try key.map { try Self.index(atOrAfter: $0, in: ids, listing.order, db) } ?? ids.count
                // The rows before a key among the first matches are all there.
                guard all || end < ids.count else { return nil }
                return try Self.scrollRows(ids: Array(ids[max(0, end - limit)..<end]), listing, db)
            }
        }
    }

    /// The row of the contact with id `id` (its UUID), or nil when the listing does not hold it (no
    /// such contact, or the search does not match it).
    public func row(of listing: ScrollListing, contactID id: String) throws -> ScrollRow? {
        try read { db in
            guard let rowID = try ContactRecord.id(uuid: id, db) else { return nil }
            if let matches = listing.matches, try !matches.contains(rowID, db) { return nil }
            return try Self.scrollRows(ids: [rowID], listing, db).first
        }
    }

    /// How many rows the listing holds: every contact, or every match (found now, if they were not).
    public func count(of listing: ScrollListing) throws -> Int {
        guard let matches = listing.matches else { return try count() }
        if let complete = matches.complete { return complete.ids.count }
        return try read { db in try matches.all(db).ids.count }
    }

    /// How many rows come before `key`, when that is cheap to know: in a filtered listing (a binary
    /// search of the matches) and in your order without a filter (the position); nil in a sorted
    /// order without a filter, where it would mean counting up to a million index entries.
    public func rowsBefore(_ key: ListKey, in listing: ScrollListing) throws -> Int? {
        try read { db in
            if let matches = listing.matches {
                return try matches.answer(db) { ids, all in
                    let index = try Self.index(atOrAfter: key, in: ids, listing.order, db)
                    return all || index < ids.count ? index : nil
                }
            }
            guard listing.order == .manual else { return nil }
            return try PositionIndex(db).position(orderKey: key.keys.orderKey, id: key.keys.id, db) - 1
        }
    }

    /// How many rows of a sorted listing fall in the section of the row at `key`: a range of the
    /// sort index (its letter, or `#`), counted without reading rows, or, filtered, found by two
    /// binary searches of the matches. Nil in your order, which has no sections.
    public func sectionCount(at key: ListKey, in listing: ScrollListing) throws -> Int? {
        guard listing.hasSections else { return nil }
        let sortKey = listing.order == .givenName ? key.keys.sortKeyGiven : key.keys.sortKeyFamily
        let range = SortKey.sectionRange(of: sortKey)
        return try read { db in
            guard let matches = listing.matches else {
                return try ContactRecord.count(
                    sortKeysFrom: range.lower, below: range.upper, order: listing.order.record, db)
            }
            let bound = { (text: String) in
                ListKey(
                    ContactRecord.Keys(
                        id: ContactRowID(Int64.min), orderKey: OrderKey(0), sortKeyFamily: text, sortKeyGiven: text))
            }
            let ids = try matches.all(db).ids
            let first = try Self.index(atOrAfter: bound(range.lower), in: ids, listing.order, db)
            let end = try Self.index(atOrAfter: bound(range.upper), in: ids, listing.order, db)
            return end - first
        }
    }

    // MARK: - Rows

    /// Listed contacts and their keys as rows, each at its manual-order position (0 when the
    /// listing does not read positions).
    private static func scrollRows(
        _ keyed: [(ContactRecord.Listed, ContactRecord.Keys)], _ listing: ScrollListing, _ db: Database
    ) throws -> [ScrollRow] {
        guard let first = keyed.first else { return [] }
        let positions: [Int]
        if !listing.readsPositions {
            positions = Array(repeating: 0, count: keyed.count)
        } else if listing.order == .manual && !listing.isFiltered {
            // Your order without a filter: positions follow each other.
            let firstPosition = try PositionIndex(db).position(orderKey: first.0.orderKey, id: first.0.id, db)
            positions = keyed.indices.map { firstPosition + $0 }
        } else {
            positions = try Self.positions(of: keyed.map { ($0.0.id, $0.0.orderKey) }, db)
        }
        return zip(keyed, positions).map { row, position in
            var contact = row.0.contact
            contact.position = position
            return ScrollRow(contact: contact, section: row.0.section, key: ListKey(row.1))
        }
    }

    /// The manual-order positions of `places`, in their order. Taken in manual order, each is the
    /// one before plus the contacts between them when both share an order bucket (a count of the
    /// gap), else looked up (a count inside its bucket): a page of a search counts its gaps, not
    /// each row's distance from its bucket's start.
    private static func positions(of places: [ContactRecord.Place], _ db: Database) throws -> [Int] {
        let index = try PositionIndex(db)
        var positions = [Int](repeating: 0, count: places.count)
        var previous: (place: ContactRecord.Place, position: Int)?
        for offset in places.indices.sorted(by: {
            (places[$0].orderKey, places[$0].id) < (places[$1].orderKey, places[$1].id)
        }) {
            let place = places[offset]
            if let previous, OrderKey.bucket(previous.place.orderKey) == OrderKey.bucket(place.orderKey) {
                positions[offset] =
                    previous.position + (try ContactRecord.count(after: previous.place, through: place, db))
            } else {
                positions[offset] = try index.position(orderKey: place.orderKey, id: place.id, db)
            }
            previous = (place, positions[offset])
        }
        return positions
    }

    /// The contacts with row ids `ids` as rows, in the order of `ids` (ids of no contact left out).
    private static func scrollRows(ids: [ContactRowID], _ listing: ScrollListing, _ db: Database) throws -> [ScrollRow]
    {
        let found = try ContactRecord.keyed(ids: ids, order: listing.order.record, db)
        let byID = Dictionary(found.map { ($0.0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return try scrollRows(ids.compactMap { byID[$0] }, listing, db)
    }

    // MARK: - Binary search of the matches

    /// The index of the first match at or after `key` in `order`.
    private static func index(
        atOrAfter key: ListKey, in ids: [ContactRowID], _ order: ListRequest.Order, _ db: Database
    ) throws -> Int {
        try partition(ids, db) { $0.precedes(key, in: order) }
    }

    /// The index of the first match after `key` in `order`.
    private static func index(
        after key: ListKey, in ids: [ContactRowID], _ order: ListRequest.Order, _ db: Database
    ) throws -> Int {
        try partition(ids, db) { !key.precedes($0, in: order) }
    }

    /// The first index whose key is not `before`, for ids sorted so that `before` holds for a
    /// prefix. Each probe reads one contact's keys by row id; a contact deleted since the matches
    /// were read counts as before.
    private static func partition(_ ids: [ContactRowID], _ db: Database, before: (ListKey) -> Bool) throws -> Int {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if let keys = try ContactRecord.keys(of: ids[middle], db), !before(ListKey(keys)) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}
