import Testing
import VCard

extension ReaderTests {
    /// Unfolding (RFC 6350 §3.2): a physical line starting with a space or a tab continues the
    /// previous one, wherever the fold falls — in a value, a name, a parameter list, or between
    /// the bytes of one UTF-8 character.
    @Suite struct FoldingTests {
        struct FoldingCase: Sendable, CustomTestStringConvertible {
            let label: String
            /// The folded property's physical lines, each with its line ending, placed in a 3.0 card
            /// right after `VERSION:3.0` and before `X-AFTER:ok`.
            let lines: [UInt8]
            /// The property as it must come out.
            let property: VCardProperty

            var testDescription: String { label }
        }

        static let cases: [FoldingCase] = [
            FoldingCase(
                label: "space fold inside a value",
                lines: Array("FN:Jo\r\n hn Smith\r\n".utf8),
                property: VCardProperty(name: "FN", value: "John Smith")
            ),
            FoldingCase(
                label: "tab fold inside a value",
                lines: Array("NOTE:first\r\n\tsecond\r\n".utf8),
                property: VCardProperty(name: "NOTE", value: "firstsecond")
            ),
            FoldingCase(
                label: "only the first white-space character of a continuation is removed",
                lines: Array("NOTE:two\r\n  words\r\n".utf8),
                property: VCardProperty(name: "NOTE", value: "two words")
            ),
            FoldingCase(
                label: "several continuation lines, mixing space and tab, LF endings",
                lines: Array("NOTE:a\n b\n\tc\n d\n".utf8),
                property: VCardProperty(name: "NOTE", value: "abcd")
            ),
            FoldingCase(
                label: "fold inside the property name",
                lines: Array("EMA\r\n IL:ann@example.com\r\n".utf8),
                property: VCardProperty(name: "EMAIL", value: "ann@example.com")
            ),
            FoldingCase(
                label: "fold inside the parameter list (name and value)",
                lines: Array("TEL;TY\r\n PE=ce\r\n ll:+1 555\r\n".utf8),
                property: VCardProperty(
                    name: "TEL", parameters: [VCardParameter(name: "TYPE", values: ["cell"])], value: "+1 555")
            ),
            FoldingCase(
                label: "fold right before the colon",
                lines: Array("TEL;TYPE=home\r\n :+1 555\r\n".utf8),
                property: VCardProperty(
                    name: "TEL", parameters: [VCardParameter(name: "TYPE", values: ["home"])], value: "+1 555")
            ),
            FoldingCase(
                label: "fold inside a quoted parameter value",
                lines: Array("ADR;LABEL=\"1 Main St\r\n reet\":;;1 Main Street;;;;\r\n".utf8),
                property: VCardProperty(
                    name: "ADR", parameters: [VCardParameter(name: "LABEL", values: ["1 Main Street"])],
                    value: ";;1 Main Street;;;;")
            ),
            FoldingCase(
                label: "fold between the two bytes of é (C3 | A9)",
                lines: Array("FN:Caf".utf8) + [0xC3, 0x0D, 0x0A, 0x20, 0xA9] + Array(" Noir\r\n".utf8),
                property: VCardProperty(name: "FN", value: "Café Noir")
            ),
            FoldingCase(
                label: "a four-byte emoji folded twice (F0 9F | 98 | 80)",
                lines: Array("NOTE:hi ".utf8) + [0xF0, 0x9F, 0x0D, 0x0A, 0x09, 0x98, 0x0D, 0x0A, 0x20, 0x80]
                    + Array("!\r\n".utf8),
                property: VCardProperty(name: "NOTE", value: "hi 😀!")
            ),
            FoldingCase(
                label: "fold in the middle of an escape (\\ | n)",
                lines: Array("NOTE:one\\\r\n ntwo\r\n".utf8),
                property: VCardProperty(name: "NOTE", value: "one\\ntwo")
            ),
            FoldingCase(
                label: "fold inside a group name",
                lines: Array("ite\r\n m1.EMAIL:ann@example.com\r\n".utf8),
                property: VCardProperty(group: "item1", name: "EMAIL", value: "ann@example.com")
            ),
        ]

        @Test(arguments: cases)
        func foldedLinesAreJoined(_ testCase: FoldingCase) throws {
            let bytes =
                Array("BEGIN:VCARD\r\nVERSION:3.0\r\n".utf8) + testCase.lines
                + Array("X-AFTER:ok\r\nEND:VCARD\r\n".utf8)
            let card = try ReaderHarness.card(bytes)
            #expect(card.properties == [testCase.property, VCardProperty(name: "X-AFTER", value: "ok")])
        }

        @Test func foldedTextReadsBackThroughTheTypedView() throws {
            let card = try ReaderHarness.card(
                "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Smi\r\n th;Jo\r\n hn;;;\r\nFN:John\r\n  Smith\r\nNOTE:a\\,\r\n b\\n\r\n c\r\nEND:VCARD\r\n"
            )
            #expect(card.name == StructuredName(family: "Smith", given: "John"))
            #expect(card.formattedName == "John Smith")
            #expect(card.notes == ["a,b\nc"])
        }

        @Test func aFoldedEndLineStillClosesTheCard() {
            let entries = ReaderHarness.entries(
                "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VC\r\n ARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bob\r\nEND:VCARD\r\n"
            )
            #expect(entries.map(\.card?.formattedName) == ["Ann", "Bob"])
            #expect(entries.map(\.lastLine) == [5, 9])
            #expect(entries.flatMap(\.problems) == [])
        }

        @Test func aFoldedLineKeepsTheLineNumberOfItsFirstPhysicalLine() {
            // The stray line 6 follows a property folded over lines 3–5.
            let entries = ReaderHarness.entries(
                "BEGIN:VCARD\r\nVERSION:3.0\r\nNOTE:a\r\n b\r\n c\r\nstray\r\nEND:VCARD\r\n")
            #expect(entries.map(\.problems) == [[.joinedToPreviousLine(line: 6)]])
            #expect(entries.first?.card?.notes == ["abc\nstray"])
        }
    }
}
