import Foundation

/// Items handed from a producing thread to one consumer, at most `depth` waiting: the producer blocks
/// (on its own thread) until the consumer takes one, so it never runs more than `depth` items ahead.
///
/// The producer is a closure run by ``start(depth:stackSize:_:)`` on a thread of its own; it calls
/// ``put(_:)`` for each item, and what it throws ends the hand-off. The consumer takes items either
/// synchronously with ``take()`` (blocking its thread: for a consumer that is itself a plain thread,
/// as the import's writer is) or asynchronously with ``next()`` (suspending, so no thread of the
/// concurrency pool ever waits for the producer or for the database connection it holds). A consumer
/// that stops early calls ``cancel()`` (or ``cancelAndWait()``): the producer's next ``put(_:)``
/// throws `CancellationError`.
///
/// ```swift
/// let numbers = BoundedHandoff<Int>.start { handoff in
///     for number in 1...1_000 { try handoff.put(number) }
/// }
/// while let number = try numbers.take() { print(number) }
/// ```
final class BoundedHandoff<Item: Sendable>: @unchecked Sendable {
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var items: [Item] = []
    private var finished = false
    private var failure: (any Error)?
    private var cancelled = false
    /// The asynchronous consumer, suspended until an item arrives, the producer ends, or it is cancelled.
    private var waiter: CheckedContinuation<Void, Never>?
    private let depth: Int

    /// A hand-off whose producer the caller runs; ``start(depth:stackSize:_:)`` is the usual way.
    init(depth: Int = 2) {
        precondition(depth > 0, "a hand-off holds at least one item")
        self.depth = depth
    }

    /// Runs `produce` on a thread of its own and returns the hand-off it puts into.
    /// - Parameters:
    ///   - depth: How many items may wait for the consumer.
    ///   - stackSize: The thread's stack size in bytes; nil for the system's default.
    ///   - produce: Puts every item, then returns; what it throws reaches the consumer after the
    ///     items put before it.
    static func start(
        depth: Int = 2, stackSize: Int? = nil, _ produce: @escaping @Sendable (BoundedHandoff) throws -> Void
    ) -> BoundedHandoff {
        let handoff = BoundedHandoff(depth: depth)
        let thread = Thread {
            do {
                try produce(handoff)
                handoff.finish(nil)
            } catch {
                handoff.finish(error)
            }
        }
        if let stackSize { thread.stackSize = stackSize }
        thread.start()
        return handoff
    }

    // MARK: - Producer

    /// Queues `item`, waiting while `depth` items are queued.
    /// - Throws: `CancellationError` once the consumer has stopped.
    func put(_ item: Item) throws {
        condition.lock()
        while items.count >= depth, !cancelled { condition.wait() }
        guard !cancelled else {
            condition.unlock()
            throw CancellationError()
        }
        items.append(item)
        condition.broadcast()
        let waiter = takeWaiter()
        condition.unlock()
        waiter?.resume()
    }

    /// Ends the hand-off: the consumer gets what was put, then nil, or `error` when there is one.
    /// ``start(depth:stackSize:_:)`` calls it when its producer returns; a producer the caller runs
    /// calls it once, at its end.
    func finish(_ error: (any Error)?) {
        condition.lock()
        finished = true
        failure = error
        condition.broadcast()
        let waiter = takeWaiter()
        condition.unlock()
        waiter?.resume()
    }

    // MARK: - Consumer

    /// The next item, blocking the calling thread until there is one; nil at the end, or once cancelled.
    /// - Throws: What the producer threw, after every item it put before.
    func take() throws -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty, !finished, !cancelled { condition.wait() }
        return try poll()
    }

    /// The next item, suspending (never blocking a thread) until there is one; nil at the end, or
    /// once cancelled. Cancelling the calling task cancels the hand-off.
    /// - Throws: What the producer threw, after every item it put before.
    func next() async throws -> Item? {
        while true {
            if let ready = try takeIfReady() { return ready }
            await withTaskCancellationHandler {
                await withCheckedContinuation { park($0) }
            } onCancel: {
                cancel()
            }
        }
    }

    /// Stops the producer at its next ``put(_:)``; items not taken are dropped.
    func cancel() {
        condition.lock()
        cancelled = true
        items.removeAll()
        condition.broadcast()
        let waiter = takeWaiter()
        condition.unlock()
        waiter?.resume()
    }

    /// Stops the producer and blocks the calling thread until it has returned, so that nothing it
    /// opened outlives the consumer.
    func cancelAndWait() {
        cancel()
        condition.lock()
        defer { condition.unlock() }
        while !finished { condition.wait() }
    }

    /// What ``take()`` returns when it need not wait (`.some`), else nil.
    private func takeIfReady() throws -> Item?? {
        condition.lock()
        defer { condition.unlock() }
        guard !items.isEmpty || finished || cancelled else { return nil }
        return .some(try poll())
    }

    // MARK: - Under the lock

    /// The first item (making room for the producer), else the end: nil, or the producer's error
    /// unless the consumer cancelled. Called with the lock held.
    private func poll() throws -> Item? {
        if cancelled { return nil }
        if !items.isEmpty {
            condition.broadcast()
            return items.removeFirst()
        }
        if let failure { throw failure }
        return nil
    }

    /// Resumes `continuation` when an item arrives, the producer ends or the hand-off is cancelled
    /// (at once if one of them already happened).
    private func park(_ continuation: CheckedContinuation<Void, Never>) {
        condition.lock()
        if items.isEmpty, !finished, !cancelled {
            precondition(waiter == nil, "a hand-off has one consumer")
            waiter = continuation
            condition.unlock()
        } else {
            condition.unlock()
            continuation.resume()
        }
    }

    /// The suspended consumer, if any, no longer registered. Called with the lock held.
    private func takeWaiter() -> CheckedContinuation<Void, Never>? {
        defer { waiter = nil }
        return waiter
    }
}

// MARK: - As an asynchronous sequence

extension BoundedHandoff {
    /// The items as an asynchronous sequence, for one consumer: it ends after the last item (or
    /// throws what the producer threw), and the producer is cancelled when the consumer's task is
    /// cancelled or the sequence is dropped before its end.
    func stream() -> AsyncThrowingStream<Item, any Error> {
        let owner = Owner(self)
        return AsyncThrowingStream { try await owner.handoff.next() }
    }

    /// Held only by the stream's closure: the stream is released when its consumer stops, and so this.
    private final class Owner: Sendable {
        let handoff: BoundedHandoff
        init(_ handoff: BoundedHandoff) { self.handoff = handoff }
        deinit { handoff.cancel() }
    }
}
