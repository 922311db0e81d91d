import GRDB

/// An undoable write as the change log records it: its kind, and what it did in words (which the
/// work may fill in once it knows: `delete 2 contacts (Ann Lee, Bob Smith)`).
struct ChangeDescription {
    var kind: ChangeKind
    var summary: String

    init(_ kind: ChangeKind, _ summary: String = "") {
        self.kind = kind
        self.summary = summary
    }
}

extension ContactStore {
    /// An undoable write transaction, after the access check: records a ``Change`` of `change`'s
    /// kind, logs every row the work changes under it (``UndoTriggers``), and stops logging before
    /// the commit, so a crash rolls back the work, the change and its log together. Trash entries
    /// older than ``TrashRecord/retention`` are purged first, as part of the change. A change that
    /// changed nothing is not kept.
    ///
    /// Every operation that changes the user's data goes through this (or, for an import's batches,
    /// through ``ChangeRecord``'s `begin`/`resume`/`finish` directly).
    /// - Parameters:
    ///   - change: The kind, and a summary the work may replace (`inout`).
    ///   - body: The work, inside the transaction.
    func write<T>(change: ChangeDescription, _ body: (Database, inout ChangeDescription) throws -> T) throws -> T {
        try write { db in
            var change = change
            let id = try ChangeRecord.begin(change.kind, summary: change.summary, client: client, db)
            try TrashRecord.purgeExpired(db)
            let result = try body(db, &change)
            try ChangeRecord.finish(id, summary: change.summary, db)
            return result
        }
    }
}
