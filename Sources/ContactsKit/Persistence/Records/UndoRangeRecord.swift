import GRDB

/// The `undoRange` table: while an import writes a batch, for `contact`, `rawContact` and `rawCard` the largest
/// row id the table had before the import. Their insert triggers (``UndoTriggers``) log no row above
/// it: the import's new rows are taken back by one `undoLog` statement per table,
/// `DELETE FROM t WHERE rowid > above AND rowid <= last`, instead of one row each (the log cost an
/// import 15–19%). Created by "v12-import-undo-range".
///
/// The range statement is logged before any row of the change, so ``UndoLogRecord/replay(_:_:)``
/// (newest first) runs it last: rows the import inserted and then changed or deleted (a contact
/// merged away) are first put back as they were, then deleted with the rest. Ids above `last` are
/// not the import's, so a later change's rows are never in the range.
enum UndoRangeRecord: TableRecord {
    static let databaseTableName = "undoRange"

    /// The tables logged by range.
    static let tables = ["contact", "rawContact", "rawCard"]

    /// An import's ranges: per table, the largest id before it and the `undoLog` row holding its statement.
    struct Ranges: Sendable {
        fileprivate var entries: [(table: String, above: Int64, seq: Int64)]
    }

    /// Logs the ranges of change `changeID` (whose recording has begun, nothing logged yet) and
    /// starts skipping the rows they cover. Inside the change's first transaction.
    static func begin(_ changeID: Int64, _ db: Database) throws -> Ranges {
        var entries: [(table: String, above: Int64, seq: Int64)] = []
        for table in tables {
            let above = try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(rowid), 0) FROM \(table)") ?? 0
            try db.execute(
                sql: "INSERT INTO undoLog (changeId, tableName, rowId, statement) VALUES (?, ?, ?, ?)",
                arguments: [changeID, table, above, statement(table, above: above, last: above)])
            entries.append((table, above, db.lastInsertedRowID))
        }
        let ranges = Ranges(entries: entries)
        try resume(ranges, db)
        return ranges
    }

    /// Skips the rows of `ranges` again, in a later transaction of the same change.
    static func resume(_ ranges: Ranges, _ db: Database) throws {
        for entry in ranges.entries {
            try db.execute(
                sql: "INSERT OR REPLACE INTO undoRange (tableName, above) VALUES (?, ?)",
                arguments: [entry.table, entry.above])
        }
    }

    /// Extends each range's statement to the rows inserted so far and stops skipping rows. At the
    /// end of each transaction of the change. A range still empty keeps its statement (which
    /// deletes nothing) until ``dropEmpty(_:_:)`` at the end of the change: dropped here, its
    /// `seq` would be given to the next row the change logs (`undoLog` has no AUTOINCREMENT), which
    /// the next transaction's `finish` would then overwrite or delete.
    static func finish(_ ranges: Ranges, _ db: Database) throws {
        for entry in ranges.entries {
            let last = try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(rowid), 0) FROM \(entry.table)") ?? 0
            if last > entry.above {
                try db.execute(
                    sql: "UPDATE undoLog SET statement = ? WHERE seq = ?",
                    arguments: [statement(entry.table, above: entry.above, last: last), entry.seq])
            }
        }
        try db.execute(sql: "DELETE FROM undoRange")
    }

    /// Drops the ranges that are still empty from the log (so an import that changed nothing logs
    /// nothing). Once, at the end of the change, after its last ``finish(_:_:)``.
    static func dropEmpty(_ ranges: Ranges, _ db: Database) throws {
        for entry in ranges.entries {
            try db.execute(
                sql: "DELETE FROM undoLog WHERE seq = ? AND statement = ?",
                arguments: [entry.seq, statement(entry.table, above: entry.above, last: entry.above)])
        }
    }

    /// The statement that deletes the rows with ids in `above + 1 ... last`.
    static func statement(_ table: String, above: Int64, last: Int64) -> String {
        "\(prefix(table))\(above) AND rowid <= \(last)"
    }

    /// For a statement of ``statement(_:above:last:)``: the query of the row ids it deletes.
    static func rowIDQuery(_ statement: String, table: String) -> String? {
        guard statement.hasPrefix(prefix(table)) else { return nil }
        return "SELECT rowid FROM \(table) WHERE rowid > " + statement.dropFirst(prefix(table).count)
    }

    private static func prefix(_ table: String) -> String { "DELETE FROM \(table) WHERE rowid > " }
}
