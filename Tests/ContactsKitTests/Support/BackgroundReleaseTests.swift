@testable import ContactsKit
import Foundation
import Testing

/// What ``BackgroundRelease`` takes is freed on another thread than the caller's.
@Suite struct BackgroundReleaseTests {
    /// Where a canary was freed: nil until it is, then whether on the thread that made it.
    final class Record: @unchecked Sendable {
        let condition = NSCondition()
        var onCallerThread: Bool?
    }

    /// Records on which thread it is freed.
    final class Canary {
        let record: Record
        let caller = pthread_self()

        init(_ record: Record) {
            self.record = record
        }

        deinit {
            record.condition.withLock {
                record.onCallerThread = pthread_equal(pthread_self(), caller) != 0
                record.condition.broadcast()
            }
        }
    }

    @Test func theLastReferenceGoesOnAnotherThread() {
        let record = Record()
        BackgroundRelease.drop([Canary(record)])
        let deadline = Date().addingTimeInterval(5)
        let freedOnCallerThread = record.condition.withLock {
            while record.onCallerThread == nil, record.condition.wait(until: deadline) {}
            return record.onCallerThread
        }
        #expect(freedOnCallerThread == false)
    }
}
