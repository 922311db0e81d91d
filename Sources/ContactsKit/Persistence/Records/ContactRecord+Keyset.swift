import GRDB

extension ContactRecord {
    /// A contact's place in every order: its row id, manual order key and both sort keys. A page
    /// of a listing starts right after (or ends right before) such a place, found through the
    /// order's index: nothing is counted or skipped, however deep in the table.
    struct Keys: Sendable, Hashable {
        let id: ContactRowID
        let orderKey: OrderKey
        let sortKeyFamily: String
        let sortKeyGiven: String

        /// The values `order`'s index is sorted on, for a row-value comparison.
        fileprivate func bound(_ order: Order) -> StatementArguments {
            switch order {
            case .manual: [orderKey, id]
            case .familyName: [sortKeyFamily, id]
            case .givenName: [sortKeyGiven, id]
            }
        }
    }

    /// The columns of ``Keys`` beside the listed ones.
    private static let keyColumns = "contact.sortKeyFamily, contact.sortKeyGiven"

    /// A row of ``listedColumns`` and ``keyColumns``.
    private static func keyed(_ row: Row, order: Order) -> (Listed, Keys) {
        let listed = listed(row, order: order)
        return (
            listed,
            Keys(
                id: listed.id, orderKey: listed.orderKey, sortKeyFamily: row["sortKeyFamily"],
                sortKeyGiven: row["sortKeyGiven"])
        )
    }

    /// The columns of `order`'s index, as a row value.
    private static func indexColumns(_ order: Order) -> String {
        switch order {
        case .manual: "(contact.orderKey, contact.id)"
        case .familyName: "(contact.sortKeyFamily, contact.id)"
        case .givenName: "(contact.sortKeyGiven, contact.id)"
        }
    }

    /// Up to `limit` contacts right after `place` in `order` (from the first when nil), in order.
    static func keyed(after place: Keys?, order: Order, limit: Int, _ db: Database) throws -> [(Listed, Keys)] {
        let condition = place == nil ? "" : "WHERE \(indexColumns(order)) > (?, ?)"
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(listedColumns), \(keyColumns) FROM contact \(condition) ORDER BY \(order.sql) LIMIT ?
                """)
        var arguments = place?.bound(order) ?? []
        _ = arguments.append(contentsOf: [limit])
        return try Row.fetchAll(statement, arguments: arguments).map { keyed($0, order: order) }
    }

    /// Up to `limit` contacts right before `place` in `order` (the last ones when nil), in order.
    static func keyed(before place: Keys?, order: Order, limit: Int, _ db: Database) throws -> [(Listed, Keys)] {
        let condition = place == nil ? "" : "WHERE \(indexColumns(order)) < (?, ?)"
        let descending = order.sql.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) + " DESC" }
            .joined(separator: ", ")
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(listedColumns), \(keyColumns) FROM contact \(condition) ORDER BY \(descending) LIMIT ?
                """)
        var arguments = place?.bound(order) ?? []
        _ = arguments.append(contentsOf: [limit])
        return try Row.fetchAll(statement, arguments: arguments).map { keyed($0, order: order) }.reversed()
    }

    /// The contacts with these row ids, in no particular order (ids of no contact are left out).
    static func keyed(ids: [ContactRowID], order: Order, _ db: Database) throws -> [(Listed, Keys)] {
        guard !ids.isEmpty else { return [] }
        return try Row.fetchAll(
            db,
            sql: """
                SELECT \(listedColumns), \(keyColumns) FROM contact WHERE id IN (\(databaseQuestionMarks(count: ids.count)))
                """, arguments: StatementArguments(ids)
        ).map { keyed($0, order: order) }
    }

    /// The place of the contact with row id `id`; nil when there is none.
    static func keys(of id: ContactRowID, _ db: Database) throws -> Keys? {
        try Row.fetchOne(
            db.cachedStatement(sql: "SELECT orderKey, sortKeyFamily, sortKeyGiven FROM contact WHERE id = ?"),
            arguments: [id]
        )
        .map { Keys(id: id, orderKey: $0[0], sortKeyFamily: $0[1], sortKeyGiven: $0[2]) }
    }

    /// How many contacts have a sort key of `order` (a sorted one) in `lower..<upper`: a range of
    /// the order's index, counted without reading a row.
    static func count(sortKeysFrom lower: String, below upper: String, order: Order, _ db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT COUNT(*) FROM contact WHERE \(order.sortColumn) >= ? AND \(order.sortColumn) < ?
                    """), arguments: [lower, upper]) ?? 0
    }

    /// The ids of the contacts matching an FTS5 MATCH expression, in `order`: the matches looked up
    /// and sorted, which costs the matches, not the table.
    static func ids(matching match: String, order: Order, _ db: Database) throws -> [ContactRowID] {
        try ContactRowID.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT contact.id FROM contact WHERE contact.id IN (SELECT rowid FROM contactSearch WHERE contactSearch MATCH ?)
                    ORDER BY \(order.sql)
                    """), arguments: [match])
    }
}
