import Testing

@testable import ContactsKit

/// `ContactStore.pages`: the listing a page at a time for an asynchronous consumer, read on a
/// thread of its own.
@Suite struct PagesTests {
    @Test func pagesHoldTheListingInOrderWithAShorterLastPage() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(45))
        try temporary.store.move(from: 45, to: 1)
        let request = ListRequest(order: .familyName)
        let expected = try temporary.listed(request)
        var pages: [[ListedContact]] = []
        for try await page in temporary.store.pages(request, pageSize: 20) { pages.append(page) }
        #expect(pages.map(\.count) == [20, 20, 5])
        #expect(pages.flatMap { $0 } == expected)
    }

    @Test func aFilteredListingOfNothingHasNoPages() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(3))
        var pages = 0
        for try await _ in temporary.store.pages(ListRequest(query: "nobody"), pageSize: 20) { pages += 1 }
        #expect(pages == 0)
    }

    /// Many more listings at once than the store has reader connections: each waits for its
    /// connection on its own thread, never on the concurrency pool, so every one finishes (on two
    /// cores a pool thread blocked per listing would hang the test process).
    @Test(.timeLimit(.minutes(1))) func manyListingsAtOnceNeverStarveTheConcurrencyPool() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(30))
        let store = temporary.store
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    var count = 0
                    for try await page in store.pages(ListRequest(), pageSize: 7) {
                        count += page.count
                        await Task.yield()
                    }
                    return count
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 30, count: 40))
    }

    @Test(.timeLimit(.minutes(1))) func leavingEarlyStillLetsTheNextListingRead() async throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(100))
        // Leaving after the first page, many times over: a reader left waiting for its consumer
        // would keep a connection each, and the store has five.
        for _ in 0..<20 {
            for try await page in temporary.store.pages(ListRequest(), pageSize: 1) {
                #expect(page.first?.contact.position == 1)
                break
            }
        }
        var total = 0
        for try await page in temporary.store.pages(ListRequest(), pageSize: 30) { total += page.count }
        #expect(total == 100)
    }
}
