import Testing
import VCard

/// The import findings of issue 14 (cards from 16 projects' test suites that were misread), one
/// labelled reproducer each: what is read now, and that writing it reads back the same without a problem.
@Suite struct ImportFindingTests {
    // MARK: - Names a vCard cannot hold

    struct NameCase: Sendable, CustomTestStringConvertible {
        var label: String
        var line: String
        var group: String?
        var name: String
        var parameters: [String]
        var problem: VCardError
        var testDescription: String { label }
    }

    static let nameCases: [NameCase] = [
        NameCase(
            label: "@ in a property name", line: "X-UNKNOWN@PROPERTY:x", group: nil, name: "X-UNKNOWN-PROPERTY",
            parameters: [],
            problem: .repairedName(line: 4, name: "X-UNKNOWN@PROPERTY", repaired: "X-UNKNOWN-PROPERTY")),
        NameCase(
            label: "KDE's / in a property name", line: "X-messaging/xmpp-All:a@b.c", group: nil,
            name: "X-MESSAGING-XMPP-ALL", parameters: [],
            problem: .repairedName(line: 4, name: "X-MESSAGING/XMPP-ALL", repaired: "X-MESSAGING-XMPP-ALL")),
        NameCase(
            label: "_ in a property name", line: "X_FOO:x", group: nil, name: "X-FOO", parameters: [],
            problem: .repairedName(line: 4, name: "X_FOO", repaired: "X-FOO")),
        NameCase(
            label: "a dot in a group", line: "item.1.EMAIL:a@b.c", group: "item-1", name: "EMAIL", parameters: [],
            problem: .repairedName(line: 4, name: "item.1", repaired: "item-1")),
        NameCase(
            label: "_ in a parameter name", line: "TEL;X_SERVICE=a:1", group: nil, name: "TEL",
            parameters: ["X-SERVICE"],
            problem: .repairedName(line: 4, name: "X_SERVICE", repaired: "X-SERVICE")),
    ]

    @Test(arguments: nameCases)
    func aNameWithBytesNoNameMayHoldIsRepairedWithAWarning(_ testCase: NameCase) throws {
        let entries = ReaderHarness.entries(ReaderHarness.vcard("3.0", "FN:x", testCase.line))
        try #require(entries.count == 1)
        #expect(entries[0].problems == [testCase.problem])
        let property = try #require(entries[0].card?.properties.last)
        #expect(property.group == testCase.group)
        #expect(property.name == testCase.name)
        #expect(property.parameters.map(\.name) == testCase.parameters)
        for version in VCardWriter.Version.allCases {
            let back = try RoundTripCodec.roundTrip(try #require(entries[0].card), version)
            #expect(back.properties.last == property)
        }
    }

    // MARK: - Inline data

    @Test func base64WithAStrayLastCharacterIsReEncoded() throws {
        // A 1×1 PNG with one character too many, as some Android exports end their photos.
        let entries = ReaderHarness.entries(
            ReaderHarness.vcard("3.0", "FN:x", "PHOTO;ENCODING=b;TYPE=PNG:\(Self.png)A"))
        #expect(entries.first?.problems == [.repairedBase64(line: 4, property: "PHOTO")])
        let card = try #require(entries.first?.card)
        #expect(card.property(named: "PHOTO")?.value == "data:image/png;base64,\(Self.png)")
        let written = VCardWriter().string(card)
        #expect(written.contains("PHOTO;ENCODING=b;TYPE=PNG:"))
        _ = try RoundTripCodec.readOne(Array(written.utf8))
    }

    @Test func dataThatIsNotBase64IsKeptUnderAnXNameAndNeverWrittenAsBase64() throws {
        let entries = ReaderHarness.entries(
            ReaderHarness.vcard("3.0", "FN:x", "PHOTO;ENCODING=b;TYPE=JPEG:not*base64!"))
        #expect(entries.first?.problems == [.invalidBase64(line: 4, property: "PHOTO")])
        let card = try #require(entries.first?.card)
        #expect(card.photo == nil)
        let kept = try #require(card.properties.last)
        #expect(kept.name == "X-INVALID-PHOTO" && kept.value == "not*base64!" && kept.parameter("ENCODING") == nil)
        for version in VCardWriter.Version.allCases {
            let written = VCardWriter(version: version).string(card)
            #expect(!written.contains("ENCODING"), "\(written)")
            _ = try RoundTripCodec.readOne(Array(written.utf8))
        }
    }

    @Test func aURIWrittenAsBase64IsReadAsAURI() throws {
        let entries = ReaderHarness.entries(
            ReaderHarness.vcard("3.0", "FN:x", "PHOTO;ENCODING=b:http://example.org/a.jpg"))
        #expect(entries.first?.problems == [.invalidBase64(line: 4, property: "PHOTO")])
        #expect(entries.first?.card?.photo == .remote(uri: "http://example.org/a.jpg"))
    }

    @Test func thunderbirdsBase64PhotoWithoutEncodingIsAPhoto() throws {
        let card = try ReaderHarness.card(ReaderHarness.vcard("3.0", "FN:x", "PHOTO:\(Self.png)"))
        #expect(card.photo == .embedded(mediaType: "image/png", base64: Self.png))
        #expect(VCardWriter(version: .v4_0).string(card).contains("PHOTO:data:image/png;base64,"))
    }

    @Test func a21PhotoWithBareBIsBase64() throws {
        let card = try ReaderHarness.card(ReaderHarness.vcard("2.1", "FN:x", "PHOTO;PNG;B:\(Self.png)"))
        #expect(card.photo == .embedded(mediaType: "image/png", base64: Self.png))
        #expect(card.property(named: "PHOTO")?.types == [])
    }

    @Test func outlooksCardPictureIsWrittenAsBase64In30() throws {
        let card = try ReaderHarness.card(
            ReaderHarness.vcard("2.1", "FN:x", "X-MS-CARDPICTURE;TYPE=JPEG;ENCODING=BASE64:\(Self.jpeg)"))
        let written = VCardWriter().string(card)
        #expect(written.contains("X-MS-CARDPICTURE;ENCODING=b;TYPE=JPEG:"), "\(written)")
    }

    // MARK: - Values

    @Test func controlCharactersAreRemovedWithAWarning() throws {
        let entries = ReaderHarness.entries(
            ReaderHarness.vcard("2.1", "FN:x", "FBURL;ENCODING=QUOTED-PRINTABLE:ab=00c=0C", "NOTE:a\u{7}b"))
        #expect(
            entries.first?.problems == [
                .controlCharacters(line: 4, property: "FBURL"), .controlCharacters(line: 5, property: "NOTE"),
            ])
        #expect(entries.first?.card?.property(named: "FBURL")?.value == "abc")
        #expect(entries.first?.card?.notes == ["ab"])
    }

    @Test func aCardsDeclaredCharsetIsUsedForItsOther8BitText() throws {
        var bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:".utf8) + [0xCA, 0xEB, 0xE8, 0xF7, 0xEA, 0xEE]
        bytes += Array("\r\nLABEL;CHARSET=Windows-1251:x\r\nEND:VCARD\r\n".utf8)
        let card = try ReaderHarness.card(bytes)
        #expect(card.formattedName == "Кличко")
    }

    @Test(arguments: [("utf-8", nil as String?), ("de-DE", "de-DE"), ("INLINE", nil)])
    func bare21ParametersThatAreNotTypesAreNotTypes(_ word: String, _ language: String?) throws {
        let card = try ReaderHarness.card(ReaderHarness.vcard("2.1", "N;\(word):Müller;Jürgen", "FN:x"))
        let name = try #require(card.property(named: "N"))
        #expect(name.types == [])
        #expect(name.parameter("LANGUAGE") == language.map { [$0] })
        #expect(card.name?.family == "Müller")
    }

    // MARK: - AGENT written inline

    @Test func anAgentCardWrittenInlineIsTheAgentsNotTheParents() throws {
        let text = ReaderHarness.vcard(
            "2.1", "FN:Boss", "TEL:111", "AGENT:BEGIN:VCARD", "VERSION:2.1", "FN:Assistant", "TEL:222", "END:VCARD")
        let card = try ReaderHarness.card(text)
        #expect(card.properties(named: "FN").count == 1)
        #expect(card.telephones.map(\.value) == ["111"])
        let agent = try #require(card.agent)
        #expect(agent.formattedName == "Assistant")
        #expect(agent.telephones.map(\.value) == ["222"])
    }

    // MARK: - Around cards

    @Test func aCtrlZAfterTheLastCardIsIgnored() {
        let entries = ReaderHarness.entries(Array(ReaderHarness.vcard("3.0", "FN:x").utf8) + [0x1A])
        #expect(entries.count == 1)
        #expect(entries.first?.problems == [])
    }

    @Test func aFooterIsTextOutsideACardNotALostCard() {
        let entries = ReaderHarness.entries(ReaderHarness.vcard("3.0", "FN:x") + "Exported by Example Contacts 2.0\r\n")
        #expect(entries.count == 2)
        #expect(entries.last?.problems == [.textOutsideCard(line: 5, lastLine: 5)])
        #expect(entries.last.map { $0.problems.contains(where: \.skipsCard) } == false)
    }

    @Test func propertyLinesOutsideACardAreStillALostCard() {
        let entries = ReaderHarness.entries("FN:Lost\r\nTEL:1\r\nEND:VCARD\r\n" + ReaderHarness.vcard("3.0", "FN:x"))
        #expect(entries.first?.problems == [.contentOutsideCard(line: 1, lastLine: 2)])
    }

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func utf16IsRead(bigEndian: Bool, byteOrderMark: Bool) throws {
        let text = ReaderHarness.vcard("3.0", "FN:Zoë 😀", "N:;Zoë;;;")
        var bytes: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let card = try ReaderHarness.card(bytes)
        #expect(card.formattedName == "Zoë 😀")
        for size in [1, 3, 7] {
            #expect(ReaderHarness.entries(bytes, chunkSize: size) == ReaderHarness.entries(bytes), "chunks of \(size)")
        }
    }

    // MARK: - Fixtures

    /// A 1×1 PNG.
    static let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC"
    /// The first bytes of a JPEG (enough to be sniffed as one), base64.
    static let jpeg = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8U"
}
