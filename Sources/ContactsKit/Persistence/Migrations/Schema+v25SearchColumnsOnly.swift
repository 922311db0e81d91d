import GRDB

extension Schema {
    /// Migration "v25-search-columns-only": the search index keeps which of a contact's columns
    /// holds a word, no longer where in it (FTS5's `detail = column`), its other options those of
    /// "v21-search-every-field". No search asks where a word stands: every word typed is looked up
    /// by itself, as a prefix, in every column or in some (``SearchQuery``). The positions were 40%
    /// of the index: on a store of a million contacts, 762 MiB of index became 462, the store 2,663 MB
    /// 2,272 (issue 39), with every search as fast (`Benchmarks/read_latency.py`). Landed: never
    /// edited.
    ///
    /// As in v21, the index is made again, empty, and ``MaintenanceTask/searchIndex`` left pending:
    /// the store's next opening writes every contact's row from its cards (47 s for a million).
    static func v25SearchColumnsOnly(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TABLE contactSearch;
                CREATE VIRTUAL TABLE contactSearch USING fts5(
                    name, organization, email, phone, categories, other,
                    content = '', contentless_delete = 1,
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '1 2 3 4 5',
                    detail = column
                );
                """)
        try MaintenanceRecord.schedule(.searchIndex, db)
    }
}
