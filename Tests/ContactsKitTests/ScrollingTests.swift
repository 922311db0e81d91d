import Testing

@testable import ContactsKit

/// `ScrollListing`: the rows of a listing read a page at a time around a key, forwards and
/// backwards, from either end, in every order, filtered or not; sections counted; a search narrowed
/// as it is typed. Every page is checked against `list`, the listing read whole.
@Suite struct ScrollingTests {
    /// A book with every kind of sort key: accents, other scripts, particles, a company, digits
    /// (`#`), namesakes (equal sort keys, so the row id breaks ties), reordered by hand.
    static func book() throws -> TemporaryStore {
        let temporary = try TemporaryStore()
        let given = ["Anna", "Émile", "Zoë", "Mark", "Maria", "Martin", "Олена", "小明", "Bob", "Marta"]
        let family = [
            "Smith", "Ångström", "Müller", "Martínez", "Marino", "O'Brien", "Zola", "Коваленко", "van der Berg",
            "Marchetti", "Lee",
        ]
        var cards = ""
        for index in 0..<90 {
            cards += Cards.person(
                given[index % given.count], family[(index * 7) % family.count], emails: ["p\(index)@example.org"])
        }
        cards +=
            Cards.card(["ORG:24/7 Schlüsseldienst"]) + Cards.card(["ORG:3M Support"])
            + Cards.person("Ólafur", "Arnalds")
        try temporary.importText(cards)
        for (from, to) in [(93, 1), (10, 50), (2, 80), (61, 3)] { try temporary.store.move(from: from, to: to) }
        return temporary
    }

    static let orders: [ListRequest.Order] = [.manual, .familyName, .givenName]
    /// Queries over the book: none, common (walked), rare (sorted), a phone-less word, nothing.
    static let queries: [String?] = [nil, "mar", "ólafur", "smith mark", "nobody"]

    struct Case: Sendable, CustomTestStringConvertible {
        let order: ListRequest.Order
        let query: String?
        var testDescription: String { "\(order) \(query ?? "unfiltered")" }
    }
    static let cases: [Case] = orders.flatMap { order in queries.map { Case(order: order, query: $0) } }

    @Test(arguments: cases)
    func pagesForwardsAndBackwardsAreTheListing(_ test: Case) throws {
        let temporary = try Self.book()
        let store = temporary.store
        let expected = try temporary.listed(ListRequest(order: test.order, query: test.query))
        let listing = try store.scrollListing(order: test.order, query: test.query)
        #expect(try store.count(of: listing) == expected.count)

        var forwards: [ScrollRow] = []
        while true {
            let page = try store.rows(of: listing, after: forwards.last?.key, limit: 7)
            forwards += page
            if page.count < 7 { break }
        }
        #expect(forwards.map(\.contact) == expected.map(\.contact))
        #expect(forwards.map(\.section) == expected.map(\.section))

        var backwards: [ScrollRow] = []
        while true {
            let page = try store.rows(of: listing, before: backwards.first?.key, limit: 6)
            backwards = page + backwards
            if page.count < 6 { break }
        }
        #expect(backwards.map(\.contact) == expected.map(\.contact))

        // Around any row: what comes before and after it.
        for (index, row) in forwards.enumerated() where index % 5 == 0 {
            #expect(
                try store.rows(of: listing, after: row.key, limit: 3).map(\.contact)
                    == Array(expected.dropFirst(index + 1).prefix(3)).map(\.contact))
            #expect(
                try store.rows(of: listing, before: row.key, limit: 3).map(\.contact)
                    == Array(expected.prefix(index).suffix(3)).map(\.contact))
            #expect(try store.row(of: listing, contactID: row.contact.id) == row)
            let before = try store.rowsBefore(row.key, in: listing)
            #expect(before == (test.order == .manual || test.query != nil ? index : nil))
        }
    }

    /// A search found only as far as its first rows (a browser's first screen) reads the rows,
    /// places and sizes of the same search found whole: within the first rows without finding the
    /// rest, beyond them (or asked for its count) after finding it, or once ``complete`` has.
    @Test(arguments: orders)
    func aListingFoundAsFarAsItsFirstRowsReadsAsTheWholeOne(_ order: ListRequest.Order) throws {
        let temporary = try TemporaryStore()
        let given = ["Mark", "Anna", "Maria", "Bob", "Ólafur", "Martin"]
        var cards = ""
        for index in 0..<300 {
            cards += Cards.person(
                given[index % given.count], "Family\(index % 17)", phones: ["+1 555 01\(index % 100) 77"])
        }
        try temporary.importText(cards)
        let store = temporary.store
        // "mar" (150 of 300) and "martin" (50; six letters: the index's own words) asked about
        // contact by contact; "ólafur" (50; not ASCII: a prefix) and "555 01" (every contact; a
        // phone's digits) their matches read first.
        for query in ["mar", "martin", "ólafur", "555 01"] {
            let whole = try store.scrollListing(order: order, query: query)
            let wholeRows = try store.rows(of: whole, after: nil, limit: 1_000)
            let partial = try store.scrollListing(order: order, query: query, firstRows: 6)
            #expect(!partial.isComplete, "\(query)")
            let first = try store.rows(of: partial, after: nil, limit: 6)
            #expect(first == Array(wholeRows.prefix(6)), "\(query)")
            #expect(try store.rows(of: partial, after: first[1].key, limit: 3) == Array(wholeRows[2..<5]))
            #expect(try store.rows(of: partial, before: first[4].key, limit: 2) == Array(wholeRows[2..<4]))
            #expect(try store.rowsBefore(first[3].key, in: partial) == 3)
            #expect(try store.row(of: partial, contactID: wholeRows.last!.contact.id) == wholeRows.last)
            #expect(try !store.complete(partial, stopping: { true }))
            #expect(!partial.isComplete, "nothing found within the first rows, nor when stopped at once")

            #expect(try store.rows(of: partial, after: first[5].key, limit: 1_000) == Array(wholeRows.dropFirst(6)))
            #expect(partial.isComplete, "a row beyond the first ones found the rest")
            #expect(try store.count(of: partial) == wholeRows.count)

            let again = try store.scrollListing(order: order, query: query, firstRows: 6)
            #expect(try store.complete(again, stopping: { false }))
            #expect(again.isComplete)
            #expect(try store.rows(of: again, before: nil, limit: 5) == Array(wholeRows.suffix(5)))
            for row in wholeRows {
                #expect(try store.sectionCount(at: row.key, in: again) == store.sectionCount(at: row.key, in: whole))
            }
        }
    }

    @Test(arguments: cases)
    func sectionCountsAreTheListingsSections(_ test: Case) throws {
        let temporary = try Self.book()
        let store = temporary.store
        let listing = try store.scrollListing(order: test.order, query: test.query)
        let rows = try store.rows(of: listing, after: nil, limit: 1_000)
        let counts = Dictionary(rows.map { ($0.section, 1) }, uniquingKeysWith: +)
        for row in rows {
            let count = try store.sectionCount(at: row.key, in: listing)
            #expect(
                count == (test.order == .manual ? nil : counts[row.section]),
                "\(row.contact.displayName) in \(row.section)")
        }
    }

    @Test func aKeyStaysAPlaceWhenItsContactIsDeletedOrAnotherArrives() throws {
        let temporary = try Self.book()
        let store = temporary.store
        for order in Self.orders {
            let listing = try store.scrollListing(order: order)
            let rows = try store.rows(of: listing, after: nil, limit: 20)
            try store.delete([.id(rows[10].contact.id)])
            let after = try store.rows(of: try store.scrollListing(order: order), after: rows[10].key, limit: 3)
            #expect(after.map(\.contact.id) == rows[11...13].map(\.contact.id))
            let before = try store.rows(of: try store.scrollListing(order: order), before: rows[10].key, limit: 2)
            #expect(before.map(\.contact.id) == rows[8...9].map(\.contact.id))
            #expect(try store.row(of: listing, contactID: rows[10].contact.id) == nil)
        }
    }

    @Test func positionsAreYourOrdersInEveryListing() throws {
        let temporary = try Self.book()
        let store = temporary.store
        let byID = Dictionary(uniqueKeysWithValues: try temporary.list().map { ($0.id, $0.position) })
        for order in Self.orders {
            for query in [nil, "mar"] {
                var listing = try store.scrollListing(order: order, query: query)
                let rows = try store.rows(of: listing, before: nil, limit: 30)
                #expect(rows.allSatisfy { $0.contact.position == byID[$0.contact.id] })
                listing.readsPositions = false
                let unnumbered = try store.rows(of: listing, before: nil, limit: 30)
                #expect(unnumbered.map(\.contact.id) == rows.map(\.contact.id))
                #expect(
                    unnumbered.allSatisfy { $0.contact.position == 0 },
                    "a listing that does not read positions leaves them 0")
            }
        }
    }

    @Test func typingOneMoreLetterNarrowsTheMatchesAndBackspacingDoesNot() throws {
        let temporary = try Self.book()
        let store = temporary.store
        for order in Self.orders {
            var previous = try store.scrollListing(order: order, query: "m")
            for query in ["ma", "mar", "mart", "marti", "mart", "mar", "smi", "s", "smith m"] {
                let narrowed = try store.scrollListing(order: order, query: query, narrowing: previous)
                let expected = try temporary.listed(ListRequest(order: order, query: query))
                #expect(
                    try store.rows(of: narrowed, after: nil, limit: 1_000).map(\.contact) == expected.map(\.contact),
                    "\(query)")
                previous = narrowed
            }
        }
    }

    @Test func rareMatchesAreSortedAndCommonOnesWalkedWithTheSameRows() throws {
        let temporary = try Self.book()
        let store = temporary.store
        for order in Self.orders {
            let rare = try #require(try store.scrollListing(order: order, query: "ólafur").matches)
            #expect(rare.first.count * MatchList.walkRatio < (try store.count()))
            let common = try #require(try store.scrollListing(order: order, query: "mar").matches)
            #expect(common.first.count * MatchList.walkRatio >= (try store.count()))
            for (listing, query) in [(rare, "ólafur"), (common, "mar")] {
                let expected = try temporary.listed(ListRequest(order: order, query: query)).map(\.contact.id)
                #expect(
                    try store.rows(
                        of: ScrollListing(order: order, query: query, matches: listing), after: nil, limit: 1_000
                    ).map(\.contact.id) == expected)
            }
        }
    }

    @Test func anEmptyStoreHasNoRowsAnywhere() throws {
        let temporary = try TemporaryStore()
        for order in Self.orders {
            let listing = try temporary.store.scrollListing(order: order, query: nil)
            #expect(try temporary.store.rows(of: listing, after: nil, limit: 10).isEmpty)
            #expect(try temporary.store.rows(of: listing, before: nil, limit: 10).isEmpty)
            #expect(try temporary.store.count(of: listing) == 0)
        }
    }

    @Test func aSectionIsOneRangeOfSortKeys() {
        #expect(SortKey.sectionRange(of: "0mueller\u{1}jurgen") == ("0m", "0n"))
        #expect(SortKey.sectionRange(of: "1247 schlusseldienst") == ("1", "2"))
        #expect(SortKey.sectionRange(of: "0коваленко") == ("0к", "0л"))
        #expect(SortKey.sectionRange(of: "0\u{D7FF}x") == ("0\u{D7FF}", "0\u{E000}"))
    }
}

/// `StoreChangeWatcher`: SQLite's data version, on a connection of the watcher's own.
@Suite struct StoreChangeWatcherTests {
    @Test func aChangeByAnotherConnectionIsNoticedOnce() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(3))
        let watcher = try temporary.store.makeChangeWatcher()
        #expect(try !watcher.hasChanged())
        let other = try temporary.reopened()  // as another process would
        try other.move(from: 3, to: 1)
        #expect(try watcher.hasChanged())
        #expect(try !watcher.hasChanged())
        try temporary.store.delete([.position(1)])  // this process's own pool: another connection too
        #expect(try watcher.hasChanged())
        _ = try temporary.store.count()  // reading changes nothing
        #expect(try !watcher.hasChanged())
    }

    @Test func onlyAnAuthorizedClientGetsAWatcher() throws {
        let temporary = try TemporaryStore()
        let stranger = try ContactStore(path: temporary.path, client: "stranger")
        #expect(throws: ContactStoreError.accessNotDetermined(client: "stranger", path: temporary.path)) {
            try stranger.makeChangeWatcher()
        }
    }
}
