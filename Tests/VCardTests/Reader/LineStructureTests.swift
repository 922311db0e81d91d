import Testing
import VCard

extension ReaderTests {
    /// How the reader splits an input into cards and physical lines: versions mixed in one
    /// input, every line ending real exporters write, blank lines, a missing final newline.
    @Suite struct LineStructureTests {
        // MARK: - Line endings

        struct LineEndingCase: Sendable, CustomTestStringConvertible {
            let label: String
            let bytes: [UInt8]
            /// Each entry in order (none may report a problem).
            let entries: [EntrySummary]

            var testDescription: String { label }
        }

        /// Two cards of four lines each, every line ended by `ending`.
        static func twoCards(_ ending: String) -> [UInt8] {
            let lines = [
                "BEGIN:VCARD", "VERSION:3.0", "FN:Ann", "END:VCARD", "BEGIN:VCARD", "VERSION:4.0", "FN:Bob",
                "END:VCARD",
            ]
            return Array(lines.map { $0 + ending }.joined().utf8)
        }

        static let lineEndingCases: [LineEndingCase] = [
            LineEndingCase(
                label: "CRLF", bytes: twoCards("\r\n"), entries: [EntrySummary(1, 4, "Ann"), EntrySummary(5, 8, "Bob")]),
            LineEndingCase(
                label: "LF only", bytes: twoCards("\n"),
                entries: [EntrySummary(1, 4, "Ann"), EntrySummary(5, 8, "Bob")]),
            LineEndingCase(
                label: "CR only (classic Mac OS)", bytes: twoCards("\r"),
                entries: [EntrySummary(1, 4, "Ann"), EntrySummary(5, 8, "Bob")]),
            LineEndingCase(
                label: "CR CR LF (some iOS exports): one line ending", bytes: twoCards("\r\r\n"),
                entries: [EntrySummary(1, 4, "Ann"), EntrySummary(5, 8, "Bob")]),
            LineEndingCase(
                label: "CRLF, CR, LF and CR CR LF mixed in one input",
                bytes: Array(
                    "BEGIN:VCARD\r\nVERSION:3.0\rFN:Ann\nEND:VCARD\r\r\nBEGIN:VCARD\nVERSION:4.0\r\nFN:Bob\rEND:VCARD\n"
                        .utf8),
                entries: [EntrySummary(1, 4, "Ann"), EntrySummary(5, 8, "Bob")]
            ),
            LineEndingCase(
                label: "LF only with an empty line between the cards",
                bytes: Array(
                    "BEGIN:VCARD\nVERSION:3.0\nFN:Ann\nEND:VCARD\n\nBEGIN:VCARD\nVERSION:4.0\nFN:Bob\nEND:VCARD\n".utf8),
                entries: [EntrySummary(1, 4, "Ann"), EntrySummary(6, 9, "Bob")]
            ),
            // A text editor shows CR CR as two line endings (an empty line), as it does LF LF.
            LineEndingCase(
                label: "CR only with an empty line between the cards",
                bytes: Array(
                    "BEGIN:VCARD\rVERSION:3.0\rFN:Ann\rEND:VCARD\r\rBEGIN:VCARD\rVERSION:4.0\rFN:Bob\rEND:VCARD\r".utf8),
                entries: [EntrySummary(1, 4, "Ann"), EntrySummary(6, 9, "Bob")]
            ),
            LineEndingCase(
                label: "CR CR LF with an empty CR CR LF line between the cards",
                bytes: Array(
                    "BEGIN:VCARD\r\r\nVERSION:3.0\r\r\nFN:Ann\r\r\nEND:VCARD\r\r\n\r\r\nBEGIN:VCARD\r\r\nVERSION:4.0\r\r\nFN:Bob\r\r\nEND:VCARD\r\r\n"
                        .utf8),
                entries: [EntrySummary(1, 4, "Ann"), EntrySummary(6, 9, "Bob")]
            ),
        ]

        @Test(arguments: lineEndingCases)
        func everyLineEndingEndsOneLine(_ testCase: LineEndingCase) {
            let entries = ReaderHarness.entries(testCase.bytes)
            #expect(entries.map(EntrySummary.init) == testCase.entries)
            #expect(entries.flatMap(\.problems) == [])
        }

        @Test func lineEndingBytesNeverReachAValue() throws {
            let card = try ReaderHarness.card(
                Array("BEGIN:VCARD\r\r\nVERSION:3.0\r\r\nNOTE:one\r\r\nEMAIL:a@example.com\r\nEND:VCARD\r".utf8))
            #expect(card.notes == ["one"])
            #expect(card.emails.map(\.value) == ["a@example.com"])
        }

        @Test func problemLinesCountEmptyLinesInACROnlyFile() {
            // Line 3 is empty; the stray text is on line 5 as an editor shows it.
            let entries = ReaderHarness.entries(
                Array("BEGIN:VCARD\rVERSION:3.0\r\rFN:Ann\rstray text\rEND:VCARD\r".utf8))
            #expect(entries.map(\.problems) == [[.joinedToPreviousLine(line: 5)]])
            #expect(entries.map(\.lastLine) == [6])
        }

        // MARK: - Versions and several cards

        @Test func versions21And30And40MixInOneInput() throws {
            let input = [
                "BEGIN:VCARD", "VERSION:2.1", "FN;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Ren=C3=A9",
                "TEL;HOME;VOICE:111", "END:VCARD",
                "BEGIN:VCARD", "VERSION:3.0", "FN:Zo\\, Eve", "TEL;TYPE=HOME,VOICE:222", "END:VCARD",
                "BEGIN:VCARD", "VERSION:4.0", "FN:Max", "TEL;VALUE=uri;TYPE=home,voice:tel:333", "END:VCARD", "",
            ].joined(separator: "\r\n")
            let entries = ReaderHarness.entries(input)
            #expect(entries.flatMap(\.problems) == [])
            let cards = entries.compactMap(\.card)
            try #require(cards.count == 3)
            #expect(cards.map(\.version) == [.v2_1, .v3_0, .v4_0])
            #expect(cards.map(\.formattedName) == ["René", "Zo, Eve", "Max"])
            #expect(cards.map { $0.telephones.map(\.value) } == [["111"], ["222"], ["333"]])
            #expect(
                cards.map { $0.telephones.map(\.types) } == [
                    [["home", "voice"]], [["home", "voice"]], [["home", "voice"]],
                ])
            #expect(entries.map(\.firstLine) == [1, 6, 11])
            #expect(entries.map(\.lastLine) == [5, 10, 15])
        }

        @Test func manyCardsComeOutInFileOrder() {
            let input = (1...50).map { ReaderHarness.vcard("3.0", "FN:Person \($0)") }.joined()
            let entries = ReaderHarness.entries(input)
            #expect(entries.compactMap(\.card?.formattedName) == (1...50).map { "Person \($0)" })
            #expect(entries.map(\.firstLine) == Array(stride(from: 1, through: 197, by: 4)))
            #expect(entries.flatMap(\.problems) == [])
        }

        @Test func versionMayComeAnywhereInTheCard() throws {
            // VERSION decides how parameters are read, so a late VERSION:2.1 still keeps ^ as written.
            let card = try ReaderHarness.card("BEGIN:VCARD\r\nX-A;X-P=a^nb:v\r\nFN:Ann\r\nVERSION:2.1\r\nEND:VCARD\r\n")
            #expect(card.version == .v2_1)
            #expect(card.property(named: "X-A")?.parameter("X-P") == ["a^nb"])
        }

        @Test func aCardWithoutVersionIsReadAs30WithAWarning() {
            let entries = ReaderHarness.entries("BEGIN:VCARD\r\nFN:Ann\r\nEND:VCARD\r\n")
            #expect(entries.map(\.problems) == [[.missingVersion(line: 1)]])
            #expect(entries.first?.card?.version == .v3_0)
            #expect(entries.first?.card?.formattedName == "Ann")
            #expect(entries.first?.problems.first?.skipsCard == false)
        }

        @Test func anUnknownVersionIsReadWithTheClosestRules() {
            let entries = ReaderHarness.entries("BEGIN:VCARD\r\nFN:Ann\r\nVERSION:5.0\r\nEND:VCARD\r\n")
            #expect(entries.map(\.problems) == [[.unsupportedVersion(line: 3, version: "5.0")]])
            #expect(entries.first?.card?.version == .v3_0)
            #expect(entries.first?.card?.properties.map(\.name) == ["FN"])
        }

        @Test func beginAndEndAreCaseInsensitiveAndMayCarryTrailingWhiteSpace() {
            let entries = ReaderHarness.entries("begin:vCard \r\nVERSION:3.0\r\nFN:Ann\r\nEnd:VCARD\t\r\n")
            #expect(entries.map(\.card?.formattedName) == ["Ann"])
            #expect(entries.flatMap(\.problems) == [])
        }

        // MARK: - Blank lines and the end of the input

        @Test func blankLinesBetweenCardsAreSkippedSilently() {
            let input =
                "\r\n\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\n\r\n\t\r\n\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bob\r\nEND:VCARD\r\n\r\n"
            let entries = ReaderHarness.entries(input)
            #expect(entries.map(EntrySummary.init) == [EntrySummary(3, 6, "Ann"), EntrySummary(10, 13, "Bob")])
            #expect(entries.flatMap(\.problems) == [])
        }

        @Test func emptyLinesInsideACardAreSkippedAndStillCounted() throws {
            let input = "BEGIN:VCARD\r\n\r\nVERSION:3.0\r\n\r\n\r\nFN:Ann\r\n\r\nNOTE:first\r\nsecond\r\nEND:VCARD\r\n"
            let entries = ReaderHarness.entries(input)
            try #require(entries.count == 1)
            #expect(entries[0].card?.properties.map(\.name) == ["FN", "NOTE"])
            #expect(entries[0].card?.notes == ["first\nsecond"])
            #expect(entries[0].problems == [.joinedToPreviousLine(line: 9)])
            #expect(entries[0].lastLine == 10)
        }

        @Test(arguments: ["\r\n", "\n", "\r"])
        func aMissingFinalNewlineLosesNothing(_ ending: String) {
            let input = [
                "BEGIN:VCARD", "VERSION:3.0", "FN:Ann", "END:VCARD", "BEGIN:VCARD", "VERSION:3.0", "FN:Bob",
                "END:VCARD",
            ]
            .joined(separator: ending)
            let entries = ReaderHarness.entries(input)
            #expect(entries.map(EntrySummary.init) == [EntrySummary(1, 4, "Ann"), EntrySummary(5, 8, "Bob")])
            #expect(entries.flatMap(\.problems) == [])
        }

        @Test func aLastPropertyWithoutNewlineBeforeTheEndOfInputIsReportedAsATruncatedCard() {
            let entries = ReaderHarness.entries("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann")
            #expect(entries.map(\.problems) == [[.missingEnd(line: 1)]])
            #expect(entries.map(\.card) == [nil])
            #expect(entries.map(\.lastLine) == [3])
        }

        @Test func emptyInputGivesNoEntries() {
            #expect(ReaderHarness.entries([]).isEmpty)
            #expect(ReaderHarness.entries("\r\n\n\r  \r\n").isEmpty)
        }

        @Test func aByteOrderMarkBeforeTheFirstCardIsIgnored() {
            let entries = ReaderHarness.entries([0xEF, 0xBB, 0xBF] + Array(ReaderHarness.vcard("3.0", "FN:Ann").utf8))
            #expect(entries.map(\.card?.formattedName) == ["Ann"])
            #expect(entries.flatMap(\.problems) == [])
        }
    }
}
