import GRDB
import Testing

@testable import ContactsKit

/// "v21-search-every-field" makes the search index again with the `other` column and writes every
/// contact's row from its cards when the store is next opened.
@Suite struct SearchEveryFieldMigrationTests {
    static let cards = [
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lee;Ann;;;\r\nFN:Ann Lee\r\nEMAIL:ann@lee.example\r\nNOTE:Allergic to peanuts\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Costa;Bruno;;;\r\nFN:Bruno Costa\r\nADR:;;Rua Augusta 27;Lisboa;;1100-048;Portugal\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Ray;Marcus;;;\r\nFN:Marcus Ray\r\nTEL:+49 30 5550 1234\r\nCATEGORIES:Work\r\nEND:VCARD\r\n",
    ].joined()

    @Test func aStoreFromV20FindsEveryFieldAfterOpening() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.cards)
        // The store as v20 left it: the five-column contentless index, each contact's row written
        // from its merged view, and v21 not run.
        let ids = try temporary.store.uncheckedDatabase.write { db in
            try db.execute(
                sql: """
                    DROP TABLE contactSearch;
                    CREATE VIRTUAL TABLE contactSearch USING fts5(
                        name, organization, email, phone, categories, content = '', contentless_delete = 1,
                        tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5');
                    DELETE FROM grdb_migrations WHERE identifier = 'v21-search-every-field';
                    """)
            return try FiveColumnSearchRows.write(db).sorted()
        }
        var announced = 0
        let reopened = try ContactStore(path: temporary.store.path) { announced += 1 }
        #expect(announced == 1)
        try reopened.uncheckedDatabase.read { db in
            #expect(try ContactRowID.fetchAll(db, sql: "SELECT rowid FROM contactSearch ORDER BY rowid") == ids)
            #expect(try MaintenanceRecord.pending(db) == [])
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'contactSearch'") ?? ""
            #expect(sql.contains("other") && sql.contains("content = ''") && sql.contains("contentless_delete = 1"))
        }
        func names(_ query: String, _ scope: SearchScope = .everyField) throws -> [String] {
            var names: [String] = []
            try reopened.list(ListRequest(query: query, scope: scope)) { names.append($0.contact.displayName) }
            return names
        }
        #expect(try names("peanuts") == ["Ann Lee"])
        #expect(try names("lisboa") == ["Bruno Costa"])
        #expect(try names("ann") == ["Ann Lee"])
        #expect(try names("030 5550") == ["Marcus Ray"])
        #expect(try names("work") == ["Marcus Ray"])
        #expect(try names("peanuts", .identity) == [])
        #expect(try names("lee", .identity) == ["Ann Lee"])
        #expect(try reopened.checkHealth() == [])
    }

    @Test func theRebuildWritesWhatAnImportWrites() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.cards)
        let match = { (store: ContactStore, word: String) throws -> [ContactRowID] in
            try store.uncheckedDatabase.read { db in
                try ContactSearchRecord.ids(matching: "\"\(word)\"*", limit: 10, db)
            }
        }
        let words = ["peanuts", "lisboa", "augusta", "1100", "portugal", "ann", "lee", "work", "5550", "030"]
        let before = try words.map { try match(temporary.store, $0) }
        try temporary.store.uncheckedDatabase.write { db in try RepairStep.rebuildSearchIndex(db) }
        #expect(try words.map { try match(temporary.store, $0) } == before)
        #expect(before.allSatisfy { $0.count == 1 })
    }
}
