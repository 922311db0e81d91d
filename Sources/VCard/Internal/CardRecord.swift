/// One entry of a card being collected: a content line, or the bounds of an embedded (AGENT) card.
enum CardRecord {
    /// A logical line starting on physical line `number`, held in the card's bytes at `range`.
    case line(number: Int, range: Range<Int>)
    /// `BEGIN:VCARD` of an embedded card.
    case beginNested(line: Int)
    /// `END:VCARD` of an embedded card.
    case endNested(line: Int)
}
