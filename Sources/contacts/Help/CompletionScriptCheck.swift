import ArgumentParser

/// Whether ArgumentParser looks for `--generate-completion-script` while it parses a command line.
///
/// Before it parses a line, ArgumentParser tries to parse it twice more, as its two completion-script
/// commands, building their arguments through reflection: 10% of a `contacts query` (1.9 ms of
/// 19 ms, `perf`, 2026-11-29), for a flag that is almost never there. Its only switch for skipping
/// the check is a root command with a super-command name (the name shown before the command's in
/// help, for a plugin run by another tool), so ``ContactsCommand/configuration`` names an empty one
/// while a line without the flag is parsed (``parse(_:)``), and no other time: help and errors are
/// printed after the parse, with the configuration as written.
enum CompletionScriptCheck {
    /// Whether the parse under way skips the check.
    @TaskLocal static var isSkipped = false

    /// Parses `arguments` as ArgumentParser's `parseAsRoot` does, checking for the completion-script
    /// flag only when an argument starts with it.
    static func parse(_ arguments: [String]) async throws -> any ParsableCommand {
        let asksForScript = arguments.contains { $0.hasPrefix("--generate-completion-script") }
        return try await $isSkipped.withValue(!asksForScript) {
            try await ContactsCommand.asyncParseAsRoot(arguments)
        }
    }
}
