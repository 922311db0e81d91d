import GRDB

/// A row of `access`: one client's decision (docs/access.md). A client without a row is
/// ``AuthorizationStatus/notDetermined``; the client that creates a store is authorized (and
/// recorded as its owner, ``StoreOwnerRecord``).
///
/// A small table written a row at a time: GRDB's record protocols and query interface, as its
/// recommended practices describe. The status is read by plain SQL, as every command reads it: the
/// query interface's first request works out the table's primary key from its schema, 1.3 ms of a
/// 15 ms `contacts query` (`perf`, 2026-11-29).
struct AccessRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "access"

    /// The client's name (`contacts`, `mutt`, a script's name).
    var client: String
    /// `authorized` or `denied` (a CHECK constraint); never `notDetermined`, which is no row.
    var status: AuthorizationStatus

    enum Columns {
        static let client = Column(CodingKeys.client)
        static let status = Column(CodingKeys.status)
    }

    /// A client's status; ``AuthorizationStatus/notDetermined`` without a row.
    static func status(of client: String, _ db: Database) throws -> AuthorizationStatus {
        let status = try String.fetchOne(
            db.cachedStatement(sql: "SELECT status FROM access WHERE client = ?"), arguments: [client])
        return status.flatMap(AuthorizationStatus.init(rawValue:)) ?? .notDetermined
    }

    /// Records a client's status: a row for authorized or denied, none for not determined.
    static func record(_ status: AuthorizationStatus, for client: String, _ db: Database) throws {
        if status == .notDetermined {
            try deleteOne(db, key: client)
        } else {
            try AccessRecord(client: client, status: status).insert(db, onConflict: .replace)
        }
    }

    /// Every row, by client name.
    static func all(_ db: Database) throws -> [AccessRecord] {
        try all().orderedByClient().fetchAll(db)
    }

    /// The names of the authorized clients, in order.
    static func authorizedClients(_ db: Database) throws -> [String] {
        try all().filter(status: .authorized).orderedByClient().select(Columns.client, as: String.self).fetchAll(db)
    }

    /// Whether `client` is the only authorized client: denying or forgetting it leaves the store
    /// with nobody authorized.
    static func isLastAuthorized(_ client: String, _ db: Database) throws -> Bool {
        try authorizedClients(db) == [client]
    }
}

extension DerivableRequest<AccessRecord> {
    /// The clients with this status.
    func filter(status: AuthorizationStatus) -> Self {
        filter(AccessRecord.Columns.status == status.rawValue)
    }

    /// By client name.
    func orderedByClient() -> Self {
        order(AccessRecord.Columns.client)
    }
}
