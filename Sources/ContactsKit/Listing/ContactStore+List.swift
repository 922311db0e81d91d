import GRDB

extension ContactStore {
    /// Streams the contacts a request selects to `body`, in order, as they are read: memory stays flat
    /// and the first row arrives before the last is read.
    ///
    /// - Parameters:
    ///   - request: Order, filters and range.
    ///   - includeRawContacts: Whether to fill each contact's ``Contact/rawContacts`` (one extra
    ///     indexed query per row).
    ///   - body: Called for each contact; throw to stop early.
    public func list(_ request: ListRequest, includeRawContacts: Bool = false, _ body: (ListedContact) throws -> Void) throws {
        try read { db in
            let index = try PositionIndex(db)
            func emit(_ row: Row, id: Int64, position: Int) throws {
                var contact = ContactRow.contact(row, position: position)
                if includeRawContacts { contact.rawContacts = try ContactRow.rawContacts(of: id, db) }
                let section: String = request.order == .givenName ? row["sectionGiven"] : row["sectionFamily"]
                try body(ListedContact(contact: contact, section: section))
            }
            if let walk = try MatchWalk(request, total: index.total, db) {
                let ids = walk.page.map(\.id)
                let rows = try Row.fetchAll(db, sql: "SELECT \(ContactRow.columns) FROM contact WHERE id IN (\(databaseQuestionMarks(count: ids.count)))",
                                            arguments: StatementArguments(ids))
                let byId = Dictionary(uniqueKeysWithValues: rows.map { ($0["id"] as Int64, $0) })
                for (id, ordinal) in walk.page {
                    guard let row = byId[id] else { continue }
                    try emit(row, id: id, position: request.order == .manual ? ordinal : try index.position(orderKey: row["orderKey"], id: id, db))
                }
                return
            }
            let (sql, arguments) = try Self.listSQL(request, index, db)
            var positions: PositionMap?
            if !request.isPlainManualOrder, request.limit.map({ $0 > 2_000 }) ?? true {
                positions = try PositionMap(db)  // one ordered scan instead of a count per row
            }
            let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
            var ordinal = request.offset
            while let row = try rows.next() {
                ordinal += 1
                let id: Int64 = row["id"]
                let position: Int
                if request.isPlainManualOrder {
                    position = ordinal
                } else if let positions {
                    position = positions[id]
                } else {
                    position = try index.position(orderKey: row["orderKey"], id: id, db)
                }
                try emit(row, id: id, position: position)
            }
        }
    }

    /// How many contacts of a listing fall in each section, in the listing's order.
    public func sectionCounts(_ request: ListRequest) throws -> [(section: String, count: Int)] {
        var unlimited = request
        unlimited.limit = nil
        unlimited.offset = 0
        let column = request.order == .givenName ? "sectionGiven" : "sectionFamily"
        let sortColumn = request.order == .givenName ? "sortKeyGiven" : "sortKeyFamily"
        return try read { db in
            let (filter, arguments) = Self.filterSQL(unlimited)
            let sql = """
                SELECT \(column) AS section, COUNT(*) AS count, MIN(\(sortColumn)) AS first FROM contact
                \(filter) GROUP BY \(column) ORDER BY first
                """
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { ($0["section"], $0["count"]) }
        }
    }

    // MARK: - SQL

    static func filterSQL(_ request: ListRequest) -> (String, StatementArguments) {
        var clauses: [String] = []
        var arguments: StatementArguments = []
        if let match = SearchQuery.matchExpression(request.query ?? "") {
            clauses.append("contact.id IN (SELECT rowid FROM contactSearch WHERE contactSearch MATCH ?)")
            _ = arguments.append(contentsOf: [match])
        }
        if let source = request.source {
            clauses.append("contact.id IN (SELECT contactId FROM rawContact WHERE source = ?)")
            _ = arguments.append(contentsOf: [source])
        }
        if request.hasPhoto { clauses.append("contact.hasPhoto = 1") }
        return (clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND "), arguments)
    }

    private static func listSQL(_ request: ListRequest, _ index: PositionIndex, _ db: Database) throws -> (String, StatementArguments) {
        var (filter, arguments) = filterSQL(request)
        let orderBy: String
        switch request.order {
        case .manual: orderBy = "contact.orderKey, contact.id"
        case .familyName: orderBy = "contact.sortKeyFamily, contact.id"
        case .givenName: orderBy = "contact.sortKeyGiven, contact.id"
        }
        var range = ""
        if request.isPlainManualOrder, request.offset > 0 {
            // Start at the row at position offset + 1 through the bucket index, not by skipping rows.
            guard request.offset < index.total else { return ("SELECT \(ContactRow.columns) FROM contact WHERE 0", []) }
            let start = try index.contact(at: request.offset + 1, db)
            filter = "WHERE (contact.orderKey, contact.id) >= (?, ?)"
            arguments = [start.orderKey, start.id]
        } else if request.offset > 0 {
            range = " OFFSET \(request.offset)"
        }
        let limit = request.limit.map { " LIMIT \($0)" } ?? (range.isEmpty ? "" : " LIMIT -1")
        return ("SELECT \(ContactRow.columns) FROM contact \(filter) ORDER BY \(orderBy)\(limit)\(range)", arguments)
    }
}

/// Every contact's position, from one scan in manual order: used when a sorted or filtered listing
/// is long, where a count per row would cost more. Four bytes per contact.
struct PositionMap {
    private var positions: [Int32]

    init(_ db: Database) throws {
        let maxId = try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM contact") ?? 0
        positions = [Int32](repeating: 0, count: Int(maxId) + 1)
        let ids = try Int64.fetchCursor(db, sql: "SELECT id FROM contact ORDER BY orderKey, id")
        var position: Int32 = 0
        while let id = try ids.next() {
            position += 1
            positions[Int(id)] = position
        }
    }

    subscript(id: Int64) -> Int { Int(positions[Int(id)]) }
}
