import Foundation
import Testing

/// The documentation a Unix user expects: `contacts help COMMAND` for every command, the committed
/// man page `docs/contacts.1` naming every command and option the binary has (so a command changed
/// without generating it again fails here), and completion scripts for bash, zsh and fish that
/// offer every command, shown in the README.
@Suite struct ManualTests {
    /// The package's folder: this file is `Tests/contactsTests/ManualTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A command as `--experimental-dump-help` describes it.
    struct Command: Decodable {
        struct Argument: Decodable {
            struct Name: Decodable {
                var kind: String
                var name: String
            }

            var kind: String
            var names: [Name]?
            var shouldDisplay: Bool?
        }

        var commandName: String
        var abstract: String?
        var subcommands: [Command]?
        var arguments: [Argument]?

        /// The long names of its shown options and flags, without `--help` and `--version`.
        var longOptions: [String] {
            (arguments ?? []).filter { $0.kind != "positional" && $0.shouldDisplay != false }
                .flatMap { ($0.names ?? []).filter { $0.kind == "long" }.map(\.name) }
                .filter { $0 != "help" && $0 != "version" }
        }
    }

    private struct Dump: Decodable {
        var command: Command
    }

    /// Every subcommand of `contacts` (without `help`), from the binary itself.
    static func commands() throws -> [Command] {
        let run = try ContactsProcess.run(["--experimental-dump-help"])
        try #require(run.status == 0, "\(run)")
        let dump = try JSONDecoder().decode(Dump.self, from: Data(run.stdoutBytes))
        return (dump.command.subcommands ?? []).filter { $0.commandName != "help" }
    }

    @Test func everyCommandHasAManualThroughHelp() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 18, "\(commands.map(\.commandName))")
        let scratch = try Scratch()
        for command in commands {
            let help = try scratch.expect(["help", command.commandName], store: .none, stderr: "")
            let flag = try scratch.expect([command.commandName, "--help"], store: .none, stderr: "")
            #expect(help.stdout == flag.stdout, "help \(command.commandName)")
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.hasPrefix("OVERVIEW: \(command.abstract ?? "")"), "help \(command.commandName)")
            for option in command.longOptions {
                #expect(help.stdout.contains("--\(option)"), "help \(command.commandName) names --\(option)")
            }
        }
    }

    @Test func theManPageNamesEveryCommandAndOption() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/contacts.1"), encoding: .utf8)
        #expect(page.contains(".Dt CONTACTS 1"), "an mdoc page for section 1")
        let lines = page.split(separator: "\n").map(String.init)
        for command in try Self.commands() {
            // generate-manual writes each subcommand as `.It Em NAME`, then each option as `.It Fl -NAME`.
            guard let start = lines.firstIndex(of: ".It Em \(command.commandName)") else {
                Issue.record(
                    "docs/contacts.1 lacks the command \(command.commandName): run generate-manual (docs/usage.md)")
                continue
            }
            let next =
                lines[(start + 1)...].firstIndex { $0.hasPrefix(".It Em ") && !$0.hasSuffix(" help") } ?? lines.endIndex
            // Text lines are folded and a sentence starts a line (.ci/tidy-manual): compared as words.
            let section = lines[start..<next].joined(separator: " ").split(separator: " ").joined(separator: " ")
            if let abstract = command.abstract {
                #expect(
                    section.contains(abstract.split(separator: " ").joined(separator: " ")),
                    "docs/contacts.1: the abstract of \(command.commandName)")
            }
            let items = lines[start..<next].filter { $0.hasPrefix(".It Fl ") }.map { $0 + " " }  // `.It Fl y , -yes`
            for option in command.longOptions {
                #expect(
                    items.contains { $0.contains(" -\(option) ") },
                    "docs/contacts.1: \(command.commandName) --\(option)")
            }
        }
    }

    /// `man -l docs/contacts.1` printed 46 warnings (issue 41): the page, tidied after generation
    /// (.ci/tidy-manual), is clean for mandoc's strictest check, style remarks included.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/mandoc"), "needs mandoc (.ci/install-deps)")
    )
    func theManPageHasNoMandocWarnings() throws {
        let page = Self.root.appendingPathComponent("docs/contacts.1").path
        let run = try ContactsProcess.run(["-T", "lint", page], program: "/usr/bin/mandoc")
        #expect(
            run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty,
            "mandoc -T lint docs/contacts.1:\n\(run.stdout)\(run.stderr)")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theCompletionScriptOffersEveryCommandAndItsOptions(_ shell: String) throws {
        let scratch = try Scratch()
        let script = try scratch.expect(["--generate-completion-script", shell], store: .none, stderr: "").stdout
        #expect(!script.isEmpty)
        for command in try Self.commands() {
            #expect(script.contains(command.commandName), "\(shell) offers \(command.commandName)")
        }
        for option in ["--category", "--group", "--columns", "--no-pager", "--days", "--address"] {
            #expect(
                script.contains(option) || script.contains(String(option.dropFirst(2))), "\(shell) offers \(option)")
        }
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(
            readme.contains("contacts --generate-completion-script \(shell)"),
            "the README shows the \(shell) completions")
    }
}
