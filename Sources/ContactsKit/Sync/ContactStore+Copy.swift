import Foundation
import GRDB

extension ContactStore {
    /// Writes a copy of the store, as it is now, to a new file at `path` (SQLite's `VACUUM INTO`):
    /// what `sync --dry-run` rehearses on. Reads only; the store is not changed.
    /// - Throws: ``ContactStoreError/accessDenied(client:path:)`` and the like, or a database error (a
    ///   file already at `path`, a full disk).
    public func copy(to path: String) throws {
        try checkAccess()
        try uncheckedDatabase.readWithoutTransaction { db in try db.execute(sql: "VACUUM INTO ?", arguments: [path]) }
    }
}
