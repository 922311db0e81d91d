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

    init(expression: String, order: ContactRecord.Order, narrowing previous: MatchList?, _ db: Database) throws {
        let matches = try ContactSearchRecord.matches(expression, db)
        self.expression = expression
        self.order = order
        self.matches = matches
        if let previous, previous.order == order, matches.isSubset(of: previous.matches) {
            ids = previous.ids.filter { matches.contains($0) }
        } else if matches.count * Self.walkRatio < (try OrderBucketRecord.total(db)) {
            ids = try ContactRecord.ids(matching: expression, order: order, db)
        } else {
            var ids: [ContactRowID] = []
            ids.reserveCapacity(matches.count)
            let walk = try ContactRecord.ids(in: order, db)
            while ids.count < matches.count, let id = try walk.next() {
                if matches.contains(id) { ids.append(id) }
            }
            self.ids = ids
        }
    }
}
