import Foundation
import GRDB

/// What ``ContactStore/removeSource(named:)`` did.
public struct SourceRemoval: Sendable, Hashable {
    /// The source's cards (raw contacts), all removed.
    public var cards = 0
    /// The contacts that held them.
    public var contacts = 0
    /// Of those, the contacts moved to the trash: every card of theirs was the source's. The
    /// others kept their other cards.
    public var trashed = 0
}

extension ContactStore {
    /// Removes a source: the contacts made only of its cards go to the trash (``restore(_:)`` and
    /// ``undo()`` bring them back); a contact that also has cards of other sources keeps those and
    /// loses the source's. Importing the source's file again later imports its cards as new ones
    /// (no tombstones are left). One change.
    ///
    /// ```swift
    /// let removal = try store.removeSource(named: "gmail")
    /// print("\(removal.trashed) contacts to the trash")
    /// ```
    /// - Throws: ``ContactStoreError/sourceNotRemovable(_:remote:)`` for `local` (the cards added
    ///   here) and for a remote's source (the remote is removed instead), or
    ///   ``ContactStoreError/noSuchSource(_:)``.
    @discardableResult
    public func removeSource(named name: String) throws -> SourceRemoval {
        try write(change: ChangeDescription(.delete, "remove source \(name)")) { db, change in
            guard name != LocalSource.name else { throw ContactStoreError.sourceNotRemovable(name, remote: false) }
            if try RemoteRecord.all(db).contains(where: { $0.name == name }) {
                throw ContactStoreError.sourceNotRemovable(name, remote: true)
            }
            let ids = try RawContactRecord.ids(source: name, upTo: RawContactRowID(Int64.max), db)
            guard !ids.isEmpty else { throw ContactStoreError.noSuchSource(name) }
            let removal = try SourceCards.remove(ids, db)
            change.summary =
                "remove source \(name): \(removal.cards) card\(removal.cards == 1 ? "" : "s"), "
                + "\(removal.trashed) contact\(removal.trashed == 1 ? "" : "s") to the trash"
            return removal
        }
    }
}
