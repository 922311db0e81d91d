import Foundation
import Testing
import VCard
@testable import RemoteBooks
@testable import DAVTestSupport

/// Create, list, fetch, replace and delete on real Radicale and Xandikos servers, with right and wrong ETags.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(10)))
struct CardDAVWritingTests {
    @Test(arguments: TestServer.Kind.allCases)
    func aCreatedCardIsListedAndFetchedWithTheETagTheWriteGave(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration())
            let write = try await book.create(Cards.bytes(uid: "ann-1", name: "Ann Example"), uid: "ann-1")
            #expect(write.href == book.collectionPath + "ann-1.vcf")
            let etag = try #require(write.etag)
            #expect(try await book.list() == [RemoteEntry(href: write.href, etag: etag)])
            let fetched = try await book.fetch([write.href])
            #expect(fetched.missing.isEmpty && fetched.problems.isEmpty)
            let card = try #require(fetched.cards.first)
            #expect(card.etag == etag)
            #expect(card.card.formattedName == "Ann Example")
            #expect(card.card.uid == "ann-1")
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func creatingTheSameUIDAgainSaysItExists(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration())
            let first = try await book.create(Cards.bytes(uid: "bob", name: "Bob"), uid: "bob")
            await #expect(throws: RemoteBookError.alreadyExists(href: first.href)) {
                try await book.create(Cards.bytes(uid: "bob", name: "Bob Again"), uid: "bob")
            }
            let fetched = try await book.fetch([first.href])
            #expect(fetched.cards.first?.card.formattedName == "Bob")
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func aUIDThatCannotBeANameGetsARandomOne(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration())
            let uid = "urn:uuid:ab/cd@example.com"
            let write = try await book.create(Cards.bytes(uid: uid, name: "Slash"), uid: uid)
            let name = String(write.href.dropFirst(book.collectionPath.count))
            #expect(name.hasSuffix(".vcf"))
            #expect(UUID(uuidString: String(name.dropLast(4))) != nil)
            #expect(try await book.fetch([write.href]).cards.first?.card.uid == uid)
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func replaceWithTheRightETagWritesAndGivesTheNewETag(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration())
            let first = try await book.create(Cards.bytes(uid: "cy", name: "Cy"), uid: "cy")
            let second = try await book.replace(
                first.href, with: Cards.bytes(uid: "cy", name: "Cy Renamed"), ifMatch: try #require(first.etag))
            #expect(second.href == first.href)
            #expect(second.etag != nil && second.etag != first.etag)
            let fetched = try #require(try await book.fetch([first.href]).cards.first)
            #expect(fetched.card.formattedName == "Cy Renamed")
            #expect(fetched.etag == second.etag)
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func replaceWithAStaleETagFailsAndChangesNothing(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration())
            let first = try await book.create(Cards.bytes(uid: "di", name: "Di"), uid: "di")
            // Someone else edits the card: the ETag we hold is stale.
            let peer = try await DAVPeer(server: server).put("di.vcf", Cards.card(uid: "di", name: "Di by the peer"))
            #expect(peer.status == 204 || peer.status == 201)
            await #expect(throws: RemoteBookError.preconditionFailed(href: first.href)) {
                try await book.replace(
                    first.href, with: Cards.bytes(uid: "di", name: "Di by us"), ifMatch: try #require(first.etag))
            }
            #expect(try await book.fetch([first.href]).cards.first?.card.formattedName == "Di by the peer")
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func replacingACardThatIsGoneSaysNotFound(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration())
            let first = try await book.create(Cards.bytes(uid: "ed", name: "Ed"), uid: "ed")
            #expect(try await DAVPeer(server: server).delete("ed.vcf") < 300)
            await #expect(throws: RemoteBookError.notFound(href: first.href)) {
                try await book.replace(
                    first.href, with: Cards.bytes(uid: "ed", name: "Ed"), ifMatch: try #require(first.etag))
            }
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func deleteNeedsTheRightETagAndASecondDeleteFindsItGone(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration())
            let write = try await book.create(Cards.bytes(uid: "fay", name: "Fay"), uid: "fay")
            let etag = try #require(write.etag)
            await #expect(throws: RemoteBookError.preconditionFailed(href: write.href)) {
                try await book.delete(write.href, ifMatch: ETag("\"not-the-etag\""))
            }
            #expect(try await book.list().map(\.href) == [write.href])
            #expect(try await book.delete(write.href, ifMatch: etag) == .deleted)
            #expect(try await book.list().isEmpty)
            // A sync killed after the delete but before it was recorded deletes again: no error.
            #expect(try await book.delete(write.href, ifMatch: etag) == .alreadyGone)
            #expect(try await book.fetch([write.href]).missing == [write.href])
        }
    }

    @Test func radicaleRefusesASecondCardWithTheSameUID() async throws {
        try await TestServer.with(.radicale) { server in
            let book = try await CardDAVBook.open(url: server.book, configuration: server.configuration())
            _ = try await book.create(Cards.bytes(uid: "gil", name: "Gil"), uid: "gil")
            // The same UID under another name: Radicale answers 409 with CARDDAV:no-uid-conflict.
            await #expect(throws: RemoteBookError.uidConflict(href: book.collectionPath + "gil-copy.vcf")) {
                try await book.create(Cards.bytes(uid: "gil", name: "Gil Twice"), uid: "gil-copy")
            }
            #expect(try await book.list().count == 1)
        }
    }

    @Test func hrefsOutsideTheCollectionAreRefusedBeforeAnyRequest() async throws {
        let info = CardDAVAddressBookInfo(
            url: URL(string: "http://127.0.0.1:9/alice/book/")!, displayName: nil, syncToken: nil,
            vCardVersions: [], supportsSyncCollection: true
        )
        let book = try CardDAVBook(info: info, configuration: CardDAVConfiguration(retrySchedule: .none))
        for href in ["/alice/other/x.vcf", "/alice/book/", "/alice/book/sub/x.vcf", "/alice/book/../x.vcf"] {
            await #expect(throws: RemoteBookError.invalidHref(href)) {
                try await book.delete(href, ifMatch: ETag("\"x\""))
            }
        }
    }
}
