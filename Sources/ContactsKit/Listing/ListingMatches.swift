import GRDB
import Synchronization

/// The matches of a ``ScrollListing``'s search, found as far as they have been needed: the first
/// screen's at once, every one when something needs them all.
///
/// Every match in order (``MatchList``) means reading the index's list of every match and walking
/// the order's index past all of them: 50–90 ms on a million contacts for a word of two notes in
/// three, where a browser has 16 ms for a key. The first screen needs only its rows: found by
/// walking the order and asking the index about each contact when the word is frequent and the
/// question a seek (``MatchWalk``), else by reading the matches' bits and walking the order only
/// until the screen is full. The rest — the count, a row further down, the end, a section's size —
/// is found by ``completed(_:stopping:)``, once (a reference: the copies of a listing share it),
/// which a browser runs while no key is waiting and gives up when one comes.
final class ListingMatches: Sendable {
    /// The FTS5 expression the matches are of.
    let expression: String
    /// The order the matches come in.
    let order: ContactRecord.Order
    /// The first matches in order (all of them once complete).
    let first: [ContactRowID]
    /// Every match as bits, when they were read to find ``first``.
    private let bits: IdBitSet?
    private let whole: Mutex<MatchList?>

    /// Matches found whole.
    init(_ list: MatchList) {
        expression = list.expression
        order = list.order
        first = list.ids
        bits = list.matches
        whole = Mutex(list)
    }

    /// Matches found as far as `first`; `bits` when every match was read.
    init(expression: String, order: ContactRecord.Order, first: [ContactRowID], bits: IdBitSet?) {
        self.expression = expression
        self.order = order
        self.first = first
        self.bits = bits
        whole = Mutex(nil)
    }

    /// Every match in order, when it has been found.
    var complete: MatchList? { whole.withLock { $0 } }

    /// Every match in order, found now unless it was before; nil when `stopping`, asked before
    /// starting and about every millisecond, returned true first.
    func completed(_ db: Database, stopping: () -> Bool = { false }) throws -> MatchList? {
        if let complete { return complete }
        guard !stopping(),
            let list = try MatchList(
                expression: expression, order: order, matches: bits, sortingFew: false, db, stopping: stopping)
        else { return nil }
        whole.withLock { $0 = list }
        return list
    }

    /// Every match in order, found now unless it was before.
    func all(_ db: Database) throws -> MatchList {
        try completed(db)!
    }

    /// What `answer` makes of the matches in order: of ``first`` while only those are known, when
    /// it can (it returns nil when they do not reach far enough; its second argument says whether
    /// they are every match), else of every match, found now.
    func answer<T>(_ db: Database, _ answer: (_ ids: [ContactRowID], _ all: Bool) throws -> T?) throws -> T {
        if complete == nil, let answered = try answer(first, false) { return answered }
        return try answer(all(db).ids, true)!
    }

    /// Whether contact `id` matches: a test of the bits when read, else a seek in the index.
    func contains(_ id: ContactRowID, _ db: Database) throws -> Bool {
        if let bits = complete?.matches ?? bits { return bits.contains(id) }
        return try ContactSearchRecord.contact(id, matches: expression, db)
    }
}

extension ListingMatches {
    /// The matches of `match` in `order`, found as far as the first `firstRows` when that is
    /// cheaper than finding them all (nil: all of them), the cheapest way that applies:
    /// 1. asking the index about each contact the order's walk passes, for a frequent word whose
    ///    question is a seek (``MatchWalk``);
    /// 2. filtering `previous`, complete, when the new matches are among its (one more letter);
    /// 3. looking up and sorting the matches, when they are so few that the next one is far down
    ///    the order (``MatchList``);
    /// 4. walking the order until `firstRows` of the matches' bits are found.
    static func find(
        _ match: SearchMatch, order: ContactRecord.Order, firstRows: Int?, narrowing previous: ListingMatches?,
        _ db: Database
    ) throws -> ListingMatches {
        if let firstRows,
            try MatchWalk.asksOneByOne(match, wanted: firstRows, total: OrderBucketRecord.total(db), db),
            let page = try MatchWalk.probed(match.expression, order: order, wanted: firstRows, offset: 0, db)
        {
            let first = page.map(\.id)
            return ListingMatches(expression: match.expression, order: order, first: first, bits: nil)
        }
        let bits = try ContactSearchRecord.matches(match.expression, db)
        if let previous = previous?.complete, previous.order == order, bits.isSubset(of: previous.matches) {
            return ListingMatches(MatchList(expression: match.expression, filtering: previous, to: bits))
        }
        guard let firstRows,
            MatchWalk.walkPays(matches: bits.count, wanted: firstRows, total: try OrderBucketRecord.total(db))
        else {
            return ListingMatches(
                try MatchList(expression: match.expression, order: order, matches: bits, db, stopping: { false })!)
        }
        var first: [ContactRowID] = []
        let walk = try ContactRecord.ids(in: order, db)
        while first.count < firstRows, first.count < bits.count, let id = try walk.next() {
            if bits.contains(id) { first.append(id) }
        }
        if first.count == bits.count {
            return ListingMatches(MatchList(expression: match.expression, order: order, matches: bits, ids: first))
        }
        return ListingMatches(expression: match.expression, order: order, first: first, bits: bits)
    }
}
