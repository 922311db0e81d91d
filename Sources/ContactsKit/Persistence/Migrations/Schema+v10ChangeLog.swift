import GRDB

extension Schema {
    /// Migration "v10-change-log": the changes `contacts undo` takes back and `contacts history` lists.
    ///
    /// - `change`: one row per undoable write (an add, an edit, a delete, a whole import, …), the
    ///   newest 100 kept.
    /// - `undoLog`: for each change, the statements that take it back, in the order they were
    ///   recorded; written by triggers on every table that holds the user's data (``UndoTriggers``),
    ///   built with `quote()` as in https://www.sqlite.org/undoredo.html.
    /// - `undoState`: one row; `changeId` is the change being recorded (NULL: nothing is), set and
    ///   cleared inside each undoable transaction, so a crash leaves it NULL. `triggerSchema` is the
    ///   `schema_version` the triggers were made for: when a later migration changes a logged
    ///   table, the store makes them again on opening (``UndoTriggers/synchronize(_:)``).
    ///
    /// The triggers themselves are made by ``UndoTriggers/synchronize(_:)`` right after the
    /// migrations, from the tables' columns as they are then. Landed: never edited.
    static func v10ChangeLog(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE change (
                    id INTEGER PRIMARY KEY,
                    at TEXT NOT NULL,
                    client TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    summary TEXT NOT NULL
                );

                CREATE TABLE undoLog (
                    seq INTEGER PRIMARY KEY,
                    changeId INTEGER NOT NULL REFERENCES change(id) ON DELETE CASCADE,
                    tableName TEXT NOT NULL,
                    rowId INTEGER NOT NULL,
                    statement TEXT NOT NULL
                );
                CREATE INDEX undoLog_change ON undoLog(changeId);

                CREATE TABLE undoState (
                    only INTEGER PRIMARY KEY CHECK (only = 1),
                    changeId INTEGER,
                    triggerSchema INTEGER NOT NULL DEFAULT 0
                );
                INSERT INTO undoState (only, changeId) VALUES (1, NULL);
                """)
    }
}
