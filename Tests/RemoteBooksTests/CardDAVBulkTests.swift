import Foundation
import Testing
@testable import RemoteBooks

/// A thousand cards listed and fetched in batches, timed.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(10)))
struct CardDAVBulkTests {
    @Test(arguments: TestServer.Kind.allCases)
    func aThousandCardsAreListedAndFetchedInBatchesOfAHundred(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            // Xandikos takes single PUTs only (half a minute for these); Radicale a whole book at once.
            if kind == .radicale {
                try await DAVPeer(server: server).uploadBook(1000, prefix: "bulk")
            } else {
                try await DAVPeer(server: server).seed(1000, prefix: "bulk")
            }
            let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration(batchSize: 100))
            let clock = ContinuousClock()
            let start = clock.now
            let changes = try await book.changes(since: nil, known: [:])
            let listed = clock.now
            let fetched = try await book.fetch(changes.changed.map(\.href))
            let done = clock.now
            #expect(changes.changed.count == 1000)
            #expect(fetched.cards.count == 1000)
            #expect(fetched.problems.isEmpty && fetched.missing.isEmpty)
            #expect(Set(fetched.cards.compactMap(\.card.uid)) == Set((0..<1000).map { "bulk-\($0)" }))
            #expect(zip(changes.changed, changes.changed.map { entry in fetched.cards.first { $0.href == entry.href }?.etag }).allSatisfy { $0.etag == $1 })
            print("RemoteBooks timing: \(kind): 1,000 cards listed in \(listed - start), fetched in 10 multigets in \(done - listed)")
        }
    }
}
