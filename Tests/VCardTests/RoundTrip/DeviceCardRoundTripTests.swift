import Testing
import VCard

/// Cards as phones write them survive read → write → read, and writing again is byte-stable.
@Suite struct DeviceCardRoundTripTests {
    /// Bytes that start like a JPEG, for the photos.
    static let photoBytes: [UInt8] =
        [0xFF, 0xD8, 0xFF, 0xE0] + (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }

    /// `payload` split into lines of `width` characters.
    static func lines(_ payload: String, width: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(payload)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(width)))
            rest = rest.dropFirst(width)
        }
        return lines
    }

    // MARK: - iPhone

    /// An iPhone export: `itemN` groups with `X-ABLabel`, repeated `type=` parameters, `type=pref`,
    /// a custom label, `X-ABADR`, `BDAY;value=date`, emoji in a note and a folded JPEG photo.
    static let iPhoneCard: [UInt8] = {
        let photo = lines(RoundTripCodec.base64(photoBytes), width: 74)
        let text =
            [
                "BEGIN:VCARD",
                "VERSION:3.0",
                "PRODID:-//Apple Inc.//iPhone OS 17.4//EN",
                "N:Appleseed;Jane;Q.;Dr.;PhD",
                "FN:Dr. Jane Q. Appleseed PhD",
                "ORG:Apple Inc.;Engineering;",
                "TITLE:Engineer\\, Frameworks",
                "item1.EMAIL;type=INTERNET;type=HOME;type=pref:jane@example.com",
                "item2.EMAIL;type=INTERNET:jane.work@example.com",
                "item2.X-ABLabel:_$!<Work>!$_",
                "item3.TEL;type=CELL;type=VOICE;type=pref:+1 (408) 555-0100",
                "item4.TEL:+1 (408) 555-0199",
                "item4.X-ABLabel:Lake house",
                "item5.ADR;type=HOME;type=pref:;;1 Infinite Loop;Cupertino;CA;95014;United States",
                "item5.X-ABADR:us",
                "item6.URL;type=pref:https://example.com/jane",
                "item6.X-ABLabel:_$!<HomePage>!$_",
                "BDAY;value=date:1985-04-12",
                "NOTE:Met at WWDC\\, 2019.\\nLikes ☕️ and 🍎.",
                "X-SOCIALPROFILE;type=twitter;x-user=jane:https://twitter.com/jane",
                "PHOTO;ENCODING=b;TYPE=JPEG:" + photo[0],
            ] + photo.dropFirst().map { " " + $0 } + ["END:VCARD", ""]
        return Array(text.joined(separator: "\r\n").utf8)
    }()

    @Test func iPhoneCardReadsAsThePhoneShowsIt() throws {
        let card = try RoundTripCodec.readOne(Self.iPhoneCard)
        #expect(card.formattedName == "Dr. Jane Q. Appleseed PhD")
        #expect(
            card.name
                == StructuredName(
                    family: "Appleseed", given: "Jane", additional: "Q.", prefixes: "Dr.", suffixes: "PhD"))
        #expect(
            card.emails == [
                LabeledValue(value: "jane@example.com", label: "home", types: ["internet", "home"], preference: 1),
                LabeledValue(value: "jane.work@example.com", label: "work", types: ["internet"]),
            ])
        #expect(
            card.telephones == [
                LabeledValue(value: "+1 (408) 555-0100", label: "mobile", types: ["cell", "voice"], preference: 1),
                LabeledValue(value: "+1 (408) 555-0199", label: "Lake house"),
            ])
        #expect(card.addresses.map(\.street) == ["1 Infinite Loop"])
        #expect(card.addresses.map(\.label) == ["home"])
        #expect(card.birthday == VCardDate(year: 1985, month: 4, day: 12))
        #expect(card.notes == ["Met at WWDC, 2019.\nLikes ☕️ and 🍎."])
        #expect(card.photo?.data == Self.photoBytes)
        #expect(
            card.property(named: "X-SOCIALPROFILE")?.parameters == [
                VCardParameter(name: "TYPE", values: ["twitter"]), VCardParameter(name: "X-USER", values: ["jane"]),
            ])
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func iPhoneCardSurvivesARoundTrip(_ version: VCardWriter.Version) throws {
        let card = try RoundTripCodec.readOne(Self.iPhoneCard)
        let first = RoundTripCodec.write(card, version)
        let back = try RoundTripCodec.readOne(first)
        #expect(
            back.properties == card.properties, "\(RoundTripCodec.firstDifference(card.properties, back.properties))")
        #expect(back.photo?.data == Self.photoBytes)
        #expect(back.telephones.map(\.label) == ["mobile", "Lake house"])
        let second = RoundTripCodec.write(back, version)
        #expect(second == first, "first:\n\(RoundTripCodec.text(first))\nsecond:\n\(RoundTripCodec.text(second))")
    }

    @Test func iPhonePhotoIsWrittenPerVersion() throws {
        let card = try RoundTripCodec.readOne(Self.iPhoneCard)
        let three = RoundTripCodec.text(RoundTripCodec.write(card, .v3_0))
        let four = RoundTripCodec.text(RoundTripCodec.write(card, .v4_0))
        #expect(three.contains("\r\nPHOTO;ENCODING=b;TYPE=JPEG:/9j/4"))
        #expect(four.contains("\r\nPHOTO:data:image/jpeg;base64,/9j/4"))
    }

    // MARK: - vCard 2.1 with QUOTED-PRINTABLE

    /// A feature-phone vCard 2.1 export: QUOTED-PRINTABLE UTF-8 and ISO-8859-1 with soft line breaks
    /// (one continuing on an indented line), `=0D=0A` line breaks, bare type parameters, an Android
    /// extension property and an unindented base64 photo ended by a blank line.
    static let quotedPrintableCard: [UInt8] = {
        let photo = lines(RoundTripCodec.base64(photoBytes), width: 76)
        let text =
            [
                "BEGIN:VCARD",
                "VERSION:2.1",
                "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E7=94=B0=E4=B8=AD;=E5=A4=AA=E9=83=8E;;;",
                "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E7=94=B0=E4=B8=AD =E5=A4=AA=E9=83=8E",
                "TEL;CELL;PREF:+81 90 1234 5678",
                "TEL;HOME;VOICE:03-1234-5678",
                "EMAIL;INTERNET;WORK:taro@example.jp",
                "ADR;HOME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:;;=E6=9D=B1=E4=BA=AC=E9=83=BD 1-2-3;=",
                "=E6=B8=8B=E8=B0=B7=E5=8C=BA;;150-0002;Japan",
                "NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=ISO-8859-1:Caf=E9 au lait, na=EFve=0D=0Asecond line=",
                " and more",
                "X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Taro;1;;;;;;;;;;;;;",
                "PHOTO;ENCODING=BASE64;TYPE=JPEG:" + photo[0],
            ] + photo.dropFirst() + ["", "END:VCARD", ""]
        return Array(text.joined(separator: "\r\n").utf8)
    }()

    @Test func quotedPrintableCardReadsAsThePhoneShowsIt() throws {
        let card = try RoundTripCodec.readOne(Self.quotedPrintableCard)
        #expect(card.version == .v2_1)
        #expect(card.formattedName == "田中 太郎")
        #expect(card.name == StructuredName(family: "田中", given: "太郎"))
        #expect(
            card.telephones == [
                LabeledValue(value: "+81 90 1234 5678", label: "mobile", types: ["cell"], preference: 1),
                LabeledValue(value: "03-1234-5678", label: "home", types: ["home", "voice"]),
            ])
        #expect(card.emails.map(\.value) == ["taro@example.jp"])
        #expect(
            card.addresses == [
                PostalAddress(
                    street: "東京都 1-2-3", locality: "渋谷区", postalCode: "150-0002", country: "Japan", label: "home",
                    types: ["home"])
            ])
        #expect(card.notes == ["Café au lait, naïve\nsecond line and more"])
        #expect(card.photo?.data == Self.photoBytes)
        #expect(
            card.property(named: "X-ANDROID-CUSTOM")?.value == "vnd.android.cursor.item/nickname;Taro;1;;;;;;;;;;;;;")
    }

    @Test func quotedPrintableCardIsByteStableAfterOneWrite() throws {
        let card = try RoundTripCodec.readOne(Self.quotedPrintableCard)
        let first = RoundTripCodec.write(card, .v3_0)
        let back = try RoundTripCodec.readOne(first)
        #expect(
            back.properties == card.properties, "\(RoundTripCodec.firstDifference(card.properties, back.properties))")
        let second = RoundTripCodec.write(back, .v3_0)
        #expect(second == first, "first:\n\(RoundTripCodec.text(first))\nsecond:\n\(RoundTripCodec.text(second))")
        let text = RoundTripCodec.text(first)
        #expect(!text.uppercased().contains("QUOTED-PRINTABLE"))
        #expect(!text.uppercased().contains("CHARSET"))
        #expect(text.contains("\r\nN:田中;太郎;;;\r\n"))
        #expect(text.contains("\r\nTEL;TYPE=cell,pref:+81 90 1234 5678\r\n"))
    }
}
