import Foundation
import GRDB
import VCard

extension ContactStore {
    /// Checks the store: SQLite's integrity and foreign keys, contacts without raw contacts, the
    /// search index against the contacts, the order counts against the order keys, and the linking
    /// keys of every raw contact. Changes nothing, but runs as a write transaction: FTS5's own
    /// integrity check is an `INSERT` command, which a read-only connection refuses.
    /// - Returns: The problems found; empty for a healthy store.
    public func checkHealth() throws -> [StoreProblem] {
        try write { db in try Self.problems(db) }
    }

    /// Repairs what can be rebuilt from the raw contacts (the cards as imported, which are the
    /// truth): deletes contacts without raw contacts and rows pointing nowhere, recomputes every
    /// linking profile and key, every contact's merged view and search row, and the order counts.
    /// One transaction. A damaged file (``StoreProblem/Kind/integrity``) is not repaired.
    /// - Returns: The problems found before repairing.
    @discardableResult
    public func repair() throws -> [StoreProblem] {
        try write { db in
            let problems = try Self.problems(db)
            guard problems.contains(where: \.kind.isRepairable) else { return problems }
            // Rows pointing nowhere, then contacts left empty.
            try db.execute(sql: """
                DELETE FROM rawContact WHERE contactId NOT IN (SELECT id FROM contact);
                DELETE FROM rawKey WHERE rawContactId NOT IN (SELECT id FROM rawContact);
                DELETE FROM linkEdge WHERE rawA NOT IN (SELECT id FROM rawContact) OR rawB NOT IN (SELECT id FROM rawContact);
                DELETE FROM linkDecision WHERE rawA NOT IN (SELECT id FROM rawContact) OR rawB NOT IN (SELECT id FROM rawContact);
                DELETE FROM contact WHERE id NOT IN (SELECT contactId FROM rawContact);
                """)
            // Profiles and keys from the cards.
            try RawContactRow.recomputeProfiles(db)
            // Merged views and the search index, from scratch.
            try db.execute(sql: "DELETE FROM contactSearch")
            var linker = Linker(db)
            for id in try Int64.fetchAll(db, sql: "SELECT id FROM contact") {
                linker.created(id, search: SearchDocument(ContactFields(card: VCard())))
                linker.invalidate(id)
            }
            try linker.finish()
            // Order counts from the order keys.
            try db.execute(sql: """
                DELETE FROM orderBucket;
                INSERT INTO orderBucket (bucket, count) SELECT orderKey >> 30, COUNT(*) FROM contact GROUP BY orderKey >> 30;
                """)
            return problems
        }
    }

    static func problems(_ db: Database) throws -> [StoreProblem] {
        var problems: [StoreProblem] = []
        let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        if integrity != ["ok"] {
            problems.append(StoreProblem(.integrity, "the database file is damaged: " + integrity.prefix(5).joined(separator: "; ")))
        }
        let dangling = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
        if !dangling.isEmpty {
            let tables = Set(dangling.map { $0[0] as String }).sorted().joined(separator: ", ")
            problems.append(StoreProblem(.foreignKeys, "\(dangling.count) row(s) point at rows that do not exist (in \(tables))"))
        }
        let empty = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact WHERE id NOT IN (SELECT contactId FROM rawContact)") ?? 0
        if empty > 0 { problems.append(StoreProblem(.emptyContacts, "\(empty) contact(s) have no imported card behind them")) }

        let contacts = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact") ?? 0
        let missing = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact WHERE id NOT IN (SELECT rowid FROM contactSearch)") ?? 0
        let extra = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contactSearch WHERE rowid NOT IN (SELECT id FROM contact)") ?? 0
        var search: [String] = []
        if missing > 0 { search.append("\(missing) contact(s) missing from the search index") }
        if extra > 0 { search.append("\(extra) search row(s) for contacts that do not exist") }
        do {
            try db.execute(sql: "INSERT INTO contactSearch(contactSearch, rank) VALUES ('integrity-check', 0)")
        } catch {
            search.append("the search index is corrupt")
        }
        if !search.isEmpty { problems.append(StoreProblem(.searchIndex, search.joined(separator: "; "))) }

        let counted = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(count), 0) FROM orderBucket") ?? 0
        let wrongBuckets = try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM (SELECT orderKey >> 30 AS bucket, COUNT(*) AS count FROM contact GROUP BY bucket) AS actual
            LEFT JOIN orderBucket USING (bucket) WHERE orderBucket.count IS NOT actual.count
            """) ?? 0
        if counted != contacts {
            problems.append(StoreProblem(.orderCounts, "positions are counted for \(counted) contact(s), but there are \(contacts)"))
        } else if wrongBuckets > 0 {
            problems.append(StoreProblem(.orderCounts, "\(wrongBuckets) of the counts positions are computed from disagree with the contacts' order"))
        }

        let unprofiled = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM rawContact WHERE profile = ''") ?? 0
        if unprofiled > 0 { problems.append(StoreProblem(.linkingKeys, "\(unprofiled) imported card(s) have no linking keys")) }
        return problems
    }
}
