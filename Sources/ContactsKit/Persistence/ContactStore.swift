import Foundation
import GRDB

/// The address book: one SQLite file holding raw contacts (one per imported card) and the unified
/// contacts every listing shows.
///
/// ```swift
/// let store = try ContactStore(path: path)  // StoreLocation.defaultPath(): the user's own
/// let summary = try store.importCards(from: [.file(file)])
/// var names: [String] = []
/// try store.list(ListRequest(order: .familyName, limit: 50)) { names.append($0.contact.displayName) }
/// ```
///
/// (`ContactStoreExampleTests` runs this example as written.)
///
/// A `Sendable` value owning the database (``UncheckedDatabase``: WAL, foreign keys, a busy
/// timeout), so two processes can use one store at once. Every method is one transaction, and
/// checks first that the store's ``client`` is authorized (docs/access.md).
public struct ContactStore: Sendable {
    /// The database without the access check; ``UncheckedDatabase`` lists who may use it. Every
    /// operation goes through ``read(_:)``, ``write(_:)`` or ``writeWithoutTransaction(_:)``, which
    /// check first.
    let uncheckedDatabase: UncheckedDatabase
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
        do {
            uncheckedDatabase = try UncheckedDatabase(path: path)
            try Self.prepare(uncheckedDatabase, owner: client)
        } catch let error as DatabaseError {
            throw ContactStoreError.cannotOpenStore(path: path, reason: error.message ?? error.description)
        }
        self.path = path
        self.client = client
        self.prompt = prompt
    }

    /// Migrates the schema, records the store's owner (the first client to open a store, a new one
    /// or one made before access existed, is authorized for it), and runs the repairs a migration
    /// left pending (``MaintenanceTask``) through the domain code (``RepairStep``), in one write
    /// transaction. Processes opening a store at once race to do all three; a loser finds the work
    /// done when it looks again, or retries.
    private static func prepare(_ database: UncheckedDatabase, owner: String) throws {
        func isPrepared() throws -> Bool {
            try database.read { db in
                try Schema.migrator.hasCompletedMigrations(db) && AccessRecord.hasAny(db) && !MaintenanceRecord.hasPending(db)
            }
        }
        var attempt = 0
        while true {
            do {
                if try isPrepared() { return }
                try database.migrate(Schema.migrator)
                try database.writeWithoutTransaction { db in
                    // Immediate: two processes never both read a task as pending.
                    try db.inTransaction(.immediate) {
                        try AccessRecord.authorizeFirstClient(owner, db)
                        for task in try MaintenanceRecord.pending(db) {
                            try RepairStep.run(task, db)
                            try MaintenanceRecord.done(task, db)
                        }
                        return .commit
                    }
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
        try read { db in try OrderBucketRecord.total(db) }
    }
}
