import Testing
import VCard

extension ReaderTests {
    /// Broken card structure: each problem is reported once, on the right physical line, the
    /// broken card is skipped or repaired as `VCardError` says, and the next card is still read.
    @Suite struct StructureErrorTests {
        struct StructureCase: Sendable, CustomTestStringConvertible {
            let label: String
            /// The input's lines, joined with CRLF (and a final CRLF).
            let lines: [String]
            /// Each entry in order: its first and last line, its card's FN (nil when skipped) and its problems.
            let entries: [EntrySummary]
            var testDescription: String { label }
        }

        static let cases: [StructureCase] = [
            StructureCase(
                label: "missing END before the next BEGIN: first card skipped, second read",
                lines: ["BEGIN:VCARD", "VERSION:3.0", "FN:Ann", "BEGIN:VCARD", "VERSION:3.0", "FN:Bob", "END:VCARD"],
                entries: [EntrySummary(1, 3, nil, [.missingEnd(line: 1)]), EntrySummary(4, 7, "Bob")]
            ),
            StructureCase(
                label: "missing END at the end of the input",
                lines: ["BEGIN:VCARD", "VERSION:3.0", "FN:Ann", "END:VCARD", "BEGIN:VCARD", "VERSION:3.0", "FN:Bob"],
                entries: [EntrySummary(1, 4, "Ann"), EntrySummary(5, 7, nil, [.missingEnd(line: 5)])]
            ),
            StructureCase(
                label: "END without BEGIN between two cards",
                lines: [
                    "BEGIN:VCARD", "VERSION:3.0", "FN:Ann", "END:VCARD", "END:VCARD", "BEGIN:VCARD", "VERSION:3.0",
                    "FN:Bob", "END:VCARD",
                ],
                entries: [
                    EntrySummary(1, 4, "Ann"), EntrySummary(5, 5, nil, [.unexpectedEnd(line: 5)]),
                    EntrySummary(6, 9, "Bob"),
                ]
            ),
            StructureCase(
                label: "a card missing its BEGIN: one error for its lines, one for its END",
                lines: ["VERSION:3.0", "FN:Ann", "END:VCARD", "BEGIN:VCARD", "VERSION:3.0", "FN:Bob", "END:VCARD"],
                entries: [
                    EntrySummary(1, 2, nil, [.contentOutsideCard(line: 1, lastLine: 2)]),
                    EntrySummary(3, 3, nil, [.unexpectedEnd(line: 3)]),
                    EntrySummary(4, 7, "Bob"),
                ]
            ),
            StructureCase(
                label: "text outside cards: one error per run of lines, blank lines inside a run included",
                lines: [
                    "Exported by Foo", "Date: today", "BEGIN:VCARD", "VERSION:3.0", "FN:Ann", "END:VCARD",
                    "junk 1", "", "junk 2", "", "BEGIN:VCARD", "VERSION:3.0", "FN:Bob", "END:VCARD", "", "trailer",
                ],
                entries: [
                    EntrySummary(1, 2, nil, [.contentOutsideCard(line: 1, lastLine: 2)]),
                    EntrySummary(3, 6, "Ann"),
                    // Prose with no property line (a footer) is text, not a card that lost its BEGIN.
                    EntrySummary(7, 9, nil, [.textOutsideCard(line: 7, lastLine: 9)]),
                    EntrySummary(11, 14, "Bob"),
                    EntrySummary(16, 16, nil, [.textOutsideCard(line: 16, lastLine: 16)]),
                ]
            ),
            StructureCase(
                label: "BEGIN inside a card without AGENT: first card missing its END, second read",
                lines: [
                    "BEGIN:VCARD", "VERSION:3.0", "FN:Ann", "EMAIL:ann@example.com", "BEGIN:VCARD", "VERSION:3.0",
                    "FN:Bob", "END:VCARD",
                ],
                entries: [EntrySummary(1, 4, nil, [.missingEnd(line: 1)]), EntrySummary(5, 8, "Bob")]
            ),
            StructureCase(
                label: "lines without a colon are joined to the previous value",
                lines: [
                    "BEGIN:VCARD", "VERSION:3.0", "FN:Ann", "NOTE:Dear Ann,", "see you soon", "Bob",
                    "EMAIL:ann@example.com", "END:VCARD",
                ],
                entries: [EntrySummary(1, 8, "Ann", [.joinedToPreviousLine(line: 5), .joinedToPreviousLine(line: 6)])]
            ),
            StructureCase(
                label: "a line without a colon before any property is dropped",
                lines: ["BEGIN:VCARD", "garbage", "VERSION:3.0", "FN:Ann", "END:VCARD"],
                entries: [EntrySummary(1, 5, "Ann", [.malformedLine(line: 2)])]
            ),
            StructureCase(
                label: "problems of one card are sorted by line",
                // VERSION last
                lines: ["BEGIN:VCARD", "NOTE;CHARSET=X-FOO:a", "x", "FN;;:Ann", "VERSION:3.0", "END:VCARD"],
                entries: [
                    EntrySummary(
                        1, 6, "Ann",
                        [
                            .unsupportedCharset(line: 2, charset: "X-FOO"),
                            .joinedToPreviousLine(line: 3), .emptyParameter(line: 4), .emptyParameter(line: 4),
                        ])
                ]
            ),
        ]

        @Test(arguments: cases)
        func problemsAreReportedOnTheirLines(_ testCase: StructureCase) {
            let entries = ReaderHarness.entries((testCase.lines + [""]).joined(separator: "\r\n"))
            #expect(entries.map(EntrySummary.init) == testCase.entries)
        }

        @Test func skippedCardsSayTheyWereSkipped() {
            let entries = ReaderHarness.entries(
                "BEGIN:VCARD\r\nFN:Ann\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bob\r\nstray\r\nEND:VCARD\r\nEND:VCARD\r\nnoise\r\n"
            )
            #expect(entries.map { $0.problems.map(\.skipsCard) } == [[true], [false], [false], [false]])
            #expect(entries.map { $0.card != nil } == [false, true, false, false])
        }

        @Test func joinedLinesKeepAndroidBackslashContinuations() throws {
            let entries = ReaderHarness.entries(
                ReaderHarness.vcard("2.1", "ADR;HOME:;;Main Street 1\\", "Building B;Springfield;;12345;USA"))
            #expect(entries.map(\.problems) == [[.joinedToPreviousLine(line: 4)]])
            let address = try #require(entries.first?.card?.addresses.first)
            #expect(address.street == "Main Street 1\nBuilding B")
            #expect(address.locality == "Springfield")
            #expect(address.postalCode == "12345")
        }

        @Test func everyProblemHasALowerCaseDescriptionStartingWithItsLine() {
            let problems: [VCardError] = [
                .missingEnd(line: 1), .unexpectedEnd(line: 2), .contentOutsideCard(line: 3, lastLine: 4),
                .joinedToPreviousLine(line: 5),
                .malformedLine(line: 6), .missingVersion(line: 7), .unsupportedVersion(line: 8, version: "9"),
                .lineTooLong(line: 9, limit: 1),
                .cardTooLarge(line: 10, limit: 1), .nestingTooDeep(line: 11, limit: 1),
                .unsupportedCharset(line: 12, charset: "X"),
                .invalidBase64(line: 13, property: "PHOTO"), .emptyParameter(line: 14),
            ]
            for problem in problems {
                #expect(
                    problem.description.hasPrefix("line \(problem.line): ")
                        || problem.description.hasPrefix("lines \(problem.line)–"))
                #expect(problem.description.first?.isLowercase == true)
            }
        }
    }
}
