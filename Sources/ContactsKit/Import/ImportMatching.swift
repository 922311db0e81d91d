import GRDB

/// What an import keeps across its batches to find the cards it replaces: which stored raw
/// contacts its cards are versions of, and the cards without a UID that it holds back until every
/// card is read (`ReplacedCards`). With `replace`, the raw contacts of its sources that none of
/// its cards is a version of are removed at its end (``SourceCards/remove(_:_:)``).
struct ImportMatching {
    /// The largest raw contact id before the import: cards above it are the import's own.
    let floor: RawContactRowID
    /// The sources whose cards without a UID the import's changed cards without a UID may replace.
    private(set) var sourcesWithUIDless: Set<String>
    /// Whether to track every card (for `replace`), not only those without a UID.
    let tracksAll: Bool
    /// Raw contacts stored before the import that a card of it is a version of.
    private(set) var seen = Set<RawContactRowID>()
    /// Cards without a UID found by no stored card's content, in import order, while a stored card
    /// of their source without a UID may be what they replace.
    private(set) var heldBack: [PreparedCard] = []

    /// Nothing tracked: a write that is no import's (a sync's cards).
    static var none: ImportMatching {
        ImportMatching(floor: RawContactRowID(0), sourcesWithUIDless: [], tracksAll: false)
    }

    init(floor: RawContactRowID, sourcesWithUIDless: Set<String>, tracksAll: Bool) {
        self.floor = floor
        self.sourcesWithUIDless = sourcesWithUIDless
        self.tracksAll = tracksAll
    }

    /// The matching for an import of `sources`, as the store stands before it.
    init(sources: Set<String>, replace: Bool, _ db: Database) throws {
        floor = try RawContactRecord.largestID(db)
        sourcesWithUIDless = Set(try sources.filter { try RawContactRecord.hasUIDless(source: $0, db) })
        tracksAll = replace
    }

    /// Whether cards are held back.
    var holdsCards: Bool { !heldBack.isEmpty }

    /// Records that `card` is a version of the stored raw contact `id`.
    mutating func found(_ card: PreparedCard, raw id: RawContactRowID) {
        if id <= floor, tracksAll || card.uid == nil { seen.insert(id) }
    }

    /// Whether `card`, found by no stored card, is held back: it has no UID and its source has
    /// cards without one that it may replace.
    mutating func holdsBack(_ card: PreparedCard) -> Bool {
        guard card.uid == nil, sourcesWithUIDless.contains(card.source) else { return false }
        heldBack.append(card)
        return true
    }

    /// The held-back cards, handed over once (the last batch stores them); none is held back after.
    mutating func takeHeldBack() -> [PreparedCard] {
        sourcesWithUIDless = []
        defer { heldBack = [] }
        return heldBack
    }
}
