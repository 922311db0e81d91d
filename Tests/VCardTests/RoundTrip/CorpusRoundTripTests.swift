import SharedCorpus
import Testing
import VCard

/// Every card of `../shared/corpus/valid`, as read, survives a write and a read unchanged in both
/// versions, and writing what was read back gives the same bytes again.
@Suite(.enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missingReason)))
struct CorpusRoundTripTests {
    static let paths = Corpus.files(in: "valid")

    @Test func theCorpusHasValidFiles() {
        #expect(!Self.paths.isEmpty)
    }

    @Test(arguments: paths)
    func cardsReadBackWithTheSameProperties(_ path: String) throws {
        let cards = try Corpus.entries(path).compactMap(\.card)
        try #require(!cards.isEmpty, "no card read")
        for (index, card) in cards.enumerated() {
            for version in VCardWriter.Version.allCases {
                let bytes = RoundTripCodec.write(card, version)
                let back = try RoundTripCodec.readOne(bytes)
                #expect(
                    back.properties == card.properties,
                    "card \(index + 1), \(version.rawValue): \(RoundTripCodec.firstDifference(card.properties, back.properties))\nwritten:\n\(RoundTripCodec.text(bytes))"
                )
            }
        }
    }

    @Test(arguments: paths)
    func writingWhatWasReadGivesTheSameBytes(_ path: String) throws {
        let cards = try Corpus.entries(path).compactMap(\.card)
        for (index, card) in cards.enumerated() {
            for version in VCardWriter.Version.allCases {
                let first = RoundTripCodec.write(card, version)
                let second = RoundTripCodec.write(try RoundTripCodec.readOne(first), version)
                #expect(
                    second == first,
                    "card \(index + 1), \(version.rawValue):\nfirst:\n\(RoundTripCodec.text(first))\nsecond:\n\(RoundTripCodec.text(second))"
                )
            }
        }
    }

    @Test(arguments: paths)
    func crossingVersionsGivesTheSameProperties(_ path: String) throws {
        let cards = try Corpus.entries(path).compactMap(\.card)
        for (index, card) in cards.enumerated() {
            let back = try RoundTripCodec.roundTrip(try RoundTripCodec.roundTrip(card, .v4_0), .v3_0)
            #expect(
                back.properties == card.properties,
                "card \(index + 1): \(RoundTripCodec.firstDifference(card.properties, back.properties))"
            )
        }
    }
}
