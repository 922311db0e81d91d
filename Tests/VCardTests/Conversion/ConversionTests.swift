import PropertyBased
import Testing
import VCard

/// `VCard.converted(to:uid:)`: each labelled card, read, converted and written, gives exactly the lines
/// shown (BEGIN, VERSION and END left out), and converting what was written again changes nothing.
@Suite struct ConversionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        /// The card's lines (version 3.0 unless it says `VERSION:`).
        var input: [String]
        var version: VCardWriter.Version
        var output: [String]
        var testDescription: String { "\(label) (\(version.rawValue))" }
    }

    static let uid = "UID:urn:uuid:0f0e0d0c-0000-4000-8000-000000000001"

    static let cases: [Case] = [
        // Required properties
        Case(
            label: "FN from N (issue 14's reproducer)", input: ["N:Smith;Michael;;;", "EMAIL:ms@example.org"],
            version: .v3_0,
            output: ["FN:Michael Smith", "N:Smith;Michael;;;", "EMAIL:ms@example.org", uid]),
        Case(
            label: "FN from N", input: ["N:Smith;Michael;;;", "EMAIL:ms@example.org"], version: .v4_0,
            output: ["FN:Michael Smith", "N:Smith;Michael;;;", "EMAIL:ms@example.org", uid]),
        Case(
            label: "FN from ORG before NICKNAME, and an empty N", input: ["NICKNAME:Bob", "ORG:Acme\\, Inc.;Sales"],
            version: .v3_0,
            output: ["FN:Acme\\, Inc.", "N:;;;;", "NICKNAME:Bob", "ORG:Acme\\, Inc.;Sales", uid]),
        Case(
            label: "FN from EMAIL, then TEL", input: ["TEL:+1 555 0100", "EMAIL:a@example.org"], version: .v4_0,
            output: ["FN:a@example.org", "TEL:+1 555 0100", "EMAIL:a@example.org", uid]),
        Case(
            label: "a blank FN is filled in its place", input: ["N:Lee;Ann;;;", "FN: "], version: .v4_0,
            output: ["N:Lee;Ann;;;", "FN:Ann Lee", uid]),
        Case(
            label: "N split into given, middle and family names", input: ["FN:Michael J. Smith"], version: .v3_0,
            output: ["FN:Michael J. Smith", "N:Smith;Michael;J.;;", uid]),
        Case(
            label: "N with prefix, suffix and particles", input: ["FN:Dr. Jane van der Berg Jr."], version: .v3_0,
            output: ["FN:Dr. Jane van der Berg Jr.", "N:van der Berg;Jane;;Dr.;Jr.", uid]),
        Case(
            label: "N split at the comma", input: ["FN:Smith\\, John"], version: .v3_0,
            output: ["FN:Smith\\, John", "N:Smith;John;;;", uid]),
        Case(
            label: "N from one word is a given name", input: ["FN:Madonna"], version: .v3_0,
            output: ["FN:Madonna", "N:;Madonna;;;", uid]),
        Case(
            label: "an organisation's N is empty", input: ["FN:Acme", "ORG:Acme"], version: .v3_0,
            output: ["FN:Acme", "N:;;;;", "ORG:Acme", uid]),
        Case(label: "4.0 needs no N", input: ["FN:Michael Smith"], version: .v4_0, output: ["FN:Michael Smith", uid]),
        Case(
            label: "the card's own UID is kept", input: ["FN:A B", "N:B;A;;;", "UID:abc"], version: .v3_0,
            output: ["FN:A B", "N:B;A;;;", "UID:abc"]),
        Case(
            label: "N and ADR get their five and seven components", input: ["FN:x", "N:Doe;John", "ADR:;;Main St 1"],
            version: .v4_0,
            output: ["FN:x", "N:Doe;John;;;", "ADR:;;Main St 1;;;;", uid]),
        Case(
            label: "extra N components are dropped", input: ["FN:x", "N:a;b;c;d;e;f;;"], version: .v3_0,
            output: ["FN:x", "N:a;b;c;d;e", uid]),
        // Every version
        Case(
            label: "2.1 text escaped", input: ["VERSION:2.1", "FN:Smith, John; Jr", "NOTE:a\\:b \\x"], version: .v3_0,
            output: ["FN:Smith\\, John\\; Jr", "N:Smith;John\\;;;;Jr", "NOTE:a:b \\\\x", uid]),
        Case(
            label: "PROFILE:VCARD and an empty PHOTO dropped", input: ["FN:x", "N:x;;;;", "PROFILE:VCARD", "PHOTO:"],
            version: .v3_0,
            output: ["FN:x", "N:x;;;;", uid]),
        Case(
            label: "VALUE=URL is VALUE=uri", input: ["FN:x", "N:x;;;;", "PHOTO;VALUE=URL:http://example.org/a.jpg"],
            version: .v4_0,
            output: ["FN:x", "N:x;;;;", "PHOTO;VALUE=uri:http://example.org/a.jpg", uid]),
        Case(
            label: "a URL gets a scheme and loses its escapes",
            input: ["FN:x", "N:x;;;;", "URL:www.example.org", "URL:http\\://a.example"],
            version: .v3_0, output: ["FN:x", "N:x;;;;", "URL:http://www.example.org", "URL:http://a.example", uid]),
        // 3.0 → 4.0
        Case(
            label: "LABEL becomes ADR's LABEL",
            input: ["FN:x", "ADR;TYPE=work:;;1 Main St;Town;;;", "LABEL;TYPE=work:1 Main St\\nTown"],
            version: .v4_0, output: ["FN:x", "ADR;TYPE=work;LABEL=1 Main St^nTown:;;1 Main St;Town;;;", uid]),
        Case(
            label: "a LABEL without ADR becomes an empty ADR", input: ["FN:x", "LABEL;TYPE=home:PO Box 1"],
            version: .v4_0,
            output: ["FN:x", "ADR;TYPE=home;LABEL=PO Box 1:;;;;;;", uid]),
        Case(
            label: "CLASS, MAILER, SORT-STRING travel as X-",
            input: ["FN:x", "CLASS:PUBLIC", "MAILER:PMail", "SORT-STRING:x"],
            version: .v4_0, output: ["FN:x", "X-CLASS:PUBLIC", "X-MAILER:PMail", "X-SORT-STRING:x", uid]),
        Case(
            label: "AGENT URI is RELATED", input: ["FN:x", "AGENT;VALUE=uri:urn:uuid:1"], version: .v4_0,
            output: ["FN:x", "RELATED;TYPE=agent;VALUE=uri:urn:uuid:1", uid]),
        Case(
            label: "GEO, TZ and a birthday without year",
            input: ["FN:x", "GEO:37.38;-122.08", "TZ:-05:00", "BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12"],
            version: .v4_0, output: ["FN:x", "GEO:geo:37.38,-122.08", "TZ;VALUE=utc-offset:-0500", "BDAY:--0412", uid]),
        Case(
            label: "Apple's KIND is KIND", input: ["FN:x", "X-ADDRESSBOOKSERVER-KIND:group"], version: .v4_0,
            output: ["FN:x", "KIND:group", uid]),
        Case(
            label: "a remote photo's TYPE is MEDIATYPE",
            input: ["FN:x", "PHOTO;VALUE=uri;TYPE=jpeg:https://example.org/a.jpg"], version: .v4_0,
            output: ["FN:x", "PHOTO;VALUE=uri;MEDIATYPE=image/jpeg:https://example.org/a.jpg", uid]),
        // 4.0 → 3.0
        Case(
            label: "ADR's LABEL becomes LABEL",
            input: ["VERSION:4.0", "FN:x", "N:x;;;;", "ADR;TYPE=work;LABEL=\"1 Main St^nTown\":;;1 Main St;Town;;;"],
            version: .v3_0,
            output: ["FN:x", "N:x;;;;", "ADR;TYPE=work:;;1 Main St;Town;;;", "LABEL;TYPE=work:1 Main St\\nTown", uid]),
        Case(
            label: "4.0-only properties travel as X-",
            input: ["VERSION:4.0", "FN:x", "N:x;;;;", "KIND:individual", "GENDER:F", "ANNIVERSARY:20000101"],
            version: .v3_0,
            output: [
                "FN:x", "N:x;;;;", "X-ADDRESSBOOKSERVER-KIND:individual", "X-GENDER:F", "X-ANNIVERSARY:20000101", uid,
            ]),
        Case(
            label: "a remote photo says VALUE=uri (issue 14)",
            input: ["VERSION:4.0", "FN:x", "N:x;;;;", "PHOTO:http://example.org/a.jpg", "KEY:http://example.org/k"],
            version: .v3_0,
            output: [
                "FN:x", "N:x;;;;", "PHOTO;VALUE=uri:http://example.org/a.jpg", "KEY;VALUE=uri:http://example.org/k",
                uid,
            ]),
        Case(
            label: "MEDIATYPE is a TYPE word",
            input: ["VERSION:4.0", "FN:x", "N:x;;;;", "PHOTO;MEDIATYPE=image/png:https://example.org/a.png"],
            version: .v3_0, output: ["FN:x", "N:x;;;;", "PHOTO;TYPE=png;VALUE=uri:https://example.org/a.png", uid]),
        Case(
            label: "GEO, TZ, birthdays",
            input: [
                "VERSION:4.0", "FN:x", "N:x;;;;", "GEO:geo:37.38,-122.08", "TZ:America/New_York", "BDAY:--0412",
                "DEATHDATE:19991231T120000Z",
            ],
            version: .v3_0,
            output: [
                "FN:x", "N:x;;;;", "GEO:37.38;-122.08", "TZ;VALUE=text:America/New_York", "BDAY:--0412",
                "X-DEATHDATE;VALUE=date-time:19991231T120000Z", uid,
            ]),
        Case(
            label: "a tel: URI is text",
            input: ["VERSION:4.0", "FN:x", "N:x;;;;", "TEL;VALUE=uri;TYPE=home:tel:+1-555-555-5555;ext=5"],
            version: .v3_0, output: ["FN:x", "N:x;;;;", "TEL;TYPE=home:+1-555-555-5555\\;ext=5", uid]),
        Case(
            label: "a tel: URI escaped as text (DAViCal) is escaped once",
            input: ["VERSION:4.0", "FN:x", "N:x;;;;", "TEL;VALUE=uri;TYPE=work:tel:+1-555-0100\\;ext=12"],
            version: .v3_0, output: ["FN:x", "N:x;;;;", "TEL;TYPE=work:+1-555-0100\\;ext=12", uid]),
        Case(
            label: "4.0 parameters travel as X-, PREF=1 as TYPE=pref",
            input: ["VERSION:4.0", "FN:x", "N:x;;;;", "EMAIL;PREF=1:a@b.c", "EMAIL;PREF=2;PID=1.1:d@e.f"],
            version: .v3_0, output: ["FN:x", "N:x;;;;", "EMAIL;TYPE=pref:a@b.c", "EMAIL;X-PID=1.1;X-PREF=2:d@e.f", uid]),
        Case(
            label: "ALTID alternatives",
            input: [
                "VERSION:4.0", "FN;ALTID=1;LANGUAGE=en:Taro", "FN;ALTID=1;LANGUAGE=ja:太郎", "N;ALTID=1:Y;T;;;",
                "N;ALTID=1:山田;太郎;;;", "BDAY;ALTID=2:20000101",
            ],
            version: .v3_0,
            output: [
                "FN;X-ALTID=1;LANGUAGE=en:Taro", "FN;X-ALTID=1;LANGUAGE=ja:太郎", "N;X-ALTID=1:Y;T;;;",
                "X-N;X-ALTID=1:山田;太郎;;;", "BDAY:20000101", uid,
            ]),
        Case(
            label: "a text birthday and a text AGENT",
            input: ["VERSION:4.0", "FN:x", "N:x;;;;", "BDAY;VALUE=text:circa 1800", "X-AGENT:a colleague"],
            version: .v3_0, output: ["FN:x", "N:x;;;;", "X-BDAY;VALUE=text:circa 1800", "X-AGENT:a colleague", uid]),
    ]

    @Test(arguments: cases)
    func convertingWritesTheCardShown(_ testCase: Case) throws {
        let hasVersion = testCase.input.first?.hasPrefix("VERSION:") == true
        let text = (["BEGIN:VCARD"] + (hasVersion ? [] : ["VERSION:3.0"]) + testCase.input + ["END:VCARD", ""]).joined(
            separator: "\r\n")
        let card = try ReaderHarness.card(text)
        let converted = card.converted(to: testCase.version, uid: "urn:uuid:0f0e0d0c-0000-4000-8000-000000000001")
        let written = VCardWriter(version: testCase.version).string(converted)
        let expected = (["BEGIN:VCARD", "VERSION:\(testCase.version.rawValue)"] + testCase.output + ["END:VCARD", ""])
            .joined(separator: "\r\n")
        #expect(written == expected, "\(Self.lines(written))")
        let again = VCardWriter(version: testCase.version).string(
            try RoundTripCodec.readOne(Array(written.utf8)).converted(to: testCase.version, uid: "urn:uuid:other"))
        #expect(again == written, "converting what was written changed it:\n\(again)")
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func exportImportExportIsStableForRandomCards(_ version: VCardWriter.Version) async {
        await propertyCheck(count: 200, input: RandomContact.generator) { contact in
            let first = VCardWriter(version: version).bytes([contact.card.converted(to: version, uid: "urn:uuid:a")])
            let back = try RoundTripCodec.readOne(first)
            let second = VCardWriter(version: version).bytes([back.converted(to: version, uid: "urn:uuid:b")])
            #expect(second == first, "\(RoundTripCodec.text(first))\nthen\n\(RoundTripCodec.text(second))")
        }
    }

    @Test func theTypedViewReadsTheSameAfterConverting() async {
        await propertyCheck(count: 200, input: RandomContact.generator) { contact in
            for version in VCardWriter.Version.allCases {
                let converted = try RoundTripCodec.roundTrip(contact.card.converted(to: version), version)
                #expect(converted.emails == contact.card.emails)
                #expect(converted.telephones.map(\.value) == contact.card.telephones.map(\.value))
                #expect(converted.addresses.map(\.components) == contact.card.addresses.map(\.components))
                #expect(converted.notes == contact.card.notes)
                if let name = contact.card.formattedName, !name.allSatisfy(\.isWhitespace) {
                    #expect(converted.formattedName == name)
                }
            }
        }
    }

    /// ``VCardProperty/version4Form``: a 4.0 card written in 3.0 and read back gives each property,
    /// read alone, the name and value it has in 4.0 (`LABEL` aside: it returns as an `ADR` parameter).
    @Test func eachPropertyReadAloneHasItsVersion4Form() throws {
        let text = [
            "BEGIN:VCARD", "VERSION:4.0", "FN:Ann Lee", "N:Lee;Ann;;;", "N;ALTID=1;LANGUAGE=ja:李;安;;;", "GENDER:F",
            "LANG;PREF=1:fr", "KIND:org", "MEMBER:urn:uuid:1", "ANNIVERSARY:20090808", "BIRTHPLACE:Lisbon",
            "HOBBY:sailing", "PRONOUNS:she/her", "RELATED;TYPE=friend:urn:uuid:2", "X-CLASS:PUBLIC",
            "X-SORT-STRING:Lee", "GEO:geo:46.772673,-71.282945", "TZ;VALUE=utc-offset:-0500",
            "RELATED;TYPE=agent;VALUE=uri:tel:+1-555-0100", "X-AGENT:a colleague", "END:VCARD", "",
        ].joined(separator: "\r\n")
        let four = try ReaderHarness.card(text).converted(to: .v4_0)
        let written = VCardWriter(version: .v3_0).bytes([four.converted(to: .v3_0)])
        let three = try RoundTripCodec.readOne(written)
        #expect(three.properties.map(\.name) != four.properties.map(\.name), "written in 3.0's names")
        func form(_ property: VCardProperty) -> String { property.name + ":" + property.value }
        #expect(
            three.properties.map { form($0.version4Form) } == four.properties.map(form),
            "\(RoundTripCodec.text(written))")
    }

    static func lines(_ text: String) -> String {
        text.components(separatedBy: "\r\n").map { "  " + $0 }.joined(separator: "\n")
    }
}
