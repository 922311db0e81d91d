import GRDB

/// The row of `storeOwner`: the client that created the store (or first opened a store made
/// before ownership was recorded), written once when the store is prepared.
///
/// Its presence is what says the store's access list has been set up. Before it, an empty `access`
/// table was read as "a store from before access existed", so a client that reset or denied itself
/// handed the store to whichever client opened it next (docs/hardening.md). Now an empty access
/// list means what it says: nobody is authorized, and a client is asked on a terminal.
struct StoreOwnerRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "storeOwner"

    /// Always 1: the table has one row at most.
    var id: Int64 = 1
    /// The owner's client name.
    var client: String

    /// Whether the owner is recorded.
    static func isRecorded(_ db: Database) throws -> Bool {
        try db.tableExists(databaseTableName) && fetchOne(db, key: 1) != nil
    }

    /// Records `client` as the owner.
    static func record(_ client: String, _ db: Database) throws {
        try StoreOwnerRecord(client: client).insert(db)
    }

    /// The owner's client name, when recorded.
    static func owner(_ db: Database) throws -> String? {
        try fetchOne(db, key: 1)?.client
    }
}
