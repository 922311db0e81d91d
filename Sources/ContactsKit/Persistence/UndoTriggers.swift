import GRDB
import GRDBSQLite
import SQLiteLinkage

/// The triggers that write `undoLog`: after every insert, update and delete on a table holding the
/// user's data, while a change is being recorded (`undoState.changeId` is not NULL), the statement
/// that takes the row change back, with the old values written out as `quote()` writes them (the
/// technique of https://www.sqlite.org/undoredo.html; the triggers call `undo_values` and `undo_set`,
/// SQLiteLinkage's UndoFunctions.c, which name each column once where SQL spelt out a `quote()`, a
/// comparison and a `CASE` for it, and take three quarters of the instructions to make):
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
/// The triggers are not in the store file: the connection that writes makes them as TEMP triggers
/// when the store is opened for writing (``install(_:)``), from each table's columns as they are
/// then, so a migration that adds a column to a logged table needs nothing more (migrations run on
/// a connection that has none yet: SQLite refuses to drop a column a trigger names). Changing
/// `temp_store` drops them (``ContactStore/withBulkWriteSettings(foreignKeys:_:)`` makes them
/// again). In the file, their 24 kB of SQL were parsed by every command at its first statement,
/// most of which only read (`list`, `query`, `show`): 1 ms of a 13 ms `contacts query`. Another
/// program writing the file (the `sqlite3` shell) is not logged, as it never was: the triggers log
/// only under a change this code records.
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

    /// Makes the triggers of every logged table that this connection does not have yet. When the
    /// store is opened for writing, after an undo's replay (``drop(_:only:)``), and after a bulk
    /// load.
    static func install(_ db: Database) throws {
        guard contacts_add_undo_functions(db.sqliteConnection) == SQLITE_OK else {
            throw DatabaseError(resultCode: .SQLITE_ERROR, message: "cannot add the change log's functions")
        }
        for table in try tables(db) {
            for (_, sql) in statements(for: table) { try db.execute(sql: sql) }
        }
    }

    /// Drops the triggers named `names`, or every trigger; ``install(_:)`` makes them again. While an
    /// undo replays the log: each statement it runs would otherwise compile the three triggers of
    /// its table (every column quoted, each column read authorised), which cost more than running
    /// the statement.
    static func drop(_ db: Database, only names: [String]? = nil) throws {
        let all = loggedTables.flatMap { table in ["insert", "delete", "update"].map { "undo_\(table)_\($0)" } }
        for name in names ?? all { try db.execute(sql: "DROP TRIGGER IF EXISTS temp.\(name)") }
    }

    /// A logged table as its triggers name it: its columns in order, and how a row is addressed.
    struct Table {
        /// A column: its name, its place in the primary key (0 when not in it), its declared type
        /// in capitals, and whether an insert must give it a value (NOT NULL without a default).
        typealias Column = (name: String, pk: Int, type: String, needsValue: Bool)

        let name: String
        /// Whether rows have a rowid (not a `WITHOUT ROWID` table).
        let hasRowID: Bool
        let columns: [Column]
    }

    /// The logged tables named `names` as the store has them now (a table the store does not have is
    /// left out), read by one statement: two a table cost every writer's opening 3% of a `move`'s
    /// instructions (``install(_:)`` runs at each).
    static func tables(_ db: Database, named names: [String] = loggedTables) throws -> [Table] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT m.name, NOT (m.sql LIKE '%WITHOUT ROWID%'), p.name, p.pk, upper(p.type),
                       p."notnull" AND p.dflt_value IS NULL
                FROM sqlite_master AS m, pragma_table_info(m.name) AS p
                WHERE m.type = 'table' AND m.name IN (\(names.map { "'\($0)'" }.joined(separator: ", ")))
                ORDER BY m.name, p.cid
                """)
        let byTable = Dictionary(grouping: rows) { $0[0] as String }
        return names.compactMap { name in
            guard let rows = byTable[name], let first = rows.first else { return nil }
            return Table(
                name: name, hasRowID: first[1],
                columns: rows.map { (name: $0[2], pk: $0[3], type: $0[4], needsValue: $0[5]) })
        }
    }

    /// The three `CREATE TEMP TRIGGER` statements of `table`, by trigger name.
    static func statements(for table: Table) -> [(name: String, sql: String)] {
        let columns = table.columns
        let hasRowID = table.hasRowID
        let table = table.name
        let unlogged = unloggedColumns[table] ?? []
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
        // An import's new rows are logged as one range (``UndoRangeRecord``), not row by row.
        let insertRange =
            UndoRangeRecord.tables.contains(table)
            ? " AND NEW.rowid <= COALESCE((SELECT above FROM undoRange WHERE tableName = '\(table)'), 9223372036854775807)"
            : ""
        let log = "INSERT INTO undoLog (changeId, tableName, rowId, statement)"
        let changeID = "(SELECT changeId FROM undoState)"

        // A rowid table's `id INTEGER PRIMARY KEY` is its rowid: restoring the column restores it.
        let hasRowIDAlias = hasRowID && keys.count == 1 && columns.contains { $0.pk == 1 && $0.type == "INTEGER" }
        // The old values, quoted by `undo_values` (SQLiteLinkage's UndoFunctions.c), then each
        // unlogged column that cannot be NULL and has no default, as ''.
        let quoted = (hasRowID && !hasRowIDAlias ? ["rowid"] : []) + logged
        let placeheld = columns.filter { unlogged.contains($0.name) && $0.needsValue }.map(\.name)
        let insertColumns = (quoted + placeheld).joined(separator: ", ")
        let insertValues =
            "undo_values(" + quoted.map { "OLD.\($0)" }.joined(separator: ", ") + ")"
            + (placeheld.isEmpty ? "" : " || '" + String(repeating: ", ''''", count: placeheld.count) + "'")
        // `name = old value` for each logged column that changed; NULL when none did, and then the
        // update records nothing.
        let setClauses = "undo_set(" + logged.map { "'\($0)', OLD.\($0), NEW.\($0)" }.joined(separator: ", ") + ")"
        return [
            (
                "undo_\(table)_insert",
                """
                CREATE TEMP TRIGGER IF NOT EXISTS undo_\(table)_insert AFTER INSERT ON \(table) \(when)\(insertRange) BEGIN
                \(log) VALUES (\(changeID), '\(table)', NEW.\(rowID), 'DELETE FROM \(table)' || \(whereClause("NEW")));
                END
                """
            ),
            (
                "undo_\(table)_delete",
                """
                CREATE TEMP TRIGGER IF NOT EXISTS undo_\(table)_delete AFTER DELETE ON \(table) \(when) BEGIN
                \(log) VALUES (\(changeID), '\(table)', OLD.\(rowID),
                'INSERT INTO \(table) (\(insertColumns)) VALUES (' || \(insertValues) || ')');
                END
                """
            ),
            (
                "undo_\(table)_update",
                """
                CREATE TEMP TRIGGER IF NOT EXISTS undo_\(table)_update AFTER UPDATE ON \(table) \(when) BEGIN
                \(log) SELECT \(changeID), '\(table)', OLD.\(rowID), 'UPDATE \(table) SET ' || clauses || \(whereClause("OLD"))
                FROM (SELECT \(setClauses) AS clauses) WHERE clauses IS NOT NULL;
                END
                """
            ),
        ]
    }
}
