import Foundation
import GRDB

/// The store's SQLite file, without the access check: a GRDB `DatabasePool` (WAL, one writer and
/// several readers, foreign keys, a busy timeout), which no file but this one can name.
///
/// Every operation of the store goes through ``ContactStore/read(_:)``, ``ContactStore/write(_:)`` or
/// ``ContactStore/writeWithoutTransaction(_:)``, which check the client's access first. Only these
/// use ``ContactStore/uncheckedDatabase``:
/// - opening the store (`Persistence/ContactStore.swift`): migrating, recording its owner, running
///   the repairs a migration left pending;
/// - the access check itself (`Persistence/ContactStore+AccessCheck.swift`) and the access calls
///   anyone may make (`Access/ContactStore+Access.swift`: a client's status, asking for access, the
///   names of authorized clients);
/// - the photo source and thumbnail disk cache (`Photos/Store/StorePhotoSource.swift`), handed out
///   to an authorized client only: a thumbnail cache reads through them later, without asking again;
/// - tests, to look at or damage the file.
struct UncheckedDatabase: Sendable {
    private let pool: DatabasePool

    /// Opens the pool. Processes creating a new store at once race to switch it to WAL, which takes
    /// an exclusive lock outside the busy timeout; the loser sees "database is locked" and tries again.
    init(path: String) throws {
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
        var attempt = 0
        while true {
            do {
                pool = try DatabasePool(path: path, configuration: configuration)
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                attempt += 1
                if attempt >= 8 { throw error }
                usleep(UInt32(20_000 * attempt))
            }
        }
    }

    /// A read transaction.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.read(body)
    }

    /// A write transaction.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.write(body)
    }

    /// Writes outside a transaction (the caller opens its own).
    func writeWithoutTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.writeWithoutTransaction(body)
    }

    /// A read transaction on GRDB's reader queue, for async callers (never a synchronous wait on the
    /// concurrency pool: see the async ``ContactStore/checkAccess()``).
    func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        try await pool.read(body)
    }

    /// A write transaction on GRDB's writer queue, for async callers.
    func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        try await pool.write(body)
    }

    /// Runs the migrations this store has not run yet (each in a transaction of its own).
    func migrate(_ migrator: DatabaseMigrator) throws {
        try migrator.migrate(pool)
    }
}
