import GRDB
import Testing

@testable import ContactsKit

/// "v14-search-prefixes" makes the search index again with longer prefix indexes and keeps every row.
@Suite struct SearchPrefixMigrationTests {
    @Test func aStoreFromBeforeKeepsItsSearchRowsAndFindsThemByLongerPrefixes() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Martina", "Lee", emails: ["martina@example.com"], phones: ["(555) 010-4477"])
                + Cards.person("Marcus", "Ray", phones: ["+49 30 5550 1234"])
                + Cards.person("Ann", "Smith", organization: "Martello Bakery"))
        // The store as v13 left it: the search index with prefixes 1 to 3, and v14 not run.
        try temporary.store.uncheckedDatabase.write { db in
            try db.execute(sql: """
                CREATE VIRTUAL TABLE searchBefore USING fts5(
                    name, organization, email, phone, categories, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3');
                INSERT INTO searchBefore (rowid, name, organization, email, phone, categories)
                    SELECT rowid, name, organization, email, phone, categories FROM contactSearch;
                DROP TABLE contactSearch;
                ALTER TABLE searchBefore RENAME TO contactSearch;
                DELETE FROM grdb_migrations WHERE identifier = 'v14-search-prefixes';
                """)
        }
        let before = try temporary.store.uncheckedDatabase.read { db in
            try Row.fetchAll(db, sql: "SELECT rowid, * FROM contactSearch ORDER BY rowid")
        }

        var announced = 0
        let reopened = try ContactStore(path: temporary.store.path) { announced += 1 }
        #expect(announced == 1)
        _ = try ContactStore(path: temporary.store.path) { announced += 1 }
        _ = try ContactStore(path: temporary.pathOf("new.sqlite")) { announced += 1 }
        #expect(announced == 1, "a store already up to date, or a new one, is not announced as updated")
        try reopened.uncheckedDatabase.read { db in
            #expect(try Row.fetchAll(db, sql: "SELECT rowid, * FROM contactSearch ORDER BY rowid") == before)
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'contactSearch'") ?? ""
            #expect(sql.contains("prefix = '1 2 3 4 5'"))
        }
        func names(_ query: String) throws -> [String] {
            var names: [String] = []
            try reopened.list(ListRequest(query: query)) { names.append($0.contact.displayName) }
            return names
        }
        #expect(try names("mart") == ["Martina Lee", "Ann Smith"])
        #expect(try names("marti") == ["Martina Lee"])
        #expect(try names("555 01") == ["Martina Lee"])
        #expect(try names("03055501") == ["Marcus Ray"])
        #expect(try reopened.checkHealth() == [])
    }
}
