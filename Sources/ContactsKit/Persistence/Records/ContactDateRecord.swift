import GRDB

/// The `contactDate` table: the birthday and anniversary of each contact's merged view, by month
/// and day (`monthDay = month * 100 + day`, indexed), behind `contacts birthdays`. Created by
/// "v7-categories-groups-dates"; written where the merged view is (``Linker/finish()``), deleted
/// with its contact (a cascade).
enum ContactDateRecord: TableRecord {
    static let databaseTableName = "contactDate"

    /// A row: whose date, which, and the date.
    struct Row: Sendable {
        var contactId: ContactRowID
        var kind: String
        var monthDay: Int?
        var year: Int?
        var value: String
    }

    /// Adds the dates of contact `id`, which has none.
    static func insert(
        _ id: ContactRowID, _ rows: [(kind: String, monthDay: Int?, year: Int?, value: String)], _ db: Database
    ) throws {
        guard !rows.isEmpty else { return }
        let statement = try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO contactDate (contactId, kind, monthDay, year, value) VALUES (?, ?, ?, ?, ?)")
        for row in rows {
            try statement.execute(bound: [
                id.databaseValue, row.kind.databaseValue, row.monthDay.databaseValue,
                row.year.databaseValue, row.value.databaseValue,
            ])
        }
    }

    /// Deletes the dates of contacts `ids`, in one statement.
    static func delete(_ ids: [ContactRowID], _ db: Database) throws {
        try db.execute(
            sql: "DELETE FROM contactDate WHERE contactId IN (SELECT value FROM json_each(?))",
            arguments: [JSONRows.text(ids)])
    }

    /// The dates whose `monthDay` is in `range`, through the index.
    static func dates(monthDays range: ClosedRange<Int>, _ db: Database) throws -> [Row] {
        try GRDB.Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT contactId, kind, monthDay, year, value FROM contactDate WHERE monthDay BETWEEN ? AND ?
                    """), arguments: [range.lowerBound, range.upperBound]
        ).map(row)
    }

    /// The dates without a month and day (`circa 1800`, a year alone).
    static func undated(_ db: Database) throws -> [Row] {
        try GRDB.Row.fetchAll(
            db, sql: "SELECT contactId, kind, monthDay, year, value FROM contactDate WHERE monthDay IS NULL"
        ).map(row)
    }

    private static func row(_ row: GRDB.Row) -> Row {
        Row(
            contactId: row["contactId"], kind: row["kind"], monthDay: row["monthDay"], year: row["year"],
            value: row["value"])
    }
}
