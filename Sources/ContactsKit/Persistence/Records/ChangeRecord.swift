import Foundation
import GRDB

/// The `change` table: one row per undoable write, the newest ``ChangeRecord/kept`` kept. Its
/// statements are rows of `undoLog` (``UndoLogRecord``), deleted with it. Created by "v10-change-log".
///
/// A change is recorded by ``begin(_:client:_:)`` (or ``resume(_:_:)`` for the next batch of an
/// import) and ``finish(_:summary:dropIfEmpty:_:)`` inside one transaction, around the work: between
/// the two, `undoState.changeId` names it and the triggers log every row change under it.
/// ``ContactStore/write(change:_:)`` does both, so no operation can forget either.
enum ChangeRecord: TableRecord {
    static let databaseTableName = "change"

    /// How many changes are kept: a new one deletes the older ones, with their statements.
    static let kept = 100

    /// Records a new change and starts logging under it; returns its id.
    static func begin(_ kind: ChangeKind, summary: String, client: String, _ db: Database) throws -> Int64 {
        try db.cachedStatement(sql: "INSERT INTO change (at, client, kind, summary) VALUES (?, ?, ?, ?)")
            .execute(arguments: [timestamp(Date()), client, kind.rawValue, summary])
        let id = db.lastInsertedRowID
        // Their statements first, not left to the cascade (a bulk link turns foreign keys off).
        let oldest = "(SELECT id FROM change ORDER BY id DESC LIMIT 1 OFFSET \(kept - 1))"
        try db.cachedStatement(sql: "DELETE FROM undoLog WHERE changeId < \(oldest)").execute()
        try db.cachedStatement(sql: "DELETE FROM change WHERE id < \(oldest)").execute()
        try UndoStateRecord.setRecording(id, db)
        return id
    }

    /// Starts logging under an existing change again (the next batch of an import, the next step of
    /// a sync); false, logging nothing, when the change is gone: other processes recorded
    /// ``kept`` changes since, and the newest of them pruned it (logging under it would break the
    /// log's foreign key on the next row change). The caller then begins a new change.
    @discardableResult
    static func resume(_ id: Int64, _ db: Database) throws -> Bool {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM change WHERE id = ?)", arguments: [id]) == true
        else { return false }
        try UndoStateRecord.setRecording(id, db)
        return true
    }

    /// Stops logging, and records the change's summary. With `dropIfEmpty`, a change that logged
    /// nothing (an import of unchanged cards) is deleted: there is nothing to undo.
    static func finish(_ id: Int64, summary: String, dropIfEmpty: Bool = true, _ db: Database) throws {
        try UndoStateRecord.setRecording(nil, db)
        try db.cachedStatement(sql: "UPDATE change SET summary = ? WHERE id = ?").execute(arguments: [summary, id])
        if dropIfEmpty { try self.dropIfEmpty(id, db) }
    }

    /// Deletes a change that logged nothing.
    static func dropIfEmpty(_ id: Int64, _ db: Database) throws {
        try db.cachedStatement(
            sql: "DELETE FROM change WHERE id = ? AND NOT EXISTS (SELECT 1 FROM undoLog WHERE changeId = ?)"
        )
        .execute(arguments: [id, id])
    }

    /// The newest change; nil when there is none.
    static func last(_ db: Database) throws -> Change? {
        try Row.fetchOne(db, sql: "SELECT id, at, client, kind, summary FROM change ORDER BY id DESC LIMIT 1").map(
            change)
    }

    /// The newest `limit` changes, newest first.
    static func newest(_ limit: Int, _ db: Database) throws -> [Change] {
        try Row.fetchAll(
            db, sql: "SELECT id, at, client, kind, summary FROM change ORDER BY id DESC LIMIT ?", arguments: [limit]
        )
        .map(change)
    }

    /// Deletes a change and its statements.
    static func delete(_ id: Int, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM change WHERE id = ?", arguments: [id])
    }

    /// Deletes every change: after a rewrite the log cannot take back (`doctor --repair`, a
    /// migration's maintenance), undoing an older change could damage the store.
    static func clear(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM change")
    }

    /// How many changes there are.
    static func count(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM change") ?? 0
    }

    /// `date` as stored: ISO 8601 in UTC, to the second (`2026-12-06T11:36:49Z`, as
    /// `ISO8601DateFormatter` writes it). Written by hand: making the formatter cost every write
    /// command about 0.45 ms, twice (the change's time and the trash's cutoff), a tenth of `move`.
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var utc = tm()
        gmtime_r(&seconds, &utc)
        func digits(_ value: Int32, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return digits(utc.tm_year + 1900, 4) + "-" + digits(utc.tm_mon + 1, 2) + "-" + digits(utc.tm_mday, 2) + "T"
            + digits(utc.tm_hour, 2) + ":" + digits(utc.tm_min, 2) + ":" + digits(utc.tm_sec, 2) + "Z"
    }

    private static func change(_ row: Row) -> Change {
        Change(id: row[0], at: row[1], client: row[2], kind: ChangeKind(rawValue: row[3]) ?? .edit, summary: row[4])
    }
}
