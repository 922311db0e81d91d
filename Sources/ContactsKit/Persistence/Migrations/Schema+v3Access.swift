import GRDB

extension Schema {
    /// Migration "v3-access": which clients may use the store. Landed: never edited.
    static func v3Access(_ db: Database) throws {
        try db.execute(
            sql: """
                -- Which clients may use the store (docs/access.md). A client without a row is
                -- notDetermined; the first client to open the store is authorized.
                CREATE TABLE access (
                    client TEXT PRIMARY KEY,
                    status TEXT NOT NULL CHECK (status IN ('authorized', 'denied'))
                );
                """)
    }
}
