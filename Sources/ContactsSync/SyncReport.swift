import ContactsKit

/// What a sync with one remote did, or with `dryRun` would do.
public struct SyncReport: Sendable {
    /// The remote's name.
    public var remote: String
    /// The counts.
    public var counts: SyncCounts
    /// Whether nothing was written (neither side).
    public var dryRun: Bool
    /// Messages about single cards: conflicts, cards that could not be read or written.
    public var problems: [String]

    /// Creates a report.
    public init(remote: String, counts: SyncCounts, dryRun: Bool, problems: [String]) {
        self.remote = remote
        self.counts = counts
        self.dryRun = dryRun
        self.problems = problems
    }
}
