import GRDB

extension Schema {
    /// Migration "v11-remotes": the remote address books `contacts sync` keeps in step with the store
    /// (``RemoteRecord``), and where each of their cards is (``RemoteCardRecord``).
    ///
    /// A remote card points at its raw contact by the raw contact's `uuid`, not its row id: the uuid
    /// survives the trash and `undo`, so a card deleted and restored is still the same remote card.
    /// Its `uid` and `contentHash` are the card's as last agreed with the remote: once the raw contact
    /// is gone, they find its tombstone (deleted here: delete it there) or find none (a sync undone:
    /// forget it). No password is ever stored: only the command that prints one.
    static func v11Remotes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE remote (
                    name TEXT PRIMARY KEY NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('carddav', 'vdir')),
                    url TEXT NOT NULL,
                    user TEXT,
                    passwordCommand TEXT,
                    allowInsecure INTEGER NOT NULL DEFAULT 0,
                    syncToken TEXT,
                    vcardVersion TEXT,
                    addedAt TEXT NOT NULL
                );
                CREATE TABLE remoteCard (
                    remote TEXT NOT NULL REFERENCES remote(name) ON DELETE CASCADE,
                    href TEXT NOT NULL,
                    etag TEXT,
                    rawUuid TEXT NOT NULL,
                    uid TEXT,
                    contentHash BLOB NOT NULL,
                    PRIMARY KEY (remote, href)
                ) WITHOUT ROWID;
                CREATE INDEX remoteCardByRaw ON remoteCard (rawUuid);
                """)
    }
}
