import GRDB

/// Work a migration leaves to the domain code: data to derive again from the raw contacts' cards,
/// which a migration cannot do itself (migrations run SQL only, never the rules of linking or
/// merging, which change between versions while a landed migration never does).
///
/// A migration schedules a task (``MaintenanceRecord/schedule(_:_:)``); ``ContactStore``'s
/// initializer runs it through ``RepairStep`` right after migrating, then marks it done, in one
/// write transaction.
enum MaintenanceTask: String, CaseIterable, Sendable {
    /// Every raw contact's linking profile and lookup keys (after "v2-linking", "v5-profile-scripts" and "v13-profile-readings").
    case linkingProfiles
    /// The photo of every contact whose cards mention one (after "v4-photos").
    case photos
    /// Every contact's merged view: its row, photo, search row, categories, group and dates (after
    /// "v7-categories-groups-dates", which made the search index again and added the tables).
    case mergedViews
    /// Every contact's search row, from its merged view (after "v21-search-every-field", which
    /// made the search index again with a column more, and "v25-search-columns-only", without
    /// the words' positions).
    case searchIndex
}

/// A row of `maintenance`: a ``MaintenanceTask`` pending in this store (created by "v6-maintenance").
///
/// A small table read and written a row at a time when a store is opened: GRDB's record protocols.
struct MaintenanceRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "maintenance"

    /// The task's name (``MaintenanceTask``'s raw value). A name this version does not know (from
    /// a later one) is left for that version.
    var task: String

    enum Columns {
        static let task = Column(CodingKeys.task)
    }

    /// Records that `task` is pending. A store older than "v6-maintenance" has no list yet: that
    /// migration finds what is pending from the data itself when it makes the list.
    static func schedule(_ task: MaintenanceTask, _ db: Database) throws {
        guard try db.tableExists(databaseTableName) else { return }
        try MaintenanceRecord(task: task.rawValue).insert(db, onConflict: .ignore)
    }

    /// The pending tasks this version knows, in a fixed order.
    static func pending(_ db: Database) throws -> [MaintenanceTask] {
        let names = Set(try all().select(Columns.task, as: String.self).fetchAll(db))
        return MaintenanceTask.allCases.filter { names.contains($0.rawValue) }
    }

    /// Whether a task this version knows is pending.
    static func hasPending(_ db: Database) throws -> Bool {
        try !all().filter(MaintenanceTask.allCases.map(\.rawValue).contains(Columns.task)).isEmpty(db)
    }

    /// Marks `task` done.
    static func done(_ task: MaintenanceTask, _ db: Database) throws {
        try deleteOne(db, key: task.rawValue)
    }
}
