import GRDB
import VCard

extension ContactStore {
    /// Takes back the last change (an add, an edit, a delete, a move, a link, an unlink, a whole
    /// import, a restore, a photo change, emptying the trash): the statements the change log
    /// recorded for it run newest first, in one transaction, then what is derived from the rows
    /// they touched is rebuilt (each touched raw contact's lookup keys from its stored profile,
    /// each touched contact's merged view and search row; the search rows of contacts that are
    /// gone are deleted). Each further call takes back the change before.
    ///
    /// ```swift
    /// try store.delete([.lookup("ann lee")])
    /// let undone = try store.undo()   // undone.kind == .delete; Ann Lee is back, id and all
    /// ```
    /// - Returns: The change taken back.
    /// - Throws: ``ContactStoreError/nothingToUndo`` when the log is empty.
    @discardableResult
    public func undo() throws -> Change {
        try write { db in
            guard let change = try ChangeRecord.last(db) else { throw ContactStoreError.nothingToUndo }
            let touched = try UndoLogRecord.replay(change.id, db)
            try ChangeRecord.delete(change.id, db)
            try DerivedRows.rebuild(contacts: touched.contacts, rawContacts: touched.rawContacts, db)
            return change
        }
    }

    /// The newest changes, newest first: what `undo` would take back, in order.
    /// - Parameter limit: At most this many (the store keeps the last 100).
    public func history(limit: Int = 100) throws -> [Change] {
        try read { db in try ChangeRecord.newest(limit, db) }
    }
}

/// Rebuilds the rows derived from raw contacts and contacts that a replay of the change log put
/// back as they were: the log holds the user's data only (``UndoTriggers``).
enum DerivedRows {
    static func rebuild(contacts: Set<ContactRowID>, rawContacts: Set<RawContactRowID>, _ db: Database) throws {
        var affected = contacts
        for raw in rawContacts.sorted() {
            guard let (contact, profile) = try RawContactRecord.contactAndProfile(of: raw, db) else { continue }
            affected.insert(contact)
            // Most replays leave the profile as it was (a link taken back moves raw contacts only).
            let keys = LinkKey.keys(MatchProfile(packed: profile)).map(\.key)
            if Set(keys) != (try RawKeyRecord.keys(of: raw, db)) { try RawKeyRecord.replace(keys, of: raw, db) }
        }
        var linker = Linker(db)
        var gone: [ContactRowID] = []
        for contact in affected.sorted() {
            if try ContactRecord.orderKey(of: contact, db) == nil {
                gone.append(contact)
            } else {
                linker.invalidate(contact)
            }
        }
        try ContactSearchRecord.delete(gone, db)
        try linker.finish()
    }
}
