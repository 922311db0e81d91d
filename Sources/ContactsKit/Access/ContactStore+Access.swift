extension ContactStore {
    /// The client's status for this store. Anyone may ask (as `CNContactStore.authorizationStatus(for:)`):
    /// it reveals nothing of the contacts. A client never recorded is ``AuthorizationStatus/notDetermined``.
    public func authorizationStatus(for client: String) throws -> AuthorizationStatus {
        try uncheckedDatabase.read { db in try AccessRecord.status(of: client, db) }
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
            try uncheckedDatabase.write { db in
                try AccessRecord.record(granted ? .authorized : .denied, for: client, db)
            }
            return granted
        }
    }

    /// Every client the store has a decision for, by name. Only for an authorized client.
    public func clientAccess() throws -> [ClientAccess] {
        try read { db in try AccessRecord.all(db).map { ClientAccess(client: $0.client, status: $0.status) } }
    }

    /// Grants (`authorized`), refuses (`denied`) or forgets (`notDetermined`: asked again on next use)
    /// a client's access. Only an authorized client may change access.
    ///
    /// Denying or forgetting the only authorized client leaves nobody authorized: the store can then
    /// be used only by a client the user allows when asked on a terminal. That takes `force`.
    /// - Throws: ``ContactStoreError/lastAuthorizedClient(client:path:)`` when `client` is the only
    ///   authorized client, `status` is not ``AuthorizationStatus/authorized`` and `force` is false.
    public func setAuthorizationStatus(_ status: AuthorizationStatus, for client: String, force: Bool = false) throws {
        try write { db in
            if status != .authorized, !force, try AccessRecord.isLastAuthorized(client, db) {
                throw ContactStoreError.lastAuthorizedClient(client: client, path: path)
            }
            try AccessRecord.record(status, for: client, db)
        }
    }

    /// Whether `client` is the only client authorized for the store (denying or forgetting it would
    /// leave nobody authorized). Names only, so anyone may ask.
    public func isLastAuthorizedClient(_ client: String) throws -> Bool {
        try uncheckedDatabase.read { db in try AccessRecord.isLastAuthorized(client, db) }
    }

    /// The clients authorized for the store, for an error's hint: who can grant access. Names only,
    /// no contacts, so anyone may read them.
    public func authorizedClientNames() throws -> [String] {
        try uncheckedDatabase.read { db in try AccessRecord.authorizedClients(db) }
    }
}
