import GRDB

extension ContactStore {
    /// The client's status for this store. Anyone may ask (as `CNContactStore.authorizationStatus(for:)`):
    /// it reveals nothing of the contacts. A client never recorded is ``AuthorizationStatus/notDetermined``.
    public func authorizationStatus(for client: String) throws -> AuthorizationStatus {
        try uncheckedDatabase.read { db in try Self.status(of: client, db) }
    }

    /// Asks the user, through this store's ``AccessPrompt``, whether `client` may use the store, only
    /// when its status is ``AuthorizationStatus/notDetermined``, and records the answer. An authorized
    /// client is not asked again, and neither is a denied one, until the user resets it.
    /// - Returns: Whether the client is authorized afterwards.
    /// - Throws: ``ContactStoreError/accessNotDetermined(client:path:)`` when there is no prompt or it
    ///   cannot ask (no terminal).
    @discardableResult
    public func requestAccess(for client: String) throws -> Bool {
        switch try authorizationStatus(for: client) {
        case .authorized: return true
        case .denied: return false
        case .notDetermined:
            guard let granted = prompt?.requestAccess(for: client, storePath: path) else {
                throw ContactStoreError.accessNotDetermined(client: client, path: path)
            }
            try uncheckedDatabase.write { db in try Self.record(granted ? .authorized : .denied, for: client, db) }
            return granted
        }
    }

    /// Every client the store has a decision for, by name. Only for an authorized client.
    public func clientAccess() throws -> [ClientAccess] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT client, status FROM access ORDER BY client").map {
                ClientAccess(client: $0["client"], status: AuthorizationStatus(rawValue: $0["status"]) ?? .notDetermined)
            }
        }
    }

    /// Grants (`authorized`), refuses (`denied`) or forgets (`notDetermined`: asked again on next use)
    /// a client's access. Only an authorized client may change access.
    public func setAuthorizationStatus(_ status: AuthorizationStatus, for client: String) throws {
        try write { db in try Self.record(status, for: client, db) }
    }

    // MARK: - Enforcement

    /// Checks this store's client before an operation: authorized goes on; not determined is asked
    /// through the prompt (and recorded); denied, or not determined with nobody to ask, throws.
    func checkAccess() throws {
        let status = try authorizationStatus(for: client)
        guard status != .authorized else { return }
        let granted = try ask(status)
        try uncheckedDatabase.write { db in try Self.record(granted ? .authorized : .denied, for: client, db) }
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
        let status = try await uncheckedDatabase.read { [client] db in try Self.status(of: client, db) }
        guard status != .authorized else { return }
        let granted = try ask(status)
        try await uncheckedDatabase.write { [client] db in try Self.record(granted ? .authorized : .denied, for: client, db) }
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

    /// A read transaction, after ``checkAccess()``. Every public operation goes through this or
    /// ``write(_:)``: there is no other way to the database from outside the module.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try checkAccess()
        return try uncheckedDatabase.read(body)
    }

    /// A write transaction, after ``checkAccess()``.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        try checkAccess()
        return try uncheckedDatabase.write(body)
    }

    /// Writes outside a transaction (the caller opens its own), after ``checkAccess()``.
    func writeWithoutTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        try checkAccess()
        return try uncheckedDatabase.writeWithoutTransaction(body)
    }

    static func status(of client: String, _ db: Database) throws -> AuthorizationStatus {
        try String.fetchOne(db, sql: "SELECT status FROM access WHERE client = ?", arguments: [client])
            .flatMap(AuthorizationStatus.init(rawValue:)) ?? .notDetermined
    }

    static func record(_ status: AuthorizationStatus, for client: String, _ db: Database) throws {
        if status == .notDetermined {
            try db.execute(sql: "DELETE FROM access WHERE client = ?", arguments: [client])
        } else {
            try db.execute(sql: "INSERT OR REPLACE INTO access (client, status) VALUES (?, ?)", arguments: [client, status.rawValue])
        }
    }

    /// The clients authorized for the store, for an error's hint: who can grant access. Names only,
    /// no contacts, so anyone may read them.
    public func authorizedClientNames() throws -> [String] {
        try uncheckedDatabase.read { db in
            try String.fetchAll(db, sql: "SELECT client FROM access WHERE status = 'authorized' ORDER BY client")
        }
    }
}
