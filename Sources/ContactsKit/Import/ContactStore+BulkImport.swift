import Foundation
import GRDB

extension ContactStore {
    /// Inputs of at least this many bytes in all (about 5,000 typical phone cards) imported into an
    /// empty store take the bulk path (``importBulk(_:source:strict:options:description:onProblem:onProgress:)``).
    ///
    /// Why these two conditions: an empty store has nothing to compare a card with but the cards
    /// before it in the same import (kept in memory), so the lookup indexes can be dropped for the
    /// load; a store holding cards needs them for every card. And below a few thousand cards the
    /// indexes and search rows cost next to nothing either way, while the batch path keeps what it
    /// committed when an import stops midway (a full disk). Standard input has no size: it takes the
    /// batch path.
    static let bulkImportMinimumBytes = 1 << 20

    /// Whether the inputs' files add up to at least `minimum` bytes.
    static func isLarge(_ inputs: [ImportInput], minimum: Int) -> Bool {
        var total = 0
        for input in inputs {
            guard let path = input.path,
                let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
            else {
                return false
            }
            total += size
        }
        return total >= minimum
    }

    /// Imports into an empty store in one transaction, with the schema's per-row work set aside
    /// (``BulkLoad``): cards are read and prepared on one thread and written on this one
    /// (``BulkWriter``); the indexes and order buckets are made once at the end (the search rows
    /// beside, ``BulkSearchIndex``), then the whole import is linked in one pass (`BulkLinker`). A
    /// SIGKILL at any moment leaves the store empty as it was or with the whole import; `undo`
    /// takes it back as one change.
    ///
    /// - Returns: The summary; nil when the store is not empty (or holds tombstones of deleted
    ///   cards, or search rows: ``BulkSearchIndex`` fills an empty index), having written nothing:
    ///   the caller then imports batch by batch.
    func importBulk(
        _ inputs: [ImportInput], source: String?, strict: Bool, options: StoreOptions, description: String,
        onProblem: (ImportProblem) -> Void, onProgress: ((ImportProgress) -> Void)?
    ) throws -> ImportSummary? {
        var summary = ImportSummary()
        var empty = true
        do {
            try writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    guard try BulkWriter.canLoad(db) else {
                        empty = false
                        return .rollback
                    }
                    let change = try ChangeRecord.begin(.import, summary: description, client: client, db)
                    try BulkWriter.load(change: change, link: options.link, db) { writer in
                        try readCards(
                            inputs, source: source, summary: &summary, onProblem: onProblem, onProgress: onProgress
                        ) { batch, summary in
                            try writer.store(batch, &summary, db)
                        }
                    }
                    try ChangeRecord.finish(change, summary: description + ": " + summary.counts, db)
                    return strict && summary.rejected > 0 ? .rollback : .commit
                }
            }
        } catch let error as ContactStoreError where error.stopsImportMidway && !strict {
            // One transaction: nothing was stored.
            throw ImportInterrupted(stored: ImportSummary(), reason: error)
        }
        guard empty else { return nil }
        if strict, summary.rejected > 0 { throw ContactStoreError.strictImportRejected(rejected: summary.rejected) }
        return summary
    }
}
