import GRDB

/// The triggers that write `undoLog`: after every insert, update and delete on a table holding the
/// user's data, while a change is being recorded (`undoState.changeId` is not NULL), the statement
/// that takes the row change back, with the old values written out by `quote()` (the technique of
/// https://www.sqlite.org/undoredo.html):
///
/// - an insert is taken back by `DELETE FROM t WHERE rowid = …` (an import's new `contact`,
///   `rawContact` and `rawCard` rows by one range instead, ``UndoRangeRecord``);
/// - a delete by `INSERT INTO t (every column) VALUES (the old values)`, rowid included;
/// - an update by `UPDATE t SET (the columns that changed) = (their old values) WHERE rowid = …`;
///   an update that changed nothing records nothing.
///
/// A `contact` row's merged-view columns (``ContactRecord/mergedViewColumns``: names, lists, note,
/// sort keys) are not logged: they are computed from the contact's raw contacts, whose changes are,
/// and `undo` computes them again for every contact its replay touches (``DerivedRows``). A deleted
/// contact comes back with their defaults (or '') until then; an update of them alone records nothing.
/// Logging them wrote each merged-away contact's whole row as text on a link: 10.5 MB of the log
/// for 16,331 merges, now 4.3 MB.
///
/// Tables without a rowid (`linkEdge`, `linkDecision`) are addressed by their primary key. Foreign
/// key cascades and other triggers fire these triggers too, so a cascaded delete is recorded.
/// Derived tables are not logged: `rawKey`, `contactSearch`, `orderBucket` (kept by its own
/// triggers when contact rows come back), `thumbnail`; nor `access`, `maintenance` or the log itself.
///
/// The trigger text is made from each table's columns as they are now. A migration that adds a
/// column to a logged table needs nothing more: the store notices the new schema when it is opened
/// (``isCurrent(_:)``) and makes the triggers again (``synchronize(_:)``).
enum UndoTriggers {
    /// The tables whose changes `undo` takes back.
    static let loggedTables = [
        "contact", "rawContact", "rawCard", "linkEdge", "linkDecision", "photo", "trash", "deletedCard", "remote",
        "remoteCard",
        "conflict",
    ]

    /// Columns of a logged table that are derived from other logged rows and computed again by
    /// every `undo`: left out of the log.
    static let unloggedColumns: [String: Set<String>] = ["contact": Set(ContactRecord.mergedViewColumns)]

    /// Whether the triggers were made for the current schema (one read of two integers).
    static func isCurrent(_ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db,
            sql: """
                SELECT (SELECT schema_version FROM pragma_schema_version) = triggerSchema FROM undoState
                """) ?? false
    }

    /// Makes every trigger whose text differs from what the tables' columns call for (all of them
    /// in a new store), then records the schema they were made for. Inside a write transaction.
    static func synchronize(_ db: Database) throws {
        for table in loggedTables {
            let wanted = try statements(for: table, db)
            for (name, sql) in wanted {
                let existing = try String.fetchOne(
                    db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?",
                    arguments: [name])
                guard existing != sql else { continue }
                try db.execute(sql: "DROP TRIGGER IF EXISTS \(name)")
                try db.execute(sql: sql)
            }
        }
        try db.execute(sql: "UPDATE undoState SET triggerSchema = (SELECT schema_version FROM pragma_schema_version)")
    }

    /// Drops every trigger; ``synchronize(_:)`` makes them again. While an undo replays the log:
    /// each statement it runs would otherwise compile the three triggers of its table (every column
    /// quoted, each column read authorised), which cost more than running the statement.
    static func drop(_ db: Database) throws {
        for table in loggedTables {
            for kind in ["insert", "delete", "update"] {
                try db.execute(sql: "DROP TRIGGER IF EXISTS undo_\(table)_\(kind)")
            }
        }
    }

    /// The three `CREATE TRIGGER` statements of `table`, by trigger name.
    static func statements(for table: String, _ db: Database) throws -> [(name: String, sql: String)] {
        let columns = try Row.fetchAll(
            db,
            sql: """
                SELECT name, pk, upper(type), "notnull" AND dflt_value IS NULL FROM pragma_table_info(?) ORDER BY cid
                """, arguments: [table]
        )
        .map { (name: $0[0] as String, pk: $0[1] as Int, type: $0[2] as String, needsValue: $0[3] as Bool) }
        let unlogged = unloggedColumns[table] ?? []
        let hasRowID =
            try Bool.fetchOne(
                db, sql: "SELECT NOT (sql LIKE '%WITHOUT ROWID%') FROM sqlite_master WHERE type = 'table' AND name = ?",
                arguments: [table]) ?? true
        let names = columns.map(\.name)
        let keys = columns.filter { $0.pk > 0 }.sorted { $0.pk < $1.pk }.map(\.name)
        /// The SQL text (an expression) naming the row `side` (NEW or OLD) is.
        func whereClause(_ side: String) -> String {
            if hasRowID { return "' WHERE rowid = ' || \(side).rowid" }
            return "' WHERE " + keys.map { "\($0) = ' || quote(\(side).\($0))" }.joined(separator: " || ' AND ")
        }
        let rowID = hasRowID ? "rowid" : keys[0]
        let when = "WHEN (SELECT changeId FROM undoState) IS NOT NULL"
        let logged = names.filter { !unlogged.contains($0) }
        // An update that changed no logged column records nothing.
        let changedLogged = logged.map { "OLD.\($0) IS NOT NEW.\($0)" }.joined(separator: " OR ")
        // An import's new rows are logged as one range (``UndoRangeRecord``), not row by row.
        let insertRange =
            UndoRangeRecord.tables.contains(table)
            ? " AND NEW.rowid <= COALESCE((SELECT above FROM undoRange WHERE tableName = '\(table)'), 9223372036854775807)"
            : ""
        let log = "INSERT INTO undoLog (changeId, tableName, rowId, statement)"
        let changeID = "(SELECT changeId FROM undoState)"

        // A rowid table's `id INTEGER PRIMARY KEY` is its rowid: restoring the column restores it.
        let hasRowIDAlias = hasRowID && keys.count == 1 && columns.contains { $0.pk == 1 && $0.type == "INTEGER" }
        // An unlogged column comes back with its default, or '' where it has none and cannot be NULL.
        let placeheld = Set(columns.filter { unlogged.contains($0.name) && $0.needsValue }.map(\.name))
        let insertColumns =
            (hasRowID && !hasRowIDAlias ? ["rowid"] : [])
            + names.filter { !unlogged.contains($0) || placeheld.contains($0) }
        let insertValues = insertColumns.map { (column: String) -> String in
            placeheld.contains(column) ? "''''''" : "quote(OLD.\(column))"
        }.joined(separator: " || ', ' || ")
        let setClauses = logged.map {
            "CASE WHEN OLD.\($0) IS NOT NEW.\($0) THEN ', \($0) = ' || quote(OLD.\($0)) ELSE '' END"
        }
        .joined(separator: " || ")
        return [
            (
                "undo_\(table)_insert",
                """
                CREATE TRIGGER undo_\(table)_insert AFTER INSERT ON \(table) \(when)\(insertRange) BEGIN
                \(log) VALUES (\(changeID), '\(table)', NEW.\(rowID), 'DELETE FROM \(table)' || \(whereClause("NEW")));
                END
                """
            ),
            (
                "undo_\(table)_delete",
                """
                CREATE TRIGGER undo_\(table)_delete AFTER DELETE ON \(table) \(when) BEGIN
                \(log) VALUES (\(changeID), '\(table)', OLD.\(rowID),
                'INSERT INTO \(table) (\(insertColumns.joined(separator: ", "))) VALUES (' || \(insertValues) || ')');
                END
                """
            ),
            (
                "undo_\(table)_update",
                """
                CREATE TRIGGER undo_\(table)_update AFTER UPDATE ON \(table) \(when) AND (\(changedLogged)) BEGIN
                \(log) VALUES (\(changeID), '\(table)', OLD.\(rowID), 'UPDATE \(table) SET ' || substr(\(setClauses), 3) || \(whereClause("OLD")));
                END
                """
            ),
        ]
    }
}
