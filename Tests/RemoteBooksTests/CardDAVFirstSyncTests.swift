import Foundation
import Testing
@testable import RemoteBooks
@testable import DAVTestSupport

/// A first sync's cards come with the listing: one `sync-collection` REPORT from an empty token
/// asking every card's data, instead of a listing and a multiget per hundred cards (issue 39:
/// the first sync against vdirsyncer). Through a logging proxy in front of Radicale and Xandikos,
/// to count what is sent; a server that refuses or ignores the cards, and a book longer than the
/// bound, are listed and fetched as before.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(5)))
struct CardDAVFirstSyncTests {
    private let names = ["ann", "bob", "cy"]

    /// The server's three cards, the proxy in front of it, and the book opened through it without its token.
    private func book(
        _ server: TestServer, proxy environment: [String: String] = [:],
        _ change: (inout CardDAVConfiguration) -> Void = { _ in }
    ) async throws -> (CardDAVBook, HostileServer) {
        let peer = DAVPeer(server: server)
        for name in names {
            #expect(try await peer.put("\(name).vcf", Cards.card(uid: name, name: name.capitalized)).status == 201)
        }
        let proxy = try HostileServer("proxy", "\(server.port)", environment: environment)
        var configuration = server.configuration()
        change(&configuration)
        let url = URL(string: "http://127.0.0.1:\(proxy.port)\(server.book.path)/")!
        return (try await CardDAVBook.open(url: url, configuration: configuration, readingToken: false), proxy)
    }

    /// Each REPORT's kind, and `address-data` when it asked for cards (after the method, the path
    /// and the Basic credentials of the proxy's line).
    private func reports(_ proxy: HostileServer) -> [String] {
        proxy.requests.filter { $0.hasPrefix("REPORT") }.map {
            $0.split(separator: " ").dropFirst(4).joined(separator: " ")
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func everyCardComesWithTheListingInOneRequest(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let (book, proxy) = try await book(server)
            defer { proxy.stop() }
            let changes = try await book.changes(since: nil, known: [:])
            #expect(changes.method == .listing(.noToken) && changes.listedCount == 3 && changes.token != nil)
            let hrefs = changes.changed.map(\.href)
            #expect(book.holdsCards(hrefs), "a fetch asks nothing: a sync may hold a lock meanwhile")
            let fetched = try await book.fetch(hrefs)
            #expect(!book.holdsCards(hrefs), "each card is given once")
            #expect(fetched.problems.isEmpty && fetched.missing.isEmpty)
            #expect(Set(fetched.cards.map { $0.card.formattedName ?? "" }) == ["Ann", "Bob", "Cy"])
            #expect(
                fetched.cards.allSatisfy { card in
                    changes.changed.contains { $0.href == card.href && $0.etag == card.etag }
                })
            // Xandikos leaves the cards out of a sync-collection: they come by one query.
            let bulk =
                ["sync-collection address-data"] + (kind == .xandikos ? ["addressbook-query address-data"] : [])
            #expect(reports(proxy) == bulk, "\(proxy.requests)")

            // A card is given once; after a write, the server is asked.
            let ann = try #require(changes.changed.first { $0.href.hasSuffix("ann.vcf") })
            _ = try await book.replace(
                ann.href, with: Cards.bytes(uid: "ann", name: "Ann Edited"), ifMatch: try #require(ann.etag))
            let again = try await book.fetch(hrefs)
            #expect(again.cards.contains { $0.card.formattedName == "Ann Edited" })
            #expect(reports(proxy) == bulk + ["addressbook-multiget address-data"])
        }
    }

    /// `drop`: the server answers the sync-collection without cards, which then come by a query;
    /// `refuse`: both REPORTs asking every card answer 403; `bound`: their answers are longer
    /// than the configured bound. The cards are then fetched by multiget.
    @Test(arguments: ["drop", "refuse", "bound"])
    func cardsNotBroughtWithTheListingAreFetched(_ way: String) async throws {
        try await TestServer.with(.radicale) { server in
            let (book, proxy) = try await book(server, proxy: way == "bound" ? [:] : ["PROXY_SYNC_CARDS": way]) {
                if way == "bound" { $0.maximumCardsWithListingBytes = 600 }
            }
            defer { proxy.stop() }
            let changes = try await book.changes(since: nil, known: [:])
            #expect(changes.method == .listing(.noToken) && changes.listedCount == 3 && changes.token != nil)
            #expect(book.holdsCards(changes.changed.map(\.href)) == (way == "drop"))
            let fetched = try await book.fetch(changes.changed.map(\.href))
            #expect(fetched.problems.isEmpty)
            #expect(Set(fetched.cards.map { $0.card.formattedName ?? "" }) == ["Ann", "Bob", "Cy"])
            let bulk = ["sync-collection address-data", "addressbook-query address-data"]
            let expected = way == "drop" ? bulk : bulk + ["addressbook-multiget address-data"]
            #expect(reports(proxy) == expected, "\(proxy.requests)")
        }
    }
}
