import Testing
import VCard

extension ReaderTests {
    /// Labels of emails, phones, URLs and addresses: Apple's `X-ABLabel` for the property's group
    /// (built-in `_$!<Mobile>!$_` or custom text), else derived from the `TYPE` values.
    @Suite struct LabelTests {
        struct LabelCase: Sendable, CustomTestStringConvertible {
            let label: String
            /// Content lines of a 3.0 card; the first TEL's label is checked.
            let lines: [String]
            let expected: String
            var testDescription: String { label }
        }

        static let cases: [LabelCase] = [
            LabelCase(
                label: "Apple built-in label", lines: ["item1.TEL:1", "item1.X-ABLabel:_$!<Mobile>!$_"],
                expected: "mobile"),
            LabelCase(
                label: "Apple built-in label before its property",
                lines: ["item1.X-ABLabel:_$!<HomeFAX>!$_", "item1.TEL;TYPE=HOME:1"], expected: "homefax"),
            LabelCase(
                label: "custom label kept as written",
                lines: ["item2.TEL;TYPE=CELL:1", "item2.X-ABLabel:Summer House"], expected: "Summer House"),
            LabelCase(
                label: "custom label unescaped", lines: ["item2.TEL:1", "item2.X-ABLabel:Mum\\, Dad"],
                expected: "Mum, Dad"),
            LabelCase(
                label: "group names match case-insensitively", lines: ["ITEM1.TEL:1", "item1.X-ABLABEL:Boat"],
                expected: "Boat"),
            LabelCase(
                label: "a label of another group does not apply",
                lines: ["item1.TEL;TYPE=WORK:1", "item2.X-ABLabel:Boat"], expected: "work"),
            LabelCase(label: "cell → mobile", lines: ["TEL;TYPE=CELL:1"], expected: "mobile"),
            LabelCase(label: "iPhone → mobile", lines: ["TEL;TYPE=IPHONE,VOICE:1"], expected: "mobile"),
            LabelCase(label: "work fax → fax", lines: ["TEL;TYPE=WORK,FAX:1"], expected: "fax"),
            LabelCase(label: "2.1-style bare HOME", lines: ["TEL;HOME;VOICE:1"], expected: "home"),
            LabelCase(label: "work", lines: ["TEL;TYPE=work,voice:1"], expected: "work"),
            LabelCase(label: "main", lines: ["TEL;TYPE=MAIN:1"], expected: "main"),
            LabelCase(label: "pager", lines: ["TEL;TYPE=PAGER:1"], expected: "pager"),
            LabelCase(label: "no TYPE → other", lines: ["TEL:1"], expected: "other"),
            LabelCase(label: "voice only → other", lines: ["TEL;TYPE=VOICE:1"], expected: "other"),
            LabelCase(label: "pref alone → other", lines: ["TEL;TYPE=pref:1"], expected: "other"),
            LabelCase(
                label: "an empty X-ABLabel falls back to TYPE", lines: ["item1.TEL;TYPE=HOME:1", "item1.X-ABLabel:"],
                expected: "home"),
        ]

        @Test(arguments: cases)
        func telephoneLabels(_ testCase: LabelCase) throws {
            let card = try ReaderHarness.card(ReaderHarness.vcard("3.0", testCase.lines.joined(separator: "\r\n")))
            #expect(card.telephones.first?.label == testCase.expected)
        }

        @Test func everyLabeledKindUsesTheGroupLabel() throws {
            let card = try ReaderHarness.card(
                ReaderHarness.vcard(
                    "3.0",
                    "item1.EMAIL;type=INTERNET:ann@example.com", "item1.X-ABLabel:_$!<Other>!$_",
                    "item2.URL:https://example.com", "item2.X-ABLabel:_$!<HomePage>!$_",
                    "item3.ADR;type=HOME:;;1 Main St;Springfield;;;", "item3.X-ABLabel:Cabin",
                    "EMAIL;TYPE=INTERNET,WORK:ann@work.example",
                    "URL:https://blog.example"
                ))
            #expect(
                card.emails == [
                    LabeledValue(value: "ann@example.com", label: "other", types: ["internet"]),
                    LabeledValue(value: "ann@work.example", label: "work", types: ["internet", "work"]),
                ])
            #expect(card.urls.map(\.label) == ["homepage", "other"])
            #expect(card.addresses.map(\.label) == ["Cabin"])
            #expect(card.addresses.map(\.types) == [["home"]])
        }
    }
}
