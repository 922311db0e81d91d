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
    /// updated or left unchanged, never duplicated; a card the user edited since is merged with the
    /// source's new version (``ThreeWayMerge``), each field changed on both sides reported as a
    /// conflict problem. A card of a contact the user deleted is skipped (counted in
    /// ``ImportSummary/skippedDeleted``) unless `restoreDeleted`. A card that cannot be read is
    /// reported through `onProblem` with its file and line, counted as rejected, and skipped; the
    /// others are stored. The whole import is one change (``undo()`` takes it back), whatever the
    /// number of batches.
    ///
    /// A card without a UID whose content changed is found again by its name (`ReplacedCards`);
    /// with `replace`, the cards of the import's sources that no card of it is a version of are
    /// removed (`SourceCards`): a contact made only of them goes to the trash.
    ///
    /// - Parameters:
    ///   - inputs: Files or standard input, read in this order.
    ///   - source: The source name for every card; by default each input's base name. `local` is
    ///     reserved for the cards added here.
    ///   - strict: When true, everything is one transaction, rolled back if any card is rejected.
    ///   - link: Whether to link each card to the contacts it belongs with (docs/merging.md); when
    ///     false every card is its own contact until ``linkAutomatically()`` runs.
    ///   - restoreDeleted: Whether to import the cards of deleted contacts too, forgetting that they
    ///     were deleted (a trash entry whose cards have all come back is dropped).
    ///   - replace: Whether each source of the import is to hold exactly the import's cards: its
    ///     other cards are removed at the end, in the same change (none when a card was rejected).
    ///   - book: The book the new contacts go to (a remote, or `local`); nil for the default book
    ///     (``defaultBook()``), which they then follow. A contact holding a remote's card stays there.
    ///   - onProblem: Called for each problem, in input order.
    ///   - onProgress: Called about every 1,000 cards.
    /// - Returns: The counts for the summary line.
    /// - Throws: ``ImportInterrupted`` when the store stopped taking batches (a full disk, a lock
    ///   held too long, damage), with what was stored before;
    ///   ``ContactStoreError/unreadableInput(path:reason:)``,
    ///   ``ContactStoreError/strictImportRejected(rejected:)``, ``ContactStoreError/reservedSource(_:)``,
    ///   or a database error.
    public func importCards(
        from inputs: [ImportInput],
        source: String? = nil,
        strict: Bool = false,
        link: Bool = true,
        restoreDeleted: Bool = false,
        replace: Bool = false,
        to book: String? = nil,
        onProblem: (ImportProblem) -> Void = { _ in },
        onProgress: ((ImportProgress) -> Void)? = nil
    ) throws -> ImportSummary {
        guard let book else {
            return try importCards(
                from: inputs, source: source, strict: strict,
                options: StoreOptions(link: link, restoreDeleted: restoreDeleted, replace: replace),
                onProblem: onProblem, onProgress: onProgress)
        }
        let floor: RawContactRowID = try read { db in
            guard HomeBooks(remotes: try RemoteRecord.all(db)).isBook(book) else {
                throw ContactStoreError.noSuchRemote(book)
            }
            return try RawContactRecord.largestID(db)
        }
        let summary = try importCards(
            from: inputs, source: source, strict: strict,
            options: StoreOptions(link: link, restoreDeleted: restoreDeleted, replace: replace),
            onProblem: onProblem, onProgress: onProgress)
        // The new cards' home (``HomeBooks``): their contacts go to `book` unless they hold a remote's card.
        try write { db in try RawContactRecord.setHome(book, above: floor, db) }
        return summary
    }

    /// ``importCards(from:source:strict:link:restoreDeleted:replace:to:onProblem:onProgress:)`` with every option
    /// (tests choose where the bulk path starts).
    func importCards(
        from inputs: [ImportInput], source: String?, strict: Bool, options: StoreOptions,
        onProblem: (ImportProblem) -> Void, onProgress: ((ImportProgress) -> Void)?
    ) throws -> ImportSummary {
        for input in inputs where (source ?? input.defaultSource) == LocalSource.name {
            throw ContactStoreError.reservedSource(LocalSource.name)
        }
        // A file of no known format is refused before anything is stored.
        for input in inputs { try input.checkFormat() }
        return try withBulkWriteSettings {
            try importLogged(
                inputs, source: source, strict: strict, options: options, onProblem: onProblem, onProgress: onProgress)
        }
    }

    /// ``importCards(from:source:strict:link:restoreDeleted:replace:to:onProblem:onProgress:)`` once the source is checked.
    private func importLogged(
        _ inputs: [ImportInput], source: String?, strict: Bool, options: StoreOptions,
        onProblem: (ImportProblem) -> Void, onProgress: ((ImportProgress) -> Void)?
    ) throws -> ImportSummary {
        let names = inputs.map {
            $0.path == nil ? "standard input" : URL(fileURLWithPath: $0.displayPath).lastPathComponent
        }
        let description =
            "import "
            + (inputs.count > 3
                ? "\(inputs.count) files (\(names.prefix(2).joined(separator: ", ")), …)"
                : names.joined(separator: ", "))
        if Self.isLarge(inputs, minimum: options.bulkMinimumBytes),
            let summary = try importBulk(
                inputs, source: source, strict: strict, options: options, description: description,
                onProblem: onProblem, onProgress: onProgress)
        {
            return summary
        }
        var summary = ImportSummary()
        var changeID: Int64?
        var ranges: UndoRangeRecord.Ranges?
        let sources = Set(inputs.map { source ?? $0.defaultSource })
        var matching = try read { db in try ImportMatching(sources: sources, replace: options.replace, db) }
        /// One batch inside a write transaction, logged under the import's one change; its new
        /// contacts and raw contacts are logged as two ranges, not row by row (``UndoRangeRecord``).
        func storeLogged(_ batch: [PreparedCard], _ summary: inout ImportSummary, _ db: Database) throws {
            try logged(&summary, db) { summary in
                try Self.store(batch, options, db, &summary, matching: &matching, onProblem: onProblem)
            }
        }
        /// The end of the import, in its last transaction: the held-back cards without a UID
        /// stored (as versions of the cards they replace, or new), and with `replace` the cards
        /// the import did not find removed.
        func finishLogged(_ summary: inout ImportSummary, _ db: Database) throws {
            let held = matching.takeHeldBack()
            guard !held.isEmpty || options.replace else { return }
            try logged(&summary, db) { summary in
                if !held.isEmpty {
                    let pairs = try ReplacedCards.match(held, floor: matching.floor, seen: matching.seen, db)
                    try Self.store(
                        held, options, db, &summary, matching: &matching, replacing: pairs, onProblem: onProblem)
                }
                // A card that could not be read may be one the source still holds: nothing is removed.
                if options.replace, summary.rejected == 0 {
                    var unseen: [RawContactRowID] = []
                    for source in sources.sorted() {
                        unseen += try RawContactRecord.ids(source: source, upTo: matching.floor, db).filter {
                            !matching.seen.contains($0)
                        }
                    }
                    summary.removed += try SourceCards.remove(unseen, db).cards
                }
            }
        }
        /// `work` logged under the import's one change.
        func logged(_ summary: inout ImportSummary, _ db: Database, _ work: (inout ImportSummary) throws -> Void) throws
        {
            let id: Int64, range: UndoRangeRecord.Ranges
            if let changeID, let ranges, try ChangeRecord.resume(changeID, db) {
                (id, range) = (changeID, ranges)
                try UndoRangeRecord.resume(range, db)
            } else {
                // The first batch, or the import's change was pruned by other processes' changes
                // meanwhile (``ChangeRecord/resume(_:_:)``): the rest is a change of its own.
                id = try ChangeRecord.begin(.import, summary: description, client: client, db)
                range = try UndoRangeRecord.begin(id, db)
                try TrashRecord.purgeExpired(db)
            }
            try work(&summary)
            try UndoRangeRecord.finish(range, db)
            try ChangeRecord.finish(id, summary: description + ": " + summary.counts, dropIfEmpty: false, db)
            (changeID, ranges) = (id, range)
        }
        if strict {
            try writeWithoutTransaction { db in
                try db.inTransaction {
                    try readCards(
                        inputs, source: source, summary: &summary, onProblem: onProblem, onProgress: onProgress
                    ) { batch, summary in
                        try storeLogged(batch, &summary, db)
                    }
                    try finishLogged(&summary, db)
                    if let ranges { try UndoRangeRecord.dropEmpty(ranges, db) }
                    if let changeID { try ChangeRecord.dropIfEmpty(changeID, db) }
                    return summary.rejected > 0 ? .rollback : .commit
                }
            }
            if summary.rejected > 0 { throw ContactStoreError.strictImportRejected(rejected: summary.rejected) }
        } else {
            defer {
                // A change that changed nothing (every card unchanged) is not kept.
                if let changeID {
                    _ = try? write { db in
                        if let ranges { try UndoRangeRecord.dropEmpty(ranges, db) }
                        try ChangeRecord.dropIfEmpty(changeID, db)
                    }
                }
            }
            do {
                try readCards(inputs, source: source, summary: &summary, onProblem: onProblem, onProgress: onProgress) {
                    batch, summary in
                    // Counted once committed: a batch the disk had no room for is not in the summary.
                    var counted = summary
                    try write { db in try storeLogged(batch, &counted, db) }
                    summary = counted
                }
                if options.replace || matching.holdsCards {
                    var counted = summary
                    try write { db in try finishLogged(&counted, db) }
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
    func readCards(
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

    /// The reading thread: parses every input's cards and prepares them (``PreparedCard/prepareAll(_:source:file:)``),
    /// in batches of ``importBatchSize``.
    private static func read(_ inputs: [ImportInput], source: String?, into handoff: BoundedHandoff<ReadBatch>) throws {
        for input in inputs {
            let chunks = try input.open()
            defer { chunks.close() }
            let sourceName = source ?? input.defaultSource
            var batch = ReadBatch()
            var read: [(card: VCard, line: Int)] = []
            read.reserveCapacity(importBatchSize)
            var cards = 0
            // A stream of unknown size (a pipe, a device as standard input) may never end: a line
            // without a break past 64 MiB (eight line limits) ends it. A file is read to its end.
            var limits = VCardReader.Limits()
            if chunks.size == nil { limits.maxDiscardedLineLength = limits.maxLineLength * 8 }
            let head = HeadChunks(chunks)
            var entries = try ImportEntries(
                try head.format(forced: input.format, path: input.displayPath), chunks: head, input: input,
                limits: limits)
            while let entry = entries.next() {
                batch.problems += entry.problems
                if entry.rejected { batch.rejected += 1 }
                guard let card = entry.card else { continue }
                read.append((card, entry.line))
                cards += 1
                if read.count == importBatchSize {
                    batch.cards = PreparedCard.prepareAll(read, source: sourceName, file: input.displayPath)
                    read.removeAll(keepingCapacity: true)
                    batch.progress = ImportProgress(
                        file: input.displayPath, cards: cards, bytesRead: chunks.bytesRead, totalBytes: chunks.size)
                    try handoff.put(batch)
                    batch = ReadBatch()
                }
            }
            if let error = chunks.error {
                // The cards of an unfinished batch are not stored; its problems are told.
                try handoff.put(batch)
                throw ContactStoreError.unreadableInput(path: input.displayPath, reason: error)
            }
            batch.cards = PreparedCard.prepareAll(read, source: sourceName, file: input.displayPath)
            try handoff.put(batch)
        }
    }

    /// The stored raw contact `card` is a version of: the one with its UID in its source, or for a
    /// card without a UID the one with its content.
    private static func existingVersion(of card: PreparedCard, _ db: Database) throws -> RawContactRecord.Existing? {
        try card.uid.map { try RawContactRecord.existing(source: card.source, uid: $0, db) }
            ?? RawContactRecord.existing(source: card.source, contentHash: card.contentHash, db)
    }

    // MARK: - Writing

    /// What a batch is stored with.
    struct StoreOptions {
        /// Link each new or changed card to the contacts it belongs with.
        var link = true
        /// Import cards with a tombstone instead of skipping them.
        var restoreDeleted = false
        /// Make each source of the import hold exactly its cards: the others are removed at its end.
        var replace = false
        /// Inputs of at least this many bytes in all, into an empty store, take the bulk path.
        var bulkMinimumBytes = ContactStore.bulkImportMinimumBytes
    }

    /// Stores one batch inside the caller's transaction, linking each new or changed card to the
    /// contacts it belongs with (``Linker``) unless `options.link` is false.
    /// - Parameters:
    ///   - matching: What the import found so far; a card without a UID that no stored card's
    ///     content matches may be held back there (``ImportMatching/holdsBack(_:)``), not stored.
    ///   - replacing: The stored raw contact a card is a version of, by its index in `batch`,
    ///     where its UID or content would not find it (`ReplacedCards`).
    static func store(
        _ batch: [PreparedCard], _ options: StoreOptions, _ db: Database, _ summary: inout ImportSummary,
        matching: inout ImportMatching, replacing: [Int: RawContactRecord.Existing] = [:],
        onProblem: (ImportProblem) -> Void = { _ in }
    ) throws {
        guard !batch.isEmpty else { return }
        var nextKey = try ContactRecord.largestOrderKey(db).map { $0 + OrderKey.gap } ?? OrderKey.first
        var linker = Linker(db)
        let hasTombstones = try DeletedCardRecord.hasAny(db)
        var restoredTrash = Set<Int64>()
        var heldBack = Set<Int>()
        var expected = Set<Int>()
        for index in batch.indices {
            guard replacing[index] == nil, try existingVersion(of: batch[index], db) == nil else { continue }
            if matching.holdsBack(batch[index]) {
                heldBack.insert(index)
            } else if options.link {
                expected.insert(index)
            }
        }
        // The batch's new cards count among the sharers of their numbers before they are stored.
        for index in expected { linker.expect(batch[index].keys) }
        for (index, card) in batch.enumerated() where !heldBack.contains(index) {
            if expected.contains(index) { linker.arrived(card.keys) }
            let existing = try replacing[index] ?? existingVersion(of: card, db)
            if let existing {
                matching.found(card, raw: existing.id)
                if existing.contentHash == card.contentHash {
                    summary.unchanged += 1
                    continue
                }
                let raw = existing.id
                var stored = card
                var base: [UInt8]?
                if existing.isEdited, let merged = try merge(card, into: existing, db) {
                    stored = merged.card
                    base = merged.card.card == card.card ? nil : card.card
                    summary.conflicts += merged.conflicts.count
                    if !merged.conflicts.isEmpty {
                        let name = try ChangeDescription.name(of: existing.contactId, db)
                        try KeptConflicts.keep(merged.conflicts, ofRaw: raw, source: card.source, db)
                        for conflict in merged.conflicts {
                            onProblem(
                                ImportProblem(
                                    file: card.file, line: card.line,
                                    message: """
                                        conflict: \(name): \(conflict.field) changed here and in \(card.source); kept yours (theirs: contacts conflicts)
                                        """, rejectsCard: false))
                        }
                    }
                }
                try RawContactRecord.update(
                    raw, card: stored.card, base: base, contentHash: card.contentHash, profile: stored.packedProfile,
                    keys: stored.keys, db)
                linker.invalidate(existing.contactId)
                if options.link {
                    let (_, links) = try linker.link(
                        stored.profile, keys: stored.keys, raw: raw, current: existing.contactId)
                    for (other, evidence) in links { try linker.record(raw, other, evidence) }
                }
                summary.updated += 1
                continue
            }
            if hasTombstones,
                let tombstone = try DeletedCardRecord.find(
                    source: card.source, uid: card.uid, contentHash: card.contentHash, db)
            {
                guard options.restoreDeleted else {
                    summary.skippedDeleted += 1
                    continue
                }
                try DeletedCardRecord.delete(tombstone.id, db)
                if let trash = tombstone.trashId { restoredTrash.insert(trash) }
            }
            let (found, links) =
                options.link ? try linker.link(card.profile, keys: card.keys, raw: nil, current: nil) : (nil, [])
            let contact: ContactRowID
            if let found {
                contact = found
            } else {
                contact = try ContactRecord.insert(card.columns, orderKey: nextKey, uuid: card.contactUUID, db)
                if card.photo != nil || card.fields.hasPhoto { try PhotoAssignment.attach(card.photo, to: contact, db) }
                nextKey = nextKey + OrderKey.gap
                linker.created(contact, search: card.search, facets: card.facets)
            }
            let raw = try RawContactRecord.insert(
                contactId: contact, source: card.source, uid: card.uid, card: card.card,
                contentHash: card.contentHash, profile: card.packedProfile, keys: card.keys,
                uuid: card.rawUUID, db)
            for (other, evidence) in links { try linker.record(raw, other, evidence) }
            summary.imported += 1
        }
        try linker.finish()
        // A trash entry whose cards have all come back has nothing left to restore (unless it
        // holds a card of the local source, which no import brings back).
        for trash in restoredTrash.sorted() where try DeletedCardRecord.count(ofTrash: trash, db) == 0 {
            guard let payload = try TrashRecord.payload(of: trash, db),
                try !TrashPayload(decoding: payload).hasLocalCard
            else { continue }
            try TrashRecord.delete(trash, db)
        }
    }

    /// The new version of an edited raw contact: the source's card `incoming` merged with the
    /// user's (``ThreeWayMerge``), from the version both started from; nil when the stored cards
    /// cannot be read again (the incoming card then replaces them).
    private static func merge(
        _ incoming: PreparedCard, into existing: RawContactRecord.Existing, _ db: Database
    ) throws
        -> (card: PreparedCard, conflicts: [MergeConflict])?
    {
        guard let stored = try RawContactRecord.cardAndBase(of: existing.id, db), let baseBytes = stored.base,
            let local = VCard(stored: stored.card), let base = VCard(stored: baseBytes),
            let theirs = VCard(stored: incoming.card)
        else { return nil }
        let (card, conflicts) = ThreeWayMerge.merge(base: base, local: local, incoming: theirs)
        return (PreparedCard(card, source: incoming.source), conflicts)
    }
}
