import GRDB

extension Schema {
    /// Migration "v4-photos": photo bytes in a table of their own, thumbnails keyed by photo hash,
    /// and on `contact` a reference to its photo (or its remote URI) and the user's choice.
    ///
    /// - `photo`: one row per distinct photo (SHA-256 of the bytes), shared by every contact showing
    ///   it. Nothing a listing reads is in it.
    /// - `thumbnail`: decoded, downscaled PNGs by (photo hash, side, shape); deleted with their photo.
    /// - `contact.photoHash`: the photo the contact shows (the largest embedded one of its cards,
    ///   or the one the user set); `photoURI`: the URI of a remote photo when it has no embedded one;
    ///   `photoChoice`: NULL (the cards decide), `'set'` or `'removed'` (the user decided, and imports
    ///   and merges keep to it). `hasPhoto` stays a plain column: `photoHash IS NOT NULL`.
    /// - A photo no contact shows any more is deleted by the statement that stops showing it (the
    ///   two triggers), so it never outlives its last reference beyond that transaction.
    ///
    /// Landed: never edited in effect. A store made before photos has contacts whose cards hold
    /// one: the migration leaves ``MaintenanceTask/photos`` pending.
    static func v4Photos(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE photo (
                    id INTEGER PRIMARY KEY,
                    hash BLOB NOT NULL UNIQUE,
                    mediaType TEXT NOT NULL,
                    width INTEGER,
                    height INTEGER,
                    byteCount INTEGER NOT NULL,
                    bytes BLOB NOT NULL
                );

                CREATE TABLE thumbnail (
                    photoHash BLOB NOT NULL REFERENCES photo(hash) ON DELETE CASCADE,
                    side INTEGER NOT NULL,
                    shape TEXT NOT NULL,
                    png BLOB NOT NULL,
                    PRIMARY KEY (photoHash, side, shape)
                ) WITHOUT ROWID;

                ALTER TABLE contact ADD COLUMN photoHash BLOB REFERENCES photo(hash);
                ALTER TABLE contact ADD COLUMN photoURI TEXT;
                ALTER TABLE contact ADD COLUMN photoChoice TEXT;
                CREATE INDEX contact_photoHash ON contact(photoHash);
                CREATE INDEX contact_photoChoice ON contact(id) WHERE photoChoice IS NOT NULL;

                CREATE TRIGGER contact_photoRelease AFTER UPDATE OF photoHash ON contact
                WHEN OLD.photoHash IS NOT NULL AND OLD.photoHash IS NOT NEW.photoHash BEGIN
                    DELETE FROM photo WHERE hash = OLD.photoHash
                        AND NOT EXISTS (SELECT 1 FROM contact WHERE photoHash = OLD.photoHash);
                END;
                CREATE TRIGGER contact_photoDelete AFTER DELETE ON contact
                WHEN OLD.photoHash IS NOT NULL BEGIN
                    DELETE FROM photo WHERE hash = OLD.photoHash
                        AND NOT EXISTS (SELECT 1 FROM contact WHERE photoHash = OLD.photoHash);
                END;
                """)
        try MaintenanceRecord.schedule(.photos, db)
    }
}
