import SharedCorpus
import Testing
import VCard

/// Every file of `../shared/corpus/valid` reads without a problem but the repairs listed, and each card says what a
/// person reading the file sees (pinned file by file in `CorpusExpectations+Part*.swift`).
@Suite(.enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missingReason)))
struct ValidCorpusTests {
    static let expectations = (CorpusExpectation.partA + CorpusExpectation.partB).sorted { $0.path < $1.path }

    @Test func everyValidFileHasAnExpectation() {
        #expect(Self.expectations.map(\.path) == Corpus.files(in: "valid"))
    }

    /// Files with values no writer can write validly, which reading repairs with a warning each
    /// (docs/vcard.md): KDE's `X-messaging/xmpp-All` names, photos with a stray base64 character, a
    /// form feed from QUOTED-PRINTABLE.
    static let repairs: [String: Int] = [
        "valid/ez-vcard/John_Doe_ANDROID.vcf": 1, "valid/ez-vcard/John_Doe_BLACK_BERRY.vcf": 1,
        "valid/ez-vcard/outlook-2003.vcf": 1,
        "valid/ical4j-vcard/vcard-antoni-kontact.vcf": 3, "valid/kcontacts/vcard_legacy_messaging_fields.vcf": 3,
        "valid/node-vcf/photo-base64.vcf": 1,
    ]

    @Test(arguments: expectations)
    func cardsReadAsAPersonReadsThem(_ expectation: CorpusExpectation) throws {
        let entries = try Corpus.entries(expectation.path)
        let problems = entries.flatMap(\.problems)
        let repairs = problems.filter {
            switch $0 {
            case .repairedName, .repairedBase64, .controlCharacters: return true
            default: return false
            }
        }
        #expect(repairs.count == problems.count, "\(problems.map(\.description))")
        #expect(repairs.count == Self.repairs[expectation.path] ?? 0, "\(problems.map(\.description))")
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
