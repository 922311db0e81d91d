import ArgumentParser

/// Parses a command line into the command to run, as ArgumentParser's `parseAsRoot` does for the
/// whole command tree, in less of a command's start-up.
///
/// A line that starts with the name of a command without subcommands of its own (`query`, `list`,
/// `show`…) is first parsed with that command as the root: ArgumentParser then builds the
/// arguments of that one command, where a parse from the tree's root builds the root's, and the
/// command's own three times over (twice to learn whether it takes all remaining input), and
/// looks up the type of every property wrapper among all of the binary's conformances. A third of
/// a `contacts query` on 100,000 contacts was that parse (`perf`, 2026-11-29). Anything else that
/// line could mean — help, a mistake, a flag of the root — fails or ends in help there, and the line
/// is parsed again from the root, which reports it as before. A plain line of `query`, `list`, `show`
/// or `move` is parsed without ArgumentParser (``QuickParse``).
enum CommandLineParse {
    /// The command `arguments` (without the program's name) ask for.
    /// - Throws: ArgumentParser's errors and help requests, from a parse from the root.
    static func parse(_ arguments: [String]) async throws -> any ParsableCommand {
        if let command = QuickParse.command(arguments) { return command }
        let skipsCheck = !CompletionScriptCheck.isAsked(in: arguments)
        return try await CompletionScriptCheck.$isSkipped.withValue(skipsCheck) {
            if skipsCheck, let name = arguments.first, let command = leafCommand(named: name),
                let parsed = try? command.parseAsRoot(Array(arguments.dropFirst())),
                type(of: parsed) == command
            {
                return parsed
            }
            return try await ContactsCommand.asyncParseAsRoot(arguments)
        }
    }

    /// The root's subcommand called `name` (or aliased so), when it has no subcommands of its own.
    static func leafCommand(named name: String) -> (any ParsableCommand.Type)? {
        ContactsCommand.configuration.subcommands.first { command in
            let configuration = command.configuration
            return configuration.subcommands.isEmpty
                && (configuration.commandName == name || configuration.aliases.contains(name))
        }
    }
}
