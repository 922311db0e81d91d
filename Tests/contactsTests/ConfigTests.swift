import Foundation
import Testing

/// The settings: `$XDG_CONFIG_HOME/contacts/config.yaml` (else `~/.config/contacts/config.yaml`, or
/// `$CONTACTS_CONFIG`) for the default sort, columns, pager, editor, client and store; each also an
/// environment variable and, where a command has one, a flag, which win in that order; `contacts
/// config` prints the effective settings and where each comes from; a mistake is exit 78 with the
/// file and line.
@Suite struct ConfigTests {
    /// A scratch store with three contacts whose manual order is neither family nor given order.
    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Zed", "Adams", "BDAY:1990-01-02") + VCF.person("Amy", "Young") + VCF.person("Bob", "Marsh"))
        return scratch
    }

    /// Writes `text` as the configuration file under the scratch `HOME`, where it is looked for.
    @discardableResult
    private func configure(_ scratch: Scratch, _ text: String, under folder: String = "home/.config") throws -> String {
        try FileManager.default.createDirectory(
            atPath: scratch.path("\(folder)/contacts"), withIntermediateDirectories: true)
        return try scratch.write("\(folder)/contacts/config.yaml", text)
    }

    @Test func withoutAFileEverySettingIsItsDefault() throws {
        let scratch = try Scratch()
        let file = scratch.path("home/.config/contacts/config.yaml")
        try scratch.expect(
            ["config", "--json"], environment: ["PAGER": nil], store: .none,
            stdout: """
                {"setting":"sort","value":"manual","from":"default"}
                {"setting":"columns","value":"name,email,phone,organization","from":"default"}
                {"setting":"pager","value":"less -FRX","from":"default"}
                {"setting":"editor","value":"vi","from":"default"}
                {"setting":"client","value":"contacts","from":"default"}
                {"setting":"store","value":"\(scratch.path("xdg-data"))/contacts/contacts.sqlite","from":"default"}

                """, stderr: "")
        let run = try scratch.expect(["config"], store: .none, stderr: "")
        #expect(run.stdoutLines.first == "# \(file) (none)")
        #expect(
            run.stdoutLines.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
                == ["sort", "columns", "pager", "editor", "client", "store"])
    }

    @Test func theFileSetsTheSortTheColumnsAndEveryOtherSettingWithItsLine() throws {
        let scratch = try store()
        let file = try configure(
            scratch,
            """
            # my settings
            sort: given
            columns: [name, birthday]
            pager: false
            editor: nano -w
            client: mutt
            store: ~/book.sqlite
            """)
        try scratch.expect(
            ["config", "--json"], store: .none,
            stdout: """
                {"setting":"sort","value":"given","from":"\(file):2"}
                {"setting":"columns","value":"name,birthday","from":"\(file):3"}
                {"setting":"pager","value":"","from":"\(file):4"}
                {"setting":"editor","value":"nano -w","from":"\(file):5"}
                {"setting":"client","value":"mutt","from":"\(file):6"}
                {"setting":"store","value":"\(scratch.path("home"))/book.sqlite","from":"\(file):7"}

                """, stderr: "")
        try configure(scratch, "sort: given\ncolumns: name,birthday\n")
        try scratch.expectTable(
            ["list"],
            stdout: """
                #\tID\tName\tBirthday
                2\t########\tAmy Young\t
                3\t########\tBob Marsh\t
                1\t########\tZed Adams\t1990-01-02

                """, stderr: "")
    }

    @Test func anEnvironmentVariableWinsOverTheFileAndAFlagOverBoth() throws {
        let scratch = try store()
        let file = try configure(scratch, "sort: given\ncolumns: [name]\n")
        #expect(try scratch.names() == ["Amy Young", "Bob Marsh", "Zed Adams"])
        #expect(
            try scratch.names([], environment: ["CONTACTS_SORT": "family"]) == ["Zed Adams", "Bob Marsh", "Amy Young"])
        #expect(
            try scratch.names(["--by", "manual"], environment: ["CONTACTS_SORT": "family"]) == [
                "Zed Adams", "Amy Young", "Bob Marsh",
            ])
        let run = try scratch.expect(
            ["config", "--json"], environment: ["CONTACTS_SORT": "family", "CONTACTS_COLUMNS": "name,email"],
            store: .none, stderr: "")
        let rows = try JSONLines.objects(run.stdout)
        #expect(rows.map { $0["from"] as? String ?? "" }.prefix(2) == ["$CONTACTS_SORT", "$CONTACTS_COLUMNS"])
        #expect(rows[1]["value"] as? String == "name,email")
        let flagged = try JSONLines.objects(
            try scratch.expect(["config", "--json", "--client", "mutt"], store: .none, stderr: "").stdout)
        #expect(flagged[4]["value"] as? String == "mutt" && flagged[4]["from"] as? String == "--client")
        #expect(flagged[0]["from"] as? String == "\(file):1")
        // The flag's columns, in the file's order (given names).
        try scratch.expectTable(
            ["list", "--columns", "name,phone"], environment: ["CONTACTS_COLUMNS": "name,email"],
            stdout: """
                #\tID\tName\tPhone
                2\t########\tAmy Young\t
                3\t########\tBob Marsh\t
                1\t########\tZed Adams\t

                """, stderr: "")
    }

    @Test func xdgConfigHomeAndContactsConfigChooseTheFile() throws {
        let scratch = try store()
        try configure(scratch, "sort: given\n")
        let xdg = try configure(scratch, "sort: family\n", under: "xdg-config")
        #expect(
            try scratch.names([], environment: ["XDG_CONFIG_HOME": scratch.path("xdg-config")]) == [
                "Zed Adams", "Bob Marsh", "Amy Young",
            ])
        let run = try scratch.expect(
            ["config"], environment: ["XDG_CONFIG_HOME": scratch.path("xdg-config")], store: .none, stderr: "")
        #expect(run.stdoutLines.first == "# \(xdg)")
        let chosen = try scratch.write("elsewhere.yaml", "sort: manual\n")
        #expect(
            try scratch.names([], environment: ["CONTACTS_CONFIG": chosen]) == ["Zed Adams", "Amy Young", "Bob Marsh"])
    }

    @Test func theStoreAndClientSettingsAreUsedByEveryCommand() throws {
        let scratch = try Scratch()
        try configure(scratch, "store: ~/book.sqlite\n")
        try scratch.importCards(VCF.named("Ann"))  // into --store: the flag wins
        try scratch.expect(
            ["import", try scratch.write("b.vcf", VCF.named("Bea"))], store: .none,
            stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        #expect(FileManager.default.fileExists(atPath: scratch.path("home/book.sqlite")))
        #expect(
            try JSONLines.objects(try scratch.expect(["list", "--json"], store: .none).stdout).map {
                $0["displayName"] as? String
            } == ["Bea"])
        #expect(try scratch.names() == ["Ann"])
    }

    struct Mistake: Sendable, CustomTestStringConvertible {
        let text: String
        let message: String
        var testDescription: String { text }
    }

    static let mistakes: [Mistake] = [
        Mistake(text: "sort: sideways\n", message: ":1: sort must be \"manual\", \"family\" or \"given\""),
        Mistake(
            text: "# columns\ncolumns: [name, shoe]\n",
            message:
                ":2: columns must be a list of name, email, phone, organization, title, nickname, birthday (not 'shoe')"
        ),
        Mistake(text: "pager: [a, b]\n", message: ":1: pager must be a command, or false"),
        Mistake(
            text: "sortt: given\n",
            message:
                ":1: unknown setting 'sortt'; did you mean 'sort'? (the settings are sort, columns, pager, editor, client, store)"
        ),
        Mistake(text: "sort: given\nsort: family\n", message: ":2: sort is set twice (first on line 1)"),
        Mistake(text: "columns: [name\n", message: ":2: not valid YAML: did not find expected ',' or ']'"),
        Mistake(text: "- sort\n", message: ":1: the configuration is a list of settings, one `name: value` per line"),
    ]

    @Test(arguments: mistakes)
    func aMistakeInTheFileStopsEveryCommandWithItsLine(_ mistake: Mistake) throws {
        let scratch = try store()
        let file = try configure(scratch, mistake.text)
        for arguments in [["list"], ["config"], ["show", "1"]] {
            try scratch.expect(
                arguments, status: 78, stdout: "", stderr: "contacts: error: \(file)\(mistake.message)\n")
        }
    }

    @Test func aBadEnvironmentVariableIsAConfigurationMistake() throws {
        let scratch = try store()
        try scratch.expect(
            ["list"], environment: ["CONTACTS_SORT": "sideways"], status: 78, stdout: "",
            stderr: "contacts: error: $CONTACTS_SORT: sort must be manual, family or given\n")
        try scratch.expect(
            ["list"], environment: ["CONTACTS_COLUMNS": "name,shoe"], status: 78, stdout: "",
            stderr: """
                contacts: error: $CONTACTS_COLUMNS: columns must be a list of name, email, phone, organization, title, nickname, birthday (not 'shoe')

                """)
    }

    @Test func helpAndTheVersionDoNotNeedAValidFile() throws {
        let scratch = try Scratch()
        try configure(scratch, "sort: sideways\n")
        #expect(try scratch.expect(["--help"], store: .none, stderr: "").stdout.hasPrefix("OVERVIEW: "))
        try scratch.expect(["--version"], store: .none, stdout: "0.1.0\n", stderr: "")
    }
}
