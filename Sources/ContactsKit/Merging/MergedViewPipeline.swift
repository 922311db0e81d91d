import Foundation
import GRDB

/// The merged views of the contacts a link leaves changed, computed on a thread of their own while
/// the writer does the link's other work (moving raw contacts, deleting the merged contacts, saving
/// the edges), then taken by ``Linker/finish(views:)`` in the order planned.
///
/// Merging cards costs as much as all the rows a link writes; the two are independent, so they
/// overlap. Only the writer touches the database: whenever it calls ``topUp(_:)`` or ``take(_:_:)``
/// it reads the cards of the next planned contacts, at most `budget` bytes of cards ahead of the
/// views it has taken (cards with photos are large). A writer asking for views not computed yet
/// computes waiting ones itself instead of idling, so both cores work once it has nothing else to
/// do. ``close()`` ends the thread.
final class MergedViewPipeline: @unchecked Sendable {
    /// Contacts a job merges at once.
    private static let jobSize = 100

    private struct Job {
        var contacts: [Int64]
        var cards: [[[UInt8]]]
    }

    // Set up once; `fed` is the writer's alone.
    /// The contacts, in the order they will be taken, each with its raw contacts in import order.
    private let plan: [(contact: Int64, raws: [Int64])]
    private let position: [Int64: Int]
    /// Bytes of cards read and not yet taken as views, beyond which reading ahead pauses.
    private let budget: Int
    /// How many of `plan` have had their cards read.
    private var fed = 0

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var waiting: [Job] = []
    private var views: [Int64: MergedView] = [:]
    /// Card bytes per contact read and not yet taken, and their sum.
    private var pending: [Int64: Int] = [:]
    private var pendingBytes = 0
    private var closed = false

    /// Starts the thread; nothing is read until ``topUp(_:)``.
    /// - Parameters:
    ///   - plan: The contacts, in the order ``take(_:_:)`` will ask for them, each with its raw
    ///     contacts' row ids in import order (so the cards merge as ``Linker`` would read them).
    ///   - budget: Bytes of cards read ahead of the views taken, at most (a job's worth is read
    ///     whatever it is).
    init(_ plan: [(contact: Int64, raws: [Int64])], budget: Int = 32 << 20) {
        self.plan = plan
        self.budget = budget
        position = Dictionary(uniqueKeysWithValues: plan.enumerated().map { ($1.contact, $0) })
        Thread { [self] in
            while let job = next() { deliver(job.contacts, Self.compute(job)) }
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

    /// Reads the cards of the next planned contacts while fewer than the budget's bytes wait.
    func topUp(_ db: Database) throws {
        while fed < plan.count, condition.withLock({ pendingBytes }) < budget { try feed(db) }
    }

    /// The merged views of `contacts`, in that order, or nil when one of them is not planned (the
    /// caller computes them itself). Waits for views being computed; computes waiting ones itself.
    func take(_ contacts: [Int64], _ db: Database) throws -> [MergedView]? {
        let positions = contacts.compactMap { position[$0] }
        guard positions.count == contacts.count, let last = positions.max() else { return nil }
        try topUp(db)
        while fed <= last { try feed(db) }
        condition.lock()
        defer { condition.unlock() }
        while !contacts.allSatisfy({ views[$0] != nil }) {
            if waiting.isEmpty {
                condition.wait()
            } else {
                let job = waiting.removeFirst()
                condition.unlock()
                let computed = Self.compute(job)
                condition.lock()
                store(job.contacts, computed)
            }
        }
        return contacts.map { contact in
            pendingBytes -= pending.removeValue(forKey: contact) ?? 0
            return views.removeValue(forKey: contact)!
        }
    }

    /// Reads the cards of the next job's contacts and queues it.
    private func feed(_ db: Database) throws {
        let entries = plan[fed..<min(fed + Self.jobSize, plan.count)]
        let cards = try RawContactRecord.storedCards(of: entries.flatMap(\.raws), db)
        fed = entries.endIndex
        let job = Job(contacts: entries.map(\.contact), cards: entries.map { $0.raws.compactMap { cards[$0] } })
        condition.lock()
        for (contact, cards) in zip(job.contacts, job.cards) {
            let bytes = cards.reduce(0) { $0 + $1.count }
            pending[contact] = bytes
            pendingBytes += bytes
        }
        waiting.append(job)
        condition.broadcast()
        condition.unlock()
    }

    // MARK: - Either thread

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

    private func deliver(_ contacts: [Int64], _ computed: [MergedView]) {
        condition.lock()
        store(contacts, computed)
        condition.unlock()
    }

    /// Called with the lock held.
    private func store(_ contacts: [Int64], _ computed: [MergedView]) {
        guard !closed else { return }
        for (contact, view) in zip(contacts, computed) { views[contact] = view }
        condition.broadcast()
    }
}
