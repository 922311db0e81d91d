/// One result of reading: a card (possibly repaired) or a card that had to be skipped,
/// with every problem found on its lines.
public struct VCardEntry: Sendable, Hashable {
    /// The card, or nil when it was skipped (``problems`` says why) or when the entry
    /// only reports text found outside any card.
    public var card: VCard?
    /// The first physical line of the card (its `BEGIN:VCARD`) or of the problem.
    public var firstLine: Int
    /// The last physical line of the card (its `END:VCARD`) or of the problem.
    public var lastLine: Int
    /// Problems in line order. With a card, each was repaired; without one, at least one skipped it.
    public var problems: [VCardError]

    /// Creates an entry.
    public init(card: VCard?, firstLine: Int, lastLine: Int, problems: [VCardError]) {
        self.card = card
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.problems = problems
    }
}
