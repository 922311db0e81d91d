import GRDB

/// The `contactCategory` table: the categories of each contact's merged view (`CATEGORIES`), by
/// folded name and as written, behind `list --category` and `contacts categories`. Created by
/// "v7-categories-groups-dates"; written where the merged view is (``Linker/finish()``), deleted
/// with its contact (a cascade).
enum ContactCategoryRecord: TableRecord {
    static let databaseTableName = "contactCategory"

    /// Adds the categories of contact `id`, which has none: `(folded, name)` pairs.
    static func insert(_ id: ContactRowID, _ categories: [(folded: String, name: String)], _ db: Database) throws {
        guard !categories.isEmpty else { return }
        let statement = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO contactCategory (contactId, folded, name) VALUES (?, ?, ?)")
        for category in categories {
            try statement.execute(bound: [id.databaseValue, category.folded.databaseValue, category.name.databaseValue])
        }
    }

    /// Deletes the categories of contacts `ids`, in one statement.
    static func delete(_ ids: [ContactRowID], _ db: Database) throws {
        try db.execute(
            sql: "DELETE FROM contactCategory WHERE contactId IN (SELECT value FROM json_each(?))",
            arguments: [JSONRows.text(ids)])
    }

    /// The categories of contact `id`, by folded name.
    static func names(ofContact id: ContactRowID, _ db: Database) throws -> [String] {
        try String.fetchAll(
            db.cachedStatement(sql: "SELECT name FROM contactCategory WHERE contactId = ? ORDER BY folded"),
            arguments: [id])
    }

    /// Every category with the number of contacts in it, by folded name; each named as the
    /// first of its spellings in code-point order.
    static func counts(_ db: Database) throws -> [(name: String, count: Int)] {
        try Row.fetchAll(
            db, sql: "SELECT MIN(name) AS name, COUNT(*) AS count FROM contactCategory GROUP BY folded ORDER BY folded"
        )
        .map { ($0["name"], $0["count"]) }
    }

    /// Which of `folded` some contact has.
    static func existing(_ folded: [String], _ db: Database) throws -> Set<String> {
        guard !folded.isEmpty else { return [] }
        return Set(
            try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT folded FROM contactCategory WHERE folded IN (\(databaseQuestionMarks(count: folded.count)))
                    """, arguments: StatementArguments(folded)))
    }

    /// The condition a listing adds for contacts in any of `folded` categories.
    static func filter(anyOf folded: [String]) -> (sql: String, arguments: StatementArguments) {
        (
            "contact.id IN (SELECT contactId FROM contactCategory WHERE folded IN (\(databaseQuestionMarks(count: folded.count))))",
            StatementArguments(folded)
        )
    }
}
