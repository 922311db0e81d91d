import Foundation
import GRDB

/// The cards of a first sync into an empty store, stored by an import's bulk path as they arrive
/// (``BulkWriter``): in one transaction on a thread of its own, with the indexes and search rows made
/// once at the end and the whole pull linked in one pass. Batch by batch, with every index kept up
/// to date at each card, storing 10,000 cards took as long as Radicale took to send them.
///
/// ``RemoteSyncSession/beginFirstPull()`` starts it, which holds the store's write lock from then
/// on; ``store(_:)`` gives it the cards batch by batch (the next batch is fetched and prepared
/// meanwhile); ``RemoteSyncSession/commit(_:)`` commits it, ``abandon()`` rolls it back. A sync
/// killed before the commit leaves the store empty, as it was: the next sync pulls every card again.
package final class FirstPull: @unchecked Sendable {
    /// What a committed pull did.
    struct Outcome {
        /// The change it logged (the sync's, which its later steps resume).
        var change: Int64
        var summary: ImportSummary
    }

    private enum State {
        case starting
        case loading
        /// The writer's end: nil when the store was not empty (nothing written).
        case ended(Result<Outcome?, any Error>)
    }

    private let batches = BoundedHandoff<[PulledCard]>(depth: 2)
    /// Guards `state`.
    private let condition = NSCondition()
    private var state = State.starting

    private init() {}

    /// Starts the writer, and returns once it holds the write lock and found the store empty
    /// (``BulkWriter/canLoad(_:)``); nil, having written nothing, when it is not.
    /// - Throws: What kept the writer from starting (the store locked past the busy timeout).
    static func start(store: ContactStore, remote name: String) throws -> FirstPull? {
        let pull = FirstPull()
        // A card's preparation and linking recurse no deeper than an import's.
        let thread = Thread { pull.end(Result { try pull.load(store, remote: name) }) }
        thread.stackSize = 8 << 20
        thread.start()
        pull.condition.lock()
        defer { pull.condition.unlock() }
        while case .starting = pull.state { pull.condition.wait() }
        if case .ended(let result) = pull.state {
            _ = try result.get()
            return nil
        }
        return pull
    }

    /// Hands `cards` to the writer, waiting while two batches wait for it.
    /// - Throws: What stopped the writer (nothing is stored then).
    package func store(_ cards: [PulledCard]) throws {
        do {
            try batches.put(cards)
        } catch is CancellationError {
            _ = try ended().get()
            throw CancellationError()
        }
    }

    /// Rolls back what was given and waits for the writer to end; nothing once committed.
    package func abandon() {
        batches.finish(CancellationError())
        _ = ended()
    }

    /// Ends the input and waits for the writer to commit.
    /// - Returns: What the pull did.
    /// - Throws: What stopped the writer (nothing is stored then).
    func commit() throws -> Outcome? {
        batches.finish(nil)
        return try ended().get()
    }

    // MARK: - The writer's thread

    private func load(_ store: ContactStore, remote name: String) throws -> Outcome? {
        try store.withBulkWriteSettings {
            try store.writeWithoutTransaction { db in
                var outcome: Outcome?
                try db.inTransaction(.immediate) {
                    guard try BulkWriter.canLoad(db), try !RemoteCardRecord.hasAny(of: name, db) else {
                        return .rollback
                    }
                    began()
                    let change = try ChangeRecord.begin(.sync, summary: "sync \(name)", client: store.client, db)
                    var summary = ImportSummary()
                    var places = RemoteCardRecord.Places()
                    try BulkWriter.load(change: change, link: true, db) { writer in
                        places = try load(into: &writer, remote: name, &summary, db)
                    }
                    try RemoteCardRecord.insertFirst(places, remote: name, change: change, db)
                    try ChangeRecord.finish(change, summary: "sync \(name)", dropIfEmpty: false, db)
                    outcome = Outcome(change: change, summary: summary)
                    return .commit
                }
                return outcome
            }
        }
    }

    /// Stores every batch given.
    /// - Returns: Where each card is on the remote.
    private func load(
        into writer: inout BulkWriter, remote name: String, _ summary: inout ImportSummary, _ db: Database
    ) throws -> RemoteCardRecord.Places {
        var places = RemoteCardRecord.Places()
        // The raw contacts' UUIDs: a card that repeats another's UID is at the first one's.
        var uuids: [RawContactRowID: String] = [:]
        while let batch = try batches.take() {
            let cards = batch.map { $0.prepared(for: name) }
            let holders = try writer.store(cards, &summary, db)
            for (index, card) in cards.enumerated() {
                let uuid = uuids[holders[index]] ?? card.rawUUID
                uuids[holders[index]] = uuid
                places.add(
                    RemoteCardRecord.Place(
                        href: batch[index].href, etag: batch[index].etag, rawUuid: uuid, uid: card.uid,
                        contentHash: card.contentHash))
            }
        }
        return places
    }

    private func began() {
        condition.lock()
        state = .loading
        condition.broadcast()
        condition.unlock()
    }

    private func end(_ result: Result<Outcome?, any Error>) {
        // A writer that ended takes nothing more: the next ``store(_:)`` throws.
        batches.cancel()
        condition.lock()
        state = .ended(result)
        condition.broadcast()
        condition.unlock()
    }

    /// The writer's end, once it has ended.
    private func ended() -> Result<Outcome?, any Error> {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if case .ended(let result) = state { return result }
            condition.wait()
        }
    }
}
