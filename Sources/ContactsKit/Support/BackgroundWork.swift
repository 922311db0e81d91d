import Foundation

/// One piece of work run on a thread of its own from the moment it is made, its result waited for
/// with ``value()``: for work that needs no database while the writer does other work with it.
final class BackgroundWork<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var result: Result?

    /// Starts `work` on a new thread.
    init(_ work: @escaping @Sendable () -> Result) {
        Thread { [self] in
            let value = work()
            condition.withLock {
                result = value
                condition.broadcast()
            }
        }.start()
    }

    /// The work's result, once it has finished.
    func value() -> Result {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result!
    }
}
