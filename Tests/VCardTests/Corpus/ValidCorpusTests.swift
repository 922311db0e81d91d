import SharedCorpus
import Testing
import VCard

/// Every file of `../shared/corpus/valid` reads without a problem, and each card says what a
/// person reading the file sees (pinned file by file in `CorpusExpectations+Part*.swift`).
@Suite(.enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missingReason)))
struct ValidCorpusTests {
    static let expectations = (CorpusExpectation.partA + CorpusExpectation.partB).sorted { $0.path < $1.path }

    @Test func everyValidFileHasAnExpectation() {
        #expect(Self.expectations.map(\.path) == Corpus.files(in: "valid"))
    }

    @Test(arguments: expectations)
    func cardsReadAsAPersonReadsThem(_ expectation: CorpusExpectation) throws {
        let entries = try Corpus.entries(expectation.path)
        for entry in entries {
            #expect(entry.problems.isEmpty, "line \(entry.firstLine): \(entry.problems.map(\.description))")
        }
        let cards = entries.compactMap(\.card)
        try #require(cards.count == expectation.cards.count, "\(cards.count) cards read")
        for (card, expected) in zip(cards, expectation.cards) {
            #expect(card.formattedName == expected.formattedName)
            #expect(card.name?.family == expected.familyName)
            #expect(card.name?.given == expected.givenName)
            #expect(card.emails.map(\.value) == expected.emails)
            #expect(card.telephones.map(\.value) == expected.phones)
        }
    }
}
