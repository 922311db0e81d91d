@testable import ContactsKit
import GRDB
import PeopleGenerator
import Testing

/// After a link every search row is what rebuilding the whole index from the cards gives, token for
/// token: the rows deleted early, the merged views' rows written last, FTS5's merging paused and
/// restored (``Linker/deleteReplacedSearchRows()``) leave nothing stale and miss nothing.
@Suite struct SearchIndexAfterLinkTests {
    /// Every token of the search index with its contact and column (FTS5's `instance` vocabulary;
    /// the index keeps no positions since "v25-search-columns-only").
    static func indexedTokens(_ store: ContactStore) throws -> [String] {
        try store.uncheckedDatabase.write { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE temp.searchTokens USING fts5vocab(main, contactSearch, instance)")
            defer { try? db.execute(sql: "DROP TABLE temp.searchTokens") }
            return try String.fetchAll(
                db,
                sql: """
                    SELECT doc || ' ' || col || ' ' || term FROM temp.searchTokens ORDER BY doc, col, term
                    """)
        }
    }

    /// The index as the link left it, then as rebuilt from scratch (``RepairStep/rebuildMergedViews(_:)``).
    static func linkedAndRebuilt(_ store: ContactStore) throws -> (linked: [String], rebuilt: [String]) {
        let linked = try indexedTokens(store)
        #expect(try store.uncheckedDatabase.write { db in ContactSearchRecord.passesIntegrityCheck(db) })
        try store.uncheckedDatabase.write { db in try RepairStep.rebuildMergedViews(db) }
        return (linked, try indexedTokens(store))
    }

    @Test(arguments: [false, true])
    func aLinkedCorpusIndexesWhatItsCardsSay(linkOnImport: Bool) throws {
        let corpus = PeopleGenerator.corpus(people: 600, duplicateRate: 0.15, seed: 21)
        let temporary = try TemporaryStore()
        for (source, text) in corpus.files {
            let path = try temporary.write("\(source).vcf", text)
            _ = try temporary.store.importCards(from: [.file(path)], source: source, link: linkOnImport)
        }
        if !linkOnImport { let links = try temporary.store.linkAutomatically(); #expect(links > 50, "\(links)") }
        let (linked, rebuilt) = try Self.linkedAndRebuilt(temporary.store)
        #expect(linked.count > 10_000)
        #expect(linked == rebuilt)
    }

    /// Survivors whose document stays the same (the same card twice) and those it changes: another
    /// number, another name, a category only the other card has.
    @Test func survivorsAreFoundByEveryCardTheyMerge() throws {
        let temporary = try TemporaryStore()
        let cards = [
            (
                "icloud",
                Cards.person("Ann", "Lee", emails: ["ann@example.com"], phones: ["+1 555 010 1001"])
                    + Cards.person("Bo", "Chan", emails: ["bo@example.com"])
                    + Cards.person("Bob", "Diaz", emails: ["bob@example.com"])
                    + Cards.person("Di", "Eng", emails: ["di@example.com"])
            ),
            (
                "google",
                Cards.person("Ann", "Lee", emails: ["ann@example.com"], phones: ["+1 555 010 1001"])
                    + Cards.person("Bo", "Chan", emails: ["bo@example.com"], phones: ["+1 555 010 2002"])
                    + Cards.person("Robert", "Diaz", emails: ["bob@example.com"])
                    + Cards.person("Di", "Eng", emails: ["di@example.com"], extra: ["CATEGORIES:Rowing"])
            ),
        ]
        for (source, text) in cards {
            _ = try temporary.store.importCards(
                from: [.file(try temporary.write("\(source).vcf", text))], source: source, link: false)
        }
        let links = try temporary.store.linkAutomatically(); #expect(links == 4, "\(links)")
        #expect(try temporary.names(ListRequest(query: "ann lee")) == ["Ann Lee"])
        #expect(try temporary.names(ListRequest(query: "555 010 2002")) == ["Bo Chan"])
        #expect(try temporary.names(ListRequest(query: "robert")) == ["Bob Diaz"])
        #expect(try temporary.names(ListRequest(query: "rowing")) == ["Di Eng"])
        let (linked, rebuilt) = try Self.linkedAndRebuilt(temporary.store)
        #expect(linked == rebuilt)
    }
}
