import Foundation
import GRDB

extension ContactStore {
    /// Adds a remote. Its name becomes the source of its cards, so it must not be `local` nor a
    /// source cards were already imported under.
    /// - Throws: ``ContactStoreError/remoteExists(_:)``, ``ContactStoreError/reservedSource(_:)``.
    public func addRemote(_ remote: Remote) throws {
        guard remote.name != LocalSource.name else { throw ContactStoreError.reservedSource(remote.name) }
        try write { db in
            if try RemoteRecord.named(remote.name, db) != nil { throw ContactStoreError.remoteExists(remote.name) }
            var record = RemoteRecord(remote)
            if record.addedAt.isEmpty { record.addedAt = ChangeRecord.timestamp(Date()) }
            try record.insert(db)
        }
    }

    /// Every remote, in the order they were added.
    public func remotes() throws -> [Remote] {
        try read { db in try RemoteRecord.all(db) }
    }

    /// The remote named `name`.
    /// - Throws: ``ContactStoreError/noSuchRemote(_:)``.
    public func remote(named name: String) throws -> Remote {
        guard let remote = try read({ db in try RemoteRecord.named(name, db) }) else { throw ContactStoreError.noSuchRemote(name) }
        return remote
    }

    /// Removes a remote: nothing is synced with it any more. Its cards stay in the store, as cards
    /// of a source of that name (like an imported file's).
    /// - Throws: ``ContactStoreError/noSuchRemote(_:)``.
    public func removeRemote(named name: String) throws {
        try write { db in
            guard try RemoteRecord.delete(named: name, db) else { throw ContactStoreError.noSuchRemote(name) }
        }
    }
}
