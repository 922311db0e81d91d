import Testing

/// `--help` of every command exits 0 and documents its options; an unknown flag, subcommand or
/// missing argument is a usage error (exit 64) that prints the usage line and nothing on stdout.
@Suite struct HelpTests {
    struct Command: Sendable, CustomTestStringConvertible {
        let name: String
        let mentions: [String]
        var testDescription: String { "contacts \(name)" }
    }

    static let commands: [Command] = [
        Command(
            name: "import",
            mentions: [
                "--store", "--source", "--strict", "<file>", "standard input",
                "imported N, updated N, unchanged N, skipped N deleted, rejected N",
            ]),
        Command(
            name: "list",
            mentions: [
                "--store", "--sorted", "--by", "--sections", "--limit", "--offset", "--has-photo", "--source", "--json",
                "<query>",
            ]),
        Command(name: "show", mentions: ["--store", "--json", "--raw", "<contact>"]),
        Command(name: "move", mentions: ["--store", "<from>", "<to>"]),
        Command(name: "delete", mentions: ["--store", "--yes", "<contact>"]),
        Command(name: "export", mentions: ["--store", "--output", "-o", "--vcard-version", "3.0", "4.0", "<contact>"]),
        Command(
            name: "add",
            mentions: [
                "--name", "--email", "--phone", "--org", "--title", "--birthday", "--address", "--note", "--category",
                "--url", "--json", "editor", "local",
            ]),
        Command(
            name: "edit",
            mentions: [
                "--set-name", "--add-email", "--remove-email", "--add-phone", "--remove-phone", "--set-org",
                "--set-birthday", "--add-category", "--remove-category", "--set-note", "editor", "<contact>",
                "--set-nickname", "--set-anniversary", "--add-im", "--remove-im", "--add-related",
                "--remove-related", "--prefer-email", "--prefer-phone", "Note: |",
            ]),
        Command(name: "add-email", mentions: ["From:", "mutt"]),
        Command(name: "trash", mentions: ["--json", "--empty", "--yes", "30 days"]),
        Command(name: "restore", mentions: ["<contact>"]),
        Command(name: "undo", mentions: ["contacts history"]),
        Command(name: "history", mentions: ["--json", "--limit"]),
        Command(name: "link", mentions: ["--yes", "--auto", "<contact>"]),
        Command(name: "unlink", mentions: ["--yes", "<contact>"]),
    ]

    @Test(arguments: commands)
    func helpExitsZeroAndMentionsEveryOption(_ command: Command) throws {
        let scratch = try Scratch()
        for arguments in [[command.name, "--help"], [command.name, "-h"], ["help", command.name]] {
            let run = try scratch.expect(arguments, store: .none, stderr: "")
            #expect(run.stdout.hasPrefix("OVERVIEW: "), "\(arguments)")
            #expect(run.stdout.contains("USAGE: contacts \(command.name)"), "\(arguments)")
            for mention in command.mentions {
                #expect(run.stdout.contains(mention), "\(arguments) mentions \(mention)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.store), "--help opens no store")
    }

    @Test func topLevelHelpListsEveryCommandAndTheExitCodes() throws {
        let scratch = try Scratch()
        let run = try scratch.expect(["--help"], store: .none, stderr: "")
        for command in Self.commands {
            #expect(run.stdout.contains("  \(command.name) "), "lists \(command.name)")
        }
        for code in ["64", "65", "66"] {
            #expect(run.stdout.contains(code), "documents exit \(code)")
        }
    }

    @Test(arguments: commands)
    func anUnknownFlagExits64WithTheUsageLine(_ command: Command) throws {
        let scratch = try Scratch()
        let valid: [String: [String]] = [
            "move": ["1", "2"], "import": ["x.vcf"], "link": ["1", "2"], "add": ["--name", "Ann"], "restore": ["ann"],
            "add-email": [], "trash": [], "undo": [], "history": [],
        ]
        let arguments = [command.name, "--no-such-flag"] + (valid[command.name] ?? ["1"])
        let run = try scratch.expect(arguments, status: 64, stdout: "")
        #expect(run.stderr.contains("--no-such-flag"), "names the flag: \(run.stderr)")
        #expect(run.stderr.contains("Usage: contacts \(command.name)"), "shows the usage: \(run.stderr)")
    }

    @Test(arguments: [["frobnicate"], ["import"], ["show"], ["move", "1"], ["list", "--by"]])
    func anUnknownCommandOrAMissingArgumentExits64(_ arguments: [String]) throws {
        let scratch = try Scratch()
        let run = try scratch.expect(arguments, status: 64, stdout: "")
        #expect(run.stderr.contains("Usage: contacts"), "got \(run.stderr)")
    }
}

import Foundation
