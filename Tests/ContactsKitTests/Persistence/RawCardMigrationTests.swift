import Foundation
import GRDB
import Testing

@testable import ContactsKit

/// "v18-raw-cards" moves the cards and profiles out of `rawContact` into `rawCard`; a change logged
/// before it, whose statements still name `rawContact.card`, is undone as it was meant.
@Suite struct RawCardMigrationTests {
    /// Puts a current store back as v17 left it: the cards and profiles in `rawContact`, no
    /// `rawCard` (nor what v19 added), and the change log's triggers naming them, in the file.
    private static func backToV17(_ store: ContactStore) throws {
        try store.uncheckedDatabase.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.inTransaction {
                // The connection's own triggers name columns the statements below drop.
                try UndoTriggers.drop(db)
                try db.execute(
                    sql: """
                        CREATE TABLE rawContactOld (
                            id INTEGER PRIMARY KEY,
                            uuid TEXT NOT NULL UNIQUE,
                            contactId INTEGER NOT NULL REFERENCES contact(id) ON DELETE CASCADE,
                            source TEXT NOT NULL,
                            uid TEXT,
                            contentHash BLOB NOT NULL,
                            card BLOB NOT NULL
                        , profile TEXT NOT NULL DEFAULT '', base BLOB);
                        INSERT INTO rawContactOld SELECT id, uuid, contactId, source, uid, contentHash, card, profile, base FROM rawContact JOIN rawCard USING (id);
                        DROP TABLE rawCard;
                        DROP TABLE rawContact;
                        ALTER TABLE rawContactOld RENAME TO rawContact;
                        CREATE INDEX rawContact_contact ON rawContact(contactId);
                        CREATE INDEX rawContact_source ON rawContact(source, contactId);
                        CREATE INDEX rawContact_sourceHash ON rawContact(source, contentHash);
                        CREATE UNIQUE INDEX rawContact_sourceUID ON rawContact(source, uid) WHERE uid IS NOT NULL;
                        CREATE TRIGGER rawContact_keysDelete AFTER DELETE ON rawContact BEGIN
                            DELETE FROM rawKey WHERE rawContactId = OLD.id;
                        END;
                        DELETE FROM grdb_migrations WHERE identifier = 'v18-raw-cards';
                        ALTER TABLE remote DROP COLUMN isDefault;
                        ALTER TABLE remote DROP COLUMN tokenCommand;
                        ALTER TABLE remote DROP COLUMN caFile;
                        ALTER TABLE remoteCard DROP COLUMN replaced;
                        DELETE FROM grdb_migrations WHERE identifier IN ('v19-homes', 'v23-undo-triggers-in-connection');
                        """)
                // The triggers of v17 were in the file, made from the columns of then.
                let tables = UndoTriggers.loggedTables.filter { !["rawCard", "remote", "remoteCard"].contains($0) }
                for table in try UndoTriggers.tables(db, named: tables) {
                    for (_, sql) in UndoTriggers.statements(for: table) {
                        try db.execute(
                            sql: sql.replacingOccurrences(
                                of: "CREATE TEMP TRIGGER IF NOT EXISTS", with: "CREATE TRIGGER"))
                    }
                }
                return .commit
            }
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
    }

    @Test func aStoreFromBeforeKeepsItsCardsAndUndoesAChangeLoggedBefore() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Ann", "Lee", uid: "a1", emails: ["ann@example.com"]) + Cards.person("Bob", "Ray", uid: "b1"),
            source: "icloud")
        try temporary.importText(
            Cards.person("Ann", "Lee", uid: "a2", emails: ["ann@example.com"], phones: ["+1 555 010 4477"]),
            source: "google")
        let before = try temporary.list(includeRawContacts: true)
        try #require(before.count == 2 && before[0].rawContacts.count == 2)
        let cardsQuery = "SELECT id, card, profile FROM rawCard ORDER BY id"
        let cards = try temporary.store.uncheckedDatabase.read { db in try Row.fetchAll(db, sql: cardsQuery) }

        try Self.backToV17(temporary.store)
        // A change made by the version before: Ann's first card replaced by Bob's, her second deleted.
        try temporary.store.uncheckedDatabase.write { db in
            let change = try ChangeRecord.begin(.edit, summary: "before v18", client: "test", db)
            try db.execute(
                sql: """
                    UPDATE rawContact SET card = (SELECT card FROM rawContact WHERE uid = 'b1'), profile = '' WHERE uid = 'a1';
                    DELETE FROM rawContact WHERE uid = 'a2';
                    """)
            try ChangeRecord.finish(change, summary: "before v18", db)
            let logged = try String.fetchAll(db, sql: "SELECT statement FROM undoLog WHERE tableName = 'rawContact'")
            #expect(
                logged.contains {
                    $0.hasPrefix(
                        "INSERT INTO rawContact (id, uuid, contactId, source, uid, contentHash, card, profile, base) VALUES ("
                    )
                })
            #expect(logged.contains { $0.hasPrefix("UPDATE rawContact SET card = X'") })
        }

        let reopened = try ContactStore(path: temporary.store.path)
        let columns = try reopened.uncheckedDatabase.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('rawContact') ORDER BY cid")
        }
        #expect(columns == ["id", "uuid", "contactId", "source", "uid", "contentHash", "base", "home"])
        let triggersInFile = try reopened.uncheckedDatabase.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM main.sqlite_master WHERE type = 'trigger' AND name GLOB 'undo_*'")
        }
        #expect(triggersInFile.isEmpty)
        _ = try reopened.undo()
        #expect(try reopened.uncheckedDatabase.read { db in try Row.fetchAll(db, sql: cardsQuery) } == cards)
        var after: [Contact] = []
        try reopened.list(ListRequest(), includeRawContacts: true) { after.append($0.contact) }
        #expect(after == before)
        #expect(try reopened.checkHealth() == [])
    }

    @Test func legacyStatementsAreSplitBetweenTheTwoTables() throws {
        let insert = try #require(
            LoggedStatement(
                """
                INSERT INTO rawContact (id, uuid, contactId, source, uid, contentHash, card, profile, base) VALUES (7, 'u', 3, 'icloud', NULL, X'01', X'4243', 'p', NULL)
                """))
        let parts = try #require(LegacyRawContactStatement(shape: insert.shape)).statements(insert.values)
        #expect(
            parts.map(\.shape) == [
                "INSERT INTO rawContact (id, uuid, contactId, source, uid, contentHash, base) VALUES (?,?,?,?,?,?,?)",
                "INSERT INTO rawCard (id, card, profile) VALUES (?,?,?)",
            ])
        #expect(parts[1].values == [7.databaseValue, Data([0x42, 0x43]).databaseValue, "p".databaseValue])

        let update = try #require(
            LoggedStatement("UPDATE rawContact SET contentHash = X'01', profile = 'p' WHERE rowid = 7"))
        let updates = try #require(LegacyRawContactStatement(shape: update.shape)).statements(update.values)
        #expect(
            updates.map(\.shape) == [
                "UPDATE rawContact SET contentHash = ? WHERE rowid = ?",
                "UPDATE rawCard SET profile = ? WHERE rowid = ?",
            ])
        #expect(updates[1].values == ["p".databaseValue, 7.databaseValue])

        // Statements of v18 and later name no moved column: run as they are.
        for sql in [
            "UPDATE rawContact SET contactId = 4 WHERE rowid = 7", "DELETE FROM rawContact WHERE rowid = 7",
            "INSERT INTO rawContact (id, uuid, contactId, source, uid, contentHash, base) VALUES (7, 'u', 3, 'icloud', NULL, X'01', NULL)",
        ] {
            #expect(LegacyRawContactStatement(shape: try #require(LoggedStatement(sql)).shape) == nil)
        }
    }
}
