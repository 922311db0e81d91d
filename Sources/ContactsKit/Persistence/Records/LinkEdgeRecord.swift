import GRDB

/// The `linkEdge` table: one row per link made between two raw contacts (`rawA < rawB`), with the
/// rule that made it (`reason`: ``LinkEvidence/Reason``'s raw value) and the value it matched on
/// (`detail`). Created by "v2-linking".
enum LinkEdgeRecord: TableRecord {
    static let databaseTableName = "linkEdge"

    /// A link as stored.
    struct Edge {
        let rawA: RawContactRowID
        let rawB: RawContactRowID
        let reason: String
        let detail: String
    }

    /// Records a link between two raw contacts, in either order, replacing an earlier one.
    static func save(_ a: RawContactRowID, _ b: RawContactRowID, reason: String, detail: String, _ db: Database) throws
    {
        // An upsert, not INSERT OR REPLACE: REPLACE deletes the old row without firing delete
        // triggers, so the change log (UndoTriggers) would not see it.
        try db.cachedStatement(
            sql: """
                INSERT INTO linkEdge (rawA, rawB, reason, detail) VALUES (?, ?, ?, ?)
                ON CONFLICT (rawA, rawB) DO UPDATE SET reason = excluded.reason, detail = excluded.detail
                """
        )
        .execute(arguments: [min(a, b), max(a, b), reason, detail])
    }

    /// Records links between pairs of raw contacts in one statement (linking a whole book makes
    /// thousands; see ``save(_:_:reason:detail:_:)``).
    static func save(
        _ edges: [(a: RawContactRowID, b: RawContactRowID, reason: String, detail: String)], _ db: Database
    ) throws {
        guard !edges.isEmpty else { return }
        let rows = edges.map { [min($0.a, $0.b), max($0.a, $0.b), $0.reason, $0.detail] as [any JSONRowValue] }
        try db.execute(
            sql: """
                INSERT INTO linkEdge (rawA, rawB, reason, detail)
                    SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?) WHERE true
                ON CONFLICT (rawA, rawB) DO UPDATE SET reason = excluded.reason, detail = excluded.detail
                """, arguments: [JSONRows.text(rows)])
    }

    /// The links from the raw contacts of the contacts `contactIds`, by raw contact.
    static func edges(ofContacts contactIds: [ContactRowID], _ db: Database) throws -> [Edge] {
        try contactIds.statementChunks.flatMap { chunk in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT rawA, rawB, reason, detail FROM linkEdge
                    WHERE rawA IN (SELECT id FROM rawContact WHERE contactId IN (\(databaseQuestionMarks(count: chunk.count))))
                    """, arguments: StatementArguments(chunk)
            ).map { Edge(rawA: $0[0], rawB: $0[1], reason: $0[2], detail: $0[3]) }
        }.sorted { ($0.rawA, $0.rawB) < ($1.rawA, $1.rawB) }
    }

    /// Forgets the links from the raw contacts of a contact.
    static func deleteAll(ofContact contactId: ContactRowID, _ db: Database) throws {
        try db.execute(
            sql: "DELETE FROM linkEdge WHERE rawA IN (SELECT id FROM rawContact WHERE contactId = ?)",
            arguments: [contactId])
    }

    /// Deletes the links of raw contacts that do not exist.
    static func deleteOrphans(_ db: Database) throws {
        try db.execute(
            sql:
                "DELETE FROM linkEdge WHERE rawA NOT IN (SELECT id FROM rawContact) OR rawB NOT IN (SELECT id FROM rawContact)"
        )
    }
}
