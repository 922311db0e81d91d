import GRDB

extension Schema {
    /// Migration "v19-homes": every contact has a home book (docs/sync.md, "A home for every contact").
    ///
    /// - `remote.isDefault`: the book new contacts go to. The first remote added took the contacts
    ///   added here before, so it becomes the default; with none marked, the default is `local`.
    /// - `remote.tokenCommand`: a command printing an OAuth bearer token, run at each sync (never the
    ///   token itself); `remote.caFile`: a PEM file of certificate authorities to trust besides the
    ///   system's.
    /// - `rawContact.home`: the book a card's contact was sent to by `add --to`, `import --to` or
    ///   kept `local` by `remote add --no-upload`; NULL (almost every row) follows the default.
    ///   Added as a column: SQLite writes no existing row for it.
    /// - `remoteCard.replaced`: after a sync wrote the card there, the ETag that write replaced (''
    ///   for a card it created); NULL once the next sync found the write kept, or when the last
    ///   agreement came from reading the card. A remote that then lists the card with that ETag, or
    ///   not at all, lost the write: the card is kept and sent again, never reverted or deleted here.
    ///
    /// `remote` and `remoteCard` are logged for `undo` from now on (``UndoTriggers/loggedTables``):
    /// undoing a sync puts back the ETags and the token it replaced, so the next sync reads the
    /// server's changes again. Landed: never edited.
    static func v19Homes(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE remote ADD COLUMN isDefault INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE remote ADD COLUMN tokenCommand TEXT;
                ALTER TABLE remote ADD COLUMN caFile TEXT;
                UPDATE remote SET isDefault = 1 WHERE name = (SELECT name FROM remote ORDER BY addedAt, rowid LIMIT 1);
                ALTER TABLE rawContact ADD COLUMN home TEXT;
                ALTER TABLE remoteCard ADD COLUMN replaced TEXT;
                """)
    }
}
