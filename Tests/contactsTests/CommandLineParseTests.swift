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

    /// Plain lines (``QuickParse``): each command with all of its flags and options at least once.
    static let plainLines: [[String]] = [
        ["query", "ann"], ["query", "ann", "lee"], ["query", "--client", "neomutt", "ann"],
        ["query", "ann", "--client", "mutt", "lee"],
        ["query", "--format", "aerc", "--store", "/tmp/x.sqlite", "--client", "aerc", "Ann Lee"],
        ["query", "help"], ["query", "Zoë", "+33 6"], ["query", "ann@example.com"],
        ["list"], ["list", "mar", "--limit", "50"], ["list", "--sorted", "--limit", "50", "--store", "/tmp/x.sqlite"],
        ["list", "555", "01", "--json"], ["list", "help"], ["list", "--sections", "--no-pager", "--by", "given"],
        ["list", "--by", "manual", "--offset", "10", "--limit", "0", "--has-photo", "--photos"],
        ["list", "--source", "icloud", "--category", "Friends", "--category", "Work", "--group", "Team", "ann"],
        ["list", "--columns", "name,email", "--client", "mutt"],
        ["show", "3"], ["show", "ann", "--json", "--raw"],
        ["show", "ann", "--address", "--label", "work", "--no-pager"],
        ["show", "--photo", "--store", "/tmp/x.sqlite", "7"],
        ["move", "3", "1"], ["move", "ann", "bob", "--store", "/tmp/x.sqlite", "--client", "me"],
    ]

    @Test(arguments: plainLines) func aPlainLineParsesAsArgumentParserParsesIt(_ line: [String]) throws {
        let quick = try #require(QuickParse.command(line))
        let parsed = try ContactsCommand.parseAsRoot(line)
        #expect(type(of: quick) == type(of: parsed))
        #expect(Self.dumped(quick) == Self.dumped(parsed))
    }

    @Test func anyOtherLineIsLeftToArgumentParser() {
        let others: [[String]] = [
            ["query"], ["query", "--help"], ["query", "-h"], ["query", "--", "ann"], ["query", "--client=mutt", "ann"],
            ["query", "--client", "mutt"], ["query", "--client", "a", "--client", "b", "ann"],
            ["query", "--client", "-x", "ann"], ["query", "--format", "pine", "ann"], ["query", "--json", "ann"],
            ["query", "ann", "--store"], ["query", " "], ["query", "--client", "mutt\u{7}", "ann"], ["query", "-"],
            ["list", "--limit", "-1"], ["list", "--limit", "ten"], ["list", "--by", "age"],
            ["list", "--sorted", "--sorted"],
            ["list", "--sections", "--json"], ["list", "--version"], ["list", "-s"], ["list", "--columns", "nope"],
            ["show"], ["show", "1", "2"], ["show", "1", "--label", "work"], ["show", "--help", "1"],
            ["move", "3"], ["move", "3", "-1"], ["move", "1", "2", "3"], ["edit", "ann"], ["help", "list"], [],
        ]
        for line in others {
            #expect(QuickParse.command(line) == nil, "\(line)")
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
