import ArgumentParser
import Testing

@testable import contacts

/// A line parsed with its command as the root (``CommandLineParse``) gives the command a parse from
/// the tree's root gives, with the same values; a line that is not a command's own goes to the root.
@Suite struct CommandLineParseTests {
    static let lines: [[String]] = [
        ["query", "ann"],
        ["query", "--format", "aerc", "--client", "neomutt", "ann", "lee"],
        ["list"],
        ["list", "--sorted", "--limit", "50", "--store", "/tmp/x.sqlite"],
        ["list", "ann", "--json"],
        ["list", "help"],
        ["list", "--", "--sorted"],
        ["show", "3"],
        ["add", "--name", "Ann Lee", "--email", "ann@example.com"],
        ["edit", "ann", "--add-email", "ann@example.org", "--set-birthday", "1990-02-28"],
        ["move", "3", "1"],
        ["delete", "7", "--yes"],
        ["undo"],
        ["export", "--format", "csv", "--category", "Friends", "-o", "friends.csv"],
        ["import", "a.vcf", "b.csv"],
        ["sync"],
        ["birthdays"],
    ]

    @Test(arguments: lines) func aCommandParsesAsFromTheRoot(_ line: [String]) throws {
        let command = try #require(CommandLineParse.leafCommand(named: line[0]))
        let direct = try command.parseAsRoot(Array(line.dropFirst()))
        let fromRoot = try ContactsCommand.parseAsRoot(line)
        #expect(type(of: direct) == command)
        #expect(type(of: fromRoot) == command)
        #expect(Self.dumped(direct) == Self.dumped(fromRoot))
    }

    static let queryLines: [[String]] = [
        ["ann"], ["ann", "lee"], ["--client", "neomutt", "ann"], ["ann", "--client", "mutt", "lee"],
        ["--format", "aerc", "--store", "/tmp/x.sqlite", "--client", "aerc", "Ann Lee"], ["--format", "mutt", "ann"],
        ["help"], ["Zoë", "+33 6"], ["ann@example.com"],
    ]

    @Test(arguments: queryLines) func aMailClientsQueryParsesAsArgumentParserParsesIt(_ line: [String]) throws {
        let quick = try #require(QueryLineParse.parse(ArraySlice(line)))
        let parsed = try ContactsCommand.parseAsRoot(["query"] + line)
        #expect(parsed is ContactsCommand.Query)
        #expect(Self.dumped(quick) == Self.dumped(parsed))
    }

    @Test func anyOtherQueryLineIsLeftToArgumentParser() {
        let others: [[String]] = [
            [], ["--help"], ["-h"], ["--", "ann"], ["--client=mutt", "ann"], ["--client", "mutt"],
            ["--client", "a", "--client", "b", "ann"], ["--client", "-x", "ann"], ["--format", "pine", "ann"],
            ["--json", "ann"], ["ann", "--store"], [" "], ["--client", "mutt\u{7}", "ann"], ["-"],
        ]
        for line in others {
            #expect(QueryLineParse.parse(ArraySlice(line)) == nil, "\(line)")
        }
    }

    @Test func commandsWithSubcommandsAndUnknownWordsAreNotLeaves() {
        for word in ["remote", "access", "sources", "help", "lst", "--version", "--store"] {
            #expect(CommandLineParse.leafCommand(named: word) == nil, "\(word)")
        }
    }

    @Test func helpAndMistakesAreParsedFromTheRoot() async throws {
        let help = try await CommandLineParse.parse(["list", "--help"])
        #expect(!(help is ContactsCommand.List))
        for line in [["list", "--no-such-flag"], ["list", "--version"], ["query", " "]] {
            // ArgumentParser's error names the command stack it parsed: from the root, the root first.
            await #expect("\(line)") {
                try await CommandLineParse.parse(line)
            } throws: { error in
                String(describing: error).contains("commandStack: [contacts.ContactsCommand, contacts.ContactsCommand.")
            }
        }
    }

    private static func dumped(_ command: any ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }
}
