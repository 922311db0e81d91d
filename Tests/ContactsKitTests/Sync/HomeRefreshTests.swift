import GRDB
import Testing

@testable import ContactsKit

/// Bringing the homes up to date (``RemoteSyncSession/refreshHomes(_:)``) writes only the batches
/// that hold a card to change: with nothing to do, a sync writes nothing to the store.
@Suite struct HomeRefreshTests {
    /// The frames in the store's write-ahead log.
    static func walFrames(_ store: ContactStore) throws -> Int {
        try store.uncheckedDatabase.writeWithoutTransaction { db in
            try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(PASSIVE)").map { $0[1] as Int } ?? -1
        }
    }

    @Test func homesWithNothingToChangeWriteNothing() throws {
        let temporary = try FirstPullTests.storeWithRemote()
        var session = try RemoteSyncSession(store: temporary.store, remote: "phone")
        for cards in FirstPullTests.batches(FirstPullTests.pulled()) { try session.applyPulled(cards) }
        // The cards without a UID get one (and Zoe's two cards, one contact, the merged card).
        #expect(try session.refreshHomes(try session.homeContacts()) > 2_000)
        try session.finish()
        try temporary.store.uncheckedDatabase.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        #expect(try Self.walFrames(temporary.store) == 0)

        var next = try RemoteSyncSession(store: temporary.store, remote: "phone")
        #expect(try next.refreshHomes(try next.homeContacts()) == 0)
        try next.finish()
        #expect(try Self.walFrames(temporary.store) == 0, "no transaction was written")
    }
}
