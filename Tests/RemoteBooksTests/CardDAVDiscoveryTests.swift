import Foundation
import Testing
@testable import RemoteBooks
@testable import DAVTestSupport

/// Discovery against real Radicale and Xandikos servers.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(10)))
struct CardDAVDiscoveryTests {
    @Test(arguments: TestServer.Kind.allCases)
    func theServerRootLeadsThroughThePrincipalToTheBook(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let books = try await CardDAVDiscovery.addressBooks(at: server.root, configuration: server.configuration())
            #expect(books.map(\.url) == [server.book])
            let book = try #require(books.first)
            #expect(book.vCardVersions == ["3.0"])
            #expect(book.preferredVersion == .v3_0)
            #expect(book.supportsSyncCollection)
            #expect(book.syncToken != nil)
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func aCollectionURLIsThatBookAlone(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let books = try await CardDAVDiscovery.addressBooks(at: server.book, configuration: server.configuration())
            #expect(books.map(\.url) == [server.book])
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func thePrincipalLeadsThroughItsHomeToTheBook(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let books = try await CardDAVDiscovery.addressBooks(
                at: server.principal, configuration: server.configuration())
            #expect(books.map(\.url) == [server.book])
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func aPageThatSaysNothingFallsBackToTheWellKnownAddress(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            // Nothing answers at this path: discovery asks /.well-known/carddav, which both servers
            // redirect to their root, which names the principal.
            let nowhere = server.root.appendingPathComponent("nothing-here/")
            let books = try await CardDAVDiscovery.addressBooks(at: nowhere, configuration: server.configuration())
            #expect(books.map(\.url) == [server.book])
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func openFromTheRootTakesTheOnlyBook(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let book = try await CardDAVBook.open(url: server.root, configuration: server.configuration())
            #expect(book.location == server.book.absoluteString)
            #expect(book.collectionPath == server.book.path + (server.book.path.hasSuffix("/") ? "" : "/"))
        }
    }

    @Test func openFromARootWithTwoBooksAsksWhichOne() async throws {
        try await TestServer.with(.radicale) { server in
            let second = server.root.appendingPathComponent("alice/work/")
            #expect(try await DAVPeer(server: server).makeBook(second) == 201)
            let error = await #expect(throws: RemoteBookError.self) {
                try await CardDAVBook.open(url: server.root, configuration: server.configuration())
            }
            guard case .severalAddressBooks(_, let candidates) = error else {
                Issue.record("expected severalAddressBooks, got \(String(describing: error))")
                return
            }
            #expect(Set(candidates) == [server.book.absoluteString, second.absoluteString])
            // Naming one of them opens it.
            let opened = try await CardDAVBook.open(url: second, configuration: server.configuration())
            #expect(opened.location == second.absoluteString)
        }
    }
}
