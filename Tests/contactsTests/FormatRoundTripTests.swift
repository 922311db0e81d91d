import Foundation
import Testing

/// `contacts export --format csv|ldif|abook|mutt` read by the real programs (Python's `csv`, the
/// PyPI `ldif` parser, abook itself), and imported back: what each format keeps (docs/usage.md
/// says what each drops). Also `export`'s filters, and an unknown file refused on import.
@Suite struct FormatRoundTripTests {
    static let cards = [
        VCF.person(
            "Zoë", "Ørsted", "NICKNAME:zo", "EMAIL;TYPE=home:zoe@example.com", "EMAIL;TYPE=work:zoe@work.example",
            "TEL;TYPE=cell:+45 20 12 34 56", "TEL;TYPE=work:+45 33 00 00 00",
            "ADR;TYPE=home:;;Nørregade 1;København;;1165;Denmark",
            "BDAY:1980-05-17", "ORG:Ørsted A/S", "TITLE:Engineer", "NOTE:First line\\nsecond, with a comma",
            "CATEGORIES:Friends,Work"),
        VCF.person("Bob", "Lee", "EMAIL:bob@example.com", "CATEGORIES:Work"),
    ].joined()

    static let abookPath = ["/usr/bin/abook", "/usr/local/bin/abook"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// What a format keeps of `Self.cards`' first contact, from `list --json`.
    static func kept(_ contact: [String: Any], format: String) {
        let emails = (contact["emails"] as? [[String: String]] ?? []).map { $0["value"] ?? "" }
        let phones = (contact["phones"] as? [[String: String]] ?? []).map { $0["value"] ?? "" }
        #expect(contact["displayName"] as? String == "Zoë Ørsted", "\(format)")
        switch format {
        case "mutt":
            #expect(emails == ["zoe@example.com"], "\(format)")
        default:
            #expect(emails == ["zoe@example.com", "zoe@work.example"], "\(format)")
            #expect(phones.sorted() == ["+45 20 12 34 56", "+45 33 00 00 00"], "\(format)")
            let address = (contact["addresses"] as? [[String: Any]])?.first
            #expect(
                address?["street"] as? String == "Nørregade 1" && address?["locality"] as? String == "København",
                "\(format)")
            #expect((contact["categories"] as? [String])?.sorted() == ["Friends", "Work"], "\(format)")
            #expect(
                contact["note"] as? String
                    == (format == "abook" ? "First line second, with a comma" : "First line\nsecond, with a comma"),
                "\(format)")
        }
        if format == "csv" || format == "ldif" {
            #expect(contact["birthday"] as? String == "1980-05-17", "\(format)")
            #expect(
                contact["organization"] as? String == "Ørsted A/S" && contact["jobTitle"] as? String == "Engineer",
                "\(format)")
            #expect(
                contact["givenName"] as? String == "Zoë" && contact["familyName"] as? String == "Ørsted", "\(format)")
        }
    }

    @Test(arguments: ["csv", "ldif", "abook", "mutt"])
    func exportAndImportBackKeepsWhatTheFormatHolds(_ format: String) throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards)
        let file = scratch.path("out.\(format)")
        try scratch.expect(["export", "--format", format, "-o", file], stdout: "", stderr: "")
        let back = try Scratch()
        try back.expect(
            ["import", file],
            stdout: "imported \(format == "mutt" ? 3 : 2), updated 0, unchanged 0, skipped 0 deleted, rejected 0\n",
            stderr: "")
        let zoe = try #require(try back.listed().first { $0["displayName"] as? String == "Zoë Ørsted" })
        Self.kept(zoe, format: format)
        // Once more: the same file updates nothing and adds nothing.
        try back.expect(
            ["import", file],
            stdout: "imported 0, updated 0, unchanged \(format == "mutt" ? 3 : 2), skipped 0 deleted, rejected 0\n")
    }

    @Test(.enabled(if: PythonTools.isInstalled, Comment(rawValue: PythonTools.missingReason)))
    func pythonReadsTheCSVAndTheLDIF() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards)
        try scratch.expect(["export", "--format", "csv", "-o", scratch.path("out.csv")])
        try scratch.expect(["export", "--format", "ldif", "-o", scratch.path("out.ldif")])
        let script = PythonTools.packageRoot.appendingPathComponent("Tests/IndependentReaders/read_formats.py").path
        let rows = try JSONLines.objects(try PythonTools.run([script, "csv", scratch.path("out.csv")]))
        #expect(rows.count == 2)
        #expect(
            rows.first?["Name"] as? String == "Zoë Ørsted"
                && rows.first?["E-mail 2 - Value"] as? String == "zoe@work.example")
        #expect(rows.first?["Notes"] as? String == "First line\nsecond, with a comma")
        #expect(rows.first?["Group Membership"] as? String == "Friends ::: Work ::: * myContacts")
        let entries = try JSONLines.objects(try PythonTools.run([script, "ldif", scratch.path("out.ldif")]))
        #expect(entries.count == 2)
        #expect(entries.first?["dn"] as? String == "cn=Zoë Ørsted,mail=zoe@example.com")
        #expect(
            entries.first?["cn"] as? [String] == ["Zoë Ørsted"]
                && entries.first?["description"] as? [String] == ["First line\nsecond, with a comma"])
        #expect(entries.first?["mozillaSecondEmail"] as? [String] == ["zoe@work.example"])
    }

    @Test(.enabled(if: abookPath != nil, "abook is not installed (.ci/install-deps installs it)"))
    func abookOpensTheAbookFileAndWeReadWhatAbookWrites() throws {
        let abook = try #require(Self.abookPath)
        let scratch = try Scratch()
        try scratch.importCards(Self.cards)
        try scratch.expect(["export", "--format", "abook", "-o", scratch.path("addressbook")])
        try scratch.expect(["export", "--format", "mutt", "-o", scratch.path("aliases")])
        let converted = try ContactsProcess.run(
            [
                "--convert", "--informat", "abook", "--infile", scratch.path("addressbook"),
                "--outformat", "csv", "--outfile", "-",
            ], program: abook, timeLimit: 60)
        #expect(converted.status == 0, "\(converted)")
        #expect(
            converted.stdout
                == "\"Zoë Ørsted\",\"zoe@example.com,zoe@work.example\",\"\",\"First line second, with a comma\",\"zo\"\n\"Bob Lee\",\"bob@example.com\",\"\",\"\",\"\"\n"
        )
        // abook reads our mutt aliases, and we read the LDIF and aliases abook writes. (abook 0.6.1
        // converting this abook file to mutt aborts with a double free inside abook: not asked here.)
        for (informat, input) in [("mutt", "aliases"), ("abook", "addressbook")] {
            for outformat in ["ldif", "mutt"] where outformat != informat && informat != "abook" || outformat == "ldif"
            {
                let output = scratch.path("from-\(informat).\(outformat)")
                let run = try ContactsProcess.run(
                    [
                        "--convert", "--informat", informat, "--infile", scratch.path(input), "--outformat", outformat,
                        "--outfile", output,
                    ], program: abook, timeLimit: 60)
                #expect(run.status == 0, "\(run)")
                let back = try Scratch()
                try back.expect(["import", output], stderr: "")
                #expect(try back.names().contains("Zoë Ørsted"), "\(informat) → \(outformat)")
            }
        }
    }

    @Test func exportFiltersAsListDoes() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards)
        try scratch.importCards(VCF.person("Cy", "Young", "EMAIL:cy@example.com"), as: "other.vcf")
        #expect(
            try scratch.expect(["export", "--format", "mutt", "--category", "Friends"]).stdout
                == "alias zo Zoë Ørsted <zoe@example.com>\nalias zo-2 Zoë Ørsted <zoe@work.example>\n")
        #expect(
            try scratch.expect(["export", "--format", "mutt", "--source", "other"]).stdout
                == "alias cy.young Cy Young <cy@example.com>\n")
        #expect(
            try scratch.expect(["export", "--format", "mutt", "--query", "bob"]).stdout
                == "alias bob.lee Bob Lee <bob@example.com>\n")
        let json = try scratch.expect(["export", "--format", "json", "--category", "Work"]).stdout
        #expect(try JSONLines.objects(json).map { $0["displayName"] as? String } == ["Zoë Ørsted", "Bob Lee"])
        try scratch.expect(["export", "--category", "Nope"], status: 64)
        try scratch.expect(["export", "--format", "csv", "--category", "Work", "1"], status: 64)
    }

    @Test func aFileOfNoKnownFormatIsRefusedWithStatus65() throws {
        let scratch = try Scratch()
        let file = try scratch.write("abook-out.csv", "\"Bob Smith\",\"bob@example.com\",\"\",\"\",\"bob\"\n")
        try scratch.expect(
            ["import", file], status: 65, stdout: "",
            stderr: """
                contacts: error: \(file): a CSV file without a header row: expected a first row naming the columns (Google's Name,E-mail 1 - Value, Outlook's First Name,E-mail Address, or Name,Email)

                """)
        let binary = try scratch.write(
            "photo.vcf", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52])
        try scratch.expect(
            ["import", binary], status: 65, stdout: "",
            stderr: "contacts: error: \(binary): not a vCard, CSV (with a header row), LDIF, abook or mutt alias file\n"
        )
        try scratch.expect(
            ["import", "--format", "csv", "--map", "Person=name", scratch.write("own.txt", "Person,Age\nAnn,40\n")],
            stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n", stderr: "")
    }
}
