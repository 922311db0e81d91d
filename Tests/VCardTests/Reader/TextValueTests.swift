import Testing
import VCard

extension ReaderTests {
    /// Text escapes (`\n \N \, \; \\`) as the typed view undoes them, for plain, structured
    /// and list values.
    @Suite struct TextValueTests {
        enum Field: String, Sendable {
            case formattedName, family, given, additional, organization, units, title, notes, categories, nicknames,
                street, locality, uid
        }

        struct EscapeCase: Sendable, CustomTestStringConvertible {
            let line: String
            let field: Field
            let values: [String]
            var testDescription: String { "\(line) → \(field.rawValue)" }
        }

        static func read(_ field: Field, of card: VCard) -> [String] {
            switch field {
            case .formattedName: return card.formattedName.map { [$0] } ?? []
            case .family: return card.name.map { [$0.family] } ?? []
            case .given: return card.name.map { [$0.given] } ?? []
            case .additional: return card.name.map { [$0.additional] } ?? []
            case .organization: return card.organization.map { [$0.name] } ?? []
            case .units: return card.organization?.units ?? []
            case .title: return card.title.map { [$0] } ?? []
            case .notes: return card.notes
            case .categories: return card.categories
            case .nicknames: return card.nicknames
            case .street: return card.addresses.map(\.street)
            case .locality: return card.addresses.map(\.locality)
            case .uid: return card.uid.map { [$0] } ?? []
            }
        }

        static let cases: [EscapeCase] = [
            EscapeCase(line: #"FN:a\nb\Nc"#, field: .formattedName, values: ["a\nb\nc"]),
            EscapeCase(line: #"FN:Doe\, John"#, field: .formattedName, values: ["Doe, John"]),
            EscapeCase(line: #"FN:A\;B"#, field: .formattedName, values: ["A;B"]),
            EscapeCase(line: #"NOTE:C:\\temp\\new"#, field: .notes, values: [#"C:\temp\new"#]),
            EscapeCase(line: #"NOTE:line 1\nline 2\N\nline 4"#, field: .notes, values: ["line 1\nline 2\n\nline 4"]),
            EscapeCase(line: #"NOTE:keeps \x and a lone \"#, field: .notes, values: [#"keeps \x and a lone \"#]),
            EscapeCase(line: #"TITLE:Head\: R\&D"#, field: .title, values: [#"Head: R\&D"#]),
            EscapeCase(line: #"N:O\;Neil;Ann\, Jr;Mary\\Lou;;"#, field: .family, values: ["O;Neil"]),
            EscapeCase(line: #"N:O\;Neil;Ann\, Jr;Mary\\Lou;;"#, field: .given, values: ["Ann, Jr"]),
            EscapeCase(line: #"N:O\;Neil;Ann\, Jr;Mary\\Lou;;"#, field: .additional, values: [#"Mary\Lou"#]),
            EscapeCase(
                line: #"ORG:Smith\; Sons\, Ltd;Sales\;EMEA;East"#, field: .organization, values: ["Smith; Sons, Ltd"]),
            EscapeCase(
                line: #"ORG:Smith\; Sons\, Ltd;Sales\;EMEA;East"#, field: .units, values: ["Sales;EMEA", "East"]),
            EscapeCase(
                line: #"CATEGORIES:friends\, old,work,,  golf "#, field: .categories,
                values: ["friends, old", "work", "golf"]),
            EscapeCase(
                line: #"NICKNAME:Bob,Bobby\, the Builder"#, field: .nicknames, values: ["Bob", "Bobby, the Builder"]),
            EscapeCase(
                line: #"ADR:;;1 Main St\nApt 2\;B;Spring\, field;;;"#, field: .street, values: ["1 Main St\nApt 2;B"]),
            EscapeCase(
                line: #"ADR:;;1 Main St\nApt 2\;B;Spring\, field;;;"#, field: .locality, values: ["Spring, field"]),
            EscapeCase(line: #"UID:urn:uuid:f81d4fae\,1"#, field: .uid, values: ["urn:uuid:f81d4fae,1"]),
        ]

        @Test(arguments: cases)
        func escapesAreUndoneByTheTypedView(_ testCase: EscapeCase) throws {
            let card = try ReaderHarness.card(ReaderHarness.vcard("3.0", testCase.line))
            #expect(Self.read(testCase.field, of: card) == testCase.values)
        }

        @Test func propertiesKeepTheEscapedForm() throws {
            let card = try ReaderHarness.card(ReaderHarness.vcard("4.0", #"NOTE:a\,b\;c\nd\\e"#))
            #expect(card.properties == [VCardProperty(name: "NOTE", value: #"a\,b\;c\nd\\e"#)])
        }

        @Test func structuredValuesWithMissingComponentsReadAsEmpty() throws {
            let card = try ReaderHarness.card(
                ReaderHarness.vcard("3.0", "N:Gump;Forrest", "ADR;TYPE=work:;;100 Waters Edge"))
            #expect(card.name == StructuredName(family: "Gump", given: "Forrest"))
            #expect(card.addresses == [PostalAddress(street: "100 Waters Edge", label: "work", types: ["work"])])
        }

        @Test func valuesKeepSurroundingWhiteSpaceButEmailsAndPhonesAreTrimmed() throws {
            let card = try ReaderHarness.card(
                ReaderHarness.vcard("3.0", "FN:Ann ", "EMAIL: ann@example.com ", "TEL:\t+1 555 "))
            #expect(card.formattedName == "Ann ")
            #expect(card.emails.map(\.value) == ["ann@example.com"])
            #expect(card.telephones.map(\.value) == ["+1 555"])
        }

        @Test func revisionKindAndUidReadAsWritten() throws {
            let card = try ReaderHarness.card(
                ReaderHarness.vcard("4.0", "KIND:Group", "REV:20240101T120000Z", "UID:urn:uuid:1234"))
            #expect(card.kind == "group")
            #expect(card.revision == "20240101T120000Z")
            #expect(card.uid == "urn:uuid:1234")
        }

        @Test func appleKindIsReadWhenKindIsAbsent() throws {
            let card = try ReaderHarness.card(ReaderHarness.vcard("3.0", "X-ADDRESSBOOKSERVER-KIND:group", "FN:Team"))
            #expect(card.kind == "group")
        }
    }
}
