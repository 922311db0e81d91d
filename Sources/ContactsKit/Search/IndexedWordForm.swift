/// What a word typed longer than the search index's prefix lists stands for in the index
/// (``SearchWordRecord/form(of:_:)``), so that FTS5 reads lists it keeps instead of merging the
/// list of every word the typed word starts.
enum IndexedWordForm: Sendable, Hashable {
    /// The index's words that the typed word starts (at most
    /// ``SearchWordRecord/wordsPerTypedWord``, lowercase): `("berlin" OR "berliner")`.
    case words([String])
    /// The typed word's first ``SearchQuery/longestIndexedPrefix`` characters, which start exactly
    /// the words the typed word starts: `"yamam"*` for `yamamoto`, when every word of the index
    /// that starts with `yamam` starts with `yamamoto` (`yamamoto`, `yamamoto1`, … `yamamoto999`).
    case prefix(String)
}
