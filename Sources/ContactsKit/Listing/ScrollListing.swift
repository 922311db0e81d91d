/// A listing prepared to be scrolled through anywhere: an order and, when searching, the matches in
/// that order, found as far as needed. Made by
/// ``ContactStore/scrollListing(order:query:narrowing:firstRows:)`` and read a page at a
/// time around a ``ListKey`` by ``ContactStore/rows(of:after:limit:)`` and
/// ``ContactStore/rows(of:before:limit:)``.
///
/// Without a search, a page is a range of the order's index after or before a key (keyset paging,
/// never `OFFSET`), so its first page, its last page and any page between cost the same on a
/// million contacts as on a hundred. With one, the matches are held in order (`MatchList`: 8 bytes
/// a match), so a page anywhere, the end and each section's size are found by position; a listing
/// made for its first rows holds only those until more is asked (``isComplete``).
///
/// A value reflects the store when it was made: after the store changes (``StoreChangeWatcher``),
/// make it again, without narrowing.
public struct ScrollListing: Sendable {
    /// The order rows come in.
    public let order: ListRequest.Order
    /// The search, as typed; nil when nothing is filtered.
    public let query: String?
    /// The matches of the search, in order, found as far as needed; nil when nothing is filtered.
    let matches: ListingMatches?
    /// Whether rows read from the listing carry their manual-order position (``Contact/position``;
    /// else 0). A row of a sorted or filtered page costs a count for it (at most 1,024 index
    /// entries): a reader that does not show positions, such as a sorted table, turns it off.
    public var readsPositions = true

    init(order: ListRequest.Order, query: String?, matches: ListingMatches?) {
        self.order = order
        self.query = query
        self.matches = matches
    }

    /// Whether every match of the search is known (always, without one): else only the first rows
    /// are, and asking for the count, a row beyond them, the end or a section's size finds the rest
    /// first (``ContactStore/complete(_:stopping:)``).
    public var isComplete: Bool { matches.map { $0.complete != nil } ?? true }

    /// Whether the listing keeps only the contacts a search matched.
    public var isFiltered: Bool { matches != nil }

    /// Whether rows are grouped in sections (`A`–`Z`, `#`): in the sorted orders.
    public var hasSections: Bool { order != .manual }
}
