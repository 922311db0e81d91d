import Foundation
import GRDB
import SQLiteLinkage

/// The store's SQLite file, without the access check: a GRDB `DatabasePool` (WAL, one writer and
/// several readers) for a store opened ``OpenMode/readWrite``, one `DatabaseQueue` connection for
/// ``OpenMode/readOnly``; foreign keys and a busy timeout either way. No file but this one can name
/// the database.
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
    private let database: any DatabaseWriter
    /// Whether the store was opened ``OpenMode/readOnly``: nothing, not even a cache, is written.
    let isReadOnly: Bool

    /// Opens the file for `mode`.
    ///
    /// ``OpenMode/readWrite``: a pool. Processes creating a new store at once race to switch it to
    /// WAL, which takes an exclusive lock outside the busy timeout; the loser sees "database is
    /// locked" and tries again.
    ///
    /// ``OpenMode/readOnly``: one read-write connection that leaves the journal mode alone (the file
    /// is in WAL mode already). GRDB's pool writes a transaction at every opening when no `-wal` file
    /// holds frames (to create it), and the last connection of a pool then checkpoints it back into
    /// the store with an `fsync`: a plain connection does neither, and as the last one to close it
    /// removes the `-wal` and `-shm` it made. On a store file this user cannot write, the connection
    /// is `immutable` (no lock, no `-wal` or `-shm`), unless a `-wal` with frames is beside it (a
    /// writer is at work, or crashed): then a read-only connection reads it.
    ///
    /// ``OpenMode/readWriteOneConnection``: the same read-write connection, for writing (only for a
    /// file in WAL mode already: ``ContactStore`` opens a new store as ``OpenMode/readWrite``).
    init(path: String, mode: OpenMode = .readWrite) throws {
        isReadOnly = mode == .readOnly
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(15)
        configuration.prepareDatabase { db in
            // One plan per statement: a cached statement is not compiled again for each value bound.
            guard contacts_keep_query_plans(db.sqliteConnection) == 0 else {
                throw DatabaseError(resultCode: .SQLITE_ERROR, message: "cannot keep query plans")
            }
            try SearchWordRecord.addFunction(db)
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // The writer imports and links: 64 MB of page cache keeps the key indexes in memory
            // (SQLite's 2 MB default made a third of linking time pread/pwrite). Readers keep the
            // default, so streaming a million contacts stays small; the cache only grows as used.
            // (A read-only open of a file this user may write is a plain connection, not
            // `readonly`: `mode` says it is a reader.)
            if mode.writes, !db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -65536") }
        }
        if mode == .readOnly, access(path, W_OK) != 0 {
            configuration.readonly = true
            let walHoldsFrames = Self.fileSize(path + "-wal") > 0
            database = try DatabaseQueue(
                path: walHoldsFrames ? path : Self.immutableURI(path), configuration: configuration)
            return
        }
        if mode != .readWrite {
            database = try DatabaseQueue(path: path, configuration: configuration)
            return
        }
        var attempt = 0
        while true {
            let started = DispatchTime.now()
            do {
                database = try DatabasePool(path: path, configuration: configuration)
                return
            } catch let error as DatabaseError
                where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
            {
                // A lock refused at once is the race above; one waited for through the busy timeout
                // is another process writing for a long time: no use waiting for it again.
                let waited = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
                attempt += 1
                if attempt >= 8 || waited > 1 { throw error }
                usleep(UInt32(20_000 * attempt))
            }
        }
    }

    /// A file's size in bytes; 0 when it does not exist.
    private static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// `file:PATH?immutable=1`, the path percent-encoded as SQLite's URI filenames want.
    private static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return "file:" + (absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute) + "?immutable=1"
    }

    /// A read transaction.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try database.read(body)
    }

    /// Reads on the pool's reader connections, for work on other threads while the writer holds its
    /// transaction (linking on demand reads profiles and cards this way). A read sees the store as
    /// last committed, none of the writer's changes: only for what the writer has not changed.
    struct SideReader: Sendable {
        fileprivate let pool: DatabasePool

        /// A read transaction on a reader connection.
        func read<T>(_ body: (Database) throws -> T) throws -> T {
            try pool.read(body)
        }
    }

    /// A reader beside the writer; nil for a store of one connection (``OpenMode/readOnly``), where
    /// a read would wait for the writer's transaction to end.
    var sideReader: SideReader? {
        (database as? DatabasePool).map(SideReader.init)
    }

    /// Reads outside a transaction: for salvaging a damaged file, where even the `COMMIT` of a read
    /// transaction that met a damaged page fails.
    func readWithoutTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        try database.unsafeRead(body)
    }

    /// A write transaction.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        try database.write(body)
    }

    /// Writes outside a transaction (the caller opens its own).
    func writeWithoutTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        try database.writeWithoutTransaction(body)
    }

    /// A read transaction on GRDB's reader queue, for async callers (never a synchronous wait on the
    /// concurrency pool: see the async ``ContactStore/checkAccess()``).
    func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        try await database.read(body)
    }

    /// A write transaction on GRDB's writer queue, for async callers.
    func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        try await database.write(body)
    }

    /// Runs the migrations this store has not run yet (each in a transaction of its own).
    func migrate(_ migrator: DatabaseMigrator) throws {
        try migrator.migrate(database)
    }
}
