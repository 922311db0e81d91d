import Foundation
import Testing
@testable import RemoteBooks
@testable import DAVTestSupport

/// A book of cards listed and fetched in batches of a hundred, timed: a thousand on Radicale, which
/// takes the whole book in one PUT; 250 on Xandikos, which takes single PUTs only (a thousand took it
/// half a minute to a minute and a half, most of the suite's time), still three multigets, the last
/// one partial.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(10)))
struct CardDAVBulkTests {
    @Test(arguments: TestServer.Kind.allCases)
    func aBookIsListedAndFetchedInBatchesOfAHundred(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let count = kind == .radicale ? 1000 : 250
            if kind == .radicale {
                try await DAVPeer(server: server).uploadBook(count, prefix: "bulk")
            } else {
                try await DAVPeer(server: server).seed(count, prefix: "bulk")
            }
            let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration(batchSize: 100))
            let clock = ContinuousClock()
            let start = clock.now
            let changes = try await book.changes(since: nil, known: [:])
            let listed = clock.now
            let fetched = try await book.fetch(changes.changed.map(\.href))
            let done = clock.now
            #expect(changes.changed.count == count)
            #expect(fetched.cards.count == count)
            #expect(fetched.problems.isEmpty && fetched.missing.isEmpty)
            #expect(Set(fetched.cards.compactMap(\.card.uid)) == Set((0..<count).map { "bulk-\($0)" }))
            #expect(
                zip(
                    changes.changed,
                    changes.changed.map { entry in fetched.cards.first { $0.href == entry.href }?.etag }
                ).allSatisfy { $0.etag == $1 })
            print(
                "RemoteBooks timing: \(kind): \(count) cards listed in \(listed - start), fetched in multigets of 100 in \(done - listed)"
            )
        }
    }
}
