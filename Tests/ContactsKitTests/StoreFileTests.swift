import Foundation
import Testing

@testable import ContactsKit

/// The store file: created with its folder, readable by its owner only, migrated, and the same
/// address book every time it is opened.
@Suite struct StoreFileTests {
    @Test func newStoreCreatesItsFolderOwnerOnly() throws {
        let temporary = try TemporaryStore()
        let folder = URL(fileURLWithPath: temporary.path).deletingLastPathComponent().path
        #expect(try permissions(folder) == 0o700)
    }

    @Test func newStoreFileIsReadableByItsOwnerOnly() throws {
        let temporary = try TemporaryStore()
        #expect(try permissions(temporary.path) == 0o600)
    }

    @Test func writeAheadLogIsReadableByItsOwnerOnly() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Smith"))
        let wal = temporary.path + "-wal"
        try #require(FileManager.default.fileExists(atPath: wal), "the store is not in WAL mode")
        #expect(try permissions(wal) == 0o600)
        #expect(try permissions(temporary.path + "-shm") == 0o600)
    }

    @Test func newStoreIsEmptyAndMigrated() throws {
        let temporary = try TemporaryStore()
        #expect(try temporary.store.count() == 0)
        #expect(try temporary.list().isEmpty)
        let migrations = try temporary.store.uncheckedDatabase.read { db in try Schema.migrator.appliedIdentifiers(db) }
        #expect(
            migrations == [
                "v1-contacts", "v2-linking", "v3-access", "v4-photos", "v5-profile-scripts", "v6-maintenance",
                "v7-categories-groups-dates", "v8-store-owner", "v9-edits-and-trash", "v10-change-log", "v11-remotes",
                "v12-import-undo-range", "v13-profile-readings", "v14-search-prefixes",
                "v15-raw-keys-without-foreign-key", "v16-lean-contact-undo", "v17-contentless-search", "v18-raw-cards",
                "v19-homes", "v20-conflicts", "v21-search-every-field", "v22-search-terms",
                "v23-undo-triggers-in-connection", "v24-search-words", "v25-search-columns-only",
            ])
        let journal = try temporary.store.uncheckedDatabase.read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode")
        }
        #expect(journal == "wal")
        let foreignKeys = try temporary.store.uncheckedDatabase.read { db in
            try Bool.fetchOne(db, sql: "PRAGMA foreign_keys")
        }
        #expect(foreignKeys == true)
    }

    @Test func reopeningKeepsContactsAndTheirOrder() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(5, uids: true))
        try temporary.store.move(from: 5, to: 1)
        let before = try temporary.list(includeRawContacts: true)

        let again = try temporary.reopened()
        var after: [Contact] = []
        try again.list(ListRequest(), includeRawContacts: true) { after.append($0.contact) }
        #expect(after == before)
        #expect(after.map(\.displayName).first == Cards.numberedName(5))
        let migrations = try again.uncheckedDatabase.read { db in try Schema.migrator.appliedIdentifiers(db) }
        #expect(
            migrations == [
                "v1-contacts", "v2-linking", "v3-access", "v4-photos", "v5-profile-scripts", "v6-maintenance",
                "v7-categories-groups-dates", "v8-store-owner", "v9-edits-and-trash", "v10-change-log", "v11-remotes",
                "v12-import-undo-range", "v13-profile-readings", "v14-search-prefixes",
                "v15-raw-keys-without-foreign-key", "v16-lean-contact-undo", "v17-contentless-search", "v18-raw-cards",
                "v19-homes", "v20-conflicts", "v21-search-every-field", "v22-search-terms",
                "v23-undo-triggers-in-connection", "v24-search-words", "v25-search-columns-only",
            ])
    }

    @Test func twoStoreValuesOnOneFileSeeEachOthersWrites() throws {
        let temporary = try TemporaryStore()
        let other = try temporary.reopened()
        try temporary.importText(Cards.person("Ann", "Smith"))
        #expect(try other.count() == 1)
        try other.move(from: 1, to: 1)
        try other.delete([.position(1)])
        #expect(try temporary.store.count() == 0)
    }

    @Test func storeBelowAFileCannotBeOpened() throws {
        let temporary = try TemporaryStore()
        let blocker = try temporary.write("not-a-folder", "x")
        let path = blocker + "/contacts.sqlite"
        #expect {
            try ContactStore(path: path)
        } throws: { error in
            guard case .cannotOpenStore(let failing, _)? = error as? ContactStoreError else { return false }
            return failing == path
        }
    }

    @Test func fileThatIsNotAStoreCannotBeOpened() throws {
        let temporary = try TemporaryStore()
        let path = try temporary.write("notes.sqlite", String(repeating: "not a database\n", count: 100))
        #expect {
            try ContactStore(path: path)
        } throws: { error in
            guard case .cannotOpenStore(let failing, _)? = error as? ContactStoreError else { return false }
            return failing == path
        }
    }

    @Test func storeLocationFollowsTheEnvironmentInCLIOrder() {
        #expect(
            StoreLocation.defaultPath(environment: [
                "CONTACTS_STORE": "/a/b.sqlite", "XDG_DATA_HOME": "/x", "HOME": "/h",
            ])
                == "/a/b.sqlite")
        #expect(
            StoreLocation.defaultPath(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"])
                == "/x/contacts/contacts.sqlite")
        #expect(
            StoreLocation.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/h"])
                == "/h/.local/share/contacts/contacts.sqlite")
    }
}
