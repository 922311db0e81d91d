import GRDB

extension Schema {
    /// Migration "v20-conflicts": the value that lost each conflict (docs/sync.md, "Conflicts").
    ///
    /// A card changed here and at its source (a remote, or a file imported again) is merged field
    /// by field (``ThreeWayMerge``); a single field changed on both sides keeps the value typed here.
    /// `conflict` keeps the other side's value, so that `contacts conflicts` shows it and
    /// `contacts conflicts take` puts it in: the card's raw contact (by uuid, as `remoteCard` does, so
    /// that a contact restored from the trash still has its conflicts), the source, the property's
    /// name, and both values as vCard 4.0 text of the property's lines. Logged for `undo`
    /// (``UndoTriggers/loggedTables``): undoing the sync or import that found a conflict takes it away.
    /// Landed: never edited.
    static func v20Conflicts(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE conflict (
                    id INTEGER PRIMARY KEY,
                    rawUuid TEXT NOT NULL,
                    source TEXT NOT NULL,
                    field TEXT NOT NULL,
                    kept TEXT NOT NULL,
                    lost TEXT NOT NULL,
                    foundAt TEXT NOT NULL
                );
                CREATE INDEX conflict_raw ON conflict(rawUuid, field);
                """)
    }
}
