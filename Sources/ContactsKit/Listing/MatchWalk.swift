import GRDB

/// The first page of a search that matches many contacts, found by walking the listing's order and
/// keeping the matches, instead of looking up and sorting every match.
///
/// SQLite answers `… WHERE id IN (SELECT rowid FROM contactSearch WHERE contactSearch MATCH ?)
/// ORDER BY … LIMIT 50` by fetching every matching contact and sorting them all: a cost that grows
/// with the matches (108,000 for `mar` in a million contacts), not with the page. Here the matching
/// ids are read once from the search index into a bit set (one bit per contact id), then the order
/// index is walked, id by id, until the page is full: at one match in ten, 500 index entries for
/// 50 rows. The walk reads about `wanted × total / matches` entries and the sort `matches` rows, so
/// the walk is taken only when `matches² > wanted × total`; a rarer match keeps the SQL plan.
struct MatchWalk {
    /// Each row of the page: the contact's id and, in manual order, its position (the walk counts them).
    let page: [(id: ContactRowID, ordinal: Int)]
    /// Whether the page was found by asking the index about each contact the walk passed
    /// (``probed(_:order:wanted:offset:_:)``), not from every match read first.
    let askedOneByOne: Bool

    /// The page, or nil when the request is not a search with a limit or the matches are too few for
    /// the walk to pay.
    init?(_ request: ListRequest, match: SearchMatch?, total: Int, _ db: Database) throws {
        guard let limit = request.limit, request.isSearchOnly, let match else { return nil }
        let wanted = request.offset + limit
        if try Self.asksOneByOne(match, wanted: wanted, total: total, db),
            let page = try Self.probed(
                match.expression, order: request.order.record, wanted: wanted, offset: request.offset, db)
        {
            self.page = page
            askedOneByOne = true
            return
        }
        askedOneByOne = false
        let matches = try ContactSearchRecord.matches(match.expression, db)
        guard Self.walkPays(matches: matches.count, wanted: wanted, total: total) else { return nil }

        var page: [(id: ContactRowID, ordinal: Int)] = []
        page.reserveCapacity(limit)
        var ordinal = 0
        var found = 0
        let walk = try ContactRecord.ids(in: request.order.record, db)
        while found < wanted, let id = try walk.next() {
            ordinal += 1
            guard matches.contains(id) else { continue }
            found += 1
            if found > request.offset { page.append((id, ordinal)) }
        }
        self.page = page
    }

    /// Whether asking the index about each contact the walk passes finds `wanted` matches for less
    /// than reading every match does: `match` is seekable (``SearchMatch/isSeekable``) and
    /// frequent (more than one contact in ``probesPerRow``, judged from the first ``sampled``
    /// matches: the index lists them by id, so the id the last of them reaches tells what share of
    /// the ids matches), and the index is in at most ``segmentsAsked`` segments, or the word is so
    /// frequent that reading its matches costs more even so.
    ///
    /// A question costs about 5 µs for each segment of the index and 5 µs more
    /// (``ContactSearchRecord/segmentCount(_:)``; on a million contacts 10 µs in one segment,
    /// 50 µs in ten), reading a match about 0.1 µs (0.04–0.12): `wanted / share` questions
    /// against `total × share` matches read.
    static func asksOneByOne(_ match: SearchMatch, wanted: Int, total: Int, _ db: Database) throws -> Bool {
        guard match.isSeekable, 2 * wanted * probesPerRow <= probeLimit,
            let segments = try ContactSearchRecord.segmentCount(db)
        else { return false }
        let first = try ContactSearchRecord.ids(matching: match.expression, limit: sampled, db)
        guard first.count == sampled, let last = first.last, Int64(sampled * probesPerRow) > last.rawValue else {
            return false
        }
        let share = Double(sampled) / Double(max(1, last.rawValue))
        return segments <= segmentsAsked
            || Double(wanted * (1 + segments) * 50) < Double(total) * share * share
    }

    /// The most segments the index may be in for the walk to ask about each contact of any
    /// frequent word (``asksOneByOne(_:wanted:total:_:)``). A bulk import of more than about
    /// 600,000 contacts leaves it in one (``BulkLoad``); later writes add small ones, which FTS5
    /// merges four at a time.
    static let segmentsAsked = 4

    /// Whether walking the order for the first `wanted` of `matches` matches among `total`
    /// contacts, about `wanted × total / matches` index entries, costs less than sorting the
    /// matches.
    static func walkPays(matches: Int, wanted: Int, total: Int) -> Bool {
        Double(matches) * Double(matches) > Double(wanted) * Double(total)
    }

    /// How many of the first matches ``asksOneByOne(_:wanted:total:_:)`` reads.
    static let sampled = 100

    /// The share of contacts, one in this many, above which the walk asks the index about each
    /// contact it passes (``probed(_:order:wanted:offset:_:)``) instead of reading every match.
    static let probesPerRow = 20

    /// How many contacts the walk asks the index about at most: a page is looked for this way only
    /// when its share of matches promises it within half of them (100 rows at one contact in 20).
    static let probeLimit = 4_000

    /// The page found by walking the order and asking the search index about each contact: for a
    /// word most contacts hold (a note's `tea`), reading its every match costs far more than the
    /// few contacts a page needs. Nil when the matches lie further down the order than their share
    /// promised (beyond ``probeLimit`` contacts): then every match is read after all.
    static func probed(
        _ match: String, order: ContactRecord.Order, wanted: Int, offset: Int,
        _ db: Database
    ) throws -> [(id: ContactRowID, ordinal: Int)]? {
        var page: [(id: ContactRowID, ordinal: Int)] = []
        var ordinal = 0
        var found = 0
        let walk = try ContactRecord.ids(in: order, db)
        while found < wanted, let id = try walk.next() {
            ordinal += 1
            if ordinal > probeLimit { return nil }
            guard try ContactSearchRecord.contact(id, matches: match, db) else { continue }
            found += 1
            if found > offset { page.append((id, ordinal)) }
        }
        return page
    }
}
