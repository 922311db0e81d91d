import GRDB

/// The `undoLog` table: the statements that take each change back, written by the triggers of
/// ``UndoTriggers``, in the order the rows changed; only an import's ranges of new rows are written
/// by Swift code (``UndoRangeRecord``). Created by "v10-change-log".
enum UndoLogRecord: TableRecord {
    static let databaseTableName = "undoLog"

    /// The rows a replay touched: the row ids of `contact` rows and of raw contacts (`rawContact` and
    /// `rawCard` rows, which share their ids) whose statements ran.
    struct Touched {
        var contacts: Set<ContactRowID> = []
        var rawContacts: Set<RawContactRowID> = []
    }

    /// Runs the statements of change `id`, newest first, taking the change back; foreign keys are
    /// checked at commit (a cascade was logged child first or parent first depending on the order
    /// SQLite fired the triggers). The log's triggers are dropped while the statements run
    /// (``UndoTriggers/drop(_:)``) and made again after. Inside the caller's write transaction.
    static func replay(_ id: Int, _ db: Database) throws -> Touched {
        try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
        var touched = Touched()
        let rows = try Row.fetchCursor(
            db, sql: "SELECT tableName, rowId, statement FROM undoLog WHERE changeId = ? ORDER BY seq DESC",
            arguments: [id])
        var statements: [(table: String, sql: String)] = []
        var ranges: [(table: String, query: String)] = []
        while let row = try rows.next() {
            let table: String = row[0], statement: String = row[2]
            if let query = UndoRangeRecord.rowIDQuery(statement, table: table) {
                ranges.append((table, query))
            } else {
                switch table {
                case "contact": touched.contacts.insert(row[1])
                case "rawContact", "rawCard": touched.rawContacts.insert(row[1])
                default: break
                }
            }
            statements.append((table, statement))
        }
        // An import's new rows, logged as one range: every row in it is touched.
        for (table, query) in ranges {
            let ids = try Int64.fetchAll(db, sql: query)
            if table == "contact" {
                touched.contacts.formUnion(ids.map(ContactRowID.init(rawValue:)))
            } else {
                touched.rawContacts.formUnion(ids.map(RawContactRowID.init(rawValue:)))
            }
        }
        // A raw contact put back elsewhere (or taken away) leaves the contact it is in now, whose
        // merged view and search row change too though its row may not (an undone link's survivor).
        touched.contacts.formUnion(try RawContactRecord.contactIDs(ofRaws: Array(touched.rawContacts), db))
        try UndoTriggers.drop(db)
        // Each shape of statement prepared once (``LoggedStatement``), kept for this replay only.
        var prepared: [String: Statement] = [:]
        // Statements logged before "v18-raw-cards" that name `rawContact.card`, by shape.
        var legacy: [String: LegacyRawContactStatement?] = [:]
        for (table, statement) in statements {
            guard let logged = LoggedStatement(statement) else {
                try db.execute(sql: statement)
                continue
            }
            var parts: [(shape: String, values: [DatabaseValue])]?
            if table == "rawContact" {
                if legacy[logged.shape] == nil {
                    legacy[logged.shape] = .some(LegacyRawContactStatement(shape: logged.shape))
                }
                parts = legacy[logged.shape]!?.statements(logged.values)
            }
            for (shape, values) in parts ?? [(logged.shape, logged.values)] {
                if prepared[shape] == nil { prepared[shape] = try db.makeStatement(sql: shape) }
                try prepared[shape]!.execute(arguments: StatementArguments(values))
            }
        }
        prepared.removeAll()
        try UndoTriggers.install(db)
        return touched
    }

    /// How many statements change `id` has.
    static func count(of id: Int, _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM undoLog WHERE changeId = ?", arguments: [id]) ?? 0
    }

    /// The log's size in bytes: its statements' text.
    static func byteCount(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(length(CAST(statement AS BLOB))), 0) FROM undoLog") ?? 0
    }
}
