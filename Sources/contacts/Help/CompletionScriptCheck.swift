import ArgumentParser

/// Whether ArgumentParser looks for `--generate-completion-script` while it parses a command line.
///
/// Before it parses a line, ArgumentParser tries to parse it twice more, as its two completion-script
/// commands, building their arguments through reflection: 10% of a `contacts query` (1.9 ms of
/// 19 ms, `perf`, 2026-11-29), for a flag that is almost never there. Its only switch for skipping
/// the check is a root command with a super-command name (the name shown before the command's in
/// help, for a plugin run by another tool), so the root command and the commands parsed as one
/// (``CommandLineParse``) name an empty one while a line without the flag is parsed
/// (``CommandConfiguration/duringParse``), and no other time: help and errors are printed after the
/// parse, with the configuration as written.
enum CompletionScriptCheck {
    /// Whether the parse under way skips the check.
    @TaskLocal static var isSkipped = false

    /// Whether `arguments` ask for a completion script, so that the parse must look for the flag.
    static func isAsked(in arguments: [String]) -> Bool {
        arguments.contains { $0.hasPrefix("--generate-completion-script") }
    }
}

extension CommandConfiguration {
    /// This configuration as ArgumentParser reads it: with an empty super-command name while a line
    /// is parsed without looking for the completion-script flag, as written at any other time.
    var duringParse: CommandConfiguration {
        guard CompletionScriptCheck.isSkipped else { return self }
        var configuration = self
        configuration._superCommandName = ""
        return configuration
    }
}
