import GRDB

extension Schema {
    /// Migration "v21-search-every-field": the search index gains a sixth column, `other`, for what
    /// a card says besides names, emails, phones and categories — the note, postal addresses, URLs,
    /// messaging and social handles, organisational units, further nicknames, related people —
    /// so that `contacts list peanuts` finds a note's word and `list lisboa` a city (issue 41).
    /// Landed: never edited.
    ///
    /// An FTS5 table cannot gain a column, and since "v17-contentless-search" the index keeps no
    /// copy of its text to copy: `contactSearch` is made again, empty, with the options of v17, and
    /// ``MaintenanceTask/searchIndex`` is left pending: the store's next opening writes every
    /// contact's search row from its cards (``RepairStep/rebuildSearchIndex(_:)``), and nothing else.
    static func v21SearchEveryField(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TABLE contactSearch;
                CREATE VIRTUAL TABLE contactSearch USING fts5(
                    name, organization, email, phone, categories, other,
                    content = '', contentless_delete = 1,
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '1 2 3 4 5'
                );
                """)
        try MaintenanceRecord.schedule(.searchIndex, db)
    }
}
