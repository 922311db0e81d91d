import GRDB

extension Schema {
    /// Migration "v9-edits-and-trash": what makes the store the user's own address book (issue 12).
    ///
    /// - `rawContact.base`: the card as last read from its source, kept only while the user's edits
    ///   make `card` differ from it (NULL: unedited). `contentHash` keeps meaning the hash of the
    ///   source's version (`base ?? card`), so importing the unchanged source again never undoes an
    ///   edit, and a changed source card is merged with the edits (``ThreeWayMerge``).
    /// - `trash`: deleted contacts, each with everything needed to bring it back (its raw contacts'
    ///   cards and ids, the user's link decisions among them, the photo the user chose) as a JSON
    ///   payload, at its old order key. Entries older than 30 days are purged by any write.
    /// - `deletedCard`: tombstones of the imported cards of deleted contacts, by source and UID (or
    ///   content hash), so that importing the same file again does not bring them back. They
    ///   outlive the trash; cards of the `local` source get none.
    ///
    /// Landed: never edited.
    static func v9EditsAndTrash(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE rawContact ADD COLUMN base BLOB;

                CREATE TABLE trash (
                    id INTEGER PRIMARY KEY,
                    contactId TEXT NOT NULL,
                    displayName TEXT NOT NULL,
                    deletedAt TEXT NOT NULL,
                    orderKey INTEGER NOT NULL,
                    payload BLOB NOT NULL
                );
                CREATE INDEX trash_deletedAt ON trash(deletedAt);

                CREATE TABLE deletedCard (
                    id INTEGER PRIMARY KEY,
                    source TEXT NOT NULL,
                    uid TEXT,
                    contentHash BLOB NOT NULL,
                    trashId INTEGER REFERENCES trash(id) ON DELETE SET NULL,
                    deletedAt TEXT NOT NULL
                );
                CREATE INDEX deletedCard_sourceUID ON deletedCard(source, uid);
                CREATE INDEX deletedCard_sourceHash ON deletedCard(source, contentHash);
                CREATE INDEX deletedCard_trash ON deletedCard(trashId);
                """)
    }
}
