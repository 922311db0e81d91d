@testable import ContactsKit
import GRDB
import Testing

/// A bulk write (an import, `link --auto`) sets the writer connection for itself and puts the
/// settings back: later writes keep SQLite's defaults, whether the bulk write succeeded or threw.
@Suite struct BulkWriteSettingsTests {
    struct Failure: Error {}

    /// The writer connection's `temp_store` and `mmap_size`.
    static func settings(_ store: ContactStore) throws -> [Int] {
        try store.uncheckedDatabase.writeWithoutTransaction { db in
            [try Int.fetchOne(db, sql: "PRAGMA temp_store") ?? -1, try Int.fetchOne(db, sql: "PRAGMA mmap_size") ?? -1]
        }
    }

    @Test func settingsHoldDuringTheWriteAndAreRestoredAfter() throws {
        let temporary = try TemporaryStore()
        let defaults = try Self.settings(temporary.store)
        #expect(defaults == [0, 0])
        let during = try temporary.store.withBulkWriteSettings { try Self.settings(temporary.store) }
        #expect(during == [2, ContactStore.bulkWriteMapSize])
        #expect(try Self.settings(temporary.store) == defaults)

        #expect(throws: Failure.self) { try temporary.store.withBulkWriteSettings { throw Failure() } }
        #expect(try Self.settings(temporary.store) == defaults)
    }

    @Test func linkingTheWholeStoreRestoresThem() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Lee", emails: ["ann@example.com"]), name: "a.vcf")
        try temporary.importText(Cards.person("Ann", "Lee", emails: ["ann@example.com"]), name: "b.vcf")
        try temporary.store.linkAutomatically()
        #expect(try Self.settings(temporary.store) == [0, 0])
    }
}
