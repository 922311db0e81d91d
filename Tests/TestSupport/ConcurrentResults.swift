import Foundation

/// Runs `body` for `0..<count` on several threads at once (`DispatchQueue.concurrentPerform`) and
/// returns each call's outcome, in index order. The calls run off the test's thread: they throw
/// rather than record issues, and the caller checks the outcomes.
public func concurrentResults<Value>(
    _ count: Int, _ body: @Sendable (Int) throws -> Value
) -> [Result<Value, any Error>] {
    let results = ResultSlots<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in results.set(index, Result { try body(index) }) }
    return results.all
}

/// One outcome a thread, each written once and read after all have finished.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Value, any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Value, any Error>) { lock.withLock { results[index] = result } }

    var all: [Result<Value, any Error>] { lock.withLock { results.map { $0! } } }
}
