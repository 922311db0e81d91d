import GRDB

extension Schema {
    /// Migration "v12-import-undo-range": `undoRange`, the tables whose new rows an import logs as
    /// one range instead of one `undoLog` row each (``UndoRangeRecord``).
    ///
    /// One row per table (`contact`, `rawContact`) while an import's batch is being written:
    /// `above` is the largest row id the table had before the import. The insert triggers of
    /// ``UndoTriggers`` log no row whose id is above it; the import logs one
    /// `DELETE … WHERE rowid > above AND rowid <= last` instead. Set and cleared inside each batch's
    /// transaction, so a crash leaves it empty. Landed: never edited.
    static func v12ImportUndoRange(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE undoRange (
                    tableName TEXT PRIMARY KEY,
                    above INTEGER NOT NULL
                ) WITHOUT ROWID;
                """)
    }
}
