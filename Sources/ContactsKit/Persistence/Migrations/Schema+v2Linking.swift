import GRDB

extension Schema {
    /// Migration "v2-linking": each raw contact's profile and lookup keys (`rawKey`), why raw
    /// contacts were linked (`linkEdge`) and the user's decisions (`linkDecision`). Landed: never
    /// edited in effect.
    ///
    /// A store made before linking has raw contacts without a profile: the migration leaves
    /// ``MaintenanceTask/linkingProfiles`` pending (no links are made; `contacts link --auto` does
    /// that on request).
    static func v2Linking(_ db: Database) throws {
        try db.execute(
            sql: """
                -- What linking compares, normalised at import (MatchProfile's packed form).
                ALTER TABLE rawContact ADD COLUMN profile TEXT NOT NULL DEFAULT '';

                -- Lookup keys (LinkKey): normalised email, phone, UID, full name, name + birthday,
                -- organisation or address. Linking compares a card only with those sharing a key.
                CREATE TABLE rawKey (
                    key INTEGER NOT NULL,
                    rawContactId INTEGER NOT NULL REFERENCES rawContact(id) ON DELETE CASCADE,
                    PRIMARY KEY (key, rawContactId)
                ) WITHOUT ROWID;
                CREATE INDEX rawKey_rawContact ON rawKey(rawContactId);

                -- Why raw contacts were linked: one row per link made (rawA < rawB).
                CREATE TABLE linkEdge (
                    rawA INTEGER NOT NULL REFERENCES rawContact(id) ON DELETE CASCADE,
                    rawB INTEGER NOT NULL REFERENCES rawContact(id) ON DELETE CASCADE,
                    reason TEXT NOT NULL,
                    detail TEXT NOT NULL DEFAULT '',
                    PRIMARY KEY (rawA, rawB)
                ) WITHOUT ROWID;
                CREATE INDEX linkEdge_rawB ON linkEdge(rawB);

                -- The user's decisions (`contacts link`, `contacts unlink`): keep together (1) or keep
                -- apart (0). Automatic linking never goes against one (rawA < rawB).
                CREATE TABLE linkDecision (
                    rawA INTEGER NOT NULL REFERENCES rawContact(id) ON DELETE CASCADE,
                    rawB INTEGER NOT NULL REFERENCES rawContact(id) ON DELETE CASCADE,
                    together INTEGER NOT NULL,
                    PRIMARY KEY (rawA, rawB)
                ) WITHOUT ROWID;
                CREATE INDEX linkDecision_rawB ON linkDecision(rawB);

                -- Deleting a contact no longer deletes its search row in a trigger: the trigger's
                -- statement savepoint made FTS5 flush its pending terms at every merge. Code that
                -- deletes contacts deletes their search rows with the batch's other search writes.
                DROP TRIGGER contact_orderDelete;
                CREATE TRIGGER contact_orderDelete AFTER DELETE ON contact BEGIN
                    UPDATE orderBucket SET count = count - 1 WHERE bucket = OLD.orderKey >> 30;
                END;
                """)
        try MaintenanceRecord.schedule(.linkingProfiles, db)
    }
}
