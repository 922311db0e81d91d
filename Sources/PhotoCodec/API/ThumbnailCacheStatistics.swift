/// Counts of what a ``ThumbnailCache`` did, for tests, benchmarks and tuning the budget.
public struct ThumbnailCacheStatistics: Sendable, Hashable {
    /// Requests answered from memory.
    public var memoryHits = 0
    /// Thumbnails read back from the disk tier.
    public var diskHits = 0
    /// Photos decoded (each decode counted once, however many requests shared it).
    public var decodes = 0
    /// The most decodes that ran at the same time (never above the cache's `maximumConcurrentDecodes`).
    public var peakConcurrentDecodes = 0
    /// Entries dropped to stay within the byte budget.
    public var evictions = 0
    /// Entries now in memory.
    public var entryCount = 0
    /// Bytes those entries take (pixels plus a fixed overhead each).
    public var byteCount = 0

    /// All zero.
    public init() {}
}
