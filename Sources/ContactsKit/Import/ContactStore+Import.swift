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
    ///   - inputs: Files or standard input, read in this order.
    ///   - source: The source name for every card; by default each input's base name.
    ///   - strict: When true, everything is one transaction, rolled back if any card is rejected.
    ///   - link: Whether to link each card to the contacts it belongs with (docs/merging.md); when
    ///     false every card is its own contact until ``linkAutomatically()`` runs.
    ///   - onProblem: Called for each problem, in input order.
    ///   - onProgress: Called about every 1,000 cards.
    /// - Returns: The counts for the summary line.
    /// - Throws: ``ImportInterrupted`` when the store stopped taking batches (a full disk, a lock
    ///   held too long, damage), with what was stored before;
    ///   ``ContactStoreError/unreadableInput(path:reason:)``,
    ///   ``ContactStoreError/strictImportRejected(rejected:)``, or a database error.
    public func importCards(
        from inputs: [ImportInput],
        source: String? = nil,
        strict: Bool = false,
        link: Bool = true,
        onProblem: (ImportProblem) -> Void = { _ in },
        onProgress: ((ImportProgress) -> Void)? = nil
    ) throws -> ImportSummary {
        var summary = ImportSummary()
        if strict {
            try writeWithoutTransaction { db in
                try db.inTransaction {
                    try readCards(inputs, source: source, summary: &summary, onProblem: onProblem, onProgress: onProgress) { batch, summary in
                        try Self.store(batch, link: link, db, &summary)
                    }
                    return summary.rejected > 0 ? .rollback : .commit
                }
            }
            if summary.rejected > 0 { throw ContactStoreError.strictImportRejected(rejected: summary.rejected) }
        } else {
            do {
                try readCards(inputs, source: source, summary: &summary, onProblem: onProblem, onProgress: onProgress) { batch, summary in
                    // Counted once committed: a batch the disk had no room for is not in the summary.
                    var counted = summary
                    try write { db in try Self.store(batch, link: link, db, &counted) }
                    summary = counted
                }
            } catch let error as ContactStoreError where error.stopsImportMidway {
                // The batches written before the failure stay: say how much that was.
                throw ImportInterrupted(stored: summary, reason: error)
            }
        }
        return summary
    }

    /// Reads every input, handing batches of prepared cards to `write`, with the problems found
    /// reading them reported first. Reading and preparing run on a thread of their own, a batch or
    /// two ahead of `write` (``BoundedHandoff``), so both cores work: while one batch is written
    /// (SQLite, one core), the next is parsed, hashed and profiled (the other). The writer takes
    /// batches synchronously, and when it stops early waits for the reader to stop, so nothing the
    /// reader opened outlives the import.
    private func readCards(
        _ inputs: [ImportInput], source: String?, summary: inout ImportSummary,
        onProblem: (ImportProblem) -> Void, onProgress: ((ImportProgress) -> Void)?,
        write: ([PreparedCard], inout ImportSummary) throws -> Void
    ) throws {
        // The reader's recursion is bounded, but cards can nest (AGENT): a larger stack than a thread's default.
        let reader = BoundedHandoff<ReadBatch>.start(stackSize: 8 << 20) { handoff in
            try Self.read(inputs, source: source, into: handoff)
        }
        do {
            while let batch = try reader.take() {
                batch.problems.forEach(onProblem)
                summary.rejected += batch.rejected
                if !batch.cards.isEmpty { try write(batch.cards, &summary) }
                if let progress = batch.progress { onProgress?(progress) }
            }
        } catch {
            reader.cancelAndWait()
            throw error
        }
    }

    /// Cards prepared on the reading thread, with what was found reading them.
    private struct ReadBatch: Sendable {
        var cards: [PreparedCard] = []
        var problems: [ImportProblem] = []
        var rejected = 0
        /// Where the input stood after a full batch (reported once the batch is written).
        var progress: ImportProgress?
    }

    /// The reading thread: parses and prepares every input's cards, in batches of ``importBatchSize``.
    private static func read(_ inputs: [ImportInput], source: String?, into handoff: BoundedHandoff<ReadBatch>) throws {
        for input in inputs {
            let chunks = try input.open()
            defer { chunks.close() }
            let sourceName = source ?? input.defaultSource
            var batch = ReadBatch()
            batch.cards.reserveCapacity(importBatchSize)
            var cards = 0
            // A stream of unknown size (a pipe, a device as standard input) may never end: a line
            // without a break past 64 MiB (eight line limits) ends it. A file is read to its end.
            var limits = VCardReader.Limits()
            if chunks.size == nil { limits.maxDiscardedLineLength = limits.maxLineLength * 8 }
            for entry in VCardReader(chunks: chunks, limits: limits) {
                let rejected = entry.card == nil && entry.problems.contains { $0.skipsCard || losesCard($0) }
                for problem in entry.problems {
                    batch.problems.append(ImportProblem(file: input.displayPath, line: problem.line, message: problem.reason,
                                                        rejectsCard: rejected && (problem.skipsCard || losesCard(problem))))
                }
                if rejected { batch.rejected += 1 }
                guard let card = entry.card else { continue }
                batch.cards.append(PreparedCard(card, source: sourceName))
                cards += 1
                if batch.cards.count == importBatchSize {
                    batch.progress = ImportProgress(file: input.displayPath, cards: cards, bytesRead: chunks.bytesRead, totalBytes: chunks.size)
                    try handoff.put(batch)
                    batch = ReadBatch()
                    batch.cards.reserveCapacity(importBatchSize)
                }
            }
            if let error = chunks.error {
                batch.cards.removeAll()  // the cards of an unfinished batch are not stored; its problems are told
                try handoff.put(batch)
                throw ContactStoreError.unreadableInput(path: input.displayPath, reason: error)
            }
            try handoff.put(batch)
        }
    }

    /// Text outside any card is a card that lost its BEGIN: it counts as rejected.
    private static func losesCard(_ problem: VCardError) -> Bool {
        if case .contentOutsideCard = problem { return true }
        return false
    }

    // MARK: - Writing

    /// Stores one batch inside the caller's transaction, linking each new or changed card to the
    /// contacts it belongs with (``Linker``) unless `link` is false.
    static func store(_ batch: [PreparedCard], link: Bool, _ db: Database, _ summary: inout ImportSummary) throws {
        guard !batch.isEmpty else { return }
        var nextKey = try ContactRecord.largestOrderKey(db).map { $0 + OrderKey.gap } ?? OrderKey.first
        var linker = Linker(db)
        for card in batch {
            let existing = try card.uid.map { try RawContactRecord.existing(source: card.source, uid: $0, db) }
                ?? RawContactRecord.existing(source: card.source, contentHash: card.contentHash, db)
            if let existing {
                if existing.contentHash == card.contentHash {
                    summary.unchanged += 1
                    continue
                }
                let raw = existing.id
                try RawContactRecord.update(raw, card: card.card, contentHash: card.contentHash, profile: card.packedProfile,
                                            keys: card.keys, db)
                linker.invalidate(existing.contactId)
                if link {
                    let (_, links) = try linker.link(card.profile, keys: card.keys, raw: raw, current: existing.contactId)
                    for (other, evidence) in links { try linker.record(raw, other, evidence) }
                }
                summary.updated += 1
            } else {
                let (found, links) = link ? try linker.link(card.profile, keys: card.keys, raw: nil, current: nil) : (nil, [])
                let contact: Int64
                if let found {
                    contact = found
                } else {
                    contact = try ContactRecord.insert(card.fields, orderKey: nextKey, db)
                    if card.photo != nil || card.fields.hasPhoto { try PhotoAssignment.attach(card.photo, to: contact, db) }
                    nextKey += OrderKey.gap
                    linker.created(contact, search: card.search, facets: card.facets)
                }
                let raw = try RawContactRecord.insert(contactId: contact, source: card.source, uid: card.uid, card: card.card,
                                                      contentHash: card.contentHash, profile: card.packedProfile, keys: card.keys, db)
                for (other, evidence) in links { try linker.record(raw, other, evidence) }
                summary.imported += 1
            }
        }
        try linker.finish()
    }
}
