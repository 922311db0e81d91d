import GRDB

extension Schema {
    /// Migration "v24-search-words": `searchWord`, the words of the search index a typed word may
    /// stand for (``SearchWordRecord``), filled from FTS5's view of the index's words, read once;
    /// `contactSearchTerms`, that view, is dropped: finding the word after one most contacts hold
    /// read that word's whole list. Landed: never edited.
    static func v24SearchWords(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE searchWord (word TEXT NOT NULL PRIMARY KEY) WITHOUT ROWID;
                CREATE VIRTUAL TABLE temp.searchWordSource USING fts5vocab(main, contactSearch, row);
                INSERT INTO searchWord (word)
                    SELECT term FROM temp.searchWordSource
                    WHERE length(term) >= 6 AND substr(term, 1, 5) NOT GLOB '*[^a-z0-9]*' AND substr(term, 1, 5) GLOB '*[a-z]*';
                DROP TABLE temp.searchWordSource;
                DROP TABLE contactSearchTerms;
                """)
    }
}
