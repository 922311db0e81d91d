import GRDB

/// What this version needs of a store before using it without writing: every migration applied,
/// its owner recorded (``StoreOwnerRecord``), and no repair pending (``MaintenanceRecord``).
///
/// Read at every opening by two statements of plain SQL: the same checks through GRDB's migrator,
/// its schema introspection (`tableExists`) and query interface took 2 ms of a 19 ms
/// `contacts query` (`perf`, 2026-11-29).
struct StoreReadiness {
    /// Whether every migration of ``Schema/migrator`` is applied.
    let isMigrated: Bool
    /// Whether the store's owner is recorded.
    let hasOwner: Bool
    /// Whether a repair this version knows is pending.
    let hasPendingRepair: Bool

    /// Whether nothing needs writing before the store is used.
    var isPrepared: Bool { isMigrated && hasOwner && !hasPendingRepair }

    /// Reads the store's readiness; a table an older store does not have yet reads as not ready.
    static func read(_ db: Database) throws -> StoreReadiness {
        let migrations = "grdb_migrations"
        let owner = StoreOwnerRecord.databaseTableName
        let repairs = MaintenanceRecord.databaseTableName
        let tables = try String.fetchSet(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (?, ?, ?)",
            arguments: [migrations, owner, repairs])
        let known = Schema.migrator.migrations
        let tasks = MaintenanceTask.allCases.map(\.rawValue)
        func list(_ count: Int) -> String { Array(repeating: "?", count: count).joined(separator: ", ") }
        func ifPresent(_ table: String, _ expression: String) -> String { tables.contains(table) ? expression : "0" }
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT \(ifPresent(migrations, "(SELECT count(*) FROM \(migrations) WHERE identifier IN (\(list(known.count)))) = \(known.count)")),
                    \(ifPresent(owner, "EXISTS (SELECT 1 FROM \(owner) WHERE id = 1)")),
                    \(ifPresent(repairs, "EXISTS (SELECT 1 FROM \(repairs) WHERE task IN (\(list(tasks.count))))"))
                """,
            arguments: StatementArguments(
                (tables.contains(migrations) ? known : [])
                    + (tables.contains(repairs) ? tasks : []))
        )
        return StoreReadiness(
            isMigrated: row?[0] ?? false, hasOwner: row?[1] ?? false, hasPendingRepair: row?[2] ?? false)
    }
}
