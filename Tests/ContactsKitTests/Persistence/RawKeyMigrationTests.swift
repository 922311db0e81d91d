import GRDB
import Testing

@testable import ContactsKit

/// "v15-raw-keys-without-foreign-key" makes `rawKey` again without its foreign key, keeps every row,
/// and a trigger deletes a raw contact's keys with it, as the foreign key's cascade did.
@Suite struct RawKeyMigrationTests {
    static func keys(_ store: ContactStore) throws -> [Row] {
        try store.uncheckedDatabase.read { db in
            try Row.fetchAll(db, sql: "SELECT key, rawContactId FROM rawKey ORDER BY 1, 2")
        }
    }

    @Test func aStoreFromBeforeKeepsItsKeysAndLosesThemWithTheirRawContact() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Ann", "Lee", emails: ["ann@example.com"], phones: ["(555) 010-4477"])
                + Cards.person("Bob", "Ray", emails: ["bob@example.com"]))
        // The store as v14 left it: `rawKey` with its foreign key, v15 not run.
        try temporary.store.uncheckedDatabase.write { db in
            try db.execute(
                sql: """
                    DROP TRIGGER rawContact_keysDelete;
                    ALTER TABLE rawKey RENAME TO rawKeyNew;
                    CREATE TABLE rawKey (
                        key INTEGER NOT NULL,
                        rawContactId INTEGER NOT NULL REFERENCES rawContact(id) ON DELETE CASCADE,
                        PRIMARY KEY (key, rawContactId)
                    ) WITHOUT ROWID;
                    INSERT INTO rawKey SELECT * FROM rawKeyNew;
                    DROP TABLE rawKeyNew;
                    CREATE INDEX rawKey_rawContact ON rawKey(rawContactId);
                    DELETE FROM grdb_migrations WHERE identifier = 'v15-raw-keys-without-foreign-key';
                    """)
        }
        let before = try Self.keys(temporary.store)
        #expect(Set(before.map { $0[1] as Int64 }).count == 2, "both raw contacts have keys")

        let reopened = try temporary.reopened()
        #expect(try Self.keys(reopened) == before)
        let foreignKeys = try reopened.uncheckedDatabase.read { db in
            try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(rawKey)")
        }
        #expect(foreignKeys.isEmpty)
        try reopened.delete([.position(1)])
        let left = try Self.keys(reopened)
        #expect(!left.isEmpty && left.count < before.count)
        #expect(try reopened.checkHealth() == [])
        try reopened.undo()
        #expect(try Self.keys(reopened) == before)
    }
}
