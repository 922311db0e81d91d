import GRDB

extension Schema {
    /// Migration "v8-store-owner": the store's owner, recorded once (``StoreOwnerRecord``), so that
    /// an empty access list never makes the next client to open the store its owner.
    ///
    /// A store with an authorized client gets one as its recorded owner (`contacts` when it is
    /// authorized, else the first by name): the one that created it is not known any more, and any
    /// authorized client stands for "set up". A store with none is left without a row, and its next
    /// opener becomes its owner, once, as before this migration.
    static func v8StoreOwner(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE storeOwner (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    client TEXT NOT NULL
                );
                INSERT INTO storeOwner (id, client)
                    SELECT 1, client FROM access WHERE status = 'authorized'
                    ORDER BY client <> 'contacts', client LIMIT 1;
                """)
    }
}
