/// What one sync with one remote did (or, in a dry run, would do).
public struct SyncCounts: Sendable, Hashable, Codable {
    /// Cards brought in: new, or changed there.
    public var received = 0
    /// Cards sent: created or replaced there.
    public var sent = 0
    /// Fields changed on both sides, where the store's value was kept (``ThreeWayMerge``).
    public var conflicts = 0
    /// Cards deleted there and so moved to the trash here (or removed from their contact).
    public var deletedHere = 0
    /// Cards deleted here and so deleted there.
    public var deletedThere = 0
    /// Cards deleted there that had been edited here: kept, and sent again.
    public var kept = 0
    /// Cards there that could not be read, each reported.
    public var problems = 0
    /// Cards the remote refused to store, or could not be sent for a passing failure, each reported
    /// (`contacts sync` then exits 65).
    public var refused = 0

    /// Creates counts, all zero.
    public init() {}

    /// Both deletions.
    public var deleted: Int { deletedHere + deletedThere }

    /// Whether it did nothing.
    public var isEmpty: Bool { self == SyncCounts() }
}
