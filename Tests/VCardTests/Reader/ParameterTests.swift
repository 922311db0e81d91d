import Testing
import VCard

extension ReaderTests {
    /// Parameters come out in the canonical form `VCardParameter` documents: upper-case names,
    /// bare 2.1 parameters and every `TYPE` merged into one lower-case `TYPE`, `TYPE=pref` as
    /// `PREF=1`, quoted values unquoted, RFC 6868 `^` escapes decoded in 3.0 and 4.0 only.
    @Suite struct ParameterTests {
        struct ParameterCase: Sendable, CustomTestStringConvertible {
            let label: String
            let version: String
            /// One content line (no line ending), placed on line 3 of a card of `version`.
            let line: String
            let parameters: [VCardParameter]
            let value: String
            var problems: [VCardError] = []

            var testDescription: String { "\(label) [\(version)]" }
        }

        static func type(_ values: String...) -> VCardParameter { VCardParameter(name: "TYPE", values: values) }
        static let pref1 = VCardParameter(name: "PREF", values: ["1"])

        static let cases: [ParameterCase] = [
            ParameterCase(
                label: "bare 2.1 parameters become TYPE values", version: "2.1",
                line: "TEL;HOME;VOICE:+1 555 0100", parameters: [type("home", "voice")], value: "+1 555 0100"),
            ParameterCase(
                label: "bare and TYPE= parameters merge in order", version: "2.1",
                line: "TEL;WORK;TYPE=FAX:+1 555 0101", parameters: [type("work", "fax")], value: "+1 555 0101"),
            ParameterCase(
                label: "TYPE=a,b is one TYPE with two values", version: "3.0",
                line: "TEL;TYPE=WORK,VOICE:1", parameters: [type("work", "voice")], value: "1"),
            ParameterCase(
                label: "TYPE=a;TYPE=b is one TYPE with two values", version: "3.0",
                line: "TEL;TYPE=WORK;TYPE=VOICE:1", parameters: [type("work", "voice")], value: "1"),
            ParameterCase(
                label: "repeated TYPE values are kept once", version: "3.0",
                line: "EMAIL;TYPE=INTERNET;TYPE=internet,HOME:a@example.com", parameters: [type("internet", "home")],
                value: "a@example.com"),
            ParameterCase(
                label: "merged TYPE keeps the place of the first TYPE", version: "3.0",
                line: "TEL;TYPE=home;X-SERVICE=sip;TYPE=cell:1",
                parameters: [type("home", "cell"), VCardParameter(name: "X-SERVICE", values: ["sip"])], value: "1"),
            ParameterCase(
                label: "parameter names are upper-cased, other values kept as written", version: "4.0",
                line: "tel;type=Home;x-Note=MiXed:1",
                parameters: [type("home"), VCardParameter(name: "X-NOTE", values: ["MiXed"])], value: "1"),
            ParameterCase(
                label: "a quoted TYPE list (RFC 6350's own example) is a list", version: "4.0",
                line: "TEL;VALUE=uri;TYPE=\"voice,home\":tel:+1-555-555-5555",
                parameters: [VCardParameter(name: "VALUE", values: ["uri"]), type("voice", "home")],
                value: "tel:+1-555-555-5555"),
            ParameterCase(
                label: "quoted value holding : ; and ,", version: "4.0",
                line: "ADR;LABEL=\"1 Main St; Apt 2, Springfield: USA\":;;1 Main St;Springfield;;;USA",
                parameters: [VCardParameter(name: "LABEL", values: ["1 Main St; Apt 2, Springfield: USA"])],
                value: ";;1 Main St;Springfield;;;USA"),
            ParameterCase(
                label: "quoted and unquoted values in one list", version: "3.0",
                line: "X-P;X-LIST=\"a,b\",c,\"d:e\":v",
                parameters: [VCardParameter(name: "X-LIST", values: ["a,b", "c", "d:e"])], value: "v"),
            ParameterCase(
                label: "a colon after the quoted value still starts the value", version: "3.0",
                line: "X-P;X-Q=\"x:y\":a:b", parameters: [VCardParameter(name: "X-Q", values: ["x:y"])], value: "a:b"),
            ParameterCase(
                label: "RFC 6868 ^n ^' ^^ decoded in 3.0", version: "3.0",
                line: "X-P;X-Q=a^nb^'c^'^^d:v", parameters: [VCardParameter(name: "X-Q", values: ["a\nb\"c\"^d"])],
                value: "v"),
            ParameterCase(
                label: "RFC 6868 ^n ^' ^^ decoded in 4.0, also inside quotes", version: "4.0",
                line: "ADR;LABEL=\"Main St^n^'Apt^' 2\":;;Main St;;;;",
                parameters: [VCardParameter(name: "LABEL", values: ["Main St\n\"Apt\" 2"])],
                value: ";;Main St;;;;"),
            ParameterCase(
                label: "RFC 6868 is not applied to 2.1", version: "2.1",
                line: "X-P;X-Q=a^nb^'c^^d:v", parameters: [VCardParameter(name: "X-Q", values: ["a^nb^'c^^d"])],
                value: "v"),
            ParameterCase(
                label: "a ^ before another character is kept", version: "4.0",
                line: "X-P;X-Q=2^3:v", parameters: [VCardParameter(name: "X-Q", values: ["2^3"])], value: "v"),
            ParameterCase(
                label: "PREF=1 (4.0)", version: "4.0",
                line: "EMAIL;TYPE=work;PREF=1:a@example.com", parameters: [type("work"), pref1], value: "a@example.com"),
            ParameterCase(
                label: "TYPE=pref becomes PREF=1 (3.0)", version: "3.0",
                line: "EMAIL;TYPE=INTERNET,pref:a@example.com", parameters: [type("internet"), pref1],
                value: "a@example.com"),
            ParameterCase(
                label: "TYPE=pref alone becomes PREF=1", version: "3.0",
                line: "TEL;TYPE=PREF:1", parameters: [pref1], value: "1"),
            ParameterCase(
                label: "bare PREF becomes PREF=1 (2.1)", version: "2.1",
                line: "EMAIL;PREF;INTERNET:a@example.com", parameters: [type("internet"), pref1], value: "a@example.com"
            ),
            ParameterCase(
                label: "PREF=1 and TYPE=pref together give one PREF", version: "4.0",
                line: "TEL;PREF=1;TYPE=pref,cell:1", parameters: [type("cell"), pref1], value: "1"),
            ParameterCase(
                label: "ENCODING=8BIT and CHARSET are consumed", version: "2.1",
                line: "FN;ENCODING=8BIT;CHARSET=UTF-8:Zoë", parameters: [], value: "Zoë"),
            ParameterCase(
                label: "empty parameters are dropped with a warning", version: "3.0",
                line: "TEL;;TYPE=home;:1", parameters: [type("home")], value: "1",
                problems: [.emptyParameter(line: 3), .emptyParameter(line: 3)]),
            ParameterCase(
                label: "white space around parameter names is ignored", version: "2.1",
                line: "TEL; HOME ;TYPE=CELL:1", parameters: [type("home", "cell")], value: "1"),
        ]

        @Test(arguments: cases)
        func parametersAreCanonical(_ testCase: ParameterCase) throws {
            let entries = ReaderHarness.entries(ReaderHarness.vcard(testCase.version, testCase.line))
            try #require(entries.count == 1)
            #expect(entries[0].problems == testCase.problems)
            let property = try #require(entries[0].card?.properties.first)
            #expect(property.parameters == testCase.parameters)
            #expect(property.value == testCase.value)
        }

        // MARK: - Through the typed view

        struct PreferenceCase: Sendable, CustomTestStringConvertible {
            let version: String
            let line: String
            let preference: Int?
            var testDescription: String { "\(line) [\(version)]" }
        }

        static let preferenceCases: [PreferenceCase] = [
            PreferenceCase(version: "4.0", line: "EMAIL;PREF=1:a@example.com", preference: 1),
            PreferenceCase(version: "4.0", line: "EMAIL;PREF=3:a@example.com", preference: 3),
            PreferenceCase(version: "3.0", line: "EMAIL;TYPE=pref:a@example.com", preference: 1),
            PreferenceCase(version: "3.0", line: "EMAIL;TYPE=INTERNET,PREF:a@example.com", preference: 1),
            PreferenceCase(version: "2.1", line: "EMAIL;PREF;INTERNET:a@example.com", preference: 1),
            PreferenceCase(version: "3.0", line: "EMAIL;TYPE=INTERNET:a@example.com", preference: nil),
        ]

        @Test(arguments: preferenceCases)
        func preferenceComesFromPrefOrTypePref(_ testCase: PreferenceCase) throws {
            let card = try ReaderHarness.card(ReaderHarness.vcard(testCase.version, testCase.line))
            #expect(card.emails.map(\.preference) == [testCase.preference])
            #expect(!(card.emails.first?.types.contains("pref") ?? true))
        }

        @Test func aValueUriTelephoneLosesItsTelScheme() throws {
            let card = try ReaderHarness.card(
                ReaderHarness.vcard(
                    "4.0", "TEL;VALUE=uri;TYPE=cell:tel:+1-555-555-0100", "TEL;VALUE=uri:TEL:+44 20 7946 0000",
                    "TEL:+33 1 00 00 00 00"
                ))
            #expect(card.telephones.map(\.value) == ["+1-555-555-0100", "+44 20 7946 0000", "+33 1 00 00 00 00"])
            #expect(card.telephones.map(\.label) == ["mobile", "other", "other"])
            #expect(card.properties.first?.parameter("VALUE") == ["uri"])
        }

        @Test func aQuotedTypeListGivesTheLabelItNames() throws {
            let card = try ReaderHarness.card(
                ReaderHarness.vcard(
                    "4.0", "TEL;VALUE=uri;TYPE=\"work,voice\";PREF=1:tel:+1-418-656-9254",
                    "TEL;VALUE=uri;TYPE=\"work,cell,voice,video,text\":tel:+1-418-262-6501"
                ))
            #expect(card.telephones.map(\.label) == ["work", "mobile"])
            #expect(card.telephones.map(\.types) == [["work", "voice"], ["work", "cell", "voice", "video", "text"]])
        }
    }
}
