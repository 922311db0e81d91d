import Testing
import VCard

/// Inputs that `Fuzz/VCardReaderFuzzer` found breaking a promise of the codec, minimised, each with
/// the behaviour it now pins (docs/hardening.md lists them with their fixes).
@Suite struct FuzzFindingTests {
    struct Finding: Sendable, CustomTestStringConvertible {
        let label: String
        /// The minimised input, as libFuzzer wrote it.
        let input: [UInt8]
        var testDescription: String { label }
    }

    static let findings: [Finding] = [
        Finding(label: "END of something other than a vCard inside a card", input: Array("BEGIN:VCARD\nEND:\nEND:VCARD".utf8)),
    ]

    /// What the fuzz target checks: every card read from the input, written as 3.0 or 4.0, reads back
    /// with the same properties and without a problem.
    @Test(arguments: findings, VCardWriter.Version.allCases)
    func cardsReadFromTheInputReadBackTheSame(_ finding: Finding, _ version: VCardWriter.Version) throws {
        let cards = ReaderHarness.cards(finding.input)
        try #require(!cards.isEmpty)
        for card in cards {
            let back = try RoundTripCodec.roundTrip(card, version)
            #expect(back.properties == card.properties, "\(RoundTripCodec.firstDifference(card.properties, back.properties))")
        }
    }

    /// `BEGIN:X` or `END:X` inside a card, X not VCARD, used to be kept as a property the writer
    /// then dropped (it writes BEGIN and END itself): it is dropped on reading, and reported.
    @Test func beginOrEndOfSomethingElseInsideACardIsDroppedAndReported() throws {
        let entries = ReaderHarness.entries("BEGIN:VCARD\r\nVERSION:3.0\r\nEND:\r\nFN:Ann\r\nitem1.BEGIN:VCALENDAR\r\nend:x\r\nEND:VCARD\r\n")
        #expect(entries.map(\.problems) == [[.malformedLine(line: 3), .malformedLine(line: 5), .malformedLine(line: 6)]])
        let card = try #require(entries.first?.card)
        #expect(card.properties.map(\.name) == ["FN"])
    }
}
