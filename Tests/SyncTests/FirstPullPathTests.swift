import ContactsKit
import ContactsSync
import Foundation
import RemoteBooks
import Testing
import VCard

@testable import DAVTestSupport

/// Which way a first sync stores its cards (`SyncEngine`): into an empty store, by the bulk path in
/// one transaction (`FirstPull`, which says so in its progress) when every card came with the
/// listing; batch by batch when the cards wait for the server (multigets), which keeps the store's
/// write lock free between batches; batch by batch into a store holding a contact.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(5)))
struct FirstPullPathTests {
    /// Syncs a new store (holding `Una Quist` when `holdingOne`) with the test book; returns the
    /// engine's progress messages.
    private func firstSync(
        _ server: TestServer, holdingOne: Bool = false, configure: (inout CardDAVConfiguration) -> Void = { _ in }
    ) async throws -> [String] {
        let folder = try TemporaryFolder("first-pull")
        defer { folder.remove() }
        let store = try ContactStore(path: folder.url.appendingPathComponent("contacts.sqlite").path)
        try store.addRemote(Remote(name: "book", kind: .carddav, url: server.book.absoluteString))
        if holdingOne {
            var reader = VCardReader(bytes: Array(ServerBook.card(uid: "una", name: "Una Quist").utf8))
            _ = try store.add(try #require(reader.next()?.card))
        }
        var configuration = server.configuration()
        configure(&configuration)
        let book = try await CardDAVBook.open(url: server.book, configuration: configuration)
        var messages: [String] = []
        let report = try await SyncEngine.sync(store: store, remote: "book", book: book, options: SyncOptions()) {
            messages.append($0)
        }
        #expect(report.counts.received == 40)
        #expect(try store.count() == (holdingOne ? 41 : 40))
        #expect(try store.checkHealth().isEmpty)
        return messages
    }

    @Test func aFirstSyncIntoAnEmptyStoreTakesTheBulkPathOnlyWhenNoCardWaitsForTheServer() async throws {
        try await TestServer.with(.radicale) { server in
            try await DAVPeer(server: server).seed(40, prefix: "there")
            let bulk = "book: indexing and linking 40 cards"
            #expect(try await firstSync(server).contains(bulk))
            // Answers past the bound: the cards come by multiget, each batch its own transaction.
            let fetched = try await firstSync(server) { $0.maximumCardsWithListingBytes = 600 }
            #expect(!fetched.contains(bulk) && fetched.contains("book: fetched 40 of 40"))
            #expect(try await !firstSync(server, holdingOne: true).contains(bulk))
        }
    }
}
