/// A search as the search index answers it (``SearchQuery/match(_:scope:terms:tokens:)``).
struct SearchMatch: Sendable, Hashable {
    /// The FTS5 MATCH expression.
    let expression: String
    /// Whether the index answers whether one contact matches by a seek in lists it keeps: every
    /// word at most ``SearchQuery/longestIndexedPrefix`` characters or written as the index's own
    /// words or a prefix list standing for the same words (``IndexedWordForm``), and phone digits,
    /// if any, at most that many. A longer prefix is a merge of every indexed word it starts,
    /// redone at each such question.
    let isSeekable: Bool
}
