import GRDB

/// The `linkDecision` table: the user's decisions (`contacts link`, `contacts unlink`) to keep two
/// raw contacts together or apart (`rawA < rawB`; `together` 1 or 0), which automatic linking never
/// goes against.
/// Created by "v2-linking".
enum LinkDecisionRecord: TableRecord {
    static let databaseTableName = "linkDecision"

    /// Records the user's decision about two raw contacts, in either order, replacing an earlier one.
    static func decide(_ a: RawContactRowID, _ b: RawContactRowID, together: Bool, _ db: Database) throws {
        // An upsert, not INSERT OR REPLACE, which the change log would not see (LinkEdgeRecord.save).
        try db.cachedStatement(
            sql: """
                INSERT INTO linkDecision (rawA, rawB, together) VALUES (?, ?, ?)
                ON CONFLICT (rawA, rawB) DO UPDATE SET together = excluded.together
                """
        )
        .execute(arguments: [min(a, b), max(a, b), together])
    }

    /// Whether the user keeps two raw contacts apart.
    static func keptApart(_ a: RawContactRowID, _ b: RawContactRowID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM linkDecision WHERE rawA = ? AND rawB = ? AND together = 0"),
            arguments: [min(a, b), max(a, b)]) != nil
    }

    /// Every pair of raw contacts the user keeps apart (`rawA < rawB`).
    static func keptApart(_ db: Database) throws -> [(rawA: RawContactRowID, rawB: RawContactRowID)] {
        try Row.fetchAll(db, sql: "SELECT rawA, rawB FROM linkDecision WHERE together = 0").map { ($0[0], $0[1]) }
    }

    /// The decisions about any of `raws`, each once.
    static func decisions(
        involving raws: [RawContactRowID], _ db: Database
    ) throws -> [(rawA: RawContactRowID, rawB: RawContactRowID, together: Bool)] {
        guard !raws.isEmpty else { return [] }
        let list = databaseQuestionMarks(count: raws.count)
        return try Row.fetchAll(
            db,
            sql: """
                SELECT rawA, rawB, together FROM linkDecision WHERE rawA IN (\(list)) OR rawB IN (\(list)) ORDER BY rawA, rawB
                """, arguments: StatementArguments(raws + raws)
        ).map { ($0[0], $0[1], $0[2]) }
    }

    /// Deletes the decisions about raw contacts that do not exist.
    static func deleteOrphans(_ db: Database) throws {
        try db.execute(
            sql:
                "DELETE FROM linkDecision WHERE rawA NOT IN (SELECT id FROM rawContact) OR rawB NOT IN (SELECT id FROM rawContact)"
        )
    }
}
