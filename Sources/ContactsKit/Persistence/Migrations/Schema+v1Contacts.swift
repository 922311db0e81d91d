import GRDB

extension Schema {
    /// Migration "v1-contacts": the unified contacts (`contact`), the imported cards behind them
    /// (`rawContact`), the search index (`contactSearch`) and the per-bucket counts positions are
    /// computed from (`orderBucket`, kept by triggers on `contact`). Landed: never edited.
    static func v1Contacts(_ db: Database) throws {
        // The unified contact: what every listing shows. Display fields are denormalised here
        // (emails, phones, addresses as JSON) so a listing reads one row per contact.
        try db.execute(
            sql: """
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
}
