import GRDB

extension ContactStore {
    /// Runs `body` (an import) with the writer's statement journals kept in memory.
    ///
    /// Every statement that fires a trigger (the undo log's, the order buckets') keeps a statement
    /// journal of the pages it changes; past 64 KiB SQLite spills it to a temporary file, which then
    /// stays a file for the rest of the transaction: an import wrote ten pages there per card
    /// (`strace`: 206,000 page writes for 10,000 cards, 16 times the WAL's frames). An import's
    /// statements each change a few rows, so in memory the journals stay small (each is emptied
    /// when its statement ends). Other writes keep SQLite's default, so a single statement changing
    /// a great many rows (the undo of a large import) spills to a file rather than into memory.
    /// The setting is the writer connection's own; failing to change it changes nothing else.
    func withStatementJournalsInMemory<T>(_ body: () throws -> T) rethrows -> T {
        _ = try? uncheckedDatabase.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA temp_store = MEMORY") }
        defer { _ = try? uncheckedDatabase.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA temp_store = DEFAULT") } }
        return try body()
    }
}
