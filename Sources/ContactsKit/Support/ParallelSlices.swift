import Foundation

/// Work cut into consecutive slices run on every core (`DispatchQueue.concurrentPerform`), the
/// results returned in slice order, so that the outcome is the one a single pass gives.
enum ParallelSlices {
    /// Calls `body` with consecutive ranges that cover `0..<count`, each of at least `minimum` items
    /// (a short job runs on the calling thread, as one slice), and at most `perCore` per core. More
    /// than one per core suits items that cost unlike each other (a block of fifty raw contacts is
    /// judged in 1,225 pairs, a block of two in one): a core done with its slice takes the next one
    /// rather than wait for the slowest. Work that sets up much per slice keeps one per core.
    /// - Returns: `body`'s results, in range order.
    static func map<Result>(
        _ count: Int, minimum: Int, perCore: Int = 1, _ body: @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        let slices = max(1, min(perCore * ProcessInfo.processInfo.activeProcessorCount, count / max(1, minimum)))
        guard slices > 1 else { return [body(0..<count)] }
        let results = Slots<Result>(count: slices)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            results[slice] = body(count * slice / slices..<count * (slice + 1) / slices)
        }
        return (0..<slices).map { results[$0] }
    }

    /// One result per slice, each written by its own thread once and read after all have finished.
    private final class Slots<Value>: @unchecked Sendable {
        private var values: [Value?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

        subscript(index: Int) -> Value {
            get { values[index]! }
            set { values[index] = newValue }
        }
    }
}
