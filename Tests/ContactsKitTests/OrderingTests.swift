import BenchmarkSupport
import GRDB
import Testing

@testable import ContactsKit

/// The manual order: positions 1…N in import order, and `move(from:to:)` behaving exactly as
/// removing from a Swift array and inserting at the new index, however many moves are made.
@Suite struct OrderingTests {
    // MARK: - Positions after import

    @Test func importedContactsTakePositionsOneToNInFileOrder() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(7))
        try temporary.importText(Cards.numbered(3, from: 8), name: "more.vcf")
        let contacts = try temporary.list()
        #expect(contacts.map(\.position) == Array(1...10))
        #expect(contacts.map(\.displayName) == (1...10).map(Cards.numberedName))
        for position in 1...10 {
            #expect(try temporary.store.contact(.position(position)).displayName == Cards.numberedName(position))
        }
    }

    // MARK: - Moves against an array model

    /// One move on a book of `count` contacts.
    struct Move: Sendable, CustomTestStringConvertible {
        let count: Int
        let from: Int
        let to: Int
        var testDescription: String { "\(count) contacts, \(from) → \(to)" }
    }

    static let moves: [Move] = [
        Move(count: 5, from: 1, to: 5),  // first to last
        Move(count: 5, from: 5, to: 1),  // last to first
        Move(count: 5, from: 2, to: 3),  // forward by one
        Move(count: 5, from: 3, to: 2),  // back by one
        Move(count: 5, from: 1, to: 2),
        Move(count: 5, from: 2, to: 1),
        Move(count: 5, from: 4, to: 5),
        Move(count: 5, from: 5, to: 4),
        Move(count: 5, from: 3, to: 3),  // in place
        Move(count: 5, from: 2, to: 4),
        Move(count: 5, from: 4, to: 2),
        Move(count: 2, from: 1, to: 2),
        Move(count: 2, from: 2, to: 1),
        Move(count: 1, from: 1, to: 1),
        Move(count: 10, from: 1, to: 10),
        Move(count: 10, from: 10, to: 1),
        Move(count: 10, from: 4, to: 7),
        Move(count: 10, from: 7, to: 4),
        Move(count: 10, from: 9, to: 2),
    ]

    @Test(arguments: moves)
    func moveRemovesAndInsertsLikeAnArray(_ move: Move) throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(move.count))
        var model = OrderModel(count: move.count)
        try temporary.store.move(from: move.from, to: move.to)
        model.move(from: move.from, to: move.to)
        try model.expectMatches(temporary)
    }

    @Test func manyRandomMovesAlwaysMatchTheArrayModel() throws {
        let temporary = try TemporaryStore()
        let count = 50
        try temporary.importText(Cards.numbered(count))
        var model = OrderModel(count: count)
        var random = SplitMix64(seed: 0x5EED_C0FF_EE)
        for _ in 0..<300 {
            let from = Int.random(in: 1...count, using: &random)
            let to = Int.random(in: 1...count, using: &random)
            try temporary.store.move(from: from, to: to)
            model.move(from: from, to: to)
            try #require(try temporary.names() == model.names, "after move \(from) → \(to)")
        }
        try model.expectMatches(temporary)
    }

    /// Each move lands between the same first contact and the one moved just before, halving the
    /// gap between their keys, so the keys run out and a window of neighbours is spread out again.
    /// The moved contacts come alternately from the far end and from just behind, so their row ids
    /// are in no particular order.
    @Test func repeatedMovesBetweenTheSameNeighboursStayInOrder() throws {
        let temporary = try TemporaryStore()
        let count = 60
        try temporary.importText(Cards.numbered(count))
        var model = OrderModel(count: count)
        for step in 0..<45 {
            let from = step.isMultiple(of: 3) ? 3 : count
            try temporary.store.move(from: from, to: 2)
            model.move(from: from, to: 2)
            try #require(try temporary.names() == model.names, "after move \(step + 1) to the front")
        }
        for step in 0..<45 {
            let from = step.isMultiple(of: 3) ? count - 2 : 1
            try temporary.store.move(from: from, to: count - 1)
            model.move(from: from, to: count - 1)
            try #require(try temporary.names() == model.names, "after move \(step + 1) to the back")
        }
        try model.expectMatches(temporary)
    }

    @Test func repeatedMovesToTheSameMiddlePlaceStayInOrder() throws {
        let temporary = try TemporaryStore()
        let count = 200
        try temporary.importText(Cards.numbered(count))
        var model = OrderModel(count: count)
        // Alternate sides so the new key keeps landing between the same two original contacts.
        for step in 0..<60 {
            let from = step.isMultiple(of: 2) ? 1 : count
            try temporary.store.move(from: from, to: 100)
            model.move(from: from, to: 100)
        }
        try model.expectMatches(temporary)
    }

    /// No renumbering: a move takes the midpoint of its new neighbours' keys, so even moves that
    /// keep landing between the same two contacts rewrite one key each until the gap runs out.
    @Test func moveRewritesOnlyTheMovedContactsKey() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(20))
        var before = try orderKeys(temporary)
        for step in 0..<15 {
            try temporary.store.move(from: 20, to: 2)
            let after = try orderKeys(temporary)
            #expect(zip(before, after).filter { $0 != $1 }.count == 1, "move \(step + 1)")
            before = after
        }
        try temporary.store.move(from: 3, to: 17)
        #expect(zip(before, try orderKeys(temporary)).filter { $0 != $1 }.count == 1)
    }

    // MARK: - Out of range

    /// A move that names a position outside 1…count.
    struct BadMove: Sendable, CustomTestStringConvertible {
        let count: Int
        let from: Int
        let to: Int
        let error: ContactStoreError
        var testDescription: String { "\(count) contacts, \(from) → \(to)" }
    }

    static let badMoves: [BadMove] = [
        BadMove(count: 5, from: 0, to: 1, error: .positionOutOfRange(0, count: 5)),
        BadMove(count: 5, from: 6, to: 1, error: .positionOutOfRange(6, count: 5)),
        BadMove(count: 5, from: -1, to: 2, error: .positionOutOfRange(-1, count: 5)),
        BadMove(count: 5, from: 1, to: 0, error: .positionOutOfRange(0, count: 5)),
        BadMove(count: 5, from: 1, to: 6, error: .positionOutOfRange(6, count: 5)),
        BadMove(count: 5, from: 6, to: 6, error: .positionOutOfRange(6, count: 5)),
        BadMove(count: 0, from: 1, to: 1, error: .positionOutOfRange(1, count: 0)),
    ]

    @Test(arguments: badMoves)
    func outOfRangeMoveThrowsWithTheCountAndChangesNothing(_ move: BadMove) throws {
        let temporary = try TemporaryStore()
        if move.count > 0 { try temporary.importText(Cards.numbered(move.count)) }
        #expect(throws: move.error) {
            try temporary.store.move(from: move.from, to: move.to)
        }
        #expect(try temporary.names() == (0..<move.count).map { Cards.numberedName($0 + 1) })
    }

    @Test func outOfRangeMessageSaysTheValidRange() {
        #expect(
            ContactStoreError.positionOutOfRange(9, count: 5).errorDescription
                == "position 9 is out of range: valid positions are 1–5")
        #expect(
            ContactStoreError.positionOutOfRange(1, count: 0).errorDescription
                == "position 1 is out of range: the address book is empty")
    }

    // MARK: - Across order buckets

    /// More contacts than one bucket of order keys holds, with moves across the bucket boundary:
    /// positions from ``ContactStore/contact(_:)`` and from listings (manual, paged, sorted,
    /// filtered) all stay the array model's.
    @Test func positionsStayRightAcrossOrderBuckets() throws {
        let temporary = try TemporaryStore()
        let count = 1_100  // one full bucket of 1,024 appended keys and part of the next
        try temporary.importText(Cards.numbered(count))
        var model = OrderModel(count: count)
        let moves = [
            (1_100, 1), (1_099, 1), (1_100, 3), (1, 1_100), (2, 1_025), (1_024, 1_026), (1_030, 5), (512, 1_090),
        ]
        for (from, to) in moves {
            try temporary.store.move(from: from, to: to)
            model.move(from: from, to: to)
        }
        try model.expectMatches(temporary)
        for position in [1, 2, 5, 6, 1_023, 1_024, 1_025, 1_026, 1_030, 1_090, 1_099, 1_100] {
            let contact = try temporary.store.contact(.position(position))
            #expect(contact.displayName == model.names[position - 1], "position \(position)")
            #expect(contact.position == position)
        }
        // A page that straddles the boundary.
        let page = try temporary.list(ListRequest(limit: 10, offset: 1_019))
        #expect(page.map(\.position) == Array(1_020...1_029))
        #expect(page.map(\.displayName) == Array(model.names[1_019..<1_029]))
        // Sorted listings print manual positions, counted per row (short) or from one scan (long).
        for limit in [20, nil] {
            let sorted = try temporary.list(ListRequest(order: .familyName, limit: limit))
            #expect(sorted.map(\.displayName) == (1...(limit ?? count)).map(Cards.numberedName))
            #expect(sorted.map(\.position) == sorted.map { model.position(of: $0.displayName) })
        }
        let filtered = try temporary.list(ListRequest(query: "1100"))
        #expect(filtered.map(\.position) == [model.position(of: Cards.numberedName(1_100))])
    }

    /// Every contact's position is its rank, whether its bucket is counted from the start (a key
    /// in the bucket's lower half) or from the end: over two full buckets and part of a third,
    /// after moves that crowd keys into one end of a bucket.
    @Test func everyPositionIsItsRankCountedFromEitherEndOfItsBucket() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(2_100))
        for (from, to) in [(2_100, 1_000), (2_099, 1_000), (5, 1_020), (6, 1_020), (1, 2_050), (1_500, 1_024)] {
            try temporary.store.move(from: from, to: to)
        }
        try temporary.store.uncheckedDatabase.read { db in
            let index = try PositionIndex(db)
            let places = try Row.fetchAll(db, sql: "SELECT id, orderKey FROM contact ORDER BY orderKey, id")
            var wrong: [Int] = []
            for (rank, place) in places.enumerated() {
                let key = OrderKey(rawValue: place[1])
                let position = try index.position(orderKey: key, id: ContactRowID(place[0] as Int64), db)
                if position != rank + 1 { wrong.append(rank + 1) }
            }
            #expect(places.count == 2_100)
            #expect(wrong.first == nil, "\(wrong.count) positions wrong, the first \(wrong.prefix(10))")
        }
    }

    @Test func positionsStayRightAfterDeletingAcrossOrderBuckets() throws {
        let temporary = try TemporaryStore()
        let count = 1_030
        try temporary.importText(Cards.numbered(count))
        var model = OrderModel(count: count)
        try temporary.store.delete([.position(3), .position(1_025)])
        model.remove(positions: [3, 1_025])
        try temporary.store.move(from: 1_027, to: 2)
        model.move(from: 1_027, to: 2)
        try model.expectMatches(temporary)
        #expect(try temporary.store.contact(.position(1_024)).displayName == model.names[1_023])
        #expect(throws: ContactStoreError.positionOutOfRange(1_029, count: 1_028)) {
            try temporary.store.contact(.position(1_029))
        }
    }

    // MARK: - Helpers

    /// Every contact's order key, by row id.
    private func orderKeys(_ temporary: TemporaryStore) throws -> [Int64] {
        try temporary.store.uncheckedDatabase.read { db in
            try Int64.fetchAll(db, sql: "SELECT orderKey FROM contact ORDER BY id")
        }
    }
}
