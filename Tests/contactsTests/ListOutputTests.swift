import Foundation
import Testing

/// What `contacts list` writes: `--json` as JSON Lines with CLI.md's keys, the human table fitted
/// to the terminal (tab-separated whole values through a pipe), no colour on a pipe, and user data
/// that can never drive the terminal.
@Suite struct ListOutputTests {
    // MARK: - JSON

    /// A card filling every field CLI.md names.
    static let richCard = VCF.card(
        "UID:rich-1",
        "N:Lefèvre;Émile;Jean;Dr.;Jr.",
        "FN:Dr. Émile Jean Lefèvre Jr.",
        "NICKNAME:Milo",
        "ORG:Atelier Lefèvre;Design",
        "TITLE:Typographer",
        "EMAIL;TYPE=INTERNET,HOME:emile@home.fr",
        "EMAIL;TYPE=WORK:emile@work.fr",
        "EMAIL;TYPE=HOME:EMILE@home.fr",
        "item1.EMAIL:emile@other.fr",
        "item1.X-ABLabel:_$!<Other>!$_",
        "TEL;TYPE=CELL:+33 6 12 34 56 78",
        "TEL;TYPE=HOME:06 12 34 56 78",
        "TEL;TYPE=WORK,FAX:+33 1 23 45 67 89",
        "TEL;TYPE=CELL:+33 (6) 12-34-56-78",
        "ADR;TYPE=WORK:PO 12;Bât. B;12 rue des Martyrs;Paris;Île-de-France;75009;France",
        "BDAY:1985-04-12",
        "NOTE:First line\\nSecond line",
        "PHOTO;ENCODING=b;TYPE=PNG:\(VCF.pngBase64)"
    )

    static let contractKeys: Set<String> = [
        "position", "id", "displayName", "givenName", "familyName", "middleName", "namePrefix", "nameSuffix",
        "nickname",
        "organization", "jobTitle", "emails", "phones", "addresses", "birthday", "note", "hasPhoto", "rawContacts",
    ]

    @Test func jsonHasEveryKeyOfTheContractWithItsType() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("First") + Self.richCard, as: "rich.vcf")
        let contacts = try scratch.listed()
        try #require(contacts.count == 2)
        for contact in contacts {
            let missing = Self.contractKeys.subtracting(contact.keys)
            #expect(missing.isEmpty, "missing keys: \(missing.sorted())")
        }
        let rich = contacts[1]
        #expect(rich["position"] as? Int == 2)
        let id = try #require(rich["id"] as? String)
        #expect(UUID(uuidString: id) != nil, "id is a UUID: \(id)")
        let strings: [String: String] = [
            "displayName": "Dr. Émile Jean Lefèvre Jr.", "givenName": "Émile", "familyName": "Lefèvre",
            "middleName": "Jean",
            "namePrefix": "Dr.", "nameSuffix": "Jr.", "nickname": "Milo", "organization": "Atelier Lefèvre",
            "jobTitle": "Typographer", "birthday": "1985-04-12", "note": "First line\nSecond line",
        ]
        for (key, value) in strings {
            #expect(rich[key] as? String == value, "\(key)")
        }
        #expect(rich["hasPhoto"] as? Bool == true)
        // Merged without duplicates (EMILE@home.fr is emile@home.fr; the second mobile number has the
        // same digits as the first), labels lower-case, values as written.
        let emails = try #require(rich["emails"] as? [[String: String]])
        #expect(
            emails == [
                ["label": "home", "value": "emile@home.fr"], ["label": "work", "value": "emile@work.fr"],
                ["label": "other", "value": "emile@other.fr"],
            ])
        let phones = try #require(rich["phones"] as? [[String: String]])
        #expect(
            phones == [
                ["label": "mobile", "value": "+33 6 12 34 56 78"], ["label": "home", "value": "06 12 34 56 78"],
                ["label": "fax", "value": "+33 1 23 45 67 89"],
            ])
        let addresses = try #require(rich["addresses"] as? [[String: String]])
        #expect(
            addresses == [
                [
                    "label": "work", "poBox": "PO 12", "extended": "Bât. B", "street": "12 rue des Martyrs",
                    "locality": "Paris",
                    "region": "Île-de-France", "postalCode": "75009", "country": "France",
                ]
            ])
        let raw = try #require(rich["rawContacts"] as? [[String: String]])
        #expect(raw.count == 1)
        #expect(raw.first?["source"] == "rich")
        #expect(raw.first?["uid"] == "rich-1")
        #expect(raw.first?["id"].flatMap(UUID.init(uuidString:)) != nil)

        // Absent fields: "" for strings, [] for lists, null for the birthday, false for the photo.
        let plain = contacts[0]
        for key in [
            "givenName", "familyName", "middleName", "namePrefix", "nameSuffix", "nickname", "organization", "jobTitle",
            "note",
        ] {
            #expect(plain[key] as? String == "", "\(key)")
        }
        for key in ["emails", "phones", "addresses"] {
            #expect((plain[key] as? [Any])?.isEmpty == true, "\(key)")
        }
        #expect(plain["birthday"] is NSNull)
        #expect(plain["hasPhoto"] as? Bool == false)
        #expect((plain["rawContacts"] as? [[String: String]])?.first?["uid"] == "")
    }

    @Test func aBirthdayWithoutYearIsDashDashMonthDay() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.card(["FN:No Year", "BDAY:--0412"], version: "4.0") + VCF.card("FN:Full", "BDAY:19850412"))
        #expect(try scratch.listed().map { $0["birthday"] as? String } == ["--04-12", "1985-04-12"])
    }

    @Test func jsonIsOneObjectPerLineWhateverTheValuesHold() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.card("FN:Line\\nBreak", "NOTE:one\\ntwo\\r\\nthree")
                + VCF.card("FN:Sep\u{2028}arator \"quoted\" back\\\\slash", "NOTE:tab\there")
                + VCF.named("Plain")
        )
        let run = try scratch.expect(["list", "--json"], stderr: "")
        #expect(run.stdoutLines.count == 3)
        let names = try JSONLines.objects(run.stdout).map { $0["displayName"] as? String }
        #expect(names == ["Line\nBreak", "Sep\u{2028}arator \"quoted\" back\\slash", "Plain"])
        #expect(try scratch.listed(["--limit", "1", "--offset", "1"]).map { $0["position"] as? Int } == [2])
    }

    // MARK: - The human table

    /// Long values in every column, and a name of wide (two-column) CJK characters.
    static let wideFixture =
        VCF.card(
            "FN:Maximilian Alexander Featherstonehaugh-Cholmondeley",
            "EMAIL:maximilian.featherstonehaugh@very-long-domain.example.com",
            "TEL:+44 20 7946 0958 ext 1234",
            "ORG:Featherstonehaugh Holdings International"
        ) + VCF.card("FN:Ann Lee", "EMAIL:ann@x.org", "TEL:555-0100", "ORG:Acme")
        + VCF.card("FN:张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟", "EMAIL:zhang@example.cn")

    /// Through a pipe every value is whole, the cells tab-separated (issue 41: the piped table was
    /// cut to 100 columns, phone numbers ending in `…`). This replaces the old pinned 60-column pipe
    /// table: `$COLUMNS` no longer narrows a pipe.
    @Test func throughAPipeEveryValueIsWholeAndTabSeparated() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.wideFixture + VCF.card("FN:Tab\tIn Name", "NOTE:x"))
        try scratch.expectTable(
            ["list"], environment: ["COLUMNS": "60"],
            stdout: """
                #\tID\tName\tEmail\tPhone\tOrganization
                1\t########\tMaximilian Alexander Featherstonehaugh-Cholmondeley\tmaximilian.featherstonehaugh@very-long-domain.example.com\t+44 20 7946 0958 ext 1234\tFeatherstonehaugh Holdings International
                2\t########\tAnn Lee\tann@x.org\t555-0100\tAcme
                3\t########\t张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟\tzhang@example.cn\t\t
                4\t########\tTab In Name\t\t\t

                """, stderr: "")
        try scratch.expectTable(
            ["list", "--columns", "phone,name", "ann"], stdout: "#\tID\tPhone\tName\n2\t########\t555-0100\tAnn Lee\n",
            stderr: "")
    }

    /// On a terminal the columns are sized from their content: values are cut only when the
    /// terminal is too narrow for them all, the phone number last.
    @Test func onATerminalTheTableFitsItsWidthCuttingLongValuesWithAnEllipsis() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.wideFixture)
        let run = try scratch.expectTable(
            ["list"], terminal: 60,
            stdout: """
                #  ID        Name         Email        Phone
                1  ########  Maximilian…  maximilian…  +44 20 7946 0958 ext…
                2  ########  Ann Lee      ann@x.org    555-0100
                3  ########  张伟张伟张…  zhang@exam…

                """, stderr: "")
        for line in run.stdoutLines {
            #expect(TerminalColumns.width(line) <= 60, "\(TerminalColumns.width(line)) columns: \(line)")
        }
    }

    /// The issue's case: at 100 columns `+33 6 12 34 56 78` was cut to `+33 6 12 34 56…` while the
    /// name column had room to spare.
    @Test func onATerminalAPhoneNumberIsNotCutWhileAnotherColumnHasRoom() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.card("FN:Ann Lee", "EMAIL:ann.lee@example.com", "TEL:+33 6 12 34 56 78")
                + VCF.card("FN:Bob Ray", "EMAIL:bob@example.org", "TEL:+1 (555) 010-4477 ext 12"))
        try scratch.expectTable(
            ["list"], terminal: 100,
            stdout: """
                #  ID        Name     Email                Phone
                1  ########  Ann Lee  ann.lee@example.com  +33 6 12 34 56 78
                2  ########  Bob Ray  bob@example.org      +1 (555) 010-4477 ext 12

                """, stderr: "")
    }

    @Test(arguments: [40, 60, 80, 100, 132])
    func noLineIsWiderThanTheTerminal(_ columns: Int) throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.wideFixture + VCF.sortingFixture)
        let run = try scratch.expect(["list"], terminal: columns, stderr: "")
        #expect(run.stdoutLines.count == 15)
        for line in run.stdoutLines {
            #expect(TerminalColumns.width(line) <= columns, "\(TerminalColumns.width(line)) columns: \(line)")
        }
    }

    @Test func aWideTerminalAddsTheOrganizationColumn() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.wideFixture)
        try scratch.expectTable(
            ["list"], terminal: 120,
            stdout: """
                #  ID        Name                       Email                       Phone                      Organization
                1  ########  Maximilian Alexander Fea…  maximilian.featherstoneha…  +44 20 7946 0958 ext 1234  Featherstonehaugh Holdin…
                2  ########  Ann Lee                    ann@x.org                   555-0100                   Acme
                3  ########  张伟张伟张伟张伟张伟张伟…  zhang@example.cn

                """, stderr: "")
    }

    /// Emoji are two columns wide on a terminal (wcwidth), like CJK: a name of them must be cut and
    /// padded by that width, or the row runs past the terminal's edge and wraps.
    @Test func emojiInNamesCountAsTwoColumns() throws {
        try #require(TerminalColumns.available, "no UTF-8 locale to measure with")
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.card(
                "FN:✅✅✅✅ Done Done Done Done Done", "EMAIL:a.very.long.email.address@example-domain.com",
                "TEL:+1 555 010 4477 123")
                + VCF.card(
                    "FN:🪐🪐🪐 Saturn", "EMAIL:a.very.long.email.address@example-domain.com", "TEL:+1 555 010 4477 123")
                + VCF.card(
                    "FN:⚡☕⌛ Tea", "EMAIL:a.very.long.email.address@example-domain.com", "TEL:+1 555 010 4477 123")
        )
        let run = try scratch.expect(["list"], terminal: 60, stderr: "")
        for line in run.stdoutLines {
            #expect(TerminalColumns.width(line) <= 60, "\(TerminalColumns.width(line)) columns: \(line)")
        }
    }

    @Test func noColourWhenStandardOutputIsAPipeEvenWithoutNO_COLOR() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.sortingFixture)
        let environment: [String: String?] = ["NO_COLOR": nil, "TERM": "xterm-256color"]
        for arguments in [["list"], ["list", "--sections"], ["show", "1"], ["move", "2", "1"]] {
            let run = try scratch.expect(arguments, environment: environment)
            #expect(!run.stdoutBytes.contains(0x1B), "\(arguments): \(run.stdout.debugDescription)")
        }
        let bad = try scratch.write("bad.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Cut\r\n")
        let run = try scratch.expect(["import", bad], environment: environment, status: 65)
        #expect(!run.stderrBytes.contains(0x1B), "stderr is a pipe too: \(run.stderr.debugDescription)")
    }

    // MARK: - Sanitising

    /// A display name carrying a colour change (CSI), a clipboard write (OSC 52, BEL-terminated),
    /// an 8-bit CSI (U+009B), and a right-to-left override (U+202E); an email and a note with more.
    static let hostileCard =
        "BEGIN:VCARD\r\nVERSION:3.0\r\n"
        + "FN:Evil \u{1B}[31mRed\u{1B}]52;c;aGVsbG8=\u{07} \u{9B}2J \u{202E}desrever\r\n"
        + "EMAIL:evil\u{1B}[2J@example.org\r\n"
        + "ORG:Org\u{1B}[5m\r\n"
        + "NOTE:line1\\n\u{1B}[31mline2\u{2066}isolated\r\n"
        + "END:VCARD\r\n"

    static func assertInert(_ bytes: [UInt8], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = String(decoding: bytes, as: UTF8.self)
        let dangerous = text.unicodeScalars.filter {
            // A tab is inert: the separator of a piped listing (tabs in the data become spaces).
            ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
        #expect(
            dangerous.isEmpty,
            "\(what) writes \(dangerous.map { String(format: "U+%04X", $0.value) }): \(text.debugDescription)",
            sourceLocation: sourceLocation)
    }

    @Test func terminalEscapesInDataNeverReachTheTerminal() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Calm") + Self.hostileCard)
        for arguments in [
            ["list"], ["list", "--sorted"], ["list", "--sections"], ["list", "evil"], ["show", "2"],
            ["show", "2", "--raw"],
        ] {
            let run = try scratch.expect(arguments, environment: ["COLUMNS": "200"], stderr: "")
            Self.assertInert(run.stdoutBytes, arguments.joined(separator: " "))
            #expect(run.stdout.contains("Evil"), "\(arguments): the contact is still shown")
        }
        // What can be shown is: the text between the escapes, and a replacement where they were.
        let show = try scratch.expect(["show", "2"])
        #expect(show.stdout.contains("\u{FFFD}"))
        #expect(show.stdout.contains("desrever"))
        let moved = try scratch.expect(["move", "2", "1"])
        Self.assertInert(moved.stdoutBytes, "move")
        let deleted = try scratch.expect(["delete", "1", "--yes"])
        Self.assertInert(deleted.stdoutBytes, "delete")
    }

    @Test func jsonKeepsTheDataExactlyAndEscapesControlCharacters() throws {
        let scratch = try Scratch()
        // ESC and BEL, which no vCard value may hold, are removed on import with a warning
        // (docs/vcard.md); the C1 CSI and the bidi override are valid text and are kept.
        try scratch.importCards(Self.hostileCard)
        let run = try scratch.expect(["list", "--json"], stderr: "")
        #expect(!run.stdoutBytes.contains(0x1B) && !run.stdoutBytes.contains(0x07), "raw control bytes in JSON")
        let contact = try #require(try JSONLines.objects(run.stdout).first)
        #expect(contact["displayName"] as? String == "Evil [31mRed]52;c;aGVsbG8= \u{9B}2J \u{202E}desrever")
    }
}
