import GRDB

extension Schema {
    /// Migration "v15-raw-keys-without-foreign-key": `rawKey` loses its foreign key to `rawContact`;
    /// a trigger deletes a raw contact's keys with it instead, as the foreign key's `ON DELETE
    /// CASCADE` did (issue 18).
    ///
    /// The foreign key made SQLite look up the raw contact of every key inserted: the `sqlite3`
    /// shell inserts the 762,015 keys of 100,000 cards in key order, as a bulk import does, in
    /// 1.4 s with it and 0.2 s without. Keys are only ever written for a raw contact just stored,
    /// in the same transaction; `doctor` reports keys whose raw contact is gone and `doctor
    /// --repair` deletes them (``StoreIntegrity``, ``RawKeyRecord``).
    ///
    /// A table's foreign keys cannot be dropped: the table is made again and its rows copied in key
    /// order (15.6 s once for the 7.6 million keys of a million contacts).
    static func v15RawKeysWithoutForeignKey(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE rawKey RENAME TO rawKeyOld;
                CREATE TABLE rawKey (
                    key INTEGER NOT NULL,
                    rawContactId INTEGER NOT NULL,
                    PRIMARY KEY (key, rawContactId)
                ) WITHOUT ROWID;
                INSERT INTO rawKey (key, rawContactId) SELECT key, rawContactId FROM rawKeyOld ORDER BY key, rawContactId;
                DROP TABLE rawKeyOld;
                CREATE INDEX rawKey_rawContact ON rawKey(rawContactId);
                CREATE TRIGGER rawContact_keysDelete AFTER DELETE ON rawContact BEGIN
                    DELETE FROM rawKey WHERE rawContactId = OLD.id;
                END;
                """)
    }
}
