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
/// processes can use one store at once. Every method is one transaction.
public struct ContactStore: Sendable {
    let database: DatabasePool
    /// The store file's path.
    public let path: String

    /// Opens the store at `path`, creating it (folder 0700, file 0600) and migrating its schema.
    /// - Throws: ``ContactStoreError/cannotOpenStore(path:reason:)``.
    public init(path: String) throws {
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
            database = try DatabasePool(path: path, configuration: configuration)
            try Self.migrate(database)
        } catch let error as DatabaseError {
            throw ContactStoreError.cannotOpenStore(path: path, reason: error.message ?? error.description)
        }
        self.path = path
    }

    /// Migrates the schema. Two processes opening a new store at once can both see it unmigrated
    /// and race to create the tables; the loser finds the work done when it looks again.
    private static func migrate(_ database: DatabasePool) throws {
        var attempt = 0
        while true {
            do {
                try Schema.migrator.migrate(database)
                return
            } catch {
                attempt += 1
                if try database.read({ try Schema.migrator.hasCompletedMigrations($0) }) { return }
                if attempt >= 5 { throw error }
                usleep(UInt32(20_000 * attempt))
            }
        }
    }

    /// The number of (unified) contacts, from the order-bucket counts (about n/1024 rows, not n).
    public func count() throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(count), 0) FROM orderBucket") ?? 0 }
    }
}
