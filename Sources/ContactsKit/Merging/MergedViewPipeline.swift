import Foundation
import GRDB

/// The merged views of the contacts a link leaves changed, computed on a thread of their own while
/// the writer does the link's other work (moving raw contacts, deleting the merged contacts, saving
/// the edges), then taken by ``Linker/finish(views:)`` in the order planned.
///
/// Merging cards costs as much as all the rows a link writes; the two are independent, so they
/// overlap. The cards are read at most `budget` bytes ahead of the views taken (cards with photos
/// are large), in jobs of ``jobSize`` contacts, either by the thread itself on a connection of its
/// own (a ``UncheckedDatabase/SideReader``: for a link of cards the transaction has not changed)
/// or by the writer whenever it calls ``topUp(_:)`` or ``take(_:_:)`` (for cards written in the
/// same transaction, as on import). A writer asking for views not computed yet computes the next
/// ones itself instead of idling, so both cores work once it has nothing else to do. ``close()``
/// ends the thread.
final class MergedViewPipeline: @unchecked Sendable {
    /// Contacts a job merges at once.
    private static let jobSize = 100

    private struct Job {
        var contacts: [ContactRowID]
        var cards: [[[UInt8]]]
    }

    // Set up once.
    /// The contacts, in the order they will be taken, each with its raw contacts in import order.
    private let plan: [(contact: ContactRowID, raws: [RawContactRowID])]
    private let position: [ContactRowID: Int]
    /// Bytes of cards read and not yet taken as views, beyond which reading ahead pauses.
    private let budget: Int
    /// Whether the thread reads cards itself (on a ``UncheckedDatabase/SideReader``).
    private let readsItself: Bool

    // Guarded by `condition`.
    private let condition = NSCondition()
    /// How many of `plan` have been handed out for their cards to be read.
    private var fed = 0
    /// Shares of the plan the thread could not read (its connection failed): the writer reads them.
    private var unread: [ArraySlice<(contact: ContactRowID, raws: [RawContactRowID])>] = []
    /// Jobs whose cards are read, not yet merged.
    private var waiting: [Job] = []
    private var views: [ContactRowID: MergedView] = [:]
    /// Card bytes per contact read and not yet taken, and their sum.
    private var pending: [ContactRowID: Int] = [:]
    private var pendingBytes = 0
    private var closed = false

    /// Starts the thread; with no `reader`, nothing is read until ``topUp(_:)``.
    /// - Parameters:
    ///   - plan: The contacts, in the order ``take(_:_:)`` will ask for them, each with its raw
    ///     contacts' row ids in import order (so the cards merge as ``Linker`` would read them).
    ///   - budget: Bytes of cards read ahead of the views taken, at most (a job's worth is read
    ///     whatever it is).
    ///   - reader: A connection beside the writer's, from which the thread reads the cards itself:
    ///     only when the writer's transaction has not changed them.
    init(
        _ plan: [(contact: ContactRowID, raws: [RawContactRowID])], budget: Int = 32 << 20,
        reader: UncheckedDatabase.SideReader? = nil
    ) {
        self.plan = plan
        self.budget = budget
        readsItself = reader != nil
        position = Dictionary(uniqueKeysWithValues: plan.enumerated().map { ($1.contact, $0) })
        Thread { [self] in
            if let reader {
                _ = try? reader.read { db in
                    while let entries = claimWithinBudget() {
                        do {
                            let job = try readJob(entries, db)
                            deliver(job.contacts, Self.compute(job))
                        } catch {
                            // The writer reads them on its own connection.
                            condition.withLock {
                                unread.append(entries)
                                condition.broadcast()
                            }
                            throw error
                        }
                    }
                }
            } else {
                while let job = next() { deliver(job.contacts, Self.compute(job)) }
            }
        }.start()
    }

    /// Ends the thread once its current job is done; views not taken are dropped.
    func close() {
        condition.lock()
        closed = true
        waiting.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    // MARK: - Writer

    /// Reads the cards of the next planned contacts while fewer than the budget's bytes wait (for
    /// the thread to merge); nothing when the thread reads them itself.
    func topUp(_ db: Database) throws {
        guard !readsItself else { return }
        while let entries = condition.withLock({ pendingBytes < budget ? claim() : nil }) {
            try queue(readJob(entries, db))
        }
    }

    /// The merged views of `contacts`, in that order, or nil when one of them is not planned (the
    /// caller computes them itself). Waits for views being computed; merges waiting jobs itself,
    /// or reads and merges the next planned contacts, rather than wait.
    func take(_ contacts: [ContactRowID], _ db: Database) throws -> [MergedView]? {
        let positions = contacts.compactMap { position[$0] }
        guard positions.count == contacts.count, let last = positions.max() else { return nil }
        try topUp(db)
        if !readsItself {
            while let entries = condition.withLock({ fed <= last ? claim() : nil }) { try queue(readJob(entries, db)) }
        }
        condition.lock()
        defer { condition.unlock() }
        while !contacts.allSatisfy({ views[$0] != nil }) {
            let ready = waiting.isEmpty ? nil : waiting.removeFirst()
            let entries = ready == nil ? claim() : nil
            guard ready != nil || entries != nil else {
                condition.wait()
                continue
            }
            condition.unlock()
            let merged = Result { () throws -> Job in try ready ?? readJob(entries!, db) }.map {
                ($0.contacts, Self.compute($0))
            }
            condition.lock()
            let (done, computed) = try merged.get()
            store(done, computed)
        }
        defer { condition.broadcast() }
        return contacts.map { contact in
            pendingBytes -= pending.removeValue(forKey: contact) ?? 0
            return views.removeValue(forKey: contact)!
        }
    }

    // MARK: - Either thread

    /// Called with the lock held: the next share of the plan whose cards are to be read (by the
    /// caller); nil when every one is handed out.
    private func claim() -> ArraySlice<(contact: ContactRowID, raws: [RawContactRowID])>? {
        if !unread.isEmpty { return unread.removeFirst() }
        guard fed < plan.count else { return nil }
        let entries = plan[fed..<min(fed + Self.jobSize, plan.count)]
        fed = entries.endIndex
        return entries
    }

    /// Reads the cards of `entries`' contacts and counts their bytes as pending.
    private func readJob(
        _ entries: ArraySlice<(contact: ContactRowID, raws: [RawContactRowID])>, _ db: Database
    ) throws -> Job {
        let cards = try RawContactRecord.storedCards(of: entries.flatMap(\.raws), db)
        let job = Job(contacts: entries.map(\.contact), cards: entries.map { $0.raws.compactMap { cards[$0] } })
        condition.withLock {
            for (contact, cards) in zip(job.contacts, job.cards) {
                let bytes = cards.reduce(0) { $0 + $1.count }
                pending[contact] = bytes
                pendingBytes += bytes
            }
        }
        return job
    }

    /// Queues a job the writer read for either thread to merge.
    private func queue(_ job: Job) {
        condition.withLock {
            waiting.append(job)
            condition.broadcast()
        }
    }

    private static func compute(_ job: Job) -> [MergedView] {
        job.cards.map(MergedView.init(stored:))
    }

    /// The next waiting job, waiting for one; nil once closed.
    private func next() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty, !closed { condition.wait() }
        return closed ? nil : waiting.removeFirst()
    }

    /// The next share of the plan for the reading thread, once fewer than the budget's bytes wait;
    /// nil once closed or every one is handed out.
    private func claimWithinBudget() -> ArraySlice<(contact: ContactRowID, raws: [RawContactRowID])>? {
        condition.lock()
        defer { condition.unlock() }
        while pendingBytes >= budget, !closed { condition.wait() }
        return closed ? nil : claim()
    }

    private func deliver(_ contacts: [ContactRowID], _ computed: [MergedView]) {
        condition.lock()
        store(contacts, computed)
        condition.unlock()
    }

    /// Called with the lock held.
    private func store(_ contacts: [ContactRowID], _ computed: [MergedView]) {
        guard !closed else { return }
        for (contact, view) in zip(contacts, computed) { views[contact] = view }
        condition.broadcast()
    }
}
