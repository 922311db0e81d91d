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
/// A `Sendable` value owning the database (`UncheckedDatabase`: WAL, foreign keys, a busy
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
    /// schema. The client that creates a store is authorized for it and recorded as its owner; every
    /// other client starts ``AuthorizationStatus/notDetermined`` and is asked through `prompt` on its
    /// first operation. Each operation checks; with a `prompt`, opening for writing also refuses,
    /// writing nothing, a client that the first operation would refuse without asking (denied, or
    /// not determined when the prompt cannot ask).
    /// - Parameters:
    ///   - path: The store file (``StoreLocation/defaultPath(environment:)`` is the user's own).
    ///   - client: The program this value acts for (``defaultClient`` when not given).
    ///   - prompt: How a client whose status is not determined is asked; nil: nobody can be asked.
    ///   - mode: ``OpenMode/readOnly`` for a caller that only reads: opening and closing then write
    ///     nothing to an existing, migrated store.
    ///   - updating: Called once before an existing store made by an earlier version is migrated or
    ///     repaired: work done once, which can take a minute or two on a million contacts, so a
    ///     program can say why it waits.
    /// - Throws: ``ContactStoreError/cannotOpenStore(path:reason:)``,
    ///   ``ContactStoreError/storeNotWritable(path:)`` (``OpenMode/readWrite`` on a file this user
    ///   cannot write), ``ContactStoreError/storeDamaged(path:detail:)``.
    public init(
        path: String, client: String = ContactStore.defaultClient, prompt: (any AccessPrompt)? = nil,
        mode: OpenMode = .readWrite,
        updating: (() -> Void)? = nil
    ) throws {
        let client = ClientName.normalized(client)
        let exists = try StoreLocation.prepare(path, mode: mode)
        // A store marked damaged is opened as for reading, which writes nothing when it opens (a
        // pool does); every write is then refused (``StoreDamageMark``).
        let damage = StoreDamageMark.finding(path)
        do {
            var database: UncheckedDatabase?
            if exists, mode == .readOnly || damage != nil {
                database = try UncheckedDatabase(path: path, mode: .readOnly)
            } else if exists, mode == .readWriteOneConnection {
                database = try UncheckedDatabase(path: path, mode: mode)
                try Self.refuseUnauthorized(database!, path: path, client: client, prompt: prompt)
            } else if exists, let checking = try? UncheckedDatabase(path: path, mode: .readOnly) {
                try Self.refuseUnauthorized(checking, path: path, client: client, prompt: prompt)
            }
            if let opened = database, try !Self.isPrepared(opened) {
                database = nil  // an old schema or a pending repair: opened read-write once, to migrate
            } else if let opened = database, mode == .readWriteOneConnection {
                try opened.writeWithoutTransaction { db in try UndoTriggers.install(db) }
            }
            if database == nil {
                if let damage {
                    throw ContactStoreError.storeDamaged(path: path, detail: "the last health check found: " + damage)
                }
                if mode == .readOnly { try StoreLocation.requireWritable(path) }
                database = try UncheckedDatabase(path: path)
                try Self.prepare(database!, owner: client, updating: exists ? updating : nil)
                // The change log's triggers live in the connection that writes (``UndoTriggers``).
                try database!.writeWithoutTransaction { db in try UndoTriggers.install(db) }
            }
            uncheckedDatabase = database!
        } catch let error as DatabaseError {
            let domainError = ContactStoreError(error, path: path)
            if case .storeDamaged(_, let detail) = domainError { StoreDamageMark.mark(path, finding: detail) }
            throw domainError
        }
        self.path = path
        self.client = client
        self.prompt = prompt
    }

    /// Throws, before the store is opened for writing, when `client` will be refused at its first
    /// operation: denied, or not determined with nobody to ask. A pool's opening writes to the file
    /// (GRDB creates the WAL by writing a transaction), so a refused client checked only at its
    /// first operation still changed the store file. The check reads through `database`, a
    /// connection that has written nothing (``OpenMode/readOnly`` or
    /// ``OpenMode/readWriteOneConnection``); a store not yet migrated or prepared is left to the
    /// operations' own check.
    private static func refuseUnauthorized(
        _ database: UncheckedDatabase, path: String, client: String, prompt: (any AccessPrompt)?
    ) throws {
        // Only for a caller that asks through a prompt (the command): a library caller without
        // one keeps the check at each operation. A store being made by another process, or one
        // that cannot be read yet, is left to the usual path.
        guard let prompt else { return }
        let status: AuthorizationStatus? = try? database.read { db in
            let readiness = try StoreReadiness.read(db)
            guard readiness.isMigrated, readiness.hasOwner else { return nil }
            return try AccessRecord.status(of: client, db)
        }
        switch status {
        case .denied?: throw ContactStoreError.accessDenied(client: client, path: path)
        case .notDetermined? where !prompt.canAsk:
            throw ContactStoreError.accessNotDetermined(client: client, path: path)
        default: return
        }
    }

    /// Whether the store is migrated, has its owner recorded and no repair pending: nothing to
    /// write before using it.
    private static func isPrepared(_ database: UncheckedDatabase) throws -> Bool {
        try database.read { db in try StoreReadiness.read(db).isPrepared }
    }

    /// Migrates the schema, records the store's owner (the client that creates a store, or the first
    /// to open one made before ownership was recorded, is its owner and authorized; once recorded,
    /// an empty access list means nobody is authorized, never that the next client owns it), and
    /// runs the repairs a migration left pending (``MaintenanceTask``) through the domain code
    /// (``RepairStep``), in one write transaction. Processes opening a store at once race to do all
    /// three; a loser finds the work done when it looks again, or retries.
    private static func prepare(_ database: UncheckedDatabase, owner: String, updating: (() -> Void)?) throws {
        var attempt = 0
        var updating = updating
        while true {
            do {
                if try isPrepared(database) { return }
                // Only a migration or a repair is an update, not recording the owner.
                if let announce = updating,
                    try database.read({ db in
                        let readiness = try StoreReadiness.read(db)
                        return !readiness.isMigrated || readiness.hasPendingRepair
                    })
                {
                    announce()
                }
                updating = nil
                try database.migrate(Schema.migrator)
                try database.writeWithoutTransaction { db in
                    // Immediate: two processes never both read a task as pending, or both own the store.
                    try db.inTransaction(.immediate) {
                        if try !StoreOwnerRecord.isRecorded(db) {
                            try StoreOwnerRecord.record(owner, db)
                            try AccessRecord.record(.authorized, for: owner, db)
                        }
                        let tasks = try MaintenanceRecord.pending(db)
                        for task in tasks {
                            try RepairStep.run(task, db)
                            try MaintenanceRecord.done(task, db)
                        }
                        // The repairs rewrote rows without logging them: older changes cannot be undone.
                        if !tasks.isEmpty { try ChangeRecord.clear(db) }
                        return .commit
                    }
                }
                return
            } catch {
                attempt += 1
                if (try? isPrepared(database)) == true { return }
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
