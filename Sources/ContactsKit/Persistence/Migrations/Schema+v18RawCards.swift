import GRDB

extension Schema {
    /// Migration "v18-raw-cards": a raw contact's card and linking profile move from `rawContact` to
    /// a table of their own, `rawCard` (same row id, `RawContactRecord`), so that `rawContact`'s
    /// rows are narrow (about 130 bytes instead of 650).
    ///
    /// Linking moves raw contacts between contacts: each move rewrites the page holding the raw
    /// contact's row, and with the card in the row a link of 100,000 raw contacts rewrote 7,681 of
    /// `rawContact`'s 16,121 pages for 16,334 moves. `rawContact` now takes 3,009 pages, and the same
    /// moves take 0.14–0.17 s instead of 0.35–0.40 s, commit included (the `sqlite3` shell,
    /// docs/benchmarks.md).
    ///
    /// `base` (the source's version of an edited card, NULL otherwise) stays in `rawContact`: it is
    /// NULL on all but edited cards, and import and sync ask whether it is set for every card they see.
    ///
    /// `rawContact` is made again and its rows copied in row-id order, with its indexes and the
    /// trigger that deletes a raw contact's keys (dropping the old table drops its triggers, the
    /// change log's included); a new trigger deletes its `rawCard` row with it.
    /// (`ALTER TABLE … DROP COLUMN` would leave the table's pages a fifth full.) The change log's
    /// triggers are made again when the store is opened (``UndoTriggers/synchronize(_:)``), and
    /// statements logged before, which still name `rawContact.card`, are read as they were meant
    /// (``LegacyRawContactStatement``).
    static func v18RawCards(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE rawCard (
                    id INTEGER PRIMARY KEY,
                    card BLOB NOT NULL,
                    profile TEXT NOT NULL DEFAULT ''
                );
                INSERT INTO rawCard (id, card, profile) SELECT id, card, profile FROM rawContact ORDER BY id;
                CREATE TABLE rawContactNew (
                    id INTEGER PRIMARY KEY,
                    uuid TEXT NOT NULL UNIQUE,
                    contactId INTEGER NOT NULL REFERENCES contact(id) ON DELETE CASCADE,
                    source TEXT NOT NULL,
                    uid TEXT,
                    contentHash BLOB NOT NULL,
                    base BLOB
                );
                INSERT INTO rawContactNew (id, uuid, contactId, source, uid, contentHash, base)
                    SELECT id, uuid, contactId, source, uid, contentHash, base FROM rawContact ORDER BY id;
                DROP TABLE rawContact;
                ALTER TABLE rawContactNew RENAME TO rawContact;
                CREATE INDEX rawContact_contact ON rawContact(contactId);
                CREATE INDEX rawContact_source ON rawContact(source, contactId);
                CREATE INDEX rawContact_sourceHash ON rawContact(source, contentHash);
                CREATE UNIQUE INDEX rawContact_sourceUID ON rawContact(source, uid) WHERE uid IS NOT NULL;
                CREATE INDEX rawContact_uidKey ON rawContact(
                    lower(CASE WHEN lower(substr(uid, 1, 9)) = 'urn:uuid:' THEN substr(uid, 10) ELSE uid END)
                );
                CREATE TRIGGER rawContact_keysDelete AFTER DELETE ON rawContact BEGIN
                    DELETE FROM rawKey WHERE rawContactId = OLD.id;
                END;
                CREATE TRIGGER rawContact_cardDelete AFTER DELETE ON rawContact BEGIN
                    DELETE FROM rawCard WHERE id = OLD.id;
                END;
                UPDATE undoState SET triggerSchema = 0;
                """)
    }
}
