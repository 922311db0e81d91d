import GRDB
import Testing

@testable import ContactsKit

/// "v14-search-prefixes" makes the search index again with longer prefix indexes, and
/// "v17-contentless-search" without a copy of its text; both keep every row.
@Suite struct SearchIndexMigrationTests {
    @Test func aStoreFromBeforeKeepsItsSearchRowsAndFindsThemByLongerPrefixes() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Martina", "Lee", emails: ["martina@example.com"], phones: ["(555) 010-4477"])
                + Cards.person("Marcus", "Ray", phones: ["+49 30 5550 1234"])
                + Cards.person("Ann", "Smith", organization: "Martello Bakery"))
        // The store as v13 left it: the search index with its text and prefixes 1 to 3, each
        // contact's row written from its merged view, and neither v14 nor v17 run.
        let before = try temporary.store.uncheckedDatabase.write { db in
            try db.execute(
                sql: """
                    DROP TABLE contactSearch;
                    CREATE VIRTUAL TABLE contactSearch USING fts5(
                        name, organization, email, phone, categories, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3');
                    DELETE FROM grdb_migrations WHERE identifier IN ('v14-search-prefixes', 'v17-contentless-search', 'v21-search-every-field');
                    """)
            try FiveColumnSearchRows.write(db)
            return try Row.fetchAll(db, sql: "SELECT rowid, * FROM contactSearch ORDER BY rowid")
        }
        #expect(before.count == 3 && before.allSatisfy { ($0["name"] as String?)?.isEmpty == false })

        var announced = 0
        let reopened = try ContactStore(path: temporary.store.path) { announced += 1 }
        #expect(announced == 1)
        _ = try ContactStore(path: temporary.store.path) { announced += 1 }
        _ = try ContactStore(path: temporary.pathOf("new.sqlite")) { announced += 1 }
        #expect(announced == 1, "a store already up to date, or a new one, is not announced as updated")
        try reopened.uncheckedDatabase.read { db in
            // The index keeps every row but no longer their text.
            #expect(
                try Int64.fetchAll(db, sql: "SELECT rowid FROM contactSearch ORDER BY rowid")
                    == before.map { $0["rowid"] })
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contactSearch WHERE name IS NOT NULL") == 0)
            let sql = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'contactSearch'") ?? ""
            #expect(
                sql.contains("prefix = '1 2 3 4 5'") && sql.contains("content = ''")
                    && sql.contains("contentless_delete = 1"))
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
