import GRDB

extension Schema {
    /// Migration "v22-search-terms": `contactSearchTerms`, FTS5's view of the search index's words
    /// (`fts5vocab`, one row per word and contact, nothing stored), so that a word typed longer
    /// than the index's prefix lists is searched as the few words of the index it starts
    /// (``ContactSearchRecord/terms(startingWith:limit:_:)``). Landed: never edited.
    static func v22SearchTerms(_ db: Database) throws {
        try db.execute(sql: "CREATE VIRTUAL TABLE contactSearchTerms USING fts5vocab(contactSearch, instance)")
    }
}
