/// A contact's manual order key: integers with gaps, so moving a contact rewrites one row.
///
/// New contacts are appended `gap` after the last key; a move takes the midpoint of its new
/// neighbours' keys. Only when 20 moves in a row land between the same two contacts is there no
/// integer left between them; then a window of neighbours is spread out again (`rebalance`),
/// never the whole table. Keys start at 2^40 so about a million moves to the front stay positive.
struct OrderKey: TypedInteger {
    /// The integer the `contact` table stores (`orderKey`).
    let rawValue: Int64

    init(rawValue: Int64) { self.rawValue = rawValue }

    /// The distance between consecutive keys when contacts are appended.
    static let gap: Int64 = 1 << 20
    /// The first key of an empty store.
    static let first = OrderKey(1 << 40)
    /// Keys are counted per bucket of `orderKey >> bucketShift` (about 1,024 appended contacts), as
    /// the `orderBucket` table's triggers count them.
    static let bucketShift: Int64 = OrderBucketRecord.shift
    /// How many keys a bucket spans.
    static let bucketWidth: Int64 = 1 << bucketShift

    /// The bucket a key is counted in.
    static func bucket(_ key: OrderKey) -> Int64 { key.rawValue >> bucketShift }

    /// The lowest key of `bucket`.
    static func start(ofBucket bucket: Int64) -> OrderKey { OrderKey(bucket << bucketShift) }

    /// The key `distance` after this one.
    static func + (key: OrderKey, distance: Int64) -> OrderKey { OrderKey(key.rawValue + distance) }

    /// How far `high` is after `low`.
    static func - (high: OrderKey, low: OrderKey) -> Int64 { high.rawValue - low.rawValue }
}
