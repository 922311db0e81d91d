import Testing
import VCard

extension ReaderTests {
    /// vCard 2.1 transfer encodings: QUOTED-PRINTABLE with its soft line breaks, and `CHARSET=`.
    /// Both are consumed by the reader: the property keeps only the decoded, escaped text.
    @Suite struct QuotedPrintableAndCharsetTests {
        struct DecodingCase: Sendable, CustomTestStringConvertible {
            let label: String
            /// The property's physical lines, each with its line ending, placed in a 2.1 card
            /// after `VERSION:2.1` (line 2) and before `FN:After` — so the property starts on line 3.
            let lines: [UInt8]
            /// The properties that must come out, `FN:After` included.
            let properties: [VCardProperty]
            /// Every problem the card must report.
            var problems: [VCardError] = []

            var testDescription: String { label }
        }

        static let after = VCardProperty(name: "FN", value: "After")

        static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

        static let cases: [DecodingCase] = [
            // MARK: QUOTED-PRINTABLE
            DecodingCase(
                label: "QP with =XX escapes and CHARSET=UTF-8",
                lines: bytes("NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Caf=C3=A9 cr=C3=A8me\r\n"),
                properties: [VCardProperty(name: "NOTE", value: "Café crème"), after]
            ),
            DecodingCase(
                label: "bare QUOTED-PRINTABLE parameter, lower-case hex digits",
                lines: bytes("NOTE;QUOTED-PRINTABLE;CHARSET=UTF-8:Caf=c3=a9\r\n"),
                properties: [VCardProperty(name: "NOTE", value: "Café"), after]
            ),
            DecodingCase(
                label: "soft line break joins the next physical line",
                lines: bytes("NOTE;ENCODING=QUOTED-PRINTABLE:first half =\r\nsecond half\r\n"),
                properties: [VCardProperty(name: "NOTE", value: "first half second half"), after]
            ),
            DecodingCase(
                label: "several soft line breaks, LF endings",
                lines: bytes("NOTE;ENCODING=QUOTED-PRINTABLE:a=\nb=\nc\n"),
                properties: [VCardProperty(name: "NOTE", value: "abc"), after]
            ),
            DecodingCase(
                label: "soft line break in the middle of a UTF-8 character (=C3= | =A9)",
                lines: bytes("FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Ren=C3=\r\n=A9\r\n"),
                properties: [VCardProperty(name: "FN", value: "René"), after]
            ),
            DecodingCase(
                label: "a continuation line starting with a space keeps the space (it is not a fold)",
                lines: bytes("NOTE;ENCODING=QUOTED-PRINTABLE:one=\r\n two\r\n"),
                properties: [VCardProperty(name: "NOTE", value: "one two"), after]
            ),
            DecodingCase(
                label: "a soft line break followed by an empty line ends the value there",
                lines: bytes("NOTE;ENCODING=QUOTED-PRINTABLE:ends here=\r\n\r\n"),
                properties: [VCardProperty(name: "NOTE", value: "ends here"), after]
            ),
            DecodingCase(
                label: "a soft line break followed by an empty line, CR-only line endings",
                lines: bytes("NOTE;ENCODING=QUOTED-PRINTABLE:ends here=\r\r"),
                properties: [VCardProperty(name: "NOTE", value: "ends here"), after]
            ),
            DecodingCase(
                label: "=0D=0A becomes an escaped line break",
                lines: bytes("NOTE;ENCODING=QUOTED-PRINTABLE:line 1=0D=0Aline 2=0Aline 3\r\n"),
                properties: [VCardProperty(name: "NOTE", value: "line 1\\nline 2\\nline 3"), after]
            ),
            DecodingCase(
                label: "QP structured value: ; stays a separator",
                lines: bytes("N;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:M=C3=BCller;J=C3=B6rg;;;\r\n"),
                properties: [VCardProperty(name: "N", value: "Müller;Jörg;;;"), after]
            ),
            DecodingCase(
                label: "= not followed by two hex digits is kept",
                lines: bytes("NOTE;ENCODING=QUOTED-PRINTABLE:a=b =zz=4\r\n"),
                properties: [VCardProperty(name: "NOTE", value: "a=b =zz=4"), after]
            ),
            // MARK: CHARSET
            DecodingCase(
                label: "CHARSET=ISO-8859-1",
                lines: bytes("FN;CHARSET=ISO-8859-1:Jos") + [0xE9, 0x20, 0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72]
                    + bytes("\r\n"),
                properties: [VCardProperty(name: "FN", value: "José Müller"), after]
            ),
            DecodingCase(
                label: "CHARSET=ISO-8859-1 with QUOTED-PRINTABLE",
                lines: bytes("FN;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Jos=E9\r\n"),
                properties: [VCardProperty(name: "FN", value: "José"), after]
            ),
            DecodingCase(
                label: "CHARSET=Windows-1252: euro sign and curly quotes",
                lines: bytes("NOTE;CHARSET=Windows-1252:") + [0x80, 0x35, 0x20, 0x93, 0x6F, 0x6B, 0x94] + bytes("\r\n"),
                properties: [VCardProperty(name: "NOTE", value: "€5 “ok”"), after]
            ),
            DecodingCase(
                label: "CHARSET=SHIFT_JIS",
                lines: bytes("N;CHARSET=SHIFT_JIS:") + [0x93, 0xFA, 0x96, 0x7B, 0x3B, 0x91, 0xBE, 0x98, 0x59]
                    + bytes("\r\n"),
                properties: [VCardProperty(name: "N", value: "日本;太郎"), after]
            ),
            DecodingCase(
                label: "CHARSET=SHIFT_JIS with QUOTED-PRINTABLE",
                lines: bytes("FN;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:=93=FA=96=7B\r\n"),
                properties: [VCardProperty(name: "FN", value: "日本"), after]
            ),
            DecodingCase(
                label: "CHARSET=UTF-8 on plain 8-bit text",
                lines: bytes("FN;CHARSET=UTF-8:Zoë\r\n"),
                properties: [VCardProperty(name: "FN", value: "Zoë"), after]
            ),
            DecodingCase(
                label: "an unknown charset is read as UTF-8 with a warning",
                lines: bytes("FN;CHARSET=X-KLINGON:Zoë\r\n"),
                properties: [VCardProperty(name: "FN", value: "Zoë"), after],
                problems: [.unsupportedCharset(line: 3, charset: "X-KLINGON")]
            ),
            DecodingCase(
                label: "an unknown charset on bytes that are not UTF-8 falls back to Windows-1252",
                lines: bytes("FN;CHARSET=X-KLINGON:Jos") + [0xE9] + bytes("\r\n"),
                properties: [VCardProperty(name: "FN", value: "José"), after],
                problems: [.unsupportedCharset(line: 3, charset: "X-KLINGON")]
            ),
            DecodingCase(
                label: "no charset and invalid UTF-8: read as Windows-1252, no problem",
                lines: bytes("FN:Ren") + [0xE9, 0x20, 0x93, 0x42, 0x94] + bytes("\r\n"),
                properties: [VCardProperty(name: "FN", value: "René “B”"), after]
            ),
        ]

        @Test(arguments: cases)
        func valuesAreDecoded(_ testCase: DecodingCase) throws {
            let bytes =
                Self.bytes("BEGIN:VCARD\r\nVERSION:2.1\r\n") + testCase.lines + Self.bytes("FN:After\r\nEND:VCARD\r\n")
            let entries = ReaderHarness.entries(bytes)
            try #require(entries.count == 1)
            #expect(entries[0].problems == testCase.problems)
            let card = try #require(entries[0].card)
            #expect(card.properties == testCase.properties)
        }

        @Test func theTypedViewUnescapesQuotedPrintableLineBreaks() throws {
            let card = try ReaderHarness.card(
                "BEGIN:VCARD\r\nVERSION:2.1\r\nNOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Stra=C3=9Fe 1=0D=0A=\r\n12345 Berlin\r\nEND:VCARD\r\n"
            )
            #expect(card.notes == ["Straße 1\n12345 Berlin"])
        }

        @Test func aSoftLineBreakRightBeforeEndDoesNotSwallowTheEnd() {
            // The trailing = can only be a soft line break (RFC 2045 §6.7 rule 5): it is not text.
            let entries = ReaderHarness.entries(
                "BEGIN:VCARD\r\nVERSION:2.1\r\nFN:Ann\r\nNOTE;ENCODING=QUOTED-PRINTABLE:dangling=\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:2.1\r\nFN:Bob\r\nEND:VCARD\r\n"
            )
            #expect(entries.map(\.card?.formattedName) == ["Ann", "Bob"])
            #expect(entries.flatMap(\.problems) == [])
            #expect(entries.first?.card?.notes == ["dangling"])
        }

        @Test func quotedPrintableLinesKeepTheirLineNumbers() {
            // The QP value spans lines 3–5; the stray line after it is line 6.
            let entries = ReaderHarness.entries(
                "BEGIN:VCARD\r\nVERSION:2.1\r\nNOTE;ENCODING=QUOTED-PRINTABLE:a=\r\nb=\r\nc\r\nstray\r\nFN;CHARSET=X-FOO:x\r\nEND:VCARD\r\n"
            )
            #expect(
                entries.map(\.problems) == [
                    [.joinedToPreviousLine(line: 6), .unsupportedCharset(line: 7, charset: "X-FOO")]
                ])
            #expect(entries.first?.card?.notes == ["abc\nstray"])
        }

        @Test func aCardWithInvalidUTF8IsKeptWhole() throws {
            let bytes =
                Self.bytes("BEGIN:VCARD\r\nVERSION:3.0\r\nN:M") + [0xFC] + Self.bytes("ller;J") + [0xF6]
                + Self.bytes("rg;;;\r\nFN:J")
                + [0xF6] + Self.bytes("rg M") + [0xFC] + Self.bytes("ller\r\nEMAIL:jm@example.com\r\nEND:VCARD\r\n")
            let card = try ReaderHarness.card(bytes)
            #expect(card.name == StructuredName(family: "Müller", given: "Jörg"))
            #expect(card.formattedName == "Jörg Müller")
            #expect(card.emails.map(\.value) == ["jm@example.com"])
        }
    }
}
