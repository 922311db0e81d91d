import Foundation
import GRDB
import TestSupport
import Testing
import VCard

@testable import ContactsKit

/// Work a migration leaves to the domain code (`maintenance`): run when the store is next opened,
/// once, whoever opens it first, and kept until it is done.
@Suite struct MaintenanceTests {
    private func count(_ sql: String, _ store: ContactStore) throws -> Int {
        try store.uncheckedDatabase.read { db in try Int.fetchOne(db, sql: sql) ?? 0 }
    }

    /// A process that migrated and then died before the repair leaves the task listed: the next
    /// opening does it.
    @Test func aTaskLeftPendingIsDoneWhenTheStoreIsNextOpened() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Lee", uid: "a-1", emails: ["ann@example.com"]))
        let keys = try count("SELECT COUNT(*) FROM rawKey", temporary.store)
        try #require(keys > 0)
        try temporary.store.uncheckedDatabase.write { db in
            try db.execute(
                sql:
                    "UPDATE rawCard SET profile = ''; DELETE FROM rawKey; INSERT INTO maintenance (task) VALUES ('linkingProfiles')"
            )
        }

        let reopened = try temporary.reopened()
        #expect(try count("SELECT COUNT(*) FROM rawKey", reopened) == keys)
        #expect(try count("SELECT COUNT(*) FROM rawCard WHERE profile = ''", reopened) == 0)
        #expect(try count("SELECT COUNT(*) FROM maintenance", reopened) == 0)
        #expect(try reopened.checkHealth() == [])
    }

    /// A task named by a later version is left for it; this one opens the store all the same.
    @Test func aTaskOfALaterVersionIsLeftForIt() throws {
        let temporary = try TemporaryStore()
        try temporary.store.uncheckedDatabase.write { db in
            try db.execute(sql: "INSERT INTO maintenance (task) VALUES ('somethingNew')")
        }
        let reopened = try temporary.reopened()
        #expect(try reopened.count() == 0)
        #expect(
            try reopened.uncheckedDatabase.read { db in try String.fetchAll(db, sql: "SELECT task FROM maintenance") }
                == ["somethingNew"])
    }

    /// A store made before linking and photos (only "v1-contacts" run, cards with a photo and an
    /// email) opened by eight processes at once: each opening succeeds, and the store ends with
    /// every profile and photo computed, nothing left pending, and nothing doctor would report.
    @Test func storesFromBeforeLinkingAndPhotosOpenedAtOnceAreAllRepaired() throws {
        let temporary = try TemporaryStore()
        let cards = [
            PhotoCards.person("Ann", "Lee", photo: PhotoCards.jpeg),
            Cards.person("Bob", "Ray", emails: ["bob@example.com"]),
            PhotoCards.person("Cy", "Twombly", photo: PhotoCards.jpeg),
        ]
        let path = try temporary.oldStore(upTo: "v1-contacts", cards: cards.map { ($0, "old", nil) })

        let stores = try concurrentResults(8) { _ in try ContactStore(path: path) }.map { try $0.get() }

        let store = stores[0]
        #expect(try count("SELECT COUNT(*) FROM maintenance", store) == 0)
        #expect(try count("SELECT COUNT(*) FROM rawCard WHERE profile = ''", store) == 0)
        #expect(try count("SELECT COUNT(*) FROM rawKey", store) > 0)
        #expect(try count("SELECT COUNT(*) FROM photo", store) == 1)
        var contacts: [Contact] = []
        try store.list(ListRequest()) { contacts.append($0.contact) }
        #expect(contacts.map(\.photoHash) == [SHA256.hash(PhotoCards.jpeg), nil, SHA256.hash(PhotoCards.jpeg)])
        #expect(try store.checkHealth() == [])
    }
}
