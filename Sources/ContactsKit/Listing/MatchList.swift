import GRDB

/// Every contact a search matches, in a listing's order: the row ids of a filtered
/// ``ScrollListing``, so that a page anywhere in it, its end and the size of a section are found
/// by position instead of by walking the table.
///
/// Made one of three ways, the cheapest that applies:
/// - **narrowing** a match list of the previous query: typing one more letter (`mar` → `mart`)
///   only ever removes matches, so when the new matches are a subset of the old ones (checked a
///   word of the bit sets at a time), the old list is filtered, costing the old matches;
/// - **sorting the matches**, when they are few: SQLite looks each one up and sorts them;
/// - **walking the order's index** once and keeping the matches, when they are many (a single
///   letter matches most of the book): one pass over the index instead of a lookup per match.
struct MatchList: Sendable {
    /// The FTS5 expression the matches are of.
    let expression: String
    /// The order of ``ids``.
    let order: ContactRecord.Order
    /// The matches, as bits, to narrow from and test against.
    let matches: IdBitSet
    /// The matches' row ids, in the listing's order.
    let ids: [ContactRowID]

    /// Below one match in this many contacts, matches are looked up and sorted rather than found
    /// by walking the index (a lookup and a sort step cost about twenty index entries).
    static let walkRatio = 20

    /// The matches `matches` of `expression`, among those of `previous`: its list filtered.
    init(expression: String, filtering previous: MatchList, to matches: IdBitSet) {
        self.init(
            expression: expression, order: previous.order, matches: matches, ids: previous.ids.filter(matches.contains))
    }

    /// The list of `matches` (read from the index when nil), asking `stopping` now and then whether
    /// to give up (nil when it said so): for the rest of a listing whose first screen was found
    /// apart (``ListingMatches``), which walks the order even for few matches (`sortingFew`
    /// false): SQLite's sort cannot be stopped, and may walk the order's index itself.
    init?(
        expression: String, order: ContactRecord.Order, matches: IdBitSet?, sortingFew: Bool = true,
        _ db: Database, stopping: () -> Bool
    ) throws {
        guard let matches = try matches ?? ContactSearchRecord.matches(expression, db, stopping: stopping) else {
            return nil
        }
        if sortingFew, matches.count * Self.walkRatio < (try OrderBucketRecord.total(db)) {
            self.init(
                expression: expression, order: order, matches: matches,
                ids: try ContactRecord.ids(matching: expression, order: order, db))
            return
        }
        var ids: [ContactRowID] = []
        ids.reserveCapacity(matches.count)
        var walked = 0
        var stopped = false
        _ = try ContactRecord.forEachID(in: order, db) { id in
            if matches.contains(id) { ids.append(id) }
            walked += 1
            if walked % ContactSearchRecord.rowsBetweenStops == 0, stopping() { stopped = true }
            return !stopped && ids.count < matches.count
        }
        if stopped { return nil }
        self.init(expression: expression, order: order, matches: matches, ids: ids)
    }

    init(expression: String, order: ContactRecord.Order, matches: IdBitSet, ids: [ContactRowID]) {
        self.expression = expression
        self.order = order
        self.matches = matches
        self.ids = ids
    }
}
