import Foundation
import GRDB
import VCard

/// The store's schema, as GRDB migrations. A migration that has landed is never edited: add a new one.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-contacts") { db in
            // The unified contact: what every listing shows. Display fields are denormalised here
            // (emails, phones, addresses as JSON) so a listing reads one row per contact.
            try db.execute(sql: """
                CREATE TABLE contact (
                    id INTEGER PRIMARY KEY,
                    uuid TEXT NOT NULL UNIQUE,
                    orderKey INTEGER NOT NULL,
                    displayName TEXT NOT NULL,
                    givenName TEXT NOT NULL DEFAULT '',
                    familyName TEXT NOT NULL DEFAULT '',
                    middleName TEXT NOT NULL DEFAULT '',
                    namePrefix TEXT NOT NULL DEFAULT '',
                    nameSuffix TEXT NOT NULL DEFAULT '',
                    nickname TEXT NOT NULL DEFAULT '',
                    organization TEXT NOT NULL DEFAULT '',
                    jobTitle TEXT NOT NULL DEFAULT '',
                    emails TEXT NOT NULL DEFAULT '[]',
                    phones TEXT NOT NULL DEFAULT '[]',
                    addresses TEXT NOT NULL DEFAULT '[]',
                    birthday TEXT,
                    note TEXT NOT NULL DEFAULT '',
                    hasPhoto INTEGER NOT NULL DEFAULT 0,
                    sortKeyFamily TEXT NOT NULL,
                    sortKeyGiven TEXT NOT NULL,
                    sectionFamily TEXT NOT NULL,
                    sectionGiven TEXT NOT NULL
                );
                CREATE INDEX contact_order ON contact(orderKey, id);
                CREATE INDEX contact_sortFamily ON contact(sortKeyFamily, id);
                CREATE INDEX contact_sortGiven ON contact(sortKeyGiven, id);

                -- One imported card. `card` is the canonical card (vCard 4.0 bytes), every property kept.
                CREATE TABLE rawContact (
                    id INTEGER PRIMARY KEY,
                    uuid TEXT NOT NULL UNIQUE,
                    contactId INTEGER NOT NULL REFERENCES contact(id) ON DELETE CASCADE,
                    source TEXT NOT NULL,
                    uid TEXT,
                    contentHash BLOB NOT NULL,
                    card BLOB NOT NULL
                );
                CREATE INDEX rawContact_contact ON rawContact(contactId);
                CREATE UNIQUE INDEX rawContact_sourceUID ON rawContact(source, uid) WHERE uid IS NOT NULL;
                CREATE INDEX rawContact_sourceHash ON rawContact(source, contentHash);
                CREATE INDEX rawContact_source ON rawContact(source, contactId);

                -- Full-text search over what `contacts list QUERY` matches: prefixes of name words,
                -- nickname, organisation, email parts, phone digits; case- and diacritic-insensitive.
                CREATE VIRTUAL TABLE contactSearch USING fts5(
                    name, organization, email, phone,
                    tokenize = 'unicode61 remove_diacritics 2',
                    prefix = '1 2 3'
                );

                -- How many contacts have an order key in each bucket (orderKey >> 30), so that a
                -- contact's position is a sum over about n/1024 buckets plus a count inside one.
                CREATE TABLE orderBucket (
                    bucket INTEGER PRIMARY KEY,
                    count INTEGER NOT NULL
                );
                CREATE TRIGGER contact_orderInsert AFTER INSERT ON contact BEGIN
                    INSERT INTO orderBucket(bucket, count) VALUES (NEW.orderKey >> 30, 1)
                        ON CONFLICT(bucket) DO UPDATE SET count = count + 1;
                END;
                CREATE TRIGGER contact_orderDelete AFTER DELETE ON contact BEGIN
                    UPDATE orderBucket SET count = count - 1 WHERE bucket = OLD.orderKey >> 30;
                    DELETE FROM contactSearch WHERE rowid = OLD.id;
                END;
                CREATE TRIGGER contact_orderUpdate AFTER UPDATE OF orderKey ON contact
                WHEN (OLD.orderKey >> 30) <> (NEW.orderKey >> 30) BEGIN
                    UPDATE orderBucket SET count = count - 1 WHERE bucket = OLD.orderKey >> 30;
                    INSERT INTO orderBucket(bucket, count) VALUES (NEW.orderKey >> 30, 1)
                        ON CONFLICT(bucket) DO UPDATE SET count = count + 1;
                END;

                """)
        }
        migrator.registerMigration("v2-linking") { db in
            try db.execute(sql: """
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
            // Stores made before linking: profile and keys for every raw contact (no links are made;
            // `contacts link --auto` does that on request).
            try RawContactRow.recomputeProfiles(db)
        }
        migrator.registerMigration("v3-access") { db in
            try db.execute(sql: """
                -- Which clients may use the store (docs/access.md). A client without a row is
                -- notDetermined; the first client to open the store is authorized.
                CREATE TABLE access (
                    client TEXT PRIMARY KEY,
                    status TEXT NOT NULL CHECK (status IN ('authorized', 'denied'))
                );
                """)
        }
        migrator.registerMigration("v4-photos", migrate: Schema.migratePhotos)
        // Profiles gained the source, a name's script and Latin reading, and a phone's work label
        // (issue 15): recompute them and their keys. No links are made or undone.
        migrator.registerMigration("v5-profile-scripts") { db in try RawContactRow.recomputeProfiles(db) }
        return migrator
    }
}
