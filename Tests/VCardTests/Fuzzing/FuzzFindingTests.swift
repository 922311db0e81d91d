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
        Finding(
            label: "END of something other than a vCard inside a card",
            input: Array("BEGIN:VCARD\nEND:\nEND:VCARD".utf8)),
        Finding(
            label: "a parameter name of one non-ASCII byte",
            input: Array("BEGIN:VCARD\nV;".utf8) + [0xFD] + Array("=:\nEND:VCARD".utf8)),
        Finding(label: "a bare parameter that is a comma", input: Array("BEGIN:VCARD\nP;,:\nEND:VCARD".utf8)),
        Finding(
            label: "a data: URI without a media type", input: Array("BEGIN:VCARD\nPHOTO:data:;base64,\nEND:VCARD".utf8)),
        Finding(label: "a bare PREF before another parameter", input: Array("BEGIN:VCARD\rM;PREF;E=:\nEND:VCARD".utf8)),
        Finding(
            label: "a birthday with a control character among its digits",
            input: Array("BEGIN:VCARD\nBDAY:19880\u{17}21\nEND:VCARD".utf8)),
        Finding(label: "two PREF parameters", input: Array("BEGIN:VCARD\nV;PREF=;PREF=1:\nEND:VCARD".utf8)),
        Finding(
            label: "invalid base64 with a bare type after its ENCODING=b",
            input: Array("BEGIN:VCARD\nu;PREF=;ENCODING=b;G:".utf8) + [0xBB] + Array("\nEND:VCARD".utf8)),
        Finding(
            label: "a line joined to an empty ENCODING=b photo",
            input: Array("BEGIN:VCARD\nPHOTO;ENCODING=b:\n".utf8) + [0x8E] + Array("\nEND:VCARD".utf8)),
    ]

    /// What the fuzz target checks: every card read from the input, written as 3.0 or 4.0, reads back
    /// as one card with the same properties, and without a problem but the `invalidBase64` of data
    /// kept as written (with its `ENCODING=b`), which is reported at every reading.
    @Test(arguments: findings, VCardWriter.Version.allCases)
    func cardsReadFromTheInputReadBackTheSame(_ finding: Finding, _ version: VCardWriter.Version) throws {
        let cards = ReaderHarness.cards(finding.input)
        try #require(!cards.isEmpty)
        for card in cards {
            let written = RoundTripCodec.write(card, version)
            let entries = ReaderHarness.entries(written)
            try #require(entries.count == 1, "\(RoundTripCodec.text(written))")
            for problem in entries[0].problems {
                guard case .invalidBase64(_, let name) = problem,
                    card.properties(named: name).contains(where: { $0.parameter("ENCODING") != nil })
                else { Issue.record("\(problem) reading back \(RoundTripCodec.text(written))"); continue }
            }
            let back = try #require(entries[0].card)
            #expect(
                back.properties == card.properties,
                "\(RoundTripCodec.firstDifference(card.properties, back.properties))")
        }
    }

    /// `BEGIN:X` or `END:X` inside a card, X not VCARD, used to be kept as a property the writer
    /// then dropped (it writes BEGIN and END itself): it is dropped on reading, and reported.
    @Test func beginOrEndOfSomethingElseInsideACardIsDroppedAndReported() throws {
        let entries = ReaderHarness.entries(
            "BEGIN:VCARD\r\nVERSION:3.0\r\nEND:\r\nFN:Ann\r\nitem1.BEGIN:VCALENDAR\r\nend:x\r\nEND:VCARD\r\n")
        #expect(
            entries.map(\.problems) == [[.malformedLine(line: 3), .malformedLine(line: 5), .malformedLine(line: 6)]])
        let card = try #require(entries.first?.card)
        #expect(card.properties.map(\.name) == ["FN"])
    }

    /// A parameter name used to keep any byte but `=` `;` `:`, while the writer writes only visible
    /// ASCII other than the delimiters: the reader keeps only what the writer writes (a byte no name
    /// may hold, like the dot, as `-`, with a warning), and a name left with nothing is an empty parameter.
    @Test func parameterNamesKeepOnlyTheBytesTheWriterWrites() throws {
        let entries = ReaderHarness.entries(
            Array("BEGIN:VCARD\r\nVERSION:4.0\r\nFN;X-A B\u{1}.c\"Ý=1;".utf8) + [0xFD]
                + Array("=2:Ann\r\nEND:VCARD\r\n".utf8))
        #expect(
            entries.map(\.problems) == [
                [.repairedName(line: 3, name: "X-A B\u{1}.c\"Ý", repaired: "X-AB-c"), .emptyParameter(line: 3)]
            ])
        let card = try #require(entries.first?.card)
        #expect(card.properties.first?.parameters == [VCardParameter(name: "X-AB-C", values: ["1"])])
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

    /// `data:` values that 3.0 used to write as `ENCODING=b`, which reads back as another value; each
    /// is now written as the URI it is.
    static let dataURIsWrittenAsTheyAre: [String] = [
        "data:;base64,AAAA",  // no media type: the reader would sniff one
        "data:image/png;base64,!!",  // not base64: the reader would report it and keep it raw
        "data:image/png;base64,iVBO Rw==",  // white space: the reader would drop it
        "data:image/png;BASE64,iVBORw==",  // upper case: the reader writes ;base64,
        "data:IMAGE/PNG;base64,iVBORw==",
        "data:x-thing;base64,AAAA",  // a media type without '/': the reader would name it image/x-thing
    ]

    @Test(arguments: dataURIsWrittenAsTheyAre)
    func inlineDataThatENCODINGbCannotCarryIsWrittenAsAURIIn3(_ value: String) throws {
        let card = VCard(properties: [VCardProperty(name: "PHOTO", value: value)])
        let written = RoundTripCodec.text(RoundTripCodec.write(card, .v3_0))
        #expect(written.contains("\r\nPHOTO:\(value)\r\n"), "\(written)")
        #expect(try RoundTripCodec.roundTrip(card, .v3_0).properties == card.properties)
    }

    @Test func inlineDataIsStillWrittenAsENCODINGbIn3WhenItReadsBackTheSame() throws {
        let card = VCard(properties: [
            VCardProperty(
                name: "PHOTO", parameters: [VCardParameter(name: "TYPE", values: ["work"])],
                value: "data:image/jpeg;base64,/9j/4AAQ"),
            VCardProperty(name: "LOGO", value: "data:application/octet-stream;base64,AAEC"),
        ])
        let written = RoundTripCodec.text(RoundTripCodec.write(card, .v3_0))
        #expect(written.contains("\r\nPHOTO;TYPE=work;ENCODING=b;TYPE=JPEG:/9j/4AAQ\r\n"), "\(written)")
        #expect(written.contains("\r\nLOGO;ENCODING=b:AAEC\r\n"), "\(written)")
        #expect(try RoundTripCodec.roundTrip(card, .v3_0).properties == card.properties)
    }

    /// A TYPE value that names a media type would be taken for the photo's on reading 3.0 back.
    @Test func inlineDataBesideAMediaTypeWordIsWrittenAsAURIIn3() throws {
        let card = VCard(properties: [
            VCardProperty(
                name: "PHOTO", parameters: [VCardParameter(name: "TYPE", values: ["x-thing"])],
                value: "data:image/png;base64,iVBORw==")
        ])
        #expect(try RoundTripCodec.roundTrip(card, .v3_0).properties == card.properties)
    }

    /// `photo` promises nil for inline data that is not base64, but gave `.embedded` (whose `data` is
    /// nil) for a `data:` URI, which is kept as written, and for ENCODING=b data with a broken line
    /// joined to it.
    @Test func inlinePhotoDataThatIsNotBase64GivesNoPhoto() throws {
        let joined = ReaderHarness.entries(Self.findings.first { $0.label.hasPrefix("a line joined") }!.input)
        #expect(joined.first?.problems.contains(.joinedToPreviousLine(line: 3)) == true)
        #expect(try #require(joined.first?.card).photo == nil)
        let uri = try ReaderHarness.card(ReaderHarness.vcard("4.0", "PHOTO:data:image/png;base64,iVBO!!"))
        #expect(uri.photo == nil)
        let good = try ReaderHarness.card(ReaderHarness.vcard("4.0", "PHOTO:data:image/png;base64,iVBO Rw=="))
        #expect(good.photo?.data == [0x89, 0x50, 0x4E, 0x47])
    }

    /// Known limit (docs/vcard.md): a name of 75 or more letters and digits, folded by the writer after a
    /// property written as ENCODING=b, is read as the rest of a vCard 2.1 base64 block. Minimised from
    /// what the fuzzer found; the fuzz target skips such cards. This test fails once it is fixed.
    @Test func aLongBase64LikeNameAfterAPhotoIsTakenForBase64() throws {
        let name = "DIC9JX4QOPRXHPZGAATQEOAAIAAAAPAAAAQGEPAAIAAAAHAAAJDICTIONARDIHEDEQAXAJBEION"
        let card = VCard(properties: [
            VCardProperty(name: "PHOTO", value: "data:application/octet-stream;base64,"),
            VCardProperty(name: name, value: ""),
        ])
        #expect(
            RoundTripCodec.text(RoundTripCodec.write(card, .v3_0)).contains("PHOTO;ENCODING=b:\r\n\(name)\r\n :\r\n"))
        withKnownIssue("a folded base64-like name after ENCODING=b is joined to the base64") {
            let back = try RoundTripCodec.roundTrip(card, .v3_0)
            #expect(back.properties == card.properties)
        }
    }

    /// `TYPE=pref` (or a bare 2.1 `PREF`) with no other type put `PREF=1` where the TYPE was, but a
    /// `PREF` parameter goes last when there is no TYPE, so 4.0 (which writes PREF=1) read back
    /// another order: both now put it last.
    @Test(arguments: [
        "EMAIL;TYPE=pref;X-A=1:a@example.com", "EMAIL;PREF;X-A=1:a@example.com", "EMAIL;PREF=1;X-A=1:a@example.com",
    ])
    func preferenceWithoutATypeComesLast(_ line: String) throws {
        let card = try ReaderHarness.card(ReaderHarness.vcard("3.0", line))
        #expect(
            card.properties.first?.parameters == [
                VCardParameter(name: "X-A", values: ["1"]), VCardParameter(name: "PREF", values: ["1"]),
            ])
    }

    /// A date whose digits held another character read as a year and a day without a month, which is
    /// written (and read back) as the year alone: only digits and dashes make a date.
    @Test(arguments: ["19880\u{17}21", "1985x412", "--0x12", "1985-0?"])
    func aDateWithAnythingButDigitsAndDashesIsNoDate(_ text: String) throws {
        #expect(VCardDate(parsing: text) == nil)
        // (The control character is removed on reading, with a warning: "1988021" is no date either.)
        let card = try #require(ReaderHarness.entries(ReaderHarness.vcard("4.0", "BDAY:\(text)")).first?.card)
        #expect(card.birthday == nil)
    }

    /// With two PREF parameters, each reading moved the first one last, so the order changed at every
    /// round trip (and 3.0 lost `TYPE=pref` beside the other PREF): a property keeps the first PREF.
    @Test func aPropertyKeepsOnlyItsFirstPreference() throws {
        let card = try ReaderHarness.card(
            ReaderHarness.vcard("4.0", "EMAIL;TYPE=home;PREF=2;X-A=1;PREF=1:a@example.com"))
        #expect(
            card.properties.first?.parameters == [
                VCardParameter(name: "TYPE", values: ["home"]), VCardParameter(name: "PREF", values: ["2"]),
                VCardParameter(name: "X-A", values: ["1"]),
            ])
        #expect(card.emails.first?.preference == 2)
    }

    /// A folded line too long for the limit was joined to the line before it when the input came in
    /// one chunk, but not when a chunk ended just before it: the scanner forgot the first byte of a
    /// line it discarded, which says whether the line is a fold. Minimised: junk, then a fold over the limit.
    @Test func aFoldTooLongForTheLimitIsAFoldWhereverAChunkEnds() {
        let input =
            Array("\u{FF}\n ".utf8) + Array(repeating: UInt8(ascii: "x"), count: 130)
            + Array("\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\n".utf8)
        let limits = VCardReader.Limits(maxLineLength: 120)
        func entries(splitAt offset: Int?) -> [VCardEntry] {
            let chunks = offset.map { [Array(input[..<$0]), Array(input[$0...])] } ?? [input]
            var reader = VCardReader(chunks: chunks.makeIterator(), limits: limits)
            return reader.readAll()
        }
        let whole = entries(splitAt: nil)
        #expect(whole.map(\.problems) == [[.contentOutsideCard(line: 2, lastLine: 2)], []])
        for offset in 1..<input.count {
            #expect(entries(splitAt: offset) == whole, "split at \(offset)")
        }
    }

    /// The `ENCODING=b` once kept on data that is not base64 was written back, so every reader tried to
    /// decode it (and vobject and khard refused the whole file): such data is now kept as text under
    /// `X-INVALID-KEY`, with its other parameters, and reads back without a problem.
    @Test(arguments: VCardWriter.Version.allCases)
    func dataThatIsNotBase64IsKeptAsTextUnderAnXName(_ version: VCardWriter.Version) throws {
        let entries = ReaderHarness.entries(ReaderHarness.vcard("3.0", "KEY;PREF=2;ENCODING=b;PGP:not base64!"))
        #expect(entries.first?.problems == [.invalidBase64(line: 3, property: "KEY")])
        let card = try #require(entries.first?.card)
        #expect(
            card.properties.first
                == VCardProperty(
                    name: "X-INVALID-KEY",
                    parameters: [
                        VCardParameter(name: "TYPE", values: ["pgp"]), VCardParameter(name: "PREF", values: ["2"]),
                    ],
                    value: "not base64!"))
        #expect(try RoundTripCodec.roundTrip(card, version).properties == card.properties)
    }
}
