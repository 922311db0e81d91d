import Foundation
import GRDB

extension RawContactRecord {
    /// Every source with the number of raw contacts and of contacts it has cards in, by name.
    static func sources(_ db: Database) throws -> [(name: String, rawContacts: Int, contacts: Int)] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT source, COUNT(*) AS raw, COUNT(DISTINCT contactId) AS contacts FROM rawContact GROUP BY source ORDER BY source
                """
        ).map { ($0["source"], $0["raw"], $0["contacts"]) }
    }

    /// Whether some raw contact comes from `source`.
    static func hasSource(_ source: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM rawContact WHERE source = ? LIMIT 1"), arguments: [source]) ?? false
    }
}

// MARK: - An import's cards found again, and a source's cards removed

extension RawContactRecord {
    /// A raw contact without a UID, with the card its source last gave (`base ?? card`): what
    /// `ReplacedCards` compares a changed card without a UID with.
    struct UIDless {
        let existing: Existing
        /// The source's version of the card, not parsed.
        let sourceCard: [UInt8]
    }

    /// Whether `source` has a raw contact without a UID.
    static func hasUIDless(source: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM rawContact WHERE source = ? AND uid IS NULL)"),
            arguments: [source]) ?? false
    }

    /// The raw contacts of `source` without a UID, of row id `floor` or less (stored before an
    /// import), in row order.
    static func uidless(source: String, upTo floor: RawContactRowID, _ db: Database) throws -> [UIDless] {
        try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT id, contactId, contentHash, base IS NOT NULL, coalesce(base, card) FROM \(withCards)
                    WHERE source = ? AND uid IS NULL AND id <= ? ORDER BY id
                    """), arguments: [source, floor]
        ).map { row in
            UIDless(existing: existing(row), sourceCard: Array(row[4] as Data))
        }
    }

    /// The row ids of the raw contacts of `source`, of row id `floor` or less, in row order.
    static func ids(source: String, upTo floor: RawContactRowID, _ db: Database) throws -> [RawContactRowID] {
        try RawContactRowID.fetchAll(
            db.cachedStatement(sql: "SELECT id FROM rawContact WHERE source = ? AND id <= ? ORDER BY id"),
            arguments: [source, floor])
    }
}
