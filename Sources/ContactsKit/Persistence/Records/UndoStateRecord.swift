import GRDB

/// The `undoState` table: one row saying which change the triggers are logging under (NULL: none,
/// the state between transactions) (``UndoTriggers``). Created by "v10-change-log"; its
/// `triggerSchema`, the schema the triggers in the file were made for, is unread since they left
/// it ("v23-undo-triggers-in-connection").
enum UndoStateRecord: TableRecord {
    static let databaseTableName = "undoState"

    /// Starts logging under change `id`, or (nil) stops.
    static func setRecording(_ id: Int64?, _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE undoState SET changeId = ?").execute(arguments: [id])
    }

    /// The change being logged; nil between transactions.
    static func recording(_ db: Database) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT changeId FROM undoState")
    }
}
