import GRDB

extension Schema {
    /// Migration "v17-contentless-search": the search index keeps no copy of the text it indexes
    /// (FTS5 `content = ''`) and deletes by rowid (`contentless_delete = 1`, SQLite 3.43 and later,
    /// which the package builds in: `SQLiteLinkage`). Nothing ever read the copy back but the link, to
    /// skip rewriting rows that had not changed; and deleting a row from an index that keeps its text
    /// meant reading that text and tokenizing it again to find the entries to remove. A link of
    /// 100,000 raw contacts replaces 27,000 search rows: docs/benchmarks.md has the figures.
    ///
    /// An FTS5 table's options cannot change: `contactSearch` is made again and its rows copied. The
    /// `sqlite3` shell of an older SQLite (Debian 12's 3.40) still reads every other table of the store.
    static func v17ContentlessSearch(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE contactSearchNew USING fts5(
                    name, organization, email, phone, categories,
                    content = '', contentless_delete = 1,
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
