import GRDB

extension ContactStore {
    /// Moves the contact at position `from` to position `to`; the ones between shift by one, as
    /// removing it from an array and inserting it at `to` would. One row is rewritten (rarely a small
    /// window of neighbours, never the whole table).
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)`` for either position.
    public func move(from: Int, to: Int) throws {
        try move(.position(from), to: to)
    }

    /// Moves the contact `reference` names to position `to`, as ``move(from:to:)`` does.
    /// - Returns: The position it had before the move.
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)`` for `to` or a position, or what
    ///   resolving the reference throws.
    @discardableResult
    public func move(_ reference: ContactReference, to: Int) throws -> Int {
        try write(change: ChangeDescription(.move)) { db, change in
            let index = try PositionIndex(db)
            let id = try Self.rowID(reference, index, db)
            let from = try index.position(orderKey: try ContactRecord.orderKey(of: id, db)!, id: id, db)
            let moving = (id: id, orderKey: try ContactRecord.orderKey(of: id, db)!)
            guard to >= 1, to <= index.total else { throw ContactStoreError.positionOutOfRange(to, count: index.total) }
            change.summary = "move \(try ChangeDescription.name(of: id, db)) from \(from) to \(to)"
            guard from != to else { return from }
            let previous: ContactRecord.Place?
            let next: ContactRecord.Place?
            if from < to {
                previous = try index.contact(at: to, db)
                next = to < index.total ? try index.contact(at: to + 1, db) : nil
            } else {
                previous = to > 1 ? try index.contact(at: to - 1, db) : nil
                next = try index.contact(at: to, db)
            }
            if let key = OrderKey.between(previous?.orderKey, next?.orderKey) {
                try ContactRecord.setOrderKey(key, of: moving.id, db)
            } else {
                try Rebalance.place(moving.id, after: previous, before: next, db)
            }
            return from
        }
    }
}

extension OrderKey {
    /// A key strictly between two neighbours' keys (nil meaning "no neighbour on that side"), or nil
    /// when there is no integer left between them.
    static func between(_ low: OrderKey?, _ high: OrderKey?) -> OrderKey? {
        switch (low, high) {
        case (nil, nil): return first
        case (let low?, nil): return low + gap
        case (nil, let high?): return high.rawValue - gap > 0 ? OrderKey(high.rawValue - gap) : nil
        case (let low?, let high?): return high - low >= 2 ? low + (high - low) / 2 : nil
        }
    }
}

/// Spreads out a window of neighbours when two keys have no integer left between them.
enum Rebalance {
    /// Gives `moving` a place between `previous` and `next` by rewriting the keys of up to `radius`
    /// contacts on each side (doubling the radius until the window's bounds leave room).
    static func place(
        _ moving: ContactRowID, after previous: ContactRecord.Place?, before next: ContactRecord.Place?,
        _ db: Database
    ) throws {
        var radius = 32
        while true {
            var lower: [ContactRecord.Place] = []
            if let previous {
                lower = try ContactRecord.places(atOrBefore: previous, excluding: moving, limit: radius + 1, db)
                    .reversed()
            }
            var upper: [ContactRecord.Place] = []
            if let next {
                upper = try ContactRecord.places(atOrAfter: next, excluding: moving, limit: radius + 1, db)
            }
            // The row just outside each side of the window bounds it; without one, make room.
            let lowBound = lower.count > radius ? lower.removeFirst().orderKey : OrderKey(0)
            let highBound =
                upper.count > radius
                ? upper.removeLast().orderKey
                : (upper.last ?? lower.last)!.orderKey + OrderKey.gap * Int64(radius + 2)
            let sequence = lower.map(\.id) + [moving] + upper.map(\.id)
            let step = (highBound - lowBound) / Int64(sequence.count + 1)
            if step >= 2 {
                for (offset, id) in sequence.enumerated() {
                    try ContactRecord.setOrderKey(lowBound + step * Int64(offset + 1), of: id, db)
                }
                return
            }
            radius *= 2
        }
    }
}
