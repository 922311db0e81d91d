import GRDB
import Testing
import VCard

@testable import ContactsKit

/// A first sync into an empty store stores its cards by an import's bulk path (``FirstPull``), and
/// stores exactly what the batch path (``RemoteSyncSession/applyPulled(_:)``) stores: the same
/// contacts, linked the same way, found by the same searches, each card at its href; `undo` takes
/// it back whole, and a pull abandoned midway leaves the store as it was.
@Suite struct FirstPullTests {
    /// ``BulkImportTests/text``'s cards, each at an href of its own: Bob's card is at two (a new
    /// version), and so is Cy's card without a UID (the same content).
    static func pulled() -> [PulledCard] {
        var reader = VCardReader(bytes: Array(BulkImportTests.text.utf8))
        var cards: [PulledCard] = []
        while let entry = reader.next() {
            guard let card = entry.card else { continue }
            cards.append(
                PulledCard(href: "c\(cards.count).vcf", etag: "\"\(cards.count)\"", card: card, source: "phone"))
        }
        return cards
    }

    static func storeWithRemote() throws -> TemporaryStore {
        let temporary = try TemporaryStore()
        try temporary.store.addRemote(Remote(name: "phone", kind: .vdir, url: temporary.pathOf("vdir")))
        return temporary
    }

    static func batches(_ cards: [PulledCard]) -> [[PulledCard]] {
        stride(from: 0, to: cards.count, by: 500).map { Array(cards[$0..<min($0 + 500, cards.count)]) }
    }

    /// How many changes the history holds.
    static func changes(_ temporary: TemporaryStore) throws -> Int {
        try temporary.store.uncheckedDatabase.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM change") ?? 0
        }
    }

    @Test func theFirstPullStoresWhatTheBatchPathStores() throws {
        let bulk = try Self.storeWithRemote(), batch = try Self.storeWithRemote()
        let cards = Self.pulled()
        var bulkSession = try RemoteSyncSession(store: bulk.store, remote: "phone")
        let pull = try #require(try bulkSession.beginFirstPull())
        for cards in Self.batches(cards) { try pull.store(cards) }
        try bulkSession.commit(pull)
        // A later step of the same sync: one card deleted there (its place is logged row by row).
        try bulkSession.applyDeletions(["c0.vcf"])
        try bulkSession.finish()
        var batchSession = try RemoteSyncSession(store: batch.store, remote: "phone")
        for cards in Self.batches(cards) { try batchSession.applyPulled(cards) }
        try batchSession.applyDeletions(["c0.vcf"])
        try batchSession.finish()

        #expect(bulkSession.counts == batchSession.counts)
        #expect(bulkSession.counts.received == 2_504, "every card but Cy's repeat (Bob's new version counts)")
        #expect(bulkSession.counts.deletedHere == 1)
        let listed = try bulk.list(includeRawContacts: true), expected = try batch.list(includeRawContacts: true)
        #expect(listed.count == 2_501)
        #expect(listed.map(\.displayName) == expected.map(\.displayName))
        #expect(listed.map(\.rawContacts.count) == expected.map(\.rawContacts.count))
        #expect(listed.map(\.emails) == expected.map(\.emails))
        for query in ["zoe", "bob work", "cy", "555 0199"] {
            #expect(
                try bulk.names(ListRequest(query: query)) == (try batch.names(ListRequest(query: query))), "\(query)")
        }
        // Each raw contact at one href: the later of Bob's and Cy's two.
        let known = try bulkSession.knownETags()
        #expect(known == (try batchSession.knownETags()))
        #expect(known.count == cards.count - 3)
        #expect(try BulkImportTests.keys(bulk) == (try BulkImportTests.keys(batch)))
        #expect(try BulkImportTests.words(bulk) == (try BulkImportTests.words(batch)))
        #expect(try bulkSession.pendingPushes().isEmpty)
        #expect(try bulk.store.checkHealth().isEmpty)

        // One change, which undo takes back whole: the cards and where they are on the remote (the
        // deleted card's place put back, then every place taken away).
        #expect(try Self.changes(bulk) == 2)  // the remote's addition, then the sync
        #expect(try bulk.store.undo().kind == .sync)
        #expect(try bulk.store.count() == 0)
        #expect(try bulkSession.knownETags().isEmpty)
        #expect(try bulk.store.checkHealth().isEmpty)
    }

    @Test func aFirstPullAbandonedLeavesTheStoreAsItWas() throws {
        let temporary = try Self.storeWithRemote()
        let schema = try BulkImportTests.schema(temporary)
        let changes = try Self.changes(temporary)
        let cards = Self.pulled()
        let session = try RemoteSyncSession(store: temporary.store, remote: "phone")
        let pull = try #require(try session.beginFirstPull())
        try pull.store(Array(cards.prefix(500)))
        pull.abandon()
        #expect(try temporary.store.count() == 0)
        #expect(try Self.changes(temporary) == changes)
        #expect(try BulkImportTests.schema(temporary) == schema, "every index and trigger is back, as it was")
        #expect(try temporary.store.checkHealth().isEmpty)

        // The next sync pulls everything.
        var next = try RemoteSyncSession(store: temporary.store, remote: "phone")
        let again = try #require(try next.beginFirstPull())
        for cards in Self.batches(cards) { try again.store(cards) }
        try next.commit(again)
        try next.finish()
        #expect(try temporary.store.count() == 2_502)
        #expect(try temporary.store.checkHealth().isEmpty)
    }

    @Test func aStoreHoldingAContactTakesTheBatchPath() throws {
        let temporary = try Self.storeWithRemote()
        try temporary.importText(ImportUndoRangeTests.older)
        let changes = try Self.changes(temporary)
        let session = try RemoteSyncSession(store: temporary.store, remote: "phone")
        #expect(try session.beginFirstPull() == nil)
        #expect(try Self.changes(temporary) == changes, "nothing written")
    }
}
