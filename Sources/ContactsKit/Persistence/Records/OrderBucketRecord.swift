import GRDB
import GRDBSQLite

/// The `orderBucket` table: how many contacts have an order key in each bucket (`orderKey >> 30`),
/// kept by triggers on `contact`, so that a contact's position is a sum over about n/1024 buckets
/// plus a count inside one (``PositionIndex``). Created by "v1-contacts".
enum OrderBucketRecord: TableRecord {
    static let databaseTableName = "orderBucket"

    /// The width of a bucket, in bits of the order key: fixed by the triggers of "v1-contacts".
    static let shift: Int64 = 30

    /// The number of contacts.
    static func total(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(count), 0) FROM orderBucket") ?? 0
    }

    /// The buckets that hold contacts, with their counts, in bucket order.
    /// (Read column by column from the statement: through GRDB's copied rows, the thousand buckets
    /// of a million contacts cost 4.6 M instructions, 8–10% of a `list --sorted` or a `show`.)
    static func nonEmpty(_ db: Database) throws -> [(bucket: Int64, count: Int)] {
        var buckets: [(bucket: Int64, count: Int)] = []
        let statement = try db.cachedStatement(
            sql: "SELECT bucket, count FROM orderBucket WHERE count > 0 ORDER BY bucket")
        try statement.forEachRow { buckets.append((sqlite3_column_int64($0, 0), Int(sqlite3_column_int64($0, 1)))) }
        return buckets
    }

    /// How many buckets' counts disagree with the contacts' order keys.
    static func countWrong(_ db: Database) throws -> Int {
        try Int.fetchOne(
            db,
            sql: """
                SELECT COUNT(*) FROM (SELECT orderKey >> 30 AS bucket, COUNT(*) AS count FROM contact GROUP BY bucket) AS actual
                LEFT JOIN orderBucket USING (bucket) WHERE orderBucket.count IS NOT actual.count
                """) ?? 0
    }

    /// Counts every bucket again from the contacts' order keys.
    static func recount(_ db: Database) throws {
        try db.execute(
            sql: """
                DELETE FROM orderBucket;
                INSERT INTO orderBucket (bucket, count) SELECT orderKey >> 30, COUNT(*) FROM contact GROUP BY orderKey >> 30;
                """)
    }
}
