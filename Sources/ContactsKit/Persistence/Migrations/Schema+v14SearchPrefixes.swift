import GRDB

extension Schema {
    /// Migration "v14-search-prefixes": the search index keeps prefix indexes of 4 and 5 characters
    /// as well as 1 to 3 (issues 16 and 18). A prefix longer than the longest prefix index is found
    /// by merging the document list of every term that starts with it: the fourth letter typed in
    /// `browse`'s search (`mart`, 32,000 matches in a million contacts) took 11 ms, and the digits of
    /// `list 555 01` (`55501`, the start of 95,000 distinct numbers) 28–34 ms. With the longer
    /// prefixes they take 2–4 ms and 4–6 ms; the index grows by about a third (385 → 508 MB on a
    /// million `StoreBenchmark` contacts).
    ///
    /// An FTS5 table's options cannot change: `contactSearch` is made again and its rows copied (99 s
    /// on a million contacts, once; half a second on 10,000).
    static func v14SearchPrefixes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE contactSearchNew USING fts5(
                    name, organization, email, phone, categories,
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '1 2 3 4 5'
                );
                INSERT INTO contactSearchNew (rowid, name, organization, email, phone, categories)
                    SELECT rowid, name, organization, email, phone, categories FROM contactSearch ORDER BY rowid;
                DROP TABLE contactSearch;
                ALTER TABLE contactSearchNew RENAME TO contactSearch;
                """)
    }
}
