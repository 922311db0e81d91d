import Foundation

/// Batches handed from a thread that reads and prepares cards to the thread that writes them, at
/// most `depth` ahead: while one batch is written (SQLite, one core), the next is parsed, hashed and
/// profiled (the other).
///
/// The reader calls ``put(_:)`` and finally ``finish(_:)``; the writer calls ``take()`` until nil,
/// or ``cancelAndWait()`` when it stops early, which returns only once the reader has stopped (so
/// nothing it opened outlives the import).
final class ReadAhead<Batch: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var batches: [Batch] = []
    private var finished = false
    private var failure: (any Error)?
    private var cancelled = false
    private let depth: Int

    init(depth: Int = 2) {
        self.depth = depth
    }

    /// Starts `read` on a thread of its own; what it throws is rethrown by ``take()``.
    static func start(depth: Int = 2, _ read: @escaping @Sendable (ReadAhead) throws -> Void) -> ReadAhead {
        let handoff = ReadAhead(depth: depth)
        let thread = Thread {
            do {
                try read(handoff)
                handoff.finish(nil)
            } catch {
                handoff.finish(error)
            }
        }
        thread.stackSize = 8 << 20  // the reader's recursion is bounded, but cards can nest (AGENT)
        thread.start()
        return handoff
    }

    /// Queues a batch, waiting while `depth` are queued. Throws `CancellationError` once the
    /// writer has stopped.
    func put(_ batch: Batch) throws {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= depth, !cancelled { condition.wait() }
        if cancelled { throw CancellationError() }
        batches.append(batch)
        condition.broadcast()
    }

    /// The next batch, waiting for it; nil once the reader finished and every batch was taken.
    func take() throws -> Batch? {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty, !finished { condition.wait() }
        if !batches.isEmpty {
            condition.broadcast()
            return batches.removeFirst()
        }
        if let failure { throw failure }
        return nil
    }

    /// Stops the reader at its next batch and waits until it has.
    func cancelAndWait() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        condition.broadcast()
        while !finished { condition.wait() }
    }

    private func finish(_ error: (any Error)?) {
        condition.lock()
        defer { condition.unlock() }
        finished = true
        failure = error
        condition.broadcast()
    }
}
