/// Manual order keys: integers with gaps, so moving a contact rewrites one row.
///
/// New contacts are appended `gap` after the last key; a move takes the midpoint of its new
/// neighbours' keys. Only when 20 moves in a row land between the same two contacts is there no
/// integer left between them; then a window of neighbours is spread out again (`rebalance`),
/// never the whole table. Keys start at 2^40 so about a million moves to the front stay positive.
enum OrderKey {
    /// The distance between consecutive keys when contacts are appended.
    static let gap: Int64 = 1 << 20
    /// The first key of an empty store.
    static let first: Int64 = 1 << 40
    /// Keys are counted per bucket of `orderKey >> bucketShift` (about 1,024 appended contacts), as
    /// the `orderBucket` table's triggers count them.
    static let bucketShift: Int64 = OrderBucketRecord.shift

    static func bucket(_ key: Int64) -> Int64 { key >> bucketShift }
}
