import GRDB

extension Schema {
    /// Migration "v23-undo-triggers-in-connection": the change log's triggers leave the store file
    /// (every command parsed their SQL at its first statement); the connection that writes makes
    /// them for itself (``UndoTriggers``). `undoState.triggerSchema`, the schema they were made for,
    /// is no longer read. Landed: never edited.
    static func v23UndoTriggersInConnection(_ db: Database) throws {
        let names = try String.fetchAll(
            db, sql: "SELECT name FROM main.sqlite_master WHERE type = 'trigger' AND name GLOB 'undo_*'")
        for name in names { try db.execute(sql: "DROP TRIGGER main.\(name.quotedDatabaseIdentifier)") }
    }
}
