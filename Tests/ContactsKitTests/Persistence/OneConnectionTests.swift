import Foundation
import TestSupport
import Testing

@testable import ContactsKit

/// ``OpenMode/readWriteOneConnection``: a short change on one connection, logged like any other.
@Suite struct OneConnectionTests {
    @Test func aChangeOnOneConnectionIsLoggedAndUndone() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Lee") + Cards.person("Bob", "Ray") + Cards.person("Cy", "Day"))
        let before = try temporary.names()
        let store = try ContactStore(path: temporary.path, mode: .readWriteOneConnection)
        #expect(store.uncheckedDatabase.sideReader == nil, "no reader beside the writer")
        try store.move(from: 3, to: 1)
        #expect(try temporary.names() == [before[2], before[0], before[1]])
        _ = try store.undo()
        #expect(try temporary.names() == before)
    }

    @Test func aStoreThatDoesNotExistYetIsMadeAsAPool() throws {
        let folder = try TemporaryFolder(prefix: "OneConnectionTests")
        let store = try ContactStore(path: folder.path("new/contacts.sqlite"), mode: .readWriteOneConnection)
        #expect(store.uncheckedDatabase.sideReader != nil)
        let journal = try store.uncheckedDatabase.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
    }
}
