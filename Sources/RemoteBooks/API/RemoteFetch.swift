/// The result of fetching cards by href: every href asked for is in exactly one of the three lists.
public struct RemoteFetch: Hashable, Sendable {
    /// Cards that were read.
    public var cards: [RemoteCard]
    /// Hrefs the book no longer has (deleted since they were listed).
    public var missing: [String]
    /// Hrefs that could not be read, each with the reason; the book still has them, so they must
    /// not be taken as deleted.
    public var problems: [RemoteItemProblem]

    /// Creates a fetch result.
    public init(cards: [RemoteCard] = [], missing: [String] = [], problems: [RemoteItemProblem] = []) {
        self.cards = cards
        self.missing = missing
        self.problems = problems
    }

    /// Adds another batch's results after these.
    mutating func append(_ other: RemoteFetch) {
        cards += other.cards
        missing += other.missing
        problems += other.problems
    }
}
