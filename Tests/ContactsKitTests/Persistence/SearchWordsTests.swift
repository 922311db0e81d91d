import BenchmarkSupport
import GRDB
import Testing

@testable import ContactsKit

/// `searchWord` holds every word of the search index a typed word may stand for: the words
/// `search_words` finds (FTS5's tokenizer) are exactly the index's own words of that form, and
/// "v24-search-words" fills the table of an older store from the index.
@Suite struct SearchWordsTests {
    /// Texts where a tokenizer of our own would split or fold differently from FTS5's `unicode61`.
    static let texts = [
        "Conférence café-CONFERENCE naïve résumé Crème brûlée",
        "Straße Müllerstraße Ærøskøbing İstanbul ǅemal 12345straße 1234a中文字",
        "ＦＵＬＬＷＩＤＴＨ ﬁnance ﬂourish e\u{301}cole Αθήνα Москва 北京市", "x123456 123456 abc_def1234 O'Connor-Smith",
        "anna.rossi0@example.com https://www.example.org/path?query=value#fragment", "٣٤٥٦٧٨ tab\tseparated\nnewline",
        String(repeating: "long", count: 40) + " ŁÓDŹ Zürich señorita ÇAĞLAYAN", "",
    ]

    /// The index's words that `searchWord` may hold, as FTS5 lists them, for `texts` indexed with
    /// the search index's options; and `search_words` of the same texts.
    static func wordsBothWays(_ texts: [String]) throws -> (index: [String], function: [String]) {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try SearchWordRecord.addFunction(db) }
        let queue = try DatabaseQueue(configuration: configuration)
        return try queue.write { db in
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE t USING fts5(a, b, content = '', contentless_delete = 1,
                        tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5');
                    CREATE VIRTUAL TABLE v USING fts5vocab(t, row);
                    CREATE TEMP TABLE source (a, b);
                    """)
            for (index, text) in texts.enumerated() {
                let other: String? = index % 3 == 0 ? nil : String(text.reversed())
                try db.execute(sql: "INSERT INTO t (a, b) VALUES (?, ?)", arguments: [text, other])
                try db.execute(sql: "INSERT INTO source (a, b) VALUES (?, ?)", arguments: [text, other])
            }
            let index = try String.fetchAll(
                db,
                sql: """
                    SELECT term FROM v
                    WHERE length(term) >= 6 AND substr(term, 1, 5) NOT GLOB '*[^a-z0-9]*' AND substr(term, 1, 5) GLOB '*[a-z]*'
                    """)
            let function = try String.fetchAll(
                db, sql: "SELECT value FROM json_each((SELECT search_words(a, b) FROM source))")
            return (index, function)
        }
    }

    @Test func theFunctionFindsTheIndexsOwnWords() throws {
        let (index, function) = try Self.wordsBothWays(Self.texts)
        #expect(function == index)
        #expect(index.contains("conference") && index.contains("istanbul") && index.contains("rossi0"))
        #expect(!index.contains("123456"), "digits only")
        #expect(index.contains("mullerstraße") && index.contains("1234a中文字"), "five ASCII letters or digits first")
        #expect(!index.contains("12345straße") && !index.contains("ærøskøbing"))
    }

    @Test func randomTextsGiveTheIndexsOwnWords() throws {
        // Letters, digits, marks and separators mixed, so that words begin and end next to every kind.
        let pieces = Array("abcdefghxyzABCXYZ0123456789éÉüßøİıǅ\u{301}\u{308}ﬁＡ٣ Ωж北-_.'@\t")
        var generator = SplitMix64(seed: 41)
        let texts = (0..<600).map { _ in
            String(
                (0..<Int.random(in: 0...60, using: &generator)).map { _ in pieces.randomElement(using: &generator)! })
        }
        let (index, function) = try Self.wordsBothWays(texts)
        #expect(function == index)
        #expect(index.count > 100)
    }

    @Test func anEmptySourceHasNoWords() throws {
        #expect(try Self.wordsBothWays([]) == ([], []))
    }

    @Test func everyWriteOfSearchRowsAddsItsWords() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Lee", extra: ["NOTE:Conférence in Zürich"]))
        try temporary.importText(Cards.person("Bo", "Berliner"), name: "second.vcf")
        let words = {
            try temporary.store.uncheckedDatabase.read { db in
                try String.fetchAll(db, sql: "SELECT word FROM searchWord")
            }
        }
        #expect(try words() == ["berliner", "conference", "zurich"])
        try temporary.store.uncheckedDatabase.write { db in try RepairStep.rebuildSearchIndex(db) }
        #expect(try words() == ["berliner", "conference", "zurich"])
    }

    @Test func aStoreFromV23GainsItsIndexsWords() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Ann", "Berlin", extra: ["NOTE:Allergic to peanuts"]) + Cards.person("Bo", "Berliner"))
        try temporary.store.uncheckedDatabase.write { db in
            try db.execute(
                sql: """
                    DROP TABLE searchWord;
                    CREATE VIRTUAL TABLE contactSearchTerms USING fts5vocab(contactSearch, instance);
                    DELETE FROM grdb_migrations WHERE identifier = 'v24-search-words';
                    """)
        }
        let reopened = try ContactStore(path: temporary.store.path)
        let (words, vocabulary) = try reopened.uncheckedDatabase.read { db in
            (
                try String.fetchAll(db, sql: "SELECT word FROM searchWord"),
                try Bool.fetchOne(db, sql: "SELECT 1 FROM sqlite_master WHERE name = 'contactSearchTerms'")
            )
        }
        #expect(words == ["allergic", "berlin", "berliner", "peanuts"])
        #expect(vocabulary == nil, "the view is dropped")
        var names: [String] = []
        try reopened.list(ListRequest(query: "berlin")) { names.append($0.contact.displayName) }
        #expect(names == ["Ann Berlin", "Bo Berliner"])
    }
}
