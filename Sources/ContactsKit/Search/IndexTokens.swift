import GRDB

/// What the search index's tokenizer makes of a typed word: its words, folded as the index holds
/// them (lowercase, accents removed).
///
/// Since "v25-search-columns-only" the index keeps which column holds a word, not where in it
/// (FTS5's `detail = column`), and FTS5 refuses a phrase of more than one word there. A word the
/// query reads as one (letters and digits, as Swift sees them) can be several to the index: the
/// virama of `नमस्ते` and the middle dot of `a·b` separate words for SQLite's `unicode61`. Such a
/// word is looked up as each of its index words instead (``SearchQuery/match(_:scope:terms:tokens:)``),
/// which FTS5 itself splits here, so the split is SQLite's own, whatever Unicode version each side
/// knows. ASCII letters and digits are one word for both and are never asked about.
enum IndexTokens {
    /// The search index's tokenizer (`contactSearch`'s `tokenize` option).
    static let descriptor = FTS5TokenizerDescriptor(components: ["unicode61", "remove_diacritics", "2"])

    /// The index's words in `word`, in order; empty when the index would find none in it.
    static func of(_ word: String, _ db: Database) throws -> [String] {
        try db.makeTokenizer(descriptor).tokenize(query: word).map(\.token)
    }
}
