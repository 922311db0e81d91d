import GRDB

extension ContactStore {
    // MARK: - Transactions

    /// A read transaction, after ``checkAccess()``. Every public operation goes through this,
    /// ``write(_:)`` or ``writeWithoutTransaction(_:)``: there is no other way to the database from
    /// outside the module. A damaged file throws ``ContactStoreError/storeDamaged(path:detail:)``.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try reportingDamage {
            try checkAccess()
            return try uncheckedDatabase.read(body)
        }
    }

    /// A write transaction, after ``checkAccess()``, on a store not known to be damaged
    /// (`StoreDamageMark`; only `doctor`'s checks, which change nothing, pass `evenIfMarkedDamaged`).
    func write<T>(evenIfMarkedDamaged: Bool = false, _ body: (Database) throws -> T) throws -> T {
        try reportingDamage {
            try checkAccess()
            if !evenIfMarkedDamaged { try StoreDamageMark.refuseWrites(path) }
            return try uncheckedDatabase.write(body)
        }
    }

    /// Writes outside a transaction (the caller opens its own), after ``checkAccess()``, on a store
    /// not known to be damaged.
    func writeWithoutTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        try reportingDamage {
            try checkAccess()
            try StoreDamageMark.refuseWrites(path)
            return try uncheckedDatabase.writeWithoutTransaction(body)
        }
    }

    /// A read transaction for async operations, after the async ``checkAccess()``.
    func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        try await checkAccess()
        do {
            return try await uncheckedDatabase.read(body)
        } catch let error as DatabaseError where ContactStoreError.isActionable(error) {
            return try reportingDamage { throw error }
        }
    }

    /// `body`, with a database error meaning a damaged file (which SQLite finds only when it reads
    /// a damaged page), a file this user cannot write, a lock held too long or a full disk turned
    /// into the ``ContactStoreError`` that says so. A write that meets a damaged page is rolled back by SQLite; damage, once seen, is
    /// remembered (`StoreDamageMark`), so that no later write goes on where this one stopped.
    func reportingDamage<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where ContactStoreError.isActionable(error) {
            let domainError = ContactStoreError(error, path: path, opening: false)
            if case .storeDamaged(_, let detail) = domainError { StoreDamageMark.mark(path, finding: detail) }
            throw domainError
        }
    }

    // MARK: - Enforcement

    /// Checks this store's client before an operation: authorized goes on; not determined is asked
    /// through the prompt (and recorded); denied, or not determined with nobody to ask, throws.
    func checkAccess() throws {
        let status = try uncheckedDatabase.read { [client] db in try AccessRecord.status(of: client, db) }
        guard status != .authorized else { return }
        let granted = try ask(status)
        try uncheckedDatabase.write { [client] db in
            try AccessRecord.record(granted ? .authorized : .denied, for: client, db)
        }
        guard granted else { throw ContactStoreError.accessDenied(client: client, path: path) }
    }

    /// ``checkAccess()`` for async operations, through GRDB's async API only.
    ///
    /// An async operation must never wait for a connection synchronously: an async read keeps its
    /// reader until its task resumes on the concurrency pool, so with every thread of that pool (one
    /// per core) blocked in a synchronous read waiting for a reader, none is ever released and the
    /// process hangs. Sixteen concurrent ``thumbnail(of:side:shape:using:)`` calls did exactly that
    /// on two cores.
    func checkAccess() async throws {
        let status = try await uncheckedDatabase.read { [client] db in try AccessRecord.status(of: client, db) }
        guard status != .authorized else { return }
        let granted = try ask(status)
        try await uncheckedDatabase.write { [client] db in
            try AccessRecord.record(granted ? .authorized : .denied, for: client, db)
        }
        guard granted else { throw ContactStoreError.accessDenied(client: client, path: path) }
    }

    /// The user's answer for this store's client, which is not authorized: a denied client throws
    /// (it is not asked again); an undetermined one is asked through the prompt, or throws when
    /// nobody can be asked.
    private func ask(_ status: AuthorizationStatus) throws -> Bool {
        if status == .denied { throw ContactStoreError.accessDenied(client: client, path: path) }
        guard let granted = prompt?.requestAccess(for: client, storePath: path) else {
            throw ContactStoreError.accessNotDetermined(client: client, path: path)
        }
        return granted
    }
}
