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
        Finding(label: "a parameter name of one non-ASCII byte", input: Array("BEGIN:VCARD\nV;".utf8) + [0xFD] + Array("=:\nEND:VCARD".utf8)),
        Finding(label: "a bare parameter that is a comma", input: Array("BEGIN:VCARD\nP;,:\nEND:VCARD".utf8)),
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

    /// A parameter name used to keep any byte but `=` `;` `:`, while the writer writes only visible
    /// ASCII other than the delimiters: the reader keeps only what the writer writes, and a name
    /// left with nothing is an empty parameter.
    @Test func parameterNamesKeepOnlyTheBytesTheWriterWrites() throws {
        let entries = ReaderHarness.entries(Array("BEGIN:VCARD\r\nVERSION:4.0\r\nFN;X-A B\u{1}.c\"Ý=1;".utf8) + [0xFD] + Array("=2:Ann\r\nEND:VCARD\r\n".utf8))
        #expect(entries.map(\.problems) == [[.emptyParameter(line: 3)]])
        let card = try #require(entries.first?.card)
        #expect(card.properties.first?.parameters == [VCardParameter(name: "X-AB.C", values: ["1"])])
        for version in VCardWriter.Version.allCases {
            #expect(try RoundTripCodec.roundTrip(card, version).properties == card.properties)
        }
    }

    /// A bare (vCard 2.1) parameter holding a comma used to become one TYPE value with a comma, which
    /// the writer cannot write as one: commas separate types there, as in `TYPE=a,b`.
    @Test func bareParametersAreSplitAtCommasLikeTypeValues() throws {
        let card = try ReaderHarness.card(ReaderHarness.vcard("2.1", "TEL;HOME,VOICE;,;CELL:+1 555 0100"))
        #expect(card.telephones.map(\.types) == [["home", "voice", "cell"]])
    }
}
