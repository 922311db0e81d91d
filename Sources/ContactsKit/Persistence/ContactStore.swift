import Foundation
import GRDB

/// The address book: one SQLite file holding raw contacts (one per imported card) and the unified
/// contacts every listing shows.
///
/// ```swift
/// let store = try ContactStore(path: StoreLocation.defaultPath())
/// let summary = try store.importCards(from: .file("icloud.vcf"))
/// try store.list(ListRequest(sorted: .familyName, limit: 50)) { contact in print(contact.displayName) }
/// ```
///
/// A `Sendable` value owning a GRDB `DatabasePool` (WAL, foreign keys, a busy timeout), so two
/// processes can use one store at once. Every method is one transaction, and checks first that the
/// store's ``client`` is authorized (docs/access.md).
public struct ContactStore: Sendable {
    /// The database, without the access check: only the access code (`Access/`) and the initializer
    /// use it. Every operation goes through ``read(_:)`` or ``write(_:)``, which check first.
    let uncheckedDatabase: DatabasePool
    /// The store file's path.
    public let path: String
    /// The client this value acts for (`--client`, `$CONTACTS_CLIENT`, or `contacts`): every
    /// operation checks its ``AuthorizationStatus`` first.
    public let client: String
    /// Asks the user about a client whose status is not determined; nil: nobody can be asked.
    let prompt: (any AccessPrompt)?

    /// The client name used when none is given.
    public static let defaultClient = "contacts"

    /// Opens the store at `path` for `client`, creating it (folder 0700, file 0600) and migrating its
    /// schema. The client that creates a store is authorized for it; every other client starts
    /// ``AuthorizationStatus/notDetermined`` and is asked through `prompt` on its first operation.
    /// Opening checks nothing: each operation does.
    /// - Throws: ``ContactStoreError/cannotOpenStore(path:reason:)``.
    public init(path: String, client: String = ContactStore.defaultClient, prompt: (any AccessPrompt)? = nil) throws {
        try StoreLocation.prepare(path)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(15)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // The writer imports and links: 64 MB of page cache keeps the key indexes in memory
            // (SQLite's 2 MB default made a third of linking time pread/pwrite). Readers keep the
            // default, so streaming a million contacts stays small; the cache only grows as used.
            if !db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -65536") }
        }
        do {
            uncheckedDatabase = try Self.openPool(path, configuration)
            try Self.prepare(uncheckedDatabase, owner: client)
        } catch let error as DatabaseError {
            throw ContactStoreError.cannotOpenStore(path: path, reason: error.message ?? error.description)
        }
        self.path = path
        self.client = client
        self.prompt = prompt
    }

    /// Opens the pool. Processes creating a new store at once race to switch it to WAL, which takes
    /// an exclusive lock outside the busy timeout; the loser sees "database is locked" and tries again.
    private static func openPool(_ path: String, _ configuration: Configuration) throws -> DatabasePool {
        var attempt = 0
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                attempt += 1
                if attempt >= 8 { throw error }
                usleep(UInt32(20_000 * attempt))
            }
        }
    }

    /// Migrates the schema and records the store's owner: the first client to open a store (a new
    /// one, or one made before access existed) is authorized for it. Processes opening a new store
    /// at once race to do both; a loser finds the work done when it looks again, or retries.
    private static func prepare(_ database: DatabasePool, owner: String) throws {
        func isPrepared() throws -> Bool {
            try database.read { db in
                try Schema.migrator.hasCompletedMigrations(db) && Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM access)") == true
            }
        }
        var attempt = 0
        while true {
            do {
                if try isPrepared() { return }
                try Schema.migrator.migrate(database)
                try database.write { db in
                    try db.execute(sql: "INSERT INTO access (client, status) SELECT ?, 'authorized' WHERE NOT EXISTS (SELECT 1 FROM access)",
                                   arguments: [owner])
                }
                return
            } catch {
                attempt += 1
                if (try? isPrepared()) == true { return }
                if attempt >= 8 { throw error }
                usleep(UInt32(20_000 * attempt))
            }
        }
    }

    /// The number of (unified) contacts, from the order-bucket counts (about n/1024 rows, not n).
    public func count() throws -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(count), 0) FROM orderBucket") ?? 0 }
    }
}
