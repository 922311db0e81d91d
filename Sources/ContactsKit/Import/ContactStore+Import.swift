import Foundation
import GRDB
import VCard

extension ContactStore {
    /// Cards are written in transactions of this many.
    static let importBatchSize = 1_000

    /// Imports vCards, streaming: only one batch of cards is in memory at a time, whatever the size
    /// of the input.
    ///
    /// A card already stored from the same source (same UID, or without a UID the same content) is
    /// updated or left unchanged, never duplicated. A card that cannot be read is reported through
    /// `onProblem` with its file and line, counted as rejected, and skipped; the others are stored.
    ///
    /// - Parameters:
    ///   - inputs: Files or standard input (see ``ImportInput/resolve(_:)``).
    ///   - source: The source name for every card; by default each input's base name.
    ///   - strict: When true, everything is one transaction, rolled back if any card is rejected.
    ///   - onProblem: Called for each problem, in input order.
    ///   - onProgress: Called about every 1,000 cards.
    /// - Returns: The counts for the summary line.
    /// - Throws: ``ContactStoreError/unreadableInput(path:reason:)``,
    ///   ``ContactStoreError/strictImportRejected(rejected:)``, or a database error.
    public func importCards(
        from inputs: [ImportInput],
        source: String? = nil,
        strict: Bool = false,
        onProblem: (ImportProblem) -> Void = { _ in },
        onProgress: ((ImportProgress) -> Void)? = nil
    ) throws -> ImportSummary {
        var summary = ImportSummary()
        if strict {
            try database.writeWithoutTransaction { db in
                try db.inTransaction {
                    try readCards(inputs, source: source, summary: &summary, onProblem: onProblem, onProgress: onProgress) { batch, summary in
                        try Self.store(batch, db, &summary)
                    }
                    return summary.rejected > 0 ? .rollback : .commit
                }
            }
            if summary.rejected > 0 { throw ContactStoreError.strictImportRejected(rejected: summary.rejected) }
        } else {
            try readCards(inputs, source: source, summary: &summary, onProblem: onProblem, onProgress: onProgress) { batch, summary in
                try database.write { db in try Self.store(batch, db, &summary) }
            }
        }
        return summary
    }

    /// Reads every input, handing batches of prepared cards to `write`.
    private func readCards(
        _ inputs: [ImportInput], source: String?, summary: inout ImportSummary,
        onProblem: (ImportProblem) -> Void, onProgress: ((ImportProgress) -> Void)?,
        write: ([PreparedCard], inout ImportSummary) throws -> Void
    ) throws {
        for input in inputs {
            let chunks = try input.open()
            defer { chunks.close() }
            let sourceName = source ?? input.defaultSource
            var batch: [PreparedCard] = []
            batch.reserveCapacity(Self.importBatchSize)
            var cards = 0
            for entry in VCardReader(chunks: chunks) {
                let rejected = entry.card == nil && entry.problems.contains { $0.skipsCard || Self.losesCard($0) }
                for problem in entry.problems {
                    onProblem(ImportProblem(file: input.displayPath, line: problem.line, message: problem.reason,
                                            rejectsCard: rejected && (problem.skipsCard || Self.losesCard(problem))))
                }
                if rejected { summary.rejected += 1 }
                guard let card = entry.card else { continue }
                batch.append(PreparedCard(card, source: sourceName))
                cards += 1
                if batch.count == Self.importBatchSize {
                    try write(batch, &summary)
                    batch.removeAll(keepingCapacity: true)
                    onProgress?(ImportProgress(file: input.displayPath, cards: cards, bytesRead: chunks.bytesRead, totalBytes: chunks.size))
                }
            }
            if let error = chunks.error { throw ContactStoreError.unreadableInput(path: input.displayPath, reason: error) }
            if !batch.isEmpty { try write(batch, &summary) }
        }
    }

    /// Text outside any card is a card that lost its BEGIN: it counts as rejected.
    private static func losesCard(_ problem: VCardError) -> Bool {
        if case .contentOutsideCard = problem { return true }
        return false
    }

    // MARK: - Writing

    /// Stores one batch inside the caller's transaction.
    static func store(_ batch: [PreparedCard], _ db: Database, _ summary: inout ImportSummary) throws {
        guard !batch.isEmpty else { return }
        var nextKey = try Int64.fetchOne(db, sql: "SELECT MAX(orderKey) FROM contact").map { $0 + OrderKey.gap } ?? OrderKey.first
        let byUID = try db.cachedStatement(sql: "SELECT id, contactId, contentHash FROM rawContact WHERE source = ? AND uid = ?")
        let byHash = try db.cachedStatement(sql: """
            SELECT id, contactId, contentHash FROM rawContact WHERE source = ? AND uid IS NULL AND contentHash = ? LIMIT 1
            """)
        var searchRows: [(id: Int64, document: SearchDocument, replacing: Bool)] = []
        for card in batch {
            let existing = try card.uid.map { try Row.fetchOne(byUID, arguments: [card.source, $0]) }
                ?? Row.fetchOne(byHash, arguments: [card.source, Data(card.contentHash)])
            if let existing {
                let storedHash: Data = existing["contentHash"]
                if storedHash.elementsEqual(card.contentHash) {
                    summary.unchanged += 1
                    continue
                }
                let contactId: Int64 = existing["contactId"]
                try db.cachedStatement(sql: "UPDATE rawContact SET card = ?, contentHash = ? WHERE id = ?")
                    .execute(arguments: [Data(card.card), Data(card.contentHash), existing["id"] as Int64])
                try ContactRow.update(contactId, with: card, db)
                searchRows.append((contactId, card.search, replacing: true))
                summary.updated += 1
            } else {
                let contactId = try ContactRow.insert(card, orderKey: nextKey, db)
                searchRows.append((contactId, card.search, replacing: false))
                nextKey += OrderKey.gap
                try db.cachedStatement(sql: """
                    INSERT INTO rawContact (uuid, contactId, source, uid, contentHash, card) VALUES (?, ?, ?, ?, ?, ?)
                    """).execute(arguments: [RandomID.make(), contactId, card.source, card.uid,
                                             Data(card.contentHash), Data(card.card)])
                summary.imported += 1
            }
        }
        try ContactRow.writeSearch(searchRows, db)
    }
}
