import GRDB

/// Notices when the store has changed since it last looked: another process imported or synced,
/// or this process wrote through another connection. For a view that stays open (`contacts
/// browse`), to read its rows again.
///
/// SQLite's `PRAGMA data_version` answers this in microseconds, but only for one connection over
/// time (its value means nothing across connections, and a pool hands out any of several), so the
/// watcher keeps a read-only connection of its own. It is made by
/// ``ContactStore/makeChangeWatcher()``, for an authorized client only, and reads nothing else.
///
/// ```swift
/// let watcher = try store.makeChangeWatcher()
/// if try watcher.hasChanged() { /* read the rows on screen again */ }
/// ```
public final class StoreChangeWatcher {
    private let connection: DatabaseQueue
    private var version: Int

    init(path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(15)
        connection = try DatabaseQueue(path: path, configuration: configuration)
        version = try connection.read(Self.dataVersion)
    }

    /// Whether another connection has committed a change since the watcher was made or last
    /// answered true.
    public func hasChanged() throws -> Bool {
        let current = try connection.read(Self.dataVersion)
        defer { version = current }
        return current != version
    }

    private static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }
}

extension ContactStore {
    /// A ``StoreChangeWatcher`` on this store's file.
    /// - Throws: ``ContactStoreError/accessDenied(client:path:)`` or
    ///   ``ContactStoreError/accessNotDetermined(client:path:)`` (the watcher looks later without
    ///   asking), or ``ContactStoreError/cannotOpenStore(path:reason:)``.
    public func makeChangeWatcher() throws -> StoreChangeWatcher {
        try checkAccess()
        do {
            return try StoreChangeWatcher(path: path)
        } catch let error as DatabaseError {
            throw ContactStoreError.cannotOpenStore(path: path, reason: error.message ?? error.description)
        }
    }
}
