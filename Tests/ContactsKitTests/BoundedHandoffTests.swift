import Foundation
import Testing

@testable import ContactsKit

/// The hand-off between a producing thread and its consumer: items in order and then the
/// producer's error, never more than `depth` items ahead, and a consumer that stops (by
/// cancelling, by cancelling its task, or by dropping the stream) stopping the producer.
@Suite struct BoundedHandoffTests {
    struct Failure: Error, Equatable {}

    /// What the producer did, shared with the test.
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var _put = 0
        private var _ending: String?

        var put: Int { lock.withLock { _put } }
        /// How the producer ended: "returned", "cancelled" or "threw"; nil while it runs.
        var ending: String? { lock.withLock { _ending } }

        func didPut() { lock.withLock { _put += 1 } }
        func end(_ ending: String) { lock.withLock { _ending = ending } }

        /// Waits (polling, never blocking a thread for long) until the producer ended, for at most 10 s.
        func waitForEnd() async throws -> String? {
            for _ in 0..<1_000 {
                if let ending { return ending }
                try await Task.sleep(nanoseconds: 10_000_000)
            }
            return nil
        }
    }

    /// A producer of 0, 1, 2, … (`count` of them, or without end), recording what it did.
    static func counting(
        _ record: Record, to count: Int? = nil, thenThrow: Bool = false, depth: Int = 2
    ) -> BoundedHandoff<Int> {
        BoundedHandoff<Int>.start(depth: depth) { handoff in
            do {
                var next = 0
                while count.map({ next < $0 }) ?? true {
                    try handoff.put(next)
                    record.didPut()
                    next += 1
                }
                if thenThrow { throw Failure() }
                record.end("returned")
            } catch is CancellationError {
                record.end("cancelled")
                throw CancellationError()
            } catch {
                record.end("threw")
                throw error
            }
        }
    }

    @Test func itemsArriveInOrderAndThenTheProducersError() throws {
        let handoff = Self.counting(Record(), to: 100, thenThrow: true)
        var taken: [Int] = []
        #expect(throws: Failure()) {
            while let item = try handoff.take() { taken.append(item) }
        }
        #expect(taken == Array(0..<100))
    }

    @Test func theProducerNeverRunsMoreThanDepthAhead() throws {
        let record = Record()
        let handoff = Self.counting(record, to: 50, depth: 3)
        var taken = 0
        while try handoff.take() != nil {
            taken += 1
            Thread.sleep(forTimeInterval: 0.005)  // time for the producer to run ahead, were it allowed to
            #expect(record.put <= taken + 3, "put \(record.put) with \(taken) taken")
        }
        #expect(taken == 50 && record.ending == "returned")
    }

    @Test func cancelAndWaitReturnsOnceTheProducerStopped() throws {
        let record = Record()
        let handoff = Self.counting(record)
        for expected in 0..<3 { #expect(try handoff.take() == expected) }
        handoff.cancelAndWait()
        #expect(record.ending == "cancelled")
        #expect(try handoff.take() == nil)
    }

    @Test func theStreamYieldsEveryItemThenThrowsTheProducersError() async throws {
        let stream = Self.counting(Record(), to: 10, thenThrow: true).stream()
        var taken: [Int] = []
        await #expect(throws: Failure()) {
            for try await item in stream { taken.append(item) }
        }
        #expect(taken == Array(0..<10))
    }

    @Test func droppingTheStreamEarlyStopsTheProducer() async throws {
        let record = Record()
        do {
            let stream = Self.counting(record).stream()
            for try await item in stream where item == 2 { break }
        }
        #expect(try await record.waitForEnd() == "cancelled")
    }

    @Test func cancellingTheConsumersTaskWhileItWaitsStopsTheProducer() async throws {
        let record = Record()
        let release = DispatchSemaphore(value: 0)
        let handoff = BoundedHandoff<Int>.start { handoff in
            release.wait()  // nothing to take until the consumer is cancelled
            do {
                try handoff.put(1)
                record.end("returned")
            } catch {
                record.end("cancelled")
                throw error
            }
        }
        let consumer = Task {
            var taken: [Int] = []
            for try await item in handoff.stream() { taken.append(item) }
            return taken
        }
        try await Task.sleep(nanoseconds: 50_000_000)  // the consumer is waiting for an item
        consumer.cancel()
        #expect(try await consumer.value == [])
        release.signal()
        #expect(try await record.waitForEnd() == "cancelled")
    }
}
