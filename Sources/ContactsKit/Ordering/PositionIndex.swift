import GRDB

/// Positions (1-based ranks in manual order) without counting every row: a position is the sum of
/// the bucket counts before a contact's bucket (about n/1024 rows of `orderBucket`) plus a count of
/// the rows before it inside its bucket.
struct PositionIndex {
    /// (bucket, number of contacts in all earlier buckets), in bucket order.
    private let buckets: [(bucket: Int64, before: Int, count: Int)]
    /// The number of contacts.
    let total: Int

    init(_ db: Database) throws {
        var running = 0
        var buckets: [(Int64, Int, Int)] = []
        for (bucket, count) in try OrderBucketRecord.nonEmpty(db) {
            buckets.append((bucket, running, count))
            running += count
        }
        self.buckets = buckets
        total = running
    }

    /// The position of the contact with `orderKey` and `id`.
    ///
    /// The rows before it inside its bucket are counted from the bucket's nearer end, judged by
    /// where its key falls in the bucket's range of keys (appended and bulk-imported keys spread
    /// evenly over it): half the rows a count reads, on average. A sorted first page counts one
    /// bucket per row, a third of its work on a million contacts.
    func position(orderKey: OrderKey, id: ContactRowID, _ db: Database) throws -> Int {
        let bucket = OrderKey.bucket(orderKey)
        let start = OrderKey.start(ofBucket: bucket)
        let entry = bucketIndex(bucket).map { buckets[$0] }
        if let entry, orderKey - start >= OrderKey.bucketWidth / 2 {
            let fromPlace = try ContactRecord.count(
                from: (id, orderKey), below: OrderKey.start(ofBucket: bucket + 1), db)
            return entry.before + entry.count - fromPlace + 1
        }
        return try (entry?.before ?? 0) + ContactRecord.count(from: start, before: (id, orderKey), db) + 1
    }

    /// The row id and order key of the contact at `position`.
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)``.
    func contact(at position: Int, _ db: Database) throws -> ContactRecord.Place {
        guard position >= 1, position <= total else {
            throw ContactStoreError.positionOutOfRange(position, count: total)
        }
        // The last bucket whose `before` is below the position holds it.
        var low = 0
        var high = buckets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if buckets[middle].before < position { low = middle } else { high = middle - 1 }
        }
        let entry = buckets[low]
        guard
            let place = try ContactRecord.place(
                from: OrderKey.start(ofBucket: entry.bucket), offset: position - entry.before - 1, db)
        else {
            throw ContactStoreError.positionOutOfRange(position, count: total)
        }
        return place
    }

    private func bucketIndex(_ bucket: Int64) -> Int? {
        var low = 0
        var high = buckets.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if buckets[middle].bucket == bucket { return middle }
            if buckets[middle].bucket < bucket { low = middle + 1 } else { high = middle - 1 }
        }
        // A bucket with no row yet: everything in earlier buckets comes before.
        return nil
    }
}
