import GRDB

extension Schema {
    /// Migration "v16-lean-contact-undo": the change log's triggers on `contact` no longer log the
    /// merged view's columns (``UndoTriggers``, ``ContactRecord/mergedViewColumns``). Nothing in the
    /// tables changes: the triggers are marked as made for no schema, so the store makes them again
    /// when it is opened (``UndoTriggers/synchronize(_:)``). Statements logged before stay valid.
    static func v16LeanContactUndo(_ db: Database) throws {
        try db.execute(sql: "UPDATE undoState SET triggerSchema = 0")
    }
}
