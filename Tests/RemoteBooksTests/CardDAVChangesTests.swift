import Foundation
import Testing
@testable import RemoteBooks
@testable import DAVTestSupport

/// Changes since a sync token (RFC 6578) and the listing fallback, on real Radicale and Xandikos
/// servers, with the server's cards changed by a second client (Python's requests).
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(10)))
struct CardDAVChangesTests {
    /// Three cards written by the peer, and the book's first change set (which has no token to start from).
    private func seeded(_ server: TestServer) async throws -> (CardDAVBook, RemoteChanges) {
        let peer = DAVPeer(server: server)
        for name in ["ann", "bob", "cy"] {
            #expect(try await peer.put("\(name).vcf", Cards.card(uid: name, name: name.capitalized)).status == 201)
        }
        let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration())
        return (book, try await book.changes(since: nil, known: [:]))
    }

    private func known(_ changes: RemoteChanges) -> [String: ETag] {
        Dictionary(uniqueKeysWithValues: changes.changed.compactMap { entry in entry.etag.map { (entry.href, $0) } })
    }

    @Test(arguments: TestServer.Kind.allCases)
    func withoutATokenEveryCardIsListedWithAToken(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let (book, first) = try await seeded(server)
            #expect(first.method == .listing(.noToken))
            #expect(
                Set(first.changed.map(\.href)) == Set(["ann", "bob", "cy"].map { book.collectionPath + $0 + ".vcf" }))
            #expect(first.changed.allSatisfy { $0.etag != nil })
            #expect(first.deleted.isEmpty)
            #expect(first.listedCount == 3)
            #expect(first.token != nil)
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func theTokenGivesOnlyWhatThePeerChangedAddedAndDeleted(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let (book, first) = try await seeded(server)
            let peer = DAVPeer(server: server)
            try await peer.put("bob.vcf", Cards.card(uid: "bob", name: "Bob Edited"))
            try await peer.put("dee.vcf", Cards.card(uid: "dee", name: "Dee"))
            #expect(try await peer.delete("cy.vcf") < 300)
            let next = try await book.changes(since: first.token, known: known(first))
            #expect(next.method == .syncCollection)
            #expect(
                Set(next.changed.map(\.href)) == [book.collectionPath + "bob.vcf", book.collectionPath + "dee.vcf"])
            #expect(next.deleted == [book.collectionPath + "cy.vcf"])
            #expect(next.token != nil && next.token != first.token)
            let fetched = try await book.fetch(next.changed.map(\.href))
            #expect(Set(fetched.cards.map { $0.card.formattedName ?? "" }) == ["Bob Edited", "Dee"])
            // Nothing changed since: nothing comes back.
            var knownNow = known(first)
            for card in fetched.cards { knownNow[card.href] = card.etag }
            knownNow[book.collectionPath + "cy.vcf"] = nil
            let quiet = try await book.changes(since: next.token, known: knownNow)
            #expect(quiet.changed.isEmpty && quiet.deleted.isEmpty)
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func ourOwnWriteIsNoChangeOnceItsETagIsKnown(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let (book, first) = try await seeded(server)
            var knownNow = known(first)
            let href = book.collectionPath + "ann.vcf"
            let write = try await book.replace(
                href, with: Cards.bytes(uid: "ann", name: "Ann Edited Here"), ifMatch: try #require(knownNow[href]))
            knownNow[href] = write.etag
            let next = try await book.changes(since: first.token, known: knownNow)
            #expect(next.method == .syncCollection)
            #expect(next.changed.isEmpty)
            #expect(next.deleted.isEmpty)
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func aTokenTheServerRejectsFallsBackToTheETagListing(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let (book, first) = try await seeded(server)
            let peer = DAVPeer(server: server)
            try await peer.put("ann.vcf", Cards.card(uid: "ann", name: "Ann Edited"))
            #expect(try await peer.delete("bob.vcf") < 300)
            let stale = SyncToken(
                kind == .radicale ? "http://radicale.org/ns/sync/0000" : "0000000000000000000000000000000000000000")
            let next = try await book.changes(since: stale, known: known(first))
            #expect(next.method == .listing(.tokenRejected))
            #expect(next.changed.map(\.href) == [book.collectionPath + "ann.vcf"])
            #expect(next.deleted == [book.collectionPath + "bob.vcf"])
            #expect(next.listedCount == 2)
            // The token that came with the listing works.
            let after = try await book.changes(since: next.token, known: [:])
            #expect(after.method == .syncCollection)
            #expect(after.changed.isEmpty)
        }
    }
}
