import Foundation
import Testing

@testable import ContactsKit

/// The stored time of a change, the trash's cutoff and a remote's addition are written without a
/// date formatter (``ChangeRecord/timestamp(_:)``), exactly as `ISO8601DateFormatter` wrote them:
/// stores written before compare their times with these as text.
@Suite struct ChangeTimestampTests {
    @Test(arguments: [
        0, 59.999, 951_782_400, 951_868_799.5, 1_700_000_000.25, 1_796_556_609, 4_102_444_800, 253_402_300_799,
    ])
    func aTimestampIsWhatTheFormatterWrote(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(ChangeRecord.timestamp(date) == ISO8601DateFormatter().string(from: date))
    }
}
