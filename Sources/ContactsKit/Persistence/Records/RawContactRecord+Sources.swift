import GRDB

extension RawContactRecord {
    /// Every source with the number of raw contacts and of contacts it has cards in, by name.
    static func sources(_ db: Database) throws -> [(name: String, rawContacts: Int, contacts: Int)] {
        try Row.fetchAll(db, sql: """
            SELECT source, COUNT(*) AS raw, COUNT(DISTINCT contactId) AS contacts FROM rawContact GROUP BY source ORDER BY source
            """).map { ($0["source"], $0["raw"], $0["contacts"]) }
    }

    /// Whether some raw contact comes from `source`.
    static func hasSource(_ source: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM rawContact WHERE source = ? LIMIT 1"), arguments: [source]) ?? false
    }
}
