import RemoteBooks

/// How `contacts sync` runs.
public struct SyncOptions: Sendable {
    /// Say what would be done, write nothing on either side.
    public var dryRun: Bool
    /// Apply a remote that lists none of the cards synced from it (``SyncError/everythingDeleted(remote:held:)``).
    public var force: Bool
    /// How many cards are fetched and stored per transaction.
    public var batchSize: Int

    /// Creates options.
    public init(dryRun: Bool = false, force: Bool = false, batchSize: Int = 500) {
        self.dryRun = dryRun
        self.force = force
        self.batchSize = max(1, batchSize)
    }
}
