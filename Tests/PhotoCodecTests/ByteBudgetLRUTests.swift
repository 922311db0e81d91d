import Testing

@testable import PhotoCodec

/// The least-recently-used map under ``ThumbnailCache``: eviction by total cost, oldest first.
@Suite struct ByteBudgetLRUTests {
    @Test func theLeastRecentlyUsedGoFirstWhenTheBudgetIsExceeded() {
        var lru = ByteBudgetLRU<String, Int>(budget: 30)
        lru.insert(1, cost: 10, for: "a")
        lru.insert(2, cost: 10, for: "b")
        lru.insert(3, cost: 10, for: "c")
        #expect(lru.value(for: "a") == 1)  // a is now the most recent
        #expect(lru.insert(4, cost: 10, for: "d") == 1)
        #expect(lru.peek("b") == nil, "b was the least recently used")
        #expect(lru.peek("a") == 1 && lru.peek("c") == 3 && lru.peek("d") == 4)
        #expect(lru.totalCost == 30 && lru.count == 3)
        #expect(lru.insert(5, cost: 25, for: "e") == 3)
        #expect(lru.count == 1 && lru.totalCost == 25)
    }

    @Test func aValueDearerThanTheWholeBudgetIsNotKeptAndEvictsNothing() {
        var lru = ByteBudgetLRU<String, Int>(budget: 10)
        lru.insert(1, cost: 5, for: "a")
        #expect(lru.insert(2, cost: 11, for: "b") == 0)
        #expect(lru.peek("b") == nil && lru.peek("a") == 1)
    }

    @Test func replacingAndRemovingKeepTheTotalRight() {
        var lru = ByteBudgetLRU<Int, Int>(budget: 1000)
        for key in 0..<100 { lru.insert(key, cost: 10, for: key) }
        lru.insert(-1, cost: 3, for: 5)
        #expect(lru.totalCost == 993)
        lru.removeAll { $0 % 2 == 0 }
        #expect(lru.count == 50 && lru.totalCost == 493)  // 49 × 10 + key 5 at 3
        for key in 100..<200 { lru.insert(key, cost: 10, for: key) }  // reuses freed slots, evicts the oldest
        #expect(lru.totalCost <= 1000)
        #expect(lru.peek(199) == 199 && lru.peek(1) == nil)
    }
}
