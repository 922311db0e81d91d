import GRDB
import Testing

@testable import ContactsKit

/// "v25-search-columns-only" makes the search index again without the words' positions, and a word
/// the index holds as several is searched as each of them (FTS5 refuses phrases there).
@Suite struct SearchColumnsOnlyMigrationTests {
    static let cards = [
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lee;Ann;;;\r\nFN:Ann Lee\r\nEMAIL:ann@lee.example\r\nNOTE:नमस्ते from Pune\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Costa;Bruno;;;\r\nFN:Bruno Costa\r\nORG:Cal·lígraf\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:शर्मा;प्रिया;;;\r\nFN:प्रिया शर्मा\r\nTEL:+49 30 5550 1234\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Ray;Marcus;;;\r\nFN:Marcus Ray\r\nNOTE:lígraf cal\r\nEND:VCARD\r\n",
    ].joined()

    /// Each query, and the names it finds with each scope.
    static let queries = [
        "नमस्ते", "नमस्", "शर्मा", "प्रिया शर्", "cal·lígraf", "Cal·líg", "lígraf", "ann", "030 5550", "pune",
    ]

    static func found(_ store: ContactStore) throws -> [[String]] {
        try queries.flatMap { query in
            try [SearchScope.everyField, .identity].map { scope in
                var names: [String] = []
                try store.list(ListRequest(query: query, scope: scope)) { names.append($0.contact.displayName) }
                return names.sorted()
            }
        }
    }

    @Test func wordsTheIndexSplitsAreFoundWithoutAPhrase() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.cards)
        let found = try Self.found(temporary.store)
        let expected: [[String]] = [
            ["Ann Lee"], [], ["Ann Lee"], [], ["प्रिया शर्मा"], ["प्रिया शर्मा"], ["प्रिया शर्मा"], ["प्रिया शर्मा"],
            // the two words of `Cal·lígraf` in any order, as a phrase of them no longer can be asked
            ["Bruno Costa", "Marcus Ray"], ["Bruno Costa"], ["Bruno Costa", "Marcus Ray"], ["Bruno Costa"],
            ["Bruno Costa", "Marcus Ray"], ["Bruno Costa"], ["Ann Lee"], ["Ann Lee"],
            ["प्रिया शर्मा"], ["प्रिया शर्मा"], ["Ann Lee"], [],
        ]
        #expect(found == expected)
        #expect(try temporary.store.summary(.lookup("शर्मा")).displayName == "प्रिया शर्मा")
    }

    @Test func aStoreFromV24FindsTheSameAfterOpening() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.cards)
        let expected = try Self.found(temporary.store)
        // The store as v24 left it: the index with positions, each contact's row written, v25 not run.
        try temporary.store.uncheckedDatabase.write { db in
            try db.execute(
                sql: """
                    DROP TABLE contactSearch;
                    CREATE VIRTUAL TABLE contactSearch USING fts5(
                        name, organization, email, phone, categories, other,
                        content = '', contentless_delete = 1,
                        tokenize = 'unicode61 remove_diacritics 2',
                        prefix = '1 2 3 4 5'
                    );
                    DELETE FROM grdb_migrations WHERE identifier = 'v25-search-columns-only';
                    """)
            try RepairStep.rebuildSearchIndex(db)
        }
        #expect(try Self.found(temporary.store) == expected)
        var announced = 0
        let reopened = try ContactStore(path: temporary.store.path) { announced += 1 }
        #expect(announced == 1)
        try reopened.uncheckedDatabase.read { db in
            let sql = try ContactSearchRecord.definition(db)
            #expect(sql.contains("detail = column") && sql.contains("other") && sql.contains("contentless_delete = 1"))
            #expect(try MaintenanceRecord.pending(db) == [])
        }
        #expect(try Self.found(reopened) == expected)
        #expect(try reopened.checkHealth() == [])
    }
}
