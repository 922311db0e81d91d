import Foundation
import GRDB
import GRDBSQLite

/// A bulk import's search rows (``BulkLoad``), indexed by FTS5 on a connection of their own while
/// the store's writer loads the cards, then copied into the store's empty search index.
///
/// SQLite has one writer per database, and a bulk import's last steps ran on one core while the
/// other mostly waited: FTS5 indexing the staged rows took 1.6–2.5 s of a 12 s import of 78,642
/// rich cards, after the indexes (1.0–1.6 s). Here each batch's rows go to a private temporary
/// database (in ``temporaryDirectory``, about 0.75 kB a contact; SQLite unlinks the file as it
/// opens it, so not even a killed process leaves it behind), where a thread of its own indexes
/// them as they come, one row a statement: a statement of one row opens no statement savepoint, so
/// FTS5 keeps every pending term in its hash (64 MB, merging paused) and writes the whole import as
/// one segment when the side commits (``finishIndexing()``). Its words (``SearchWordRecord``) are
/// read from its vocabulary meanwhile. The writer then copies FTS5's tables (``copy(into:)``):
/// segments, page index and document sizes, appended in key order (0.2 s for those cards).
///
/// The copy is exact because both indexes have the same definition (the store's own `CREATE
/// VIRTUAL TABLE` text) and FTS5 keeps what it knows in those tables: its structure (the segments,
/// the cookie of its configuration, which it reads again from the store's `contactSearch_config`
/// when they differ) and its totals. The store's index holds no row (the bulk path's condition)
/// and is emptied first with FTS5's `delete-all`. FTS5 caches the structure it read, per
/// connection, until a rollback: the copy ends with a savepoint rolled back, so the writer's next
/// search or write in the same transaction (the links) reads the copied one.
final class BulkSearchIndex: @unchecked Sendable {
    /// Rows handed to the side connection at once.
    static let chunkSize = 2_048
    /// The index's tables copied, with their column counts (`_config` stays the store's own).
    private static let copiedTables = [("data", 2), ("idx", 3), ("docsize", 3)]

    /// The index's name, in both databases.
    private static let table = ContactSearchRecord.databaseTableName

    private let side: DatabaseQueue
    /// The side connection's work, in order.
    private let queue = DispatchQueue(label: "contacts.bulk-search-index")
    /// At most four chunks wait for the side connection.
    private let waiting = DispatchSemaphore(value: 4)
    /// Rows staged since the last chunk (the writer's thread only).
    private var pending: [(contact: ContactRowID, document: SearchDocument)] = []
    // Written on `queue` only; read by the writer after `queue.sync`.
    private var failure: (any Error)?
    private var words: [String] = []

    /// Opens the side connection and makes the index `definition` describes there (the store's
    /// own, ``ContactSearchRecord/definition(_:)``), in a transaction left open until
    /// ``finishIndexing()``.
    init(definition: String) throws {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        do {
            side = try DatabaseQueue(path: "", configuration: configuration)
            try side.inDatabase { db in
                try db.execute(
                    sql: """
                        PRAGMA journal_mode = OFF;
                        PRAGMA synchronous = OFF;
                        PRAGMA cache_size = -65536;
                        \(definition);
                        BEGIN;
                        """)
                try ContactSearchRecord.pauseMerging(db)
            }
        } catch {
            throw Self.sideError(error)
        }
    }

    /// Stages the search row of a contact the load created (on the writer's thread).
    func stage(_ contact: ContactRowID, _ document: SearchDocument) {
        pending.append((contact, document))
        if pending.count == Self.chunkSize { send() }
    }

    /// Hands the pending rows to the side connection.
    private func send() {
        guard !pending.isEmpty else { return }
        let rows = pending
        pending = []
        waiting.wait()
        queue.async { [self] in
            defer { waiting.signal() }
            run { db in
                let statement = try db.cachedStatement(
                    sql: """
                        INSERT INTO \(Self.table) (rowid, name, organization, email, phone, categories, other)
                            VALUES (?, ?, ?, ?, ?, ?, ?)
                        """)
                for row in rows {
                    try statement.execute(
                        bound: [row.contact.databaseValue] + row.document.columns.map(\.databaseValue))
                }
            }
        }
    }

    /// Runs `work` on the side connection unless an earlier piece failed (the first error is kept,
    /// as ``Failure`` or a full disk: not the store's errors, which a `DatabaseError` would read as).
    private func run(_ work: (Database) throws -> Void) {
        guard failure == nil else { return }
        do { try side.inDatabase(work) } catch { failure = Self.sideError(error) }
    }

    /// A full disk, or a ``Failure``.
    private static func sideError(_ error: any Error) -> any Error {
        guard let error = error as? DatabaseError else { return error }
        if error.resultCode == .SQLITE_FULL { return ContactStoreError.diskFull(path: temporaryDirectory) }
        return Failure(reason: error.message ?? error.description)
    }

    /// The side connection failed otherwise than by a full disk.
    struct Failure: LocalizedError {
        let reason: String
        var errorDescription: String? {
            "the import's temporary search index in \(BulkSearchIndex.temporaryDirectory) failed: \(reason); nothing was stored"
        }
    }

    /// Where SQLite keeps the side connection's file: the first writable directory of
    /// `$SQLITE_TMPDIR`, `$TMPDIR`, `/var/tmp`, `/usr/tmp` and `/tmp`, as its Unix layer chooses.
    static var temporaryDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["SQLITE_TMPDIR"], environment["TMPDIR"], "/var/tmp", "/usr/tmp", "/tmp"]
        for case let directory? in candidates {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
                access(directory, W_OK | X_OK) == 0
            {
                return directory
            }
        }
        return "."
    }

    /// Once every row is staged: writes the index out and lists its words on the side connection's
    /// thread, while the caller's goes on.
    func finishIndexing() {
        send()
        queue.async { [self] in
            run { db in
                try db.execute(sql: "COMMIT")
                try ContactSearchRecord.resumeMerging(db)
                try ContactSearchRecord.optimizeIfFragmented(db)
                words = try SearchWordRecord.vocabularyWords(db)
            }
        }
    }

    /// Waits for ``finishIndexing()``, then writes the index's words and tables into the store
    /// (`db`, in the import's transaction).
    func copy(into db: Database) throws {
        try queue.sync {
            if let failure { throw failure }
        }
        try SearchWordRecord.insert(words, db)
        try db.execute(sql: "INSERT INTO \(Self.table) (\(Self.table)) VALUES ('delete-all')")
        try side.inDatabase { sideDB in
            for (suffix, columns) in Self.copiedTables {
                let name = "\(Self.table)_\(suffix)".quotedDatabaseIdentifier
                try db.execute(sql: "DELETE FROM main.\(name)")
                let write = try db.makeStatement(
                    sql:
                        "INSERT INTO main.\(name) VALUES (\(Array(repeating: "?", count: columns).joined(separator: ", ")))"
                )
                try sideDB.makeStatement(sql: "SELECT * FROM \(name)").forEachRow { row in
                    for column in 0..<Int32(columns) {
                        sqlite3_bind_value(write.sqliteStatement, column + 1, sqlite3_column_value(row, column))
                    }
                    try write.stepOnce(arguments: [])
                }
            }
        }
        // FTS5 rereads its structure after a rollback (see above).
        try db.execute(sql: "SAVEPOINT bulkSearchIndex; ROLLBACK TO bulkSearchIndex; RELEASE bulkSearchIndex")
    }
}
