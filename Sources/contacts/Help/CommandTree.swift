import ArgumentParser
import Foundation

/// The commands and options of `contacts`, as ArgumentParser describes them (`--experimental-dump-help`),
/// for suggesting what a mistyped word was meant to be. Read only when a command line failed.
struct CommandTree: Decodable {
    struct Name: Decodable {
        var kind: String
        var name: String

        /// As typed: `--sorted`, `-o`.
        var spelled: String { kind == "short" ? "-" + name : (kind == "longWithSingleDash" ? "-" : "--") + name }
    }

    struct Argument: Decodable {
        var kind: String
        var names: [Name]?
        var shouldDisplay: Bool?
    }

    var commandName: String
    var subcommands: [CommandTree]?
    var arguments: [Argument]?

    private struct Dump: Decodable {
        var command: CommandTree
    }

    /// The tree of `command` and its subcommands.
    static func of(_ command: ParsableCommand.Type) -> CommandTree? {
        try? JSONDecoder().decode(Dump.self, from: Data(command._dumpHelp().utf8)).command
    }

    /// The subcommand called `name`.
    func subcommand(_ name: String) -> CommandTree? {
        subcommands?.first { $0.commandName == name }
    }

    /// The names of its subcommands (without `help`, which every command has).
    var subcommandNames: [String] { (subcommands ?? []).map(\.commandName).filter { $0 != "help" } }

    /// Every option and flag name of the command, as typed, shown ones first.
    var optionNames: [String] {
        let arguments = (self.arguments ?? []).filter { $0.kind != "positional" }
        let ordered = arguments.filter { $0.shouldDisplay != false } + arguments.filter { $0.shouldDisplay == false }
        return ordered.flatMap { ($0.names ?? []).map(\.spelled) }
    }

    /// Follows `words` (the command line, options skipped) down the tree.
    /// - Returns: the commands walked through (names, from the root's first subcommand), the
    ///   command reached, and the first word that was not one of its subcommands, if any.
    func walk(_ words: [String]) -> (path: [String], command: CommandTree, stray: String?) {
        var path: [String] = []
        var command = self
        for word in words where !word.hasPrefix("-") {
            guard command.subcommands?.isEmpty == false else { break }
            guard let next = command.subcommand(word) else { return (path, command, word) }
            path.append(word)
            command = next
        }
        return (path, command, nil)
    }
}
