/// How often, and after which pauses, a request that failed for a passing reason is sent again:
/// a refused or lost connection, a timeout, HTTP 408, 429 or 5xx (but 501 and 505).
public struct RetrySchedule: Hashable, Sendable {
    /// The pause before each retry; as many retries as pauses.
    public var delays: [Duration]

    /// Creates a schedule of pauses.
    public init(delays: [Duration]) {
        self.delays = delays
    }

    /// Three retries, after 1, 2 and 4 seconds (about 7 seconds before giving up).
    public static let standard = RetrySchedule(delays: [.seconds(1), .seconds(2), .seconds(4)])

    /// No retry.
    public static let none = RetrySchedule(delays: [])
}
