import Testing

@testable import ContactsKit

/// Sorted listings: family-then-given and given-then-family orders that fold case and diacritics,
/// put numbers in natural order, fall back to organisation then email for contacts without a name,
/// send names that start with no letter to `#` at the end, and sections whose counts match.
@Suite struct SortingTests {
    /// A book to sort and the display names it lists in each order.
    struct SortCase: Sendable, CustomTestStringConvertible {
        let label: String
        let cards: [String]
        let byFamily: [String]
        let byGiven: [String]
        var testDescription: String { label }
    }

    static let cases: [SortCase] = [
        SortCase(
            label: "family then given, given then family",
            cards: [Cards.person("Zack", "Adams"), Cards.person("Anna", "Zed"), Cards.person("Bob", "Miller")],
            byFamily: ["Zack Adams", "Bob Miller", "Anna Zed"],
            byGiven: ["Anna Zed", "Bob Miller", "Zack Adams"]
        ),
        SortCase(
            label: "the other name breaks ties, and a shorter name comes before a longer one",
            cards: [
                Cards.person("Bob", "Smith"), Cards.person("Al", "Smithers"), Cards.person("Al", "Smith"),
                Cards.person("Alan", "Smith"),
            ],
            byFamily: ["Al Smith", "Alan Smith", "Bob Smith", "Al Smithers"],
            byGiven: ["Al Smith", "Al Smithers", "Alan Smith", "Bob Smith"]
        ),
        SortCase(
            label: "case-insensitive",
            cards: [Cards.person("Bea", "baker"), Cards.person("Al", "ADAMSON"), Cards.person("cy", "adams")],
            byFamily: ["cy adams", "Al ADAMSON", "Bea baker"],
            byGiven: ["Al ADAMSON", "Bea baker", "cy adams"]
        ),
        SortCase(
            label: "Émile sorts with Emile, before Emily",
            cards: [
                Cards.person("Emily", "Zola"), Cards.person("Émile", "Zola"), Cards.person("Adam", "Zola"),
                Cards.person("Emile", "Zola"),
            ],
            byFamily: ["Adam Zola", "Émile Zola", "Emile Zola", "Emily Zola"],
            byGiven: ["Adam Zola", "Émile Zola", "Emile Zola", "Emily Zola"]
        ),
        SortCase(
            label: "ångström sorts next to Angstrom, not after Z",
            cards: [
                Cards.person("Ola", "Zorn"), Cards.person("Ida", "ångström"), Cards.person("Eva", "Anker"),
                Cards.person("Per", "Angstrom"),
            ],
            byFamily: ["Ida ångström", "Per Angstrom", "Eva Anker", "Ola Zorn"],
            byGiven: ["Eva Anker", "Ida ångström", "Ola Zorn", "Per Angstrom"]
        ),
        SortCase(
            label: "Zoë with Zoe, before Zoey and Zoltan",
            cards: [
                Cards.person("Zoltan", "Kiss"), Cards.person("Zoey", "Kiss"), Cards.person("Zoë", "Kiss"),
                Cards.person("Zoe", "Kiss"),
            ],
            byFamily: ["Zoë Kiss", "Zoe Kiss", "Zoey Kiss", "Zoltan Kiss"],
            byGiven: ["Zoë Kiss", "Zoe Kiss", "Zoey Kiss", "Zoltan Kiss"]
        ),
        SortCase(
            label: "a contact with one name part sorts by it among the others",
            cards: [
                Cards.person("Zack", "Adams"), Cards.person("Madonna", ""), Cards.person("Bob", "Miller"),
                Cards.person("", "Lennon"), Cards.person("Cher", ""),
            ],
            byFamily: ["Zack Adams", "Cher", "Lennon", "Madonna", "Bob Miller"],
            byGiven: ["Bob Miller", "Cher", "Lennon", "Madonna", "Zack Adams"]
        ),
        SortCase(
            label: "numbers in natural order",
            cards: [
                Cards.card(["ORG:Room 10"]), Cards.card(["ORG:Room 9"]), Cards.card(["ORG:Room 100"]),
                Cards.card(["ORG:Room 1"]), Cards.card(["ORG:Room 9a"]),
            ],
            byFamily: ["Room 1", "Room 9", "Room 9a", "Room 10", "Room 100"],
            byGiven: ["Room 1", "Room 9", "Room 9a", "Room 10", "Room 100"]
        ),
        SortCase(
            label: "without a name: organisation, then email",
            cards: [
                Cards.person("Dan", "Dunn"), Cards.card(["EMAIL:carol@example.org"]), Cards.card(["ORG:Acme"]),
                Cards.card(["ORG:Zeta Corp", "EMAIL:aaron@example.org"]), Cards.person("Bob", "Baker"),
            ],
            byFamily: ["Acme", "Bob Baker", "carol@example.org", "Dan Dunn", "Zeta Corp"],
            byGiven: ["Acme", "Bob Baker", "carol@example.org", "Dan Dunn", "Zeta Corp"]
        ),
        SortCase(
            label: "names that start with no letter come last",
            cards: [
                Cards.card(["ORG:3M"]), Cards.person("Zed", "Zulu"), Cards.card(["TEL:+1 555 0100"]),
                Cards.card(["ORG:42 Club"]), Cards.person("Al", "Able"),
            ],
            byFamily: ["Al Able", "Zed Zulu", "+1 555 0100", "3M", "42 Club"],
            byGiven: ["Al Able", "Zed Zulu", "+1 555 0100", "3M", "42 Club"]
        ),
    ]

    @Test(arguments: cases)
    func familyNameOrder(_ sortCase: SortCase) throws {
        let temporary = try TemporaryStore()
        try temporary.importText(sortCase.cards.joined())
        #expect(try temporary.names(ListRequest(order: .familyName)) == sortCase.byFamily)
    }

    @Test(arguments: cases)
    func givenNameOrder(_ sortCase: SortCase) throws {
        let temporary = try TemporaryStore()
        try temporary.importText(sortCase.cards.joined())
        #expect(try temporary.names(ListRequest(order: .givenName)) == sortCase.byGiven)
    }

    // MARK: - Sections

    static let sectionBook = [
        Cards.person("Émile", "Zola"), Cards.person("Ida", "ångström"), Cards.person("Zoë", "Kiss"),
        Cards.card(["ORG:3M"]), Cards.person("Al", "Able"), Cards.card(["EMAIL:carol@example.org"]),
        Cards.person("Eve", "Étienne"), Cards.card(["ORG:Acme"]), Cards.card(["TEL:+1 555 0100"]),
        Cards.person("Anna", "Zed"),
    ].joined()

    @Test func sectionsAreFoldedCapitalLettersThenHash() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.sectionBook)
        let byFamily = try temporary.listed(ListRequest(order: .familyName))
        #expect(byFamily.map(\.section) == ["A", "A", "A", "C", "E", "K", "Z", "Z", "#", "#"])
        #expect(
            byFamily.map(\.contact.displayName) == [
                "Al Able", "Acme", "Ida ångström", "carol@example.org", "Eve Étienne", "Zoë Kiss", "Anna Zed",
                "Émile Zola",
                "+1 555 0100", "3M",
            ])
        let byGiven = try temporary.listed(ListRequest(order: .givenName))
        #expect(byGiven.map(\.section) == ["A", "A", "A", "C", "E", "E", "I", "Z", "#", "#"])
        #expect(
            byGiven.map(\.contact.displayName) == [
                "Acme", "Al Able", "Anna Zed", "carol@example.org", "Émile Zola", "Eve Étienne", "Ida ångström",
                "Zoë Kiss",
                "+1 555 0100", "3M",
            ])
    }

    /// (order, query) pairs whose section counts are checked against the listing.
    static let sectionRequests: [ListRequest] = [
        ListRequest(order: .familyName),
        ListRequest(order: .givenName),
        ListRequest(order: .familyName, query: "a"),
        ListRequest(order: .givenName, query: "e"),
        ListRequest(order: .familyName, limit: 3, offset: 2),
    ]

    @Test(arguments: sectionRequests)
    func sectionCountsMatchTheListing(_ request: ListRequest) throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.sectionBook)
        var unlimited = request
        unlimited.limit = nil
        unlimited.offset = 0
        let sections = try temporary.listed(unlimited).map(\.section)
        var expected: [(String, Int)] = []
        for section in sections {
            if expected.last?.0 == section {
                expected[expected.count - 1].1 += 1
            } else {
                expected.append((section, 1))
            }
        }
        let counts = try temporary.store.sectionCounts(request)
        #expect(counts.map(\.section) == expected.map(\.0))
        #expect(counts.map(\.count) == expected.map(\.1))
        #expect(!counts.isEmpty)
    }

    @Test func contactWithOneNamePartIsInItsLettersSection() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Zack", "Adams") + Cards.person("Madonna", "") + Cards.person("Bob", "Miller"))
        let byFamily = try temporary.listed(ListRequest(order: .familyName))
        #expect(byFamily.map(\.section) == ["A", "M", "M"])
        let counts = try temporary.store.sectionCounts(ListRequest(order: .familyName))
        #expect(counts.map(\.section) == ["A", "M"])
        #expect(counts.map(\.count) == [1, 2])
    }

    @Test func hashSectionCountsComeLast() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.sectionBook)
        let counts = try temporary.store.sectionCounts(ListRequest(order: .familyName))
        #expect(counts.map(\.section) == ["A", "C", "E", "K", "Z", "#"])
        #expect(counts.map(\.count) == [3, 1, 1, 1, 2, 2])
    }

    // MARK: - Paging a sorted listing

    @Test func sortedPagesAreSlicesOfTheWholeSortedListing() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.sectionBook)
        let all = try temporary.names(ListRequest(order: .givenName))
        for offset in [0, 3, 9, 10, 12] {
            let page = try temporary.names(ListRequest(order: .givenName, limit: 4, offset: offset))
            #expect(page == Array(all.dropFirst(offset).prefix(4)), "offset \(offset)")
        }
    }

    @Test func sortedListingPrintsManualPositions() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.sectionBook)
        try temporary.store.move(from: 10, to: 1)
        let manual = try temporary.names()
        for limit in [5, nil] {
            for order in [ListRequest.Order.familyName, .givenName] {
                let sorted = try temporary.list(ListRequest(order: order, limit: limit))
                #expect(sorted.map(\.position) == sorted.map { manual.firstIndex(of: $0.displayName)! + 1 })
            }
        }
    }

    @Test func updatedNameMovesInTheSortedOrder() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Al", "Able", uid: "x") + Cards.person("Bob", "Baker"))
        try temporary.importText(Cards.person("Al", "Zane", uid: "x"))
        #expect(try temporary.names(ListRequest(order: .familyName)) == ["Bob Baker", "Al Zane"])
        #expect(try temporary.listed(ListRequest(order: .familyName)).map(\.section) == ["B", "Z"])
    }
}
