import GRDB
import Testing

@testable import ContactsKit

/// `ListRequest.query`: prefixes of name words, nickname, organisation, email parts and phone digits,
/// case- and diacritic-insensitive, words ANDed, FTS syntax taken literally; combined with sorting,
/// paging, `source` and `hasPhoto`, and always printing manual positions.
@Suite struct SearchTests {
    /// The book every search runs on, in manual order.
    static let book = [
        Cards.person("José", "Álvarez"),  // 1
        Cards.person("Mark", "Twain", emails: ["jose@x.org"]),  // 2
        Cards.person("Josefine", "Berg"),  // 3
        Cards.person("Josh", "Brown"),  // 4
        Cards.person("Ann", "Smith", phones: ["+1 (555) 010-4477"], organization: "Acme Widgets"),  // 5
        Cards.person("Anna", "Smithers", phones: ["+44 20 7946 0958"]),  // 6
        Cards.person("Sam", "Clemens", emails: ["mark.twain@river.example"]),  // 7
        Cards.person("Wei", "Chen", organization: "Globex", extra: ["TITLE:Chief Engineer"]),  // 8
        Cards.person("James", "Barnes", extra: ["NICKNAME:Bucky"]),  // 9
        Cards.person("Lena", "Park", phones: ["030 1234567"]),  // 10
        Cards.person("Jürgen", "Müller", phones: ["+49 30 5550 1234"]),  // 11
        Cards.person("Łukasz", "Nowak", phones: ["+48 601 555 123"]),  // 12
    ].joined()

    /// A query and the display names it finds, in manual order.
    struct Search: Sendable, CustomTestStringConvertible {
        let query: String
        let finds: [String]
        var testDescription: String { "\"\(query)\"" }
    }

    static let searches: [Search] = [
        // Name words, by prefix, case- and diacritic-insensitive; email parts too.
        Search(query: "jose", finds: ["José Álvarez", "Mark Twain", "Josefine Berg"]),
        Search(query: "JOSÉ", finds: ["José Álvarez", "Mark Twain", "Josefine Berg"]),
        Search(query: "josef", finds: ["Josefine Berg"]),
        Search(query: "alvarez", finds: ["José Álvarez"]),
        Search(query: "Álv", finds: ["José Álvarez"]),
        Search(query: "jos", finds: ["José Álvarez", "Mark Twain", "Josefine Berg", "Josh Brown"]),
        Search(query: "erg", finds: []),  // the middle of a word is not a prefix
        // Several words are ANDed, in any order.
        Search(query: "ann smi", finds: ["Ann Smith", "Anna Smithers"]),
        Search(query: "smith ann", finds: ["Ann Smith", "Anna Smithers"]),
        Search(query: "ann acme", finds: ["Ann Smith"]),
        Search(query: "ann zzz", finds: []),
        // Organisation and job title, nickname.
        Search(query: "glob", finds: ["Wei Chen"]),
        Search(query: "widgets", finds: ["Ann Smith"]),
        Search(query: "engineer", finds: ["Wei Chen"]),
        Search(query: "bucky", finds: ["James Barnes"]),
        // Email parts.
        Search(query: "river", finds: ["Sam Clemens"]),
        Search(query: "twain", finds: ["Mark Twain", "Sam Clemens"]),
        Search(query: "x.org", finds: ["Mark Twain"]),
        // Phone digits however they are typed.
        Search(query: "555 01", finds: ["Ann Smith"]),
        Search(query: "5550104477", finds: ["Ann Smith"]),
        Search(query: "555-010", finds: ["Ann Smith"]),
        Search(query: "+1 555 010 4477", finds: ["Ann Smith"]),
        Search(query: "4477", finds: ["Ann Smith"]),
        Search(query: "2079460958", finds: ["Anna Smithers"]),
        Search(query: "7946", finds: ["Anna Smithers"]),
        Search(query: "1234567", finds: ["Lena Park"]),
        Search(query: "301234567", finds: ["Lena Park"]),
        Search(query: "555 99", finds: []),
        Search(query: "5550 104477", finds: ["Ann Smith"]),  // only the digits together start a number
        // International numbers typed nationally, with the trunk 0, and the country code cut exactly.
        Search(query: "030 5550", finds: ["Jürgen Müller"]),
        Search(query: "30 5550 1234", finds: ["Jürgen Müller"]),
        Search(query: "0601 555", finds: ["Łukasz Nowak"]),
        Search(query: "601555123", finds: ["Łukasz Nowak"]),
        Search(query: "01555", finds: []),  // not a form of +48 601 555 123 (a 3-digit "code" cut)
        // Name words must match too when the digits match a phone number.
        Search(query: "ann 555 01", finds: ["Ann Smith"]),
        Search(query: "ann 5550 104477", finds: ["Ann Smith"]),
        Search(query: "josh 555", finds: []),
        Search(query: "anna 555 01", finds: []),
        // Nothing to search for: everything.
        Search(query: "", finds: allNames),
        Search(query: "  ", finds: allNames),
    ]

    static let allNames = [
        "José Álvarez", "Mark Twain", "Josefine Berg", "Josh Brown", "Ann Smith", "Anna Smithers", "Sam Clemens",
        "Wei Chen", "James Barnes", "Lena Park", "Jürgen Müller", "Łukasz Nowak",
    ]

    @Test(arguments: searches)
    func queryFinds(_ search: Search) throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let found = try temporary.list(ListRequest(query: search.query))
        #expect(found.map(\.displayName) == search.finds)
        #expect(found.map(\.position) == found.map { Self.allNames.firstIndex(of: $0.displayName)! + 1 })
    }

    /// Queries holding FTS5 syntax; none may throw, and each finds what its words find.
    static let syntaxQueries: [Search] = [
        Search(query: "\"jose\"", finds: ["José Álvarez", "Mark Twain", "Josefine Berg"]),
        Search(query: "jose*", finds: ["José Álvarez", "Mark Twain", "Josefine Berg"]),
        Search(query: "-jose", finds: ["José Álvarez", "Mark Twain", "Josefine Berg"]),
        Search(query: "NOT jose", finds: []),
        Search(query: "ann AND", finds: []),
        Search(query: "ann OR bob", finds: []),
        Search(query: "name:jose", finds: []),
        Search(query: "phone:555", finds: []),
        Search(query: "NEAR(ann smith)", finds: []),
        Search(query: "ann NEAR smith", finds: []),
        Search(query: "^ann", finds: ["Ann Smith", "Anna Smithers"]),
        Search(query: "(ann", finds: ["Ann Smith", "Anna Smithers"]),
        Search(query: "ann)", finds: ["Ann Smith", "Anna Smithers"]),
        Search(query: "{name}: ann", finds: []),
        Search(query: "ann + smith", finds: ["Ann Smith", "Anna Smithers"]),
        Search(query: "o'brien", finds: []),
        Search(query: "\"", finds: []),  // punctuation only: no word to look for, matches nobody
        Search(query: "*", finds: []),  // punctuation only: no word to look for, matches nobody
        Search(query: ":", finds: []),  // punctuation only: no word to look for, matches nobody
        Search(query: "-", finds: []),  // punctuation only: no word to look for, matches nobody
        Search(query: "\"\" * : - ( ) ^ +", finds: []),  // punctuation only: no word to look for, matches nobody
        Search(query: "AND", finds: []),
        Search(query: "OR", finds: ["Mark Twain"]),  // the word "or" starts "org" in jose@x.org
        Search(query: "NOT", finds: []),
        Search(query: "jose\"*", finds: ["José Álvarez", "Mark Twain", "Josefine Berg"]),
        Search(query: "\u{0}ann", finds: ["Ann Smith", "Anna Smithers"]),
        Search(query: "🙂 ann", finds: ["Ann Smith", "Anna Smithers"]),
    ]

    @Test(arguments: syntaxQueries)
    func ftsSyntaxInAQueryIsSearchedForNeverRun(_ search: Search) throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let found = try temporary.names(ListRequest(query: search.query))
        #expect(found == search.finds)
        _ = try temporary.store.sectionCounts(ListRequest(order: .familyName, query: search.query))
    }

    @Test func queryFindsTheOperatorWordsWhenContactsHaveThem() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Andy", "Ort") + Cards.person("Nora", "Notting") + Cards.person("Al", "Near"))
        #expect(try temporary.names(ListRequest(query: "AND")) == ["Andy Ort"])
        #expect(try temporary.names(ListRequest(query: "or")) == ["Andy Ort"])
        #expect(try temporary.names(ListRequest(query: "NOT")) == ["Nora Notting"])
        #expect(try temporary.names(ListRequest(query: "NEAR")) == ["Al Near"])
    }

    // MARK: - Combined

    @Test func queryWithSortedOrderPrintsManualPositions() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        try temporary.store.move(from: 6, to: 1)  // Anna Smithers first
        let manual = try temporary.names()
        for limit in [1, 10, nil] {
            let found = try temporary.list(ListRequest(order: .familyName, query: "jose", limit: limit))
            let expected = ["José Álvarez", "Josefine Berg", "Mark Twain"].prefix(limit ?? 3)
            #expect(found.map(\.displayName) == Array(expected))
            #expect(found.map(\.position) == found.map { manual.firstIndex(of: $0.displayName)! + 1 })
        }
        let byGiven = try temporary.list(ListRequest(order: .givenName, query: "ann smi"))
        #expect(byGiven.map(\.displayName) == ["Ann Smith", "Anna Smithers"])
        #expect(byGiven.map(\.position) == [6, 1])
    }

    @Test func queryWithLimitAndOffsetPagesTheMatches() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let all = try temporary.list(ListRequest(query: "jos"))
        #expect(all.map(\.position) == [1, 2, 3, 4])
        let page = try temporary.list(ListRequest(query: "jos", limit: 2, offset: 1))
        #expect(page.map(\.displayName) == ["Mark Twain", "Josefine Berg"])
        #expect(page.map(\.position) == [2, 3])
        #expect(try temporary.list(ListRequest(query: "jos", limit: 2, offset: 4)).isEmpty)
        let sortedPage = try temporary.names(ListRequest(order: .givenName, query: "jos", limit: 2, offset: 2))
        #expect(sortedPage == ["Josh Brown", "Mark Twain"])
    }

    /// A search that matches many contacts finds its page by walking the listing's order
    /// (``MatchWalk``); the page must be exactly that slice of the full listing of the matches —
    /// rows, positions and sections — in every order, with offsets, after moves and deletions
    /// (positions and ids no longer in step).
    @Test func aCommonSearchsPageIsTheSliceOfItsFullListing() throws {
        let temporary = try TemporaryStore()
        let given = ["Mark", "Maria", "Ann", "Ben", "Marta", "Wei", "Omar", "Lena"]
        let family = ["Marino", "Smith", "Chen", "Park", "Müller", "Nowak", "Abe"]
        try temporary.importText(
            (0..<300).map { Cards.person(given[$0 % given.count], family[$0 * 7 % 11 % family.count] + "\($0)") }
                .joined())
        for (from, to) in [(250, 3), (10, 200), (299, 1), (120, 121)] { try temporary.store.move(from: from, to: to) }
        _ = try temporary.store.delete([.position(5), .position(77), .position(150)])

        for order in [ListRequest.Order.manual, .familyName, .givenName] {
            let all = try temporary.listed(ListRequest(order: order, query: "mar"))
            #expect(all.count > 100)
            // A word of at most five letters held by one contact in three: the walk asks the index
            // about each contact it passes. A longer word, or a page far down, is read whole first,
            // and a page far down its matches keeps SQLite's plan.
            let cases = [
                ("mar", 0, 5, true, true), ("mar", 0, 20, true, true), ("mar", 7, 10, true, true),
                ("mar", all.count - 3, 10, false, false), ("marino", 0, 5, true, false),
                ("marino", 0, 20, false, false),
            ]
            for (query, offset, limit, walks, oneByOne) in cases {
                let listing = try temporary.listed(ListRequest(order: order, query: query))
                let request = ListRequest(order: order, query: query, limit: limit, offset: offset)
                let walk = try temporary.store.uncheckedDatabase.read { db in
                    try MatchWalk(request, match: request.match(db), total: 297, db)
                }
                #expect((walk != nil) == walks, "\(query), \(order), offset \(offset), limit \(limit)")
                #expect(
                    (walk?.askedOneByOne ?? false) == oneByOne, "\(query), \(order), offset \(offset), limit \(limit)")
                let page = try temporary.listed(request)
                let expected = Array(listing.dropFirst(offset).prefix(limit))
                #expect(
                    page.map(\.contact) == expected.map(\.contact),
                    "\(query), \(order), offset \(offset), limit \(limit)")
                #expect(page.map(\.section) == expected.map(\.section))
            }
        }
        // A rare match keeps SQLite's plan: looking up 3 matches beats walking 297 contacts.
        let rare = ListRequest(query: "ann smith1", limit: 50)
        #expect(
            try temporary.store.uncheckedDatabase.read { db in
                try MatchWalk(rare, match: rare.match(db), total: 297, db)
            } == nil)
    }

    @Test func sourceFilterKeepsOnlyThatSourcesContacts() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Smith") + Cards.person("Bob", "Jones"), name: "work.vcf")
        try temporary.importText(Cards.person("Anna", "Home") + Cards.person("Cy", "Young"), name: "home.vcf")
        #expect(try temporary.names(ListRequest(source: "work")) == ["Ann Smith", "Bob Jones"])
        #expect(try temporary.list(ListRequest(source: "home")).map(\.position) == [3, 4])
        #expect(try temporary.names(ListRequest(query: "ann", source: "home")) == ["Anna Home"])
        #expect(try temporary.names(ListRequest(order: .givenName, source: "home")) == ["Anna Home", "Cy Young"])
        #expect(try temporary.names(ListRequest(source: "nowhere")).isEmpty)
        #expect(
            try temporary.store.sectionCounts(ListRequest(order: .familyName, source: "work")).map(\.section) == [
                "J", "S",
            ])
    }

    @Test func hasPhotoKeepsOnlyContactsWithAnEmbeddedPhoto() throws {
        let temporary = try TemporaryStore()
        let text =
            Cards.person("Ann", "Smith")
            + Cards.person("Bob", "Jones", extra: ["PHOTO;ENCODING=b;TYPE=PNG:\(Cards.pngBase64)"])
            + Cards.person("Cy", "Young", extra: ["PHOTO;VALUE=uri:https://example.org/cy.png"])
            + Cards.person("Di", "Lane", extra: ["PHOTO;ENCODING=b;TYPE=PNG:\(Cards.pngBase64)"])
            + Cards.card(
                ["FN:Eve Stone", "N:Stone;Eve;;;", "PHOTO:data:image/png;base64,\(Cards.pngBase64)"], version: "4.0")
        try temporary.importText(text)
        let withPhoto = try temporary.list(ListRequest(hasPhoto: true))
        #expect(withPhoto.map(\.displayName) == ["Bob Jones", "Di Lane", "Eve Stone"])
        #expect(withPhoto.map(\.position) == [2, 4, 5])
        #expect(withPhoto.allSatisfy { $0.hasPhoto })
        #expect(try temporary.list().map(\.hasPhoto) == [false, true, false, true, true])
        #expect(try temporary.names(ListRequest(order: .familyName, query: "l", hasPhoto: true)) == ["Di Lane"])
        #expect(try temporary.names(ListRequest(hasPhoto: true, limit: 1, offset: 1)) == ["Di Lane"])
    }

    @Test func longFilteredListingPrintsManualPositions() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(2_100))
        try temporary.store.move(from: 2_100, to: 1)
        try temporary.store.move(from: 2, to: 2_100)
        // "person" matches everyone: more than 2,000 rows are numbered from one scan.
        for limit in [nil, 2_001, 50] {
            let found = try temporary.list(ListRequest(order: .givenName, query: "person", limit: limit))
            let expected = (1...(limit ?? 2_100)).map { number in
                number == 2_100 ? 1 : number == 1 ? 2_100 : number
            }
            #expect(found.map(\.position) == expected, "limit \(limit.map(String.init) ?? "none")")
        }
    }

    @Test func repeatedWordsAndWordsAnotherStartsAreLookedUpOnce() throws {
        let database = try DatabaseQueue()
        let expression = { (query: String) in try database.read { try SearchQuery.matchExpression(query, $0) } }
        #expect(try expression(Array(repeating: "ann", count: 50).joined(separator: " ")) == "\"ann\"*")
        #expect(try expression("an ANNA anna smi") == "\"ANNA\"* AND \"smi\"*")
        #expect(try expression("  ") == nil)
        #expect(try expression("* --") == "\"\"")
    }

    /// A word longer than the index's prefix lists is searched as the index's words it starts, or
    /// as its first five letters when they start the same words, so that asking about one contact
    /// is a seek; without such words, with too many, in a name search or not in ASCII, as a prefix.
    @Test func aLongWordIsSearchedAsTheIndexsWordsItStarts() throws {
        let terms: (String) -> IndexedWordForm? = {
            [
                "berlin": .words(["berlin", "berliner"]), "muller": .words(["muller"]), "yamamoto": .prefix("yamam"),
                "zzzzzzz": .words([]),
            ][$0]
        }
        // Every word one token: the ASCII words here are never split.
        func match(_ query: String, scope: SearchScope = .everyField) -> SearchMatch? {
            SearchQuery.match(query, scope: scope, terms: terms, tokens: { [$0] })
        }
        let both = try #require(match("Berlin conf"))
        #expect(both.expression == "(\"berlin\" OR \"berliner\") AND \"conf\"*")
        #expect(both.isSeekable)
        #expect(match("Muller") == SearchMatch(expression: "\"muller\"", isSeekable: true))
        #expect(match("Yamamoto") == SearchMatch(expression: "\"yamam\"*", isSeekable: true))
        #expect(match("zzzzzzz") == SearchMatch(expression: "\"zzzzzzz\"*", isSeekable: false))
        #expect(match("zzzzzz") == SearchMatch(expression: "\"zzzzzz\"*", isSeekable: false))
        #expect(match("Müller")?.isSeekable == false, "not ASCII: never asked")
        #expect(match("berlin", scope: .identity)?.expression == SearchQuery.identityColumns + "\"berlin\"*")
        #expect(match("555 01")?.isSeekable == true)
        #expect(match("555 010")?.isSeekable == false, "six digits: a phone's prefix")

        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Ann", "Berlin") + Cards.person("Bo", "Berliner", extra: ["NOTE:Berlingo Berlioz"])
                + Cards.person("Cy", "Berl"))
        let database = temporary.store.uncheckedDatabase
        let indexed = { (prefix: String, limit: Int) in
            try database.read { db in try SearchWordRecord.words(startingWith: prefix, limit: limit, db) }
        }
        #expect(try indexed("berlin", 16) == ["berlin", "berliner", "berlingo"])
        #expect(try indexed("berlin", 2) == nil, "more than the limit")
        #expect(try indexed("berlix", 16) == [])
        let form = { (word: String) in try database.read { db in try SearchWordRecord.form(of: word, db) } }
        #expect(try form("berlin") == .words(["berlin", "berliner", "berlingo"]), "berli also starts berlioz")
        #expect(try form("berlio") == .words(["berlioz"]), "berli also starts berlin")
        #expect(try form("berlioz") == .words(["berlioz"]))
        #expect(try form("berli") == nil, "five letters: the index's prefix lists answer")
        #expect(try form("12345a") == nil, "five digits first: not kept")
        #expect(try database.read(ContactSearchRecord.segmentCount) == 1, "one import: one segment")
        #expect(try temporary.names(ListRequest(query: "berlin")) == ["Ann Berlin", "Bo Berliner"])
        #expect(try temporary.names(ListRequest(query: "berlio")) == ["Bo Berliner"])
        for name in ["Di", "Ed", "Flo"] { try temporary.importText(Cards.person(name, "Doe"), name: "\(name).vcf") }
        #expect(try database.read(ContactSearchRecord.segmentCount)! > 1, "each write a segment, merged four at a time")
        try database.write(ContactSearchRecord.optimize)
        #expect(try database.read(ContactSearchRecord.segmentCount) == 1)
        try temporary.importText(Cards.person("Gil", "Yamamoto", emails: ["yamamoto1@example.com"]), name: "y.vcf")
        #expect(try form("yamamoto") == .prefix("yamam"), "every word yamam starts")
        #expect(try form("yamamoto1") == .words(["yamamoto1"]), "yamamoto is not yamamoto1")
        try temporary.importText(Cards.person("Hal", "Yamam"), name: "h.vcf")
        #expect(try form("yamamoto") == .words(["yamamoto", "yamamoto1"]), "yamam is a word of its own")
        #expect(try temporary.names(ListRequest(query: "yamamoto")) == ["Gil Yamamoto"])
    }

    /// A write of the whole index (a bulk import, the health repair's rebuild) that leaves it in more
    /// segments than a search asks about one by one is rewritten as one; a few are left to FTS5.
    @Test func anIndexInManySegmentsIsMadeOne() throws {
        let temporary = try TemporaryStore()
        let database = temporary.store.uncheckedDatabase
        try database.write { db in
            try db.execute(sql: "INSERT INTO contactSearch (contactSearch, rank) VALUES ('automerge', 0)")
        }
        let names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
        for (index, name) in names.enumerated() {
            try temporary.importText(Cards.person(name, "Doe"), name: "\(name).vcf")
            if index == MatchWalk.segmentsAsked - 1 {
                #expect(try database.read(ContactSearchRecord.segmentCount) == MatchWalk.segmentsAsked)
                try database.write(ContactSearchRecord.optimizeIfFragmented)
                #expect(try database.read(ContactSearchRecord.segmentCount) == MatchWalk.segmentsAsked, "left as it is")
            }
        }
        #expect(try database.read(ContactSearchRecord.segmentCount) == names.count)
        try database.write(ContactSearchRecord.optimizeIfFragmented)
        #expect(try database.read(ContactSearchRecord.segmentCount) == 1)
        #expect(try temporary.names(ListRequest(query: "doe")).count == names.count)
        #expect(try temporary.store.checkHealth().isEmpty)
    }
}
