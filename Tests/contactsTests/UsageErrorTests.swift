import Foundation
import Testing

/// A CLI that helps: a mistyped command or option names the nearest one, every error has one style
/// (`contacts: error: …`), a negative limit says the limit must be positive, a source that matches
/// nothing lists the sources (`contacts sources`), and `list` without a store says how to import.
@Suite struct UsageErrorTests {
    struct Typo: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        let usage: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let typos: [Typo] = [
        Typo(
            arguments: ["lsit"], message: "unknown command 'lsit'; did you mean 'list'?",
            usage: "Usage: contacts <subcommand>"),
        Typo(
            arguments: ["birthdys"], message: "unknown command 'birthdys'; did you mean 'birthdays'?",
            usage: "Usage: contacts <subcommand>"),
        Typo(
            arguments: ["acess", "grant"], message: "unknown command 'acess'; did you mean 'access'?",
            usage: "Usage: contacts <subcommand>"),
        Typo(
            arguments: ["list", "--sort"], message: "unknown option '--sort'; did you mean '--sorted'?",
            usage: "Usage: contacts list"),
        Typo(
            arguments: ["list", "--limt", "3"], message: "unknown option '--limt'; did you mean '--limit'?",
            usage: "Usage: contacts list"),
        Typo(
            arguments: ["list", "--categroy", "Work"],
            message: "unknown option '--categroy'; did you mean '--category'?",
            usage: "Usage: contacts list"),
        Typo(
            arguments: ["import", "--sourc", "x", "f.vcf"],
            message: "unknown option '--sourc'; did you mean '--source'?",
            usage: "Usage: contacts import"),
        Typo(arguments: ["list", "--zzzzzz"], message: "unknown option '--zzzzzz'", usage: "Usage: contacts list"),
    ]

    @Test(arguments: typos)
    func aMistypedCommandOrOptionNamesTheNearestOne(_ typo: Typo) throws {
        let scratch = try Scratch()
        let run = try scratch.expect(typo.arguments, status: 64, stdout: "")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "contacts: error: " + typo.message, "\(run)")
        #expect(lines.dropFirst().first?.hasPrefix(typo.usage) == true, "\(run)")
    }

    @Test func helpOnAMistypedCommandNamesTheNearestOne() throws {
        let scratch = try Scratch()
        try scratch.expect(
            ["help", "lsit"], status: 64, stdout: "",
            stderr: """
                contacts: error: no help on 'lsit': no such command; did you mean 'list'?
                Usage: contacts help [<command> ...]
                  See 'contacts --help' for the commands.

                """)
    }

    @Test(arguments: [["--limit", "-1"], ["--limit=-5"]])
    func aNegativeLimitSaysTheLimitMustBePositive(_ arguments: [String]) throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Ann"))
        let run = try scratch.expect(["list"] + arguments, status: 64, stdout: "")
        #expect(run.stderr.hasPrefix("contacts: error: --limit must be positive (or 0), not -"), "\(run)")
    }

    @Test func everyKindOfErrorHasTheSameStyle() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Ann"), as: "people.vcf")
        let runs: [(arguments: [String], status: Int32)] = [
            (["show", "9"], 64),  // the command's own error
            (["show"], 64),  // ArgumentParser's: a missing argument
            (["list", "--limit", "x"], 64),  // ArgumentParser's: a bad value
            (["export", "--vcard-version", "5"], 64),
            (["list", "--by", "manual", "--sorted"], 64),  // validate()
            (["import", scratch.path("missing.vcf")], 66),
            (["birthdays", "--days", "999"], 64),
        ]
        for (arguments, status) in runs {
            let run = try scratch.expect(arguments, status: status, stdout: "")
            #expect(run.stderr.hasPrefix("contacts: error: "), "\(arguments): \(run)")
            #expect(!run.stderr.contains("Error: "), "ArgumentParser's own style: \(arguments): \(run)")
        }
    }

    @Test func aSourceThatMatchesNothingListsTheSources() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Ann"), as: "gmail.vcf")
        try scratch.importCards(VCF.named("Bob", "Cy"), as: "icloud.vcf")
        try scratch.expect(
            ["list", "--source", "gmial"], status: 64, stdout: "",
            stderr: """
                contacts: error: no source is named 'gmial' (did you mean 'gmail'?); the sources are 'gmail', 'icloud' (`contacts sources`)

                """)
        try scratch.expect(
            ["sources"],
            stdout: """
                gmail   1 card, 1 contact
                icloud  2 cards, 2 contacts

                """, stderr: "")
        try scratch.expect(
            ["sources", "--json"],
            stdout: """
                {"source":"gmail","cards":1,"contacts":1}
                {"source":"icloud","cards":2,"contacts":2}

                """, stderr: "")
        #expect(try scratch.names(["--source", "icloud"]) == ["Bob", "Cy"])
    }

    @Test(arguments: [["list"], ["show", "1"], ["categories"], ["groups"], ["sources"], ["birthdays"]])
    func aCommandWithoutAStoreSaysHowToImport(_ arguments: [String]) throws {
        let scratch = try Scratch()
        try scratch.expect(
            arguments, status: 1, stdout: "",
            stderr: """
                contacts: error: there is no address book at \(scratch.store) yet; import your cards first: contacts import --store \(scratch.store) FILE.vcf

                """)
        try scratch.expect(
            arguments, environment: ["CONTACTS_STORE": scratch.store], store: .none, status: 1, stdout: "",
            stderr: """
                contacts: error: there is no address book at \(scratch.store) yet; import your cards first: contacts import FILE.vcf

                """)
        #expect(!FileManager.default.fileExists(atPath: scratch.store), "reading creates no store")
    }

    /// `--store` and `--client` are every command's: before the command too (`contacts --store X
    /// list` said "unknown command '<path>'": issue 41), with a space or `=`, and before a command of
    /// a command (`access grant`).
    @Test func globalOptionsComeBeforeTheCommandToo() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:ann@example.org"))
        let after = try scratch.expect(["list"], stderr: "").stdout
        try scratch.expect(["--store", scratch.store, "list"], store: .none, stdout: after, stderr: "")
        try scratch.expect(["--store=\(scratch.store)", "list"], store: .none, stdout: after, stderr: "")
        try scratch.expect(
            ["--client", "contacts", "--store", scratch.store, "list", "--json", "--", "ann"], store: .none, stderr: "")
        try scratch.expect(
            ["--store", scratch.store, "access", "grant", "mutt"], store: .none, stdout: "mutt: authorized\n",
            stderr: "")
        try scratch.expect(
            ["--client", "mutt", "--store", scratch.store, "query", "ann"], store: .none,
            stdout: "1 address for ann\nann@example.org\tAnn Lee\t\n", stderr: "")
        // A global option with no command after it is still a missing command.
        let alone = try scratch.expect(["--store", scratch.store], store: .none, status: 64, stdout: "")
        #expect(alone.stderr.hasPrefix("contacts: error: "), "\(alone.stderr)")
    }
}
