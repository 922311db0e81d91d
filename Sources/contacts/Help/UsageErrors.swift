import ArgumentParser
import Foundation

/// Command-line mistakes in the one error style, `contacts: error: …`, with the word that was most
/// likely meant and the usage of the command: ArgumentParser's own errors (an unknown option or
/// command, a missing or bad value) and what `validate()` rejects.
enum UsageErrors {
    /// The whole command tree, read when a command line failed.
    static var tree: CommandTree? { CommandTree.of(ContactsCommand.self) }

    /// Reports `error` for the command line `arguments`; help, version and completion requests
    /// are printed as ArgumentParser prints them. Returns the exit status.
    /// - Parameter command: The command whose `run()` threw `error` (an argument it reads there,
    ///   before the store opens): its usage is printed, as for what `validate()` rejects; nil for
    ///   an error of parsing, which carries its command.
    static func report(_ error: Error, arguments: [String], command: (any ParsableCommand.Type)? = nil) -> Int32 {
        if let exit = error as? ExitCode { return exit.rawValue }
        let status = ContactsCommand.exitCode(for: error)
        if status == .success { ContactsCommand.exit(withError: error) }
        var message = ContactsCommand.message(for: error)
        if let range = message.range(of: ". Did you mean '") { message = String(message[..<range.lowerBound]) }
        var suggestion: String?
        if let tree {
            let (path, command, stray) = tree.walk(arguments)
            if let stray, !stray.isEmpty {
                message =
                    "unknown command '\(stray)'" + (path.isEmpty ? "" : " for contacts \(path.joined(separator: " "))")
                suggestion = Suggestion.nearest(stray, among: command.subcommandNames)
            } else if let typed = quoted(after: "Unknown option '", in: message) {
                suggestion = Suggestion.nearest(typed, among: command.optionNames)
            }
        }
        let usage =
            command.map { Self.usage(of: $0) }
            ?? ContactsCommand.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("Help:") && !$0.hasPrefix("Usage:") }.map(String.init)
        Diagnostics.printError(
            Terminal.sanitized(sentence(message) + (suggestion.map { "; did you mean '\($0)'?" } ?? "")))
        if !usage.isEmpty { StandardError.write(usage.joined(separator: "\n") + "\n") }
        return status.rawValue
    }

    /// The usage lines ArgumentParser prints under a mistake `validate()` rejects in `command`.
    private static func usage(of command: any ParsableCommand.Type) -> [String] {
        let synopsis = ContactsCommand.usageString(for: command)
        let names = synopsis.split(separator: " ").prefix { !$0.hasPrefix("[") && !$0.hasPrefix("<") }
        return ["Usage: " + synopsis, "  See '\(names.joined(separator: " ")) --help' for more information."]
    }

    /// `contacts help WORD…` where a word names no command: the error, with the nearest command;
    /// nil when every word names one (ArgumentParser then prints the help).
    static func unknownHelpTopic(_ arguments: [String]) -> Int32? {
        guard arguments.first == "help", let tree else { return nil }
        let (path, command, stray) = tree.walk(Array(arguments.dropFirst()))
        guard let stray else { return nil }
        let suggestion = Suggestion.nearest(stray, among: command.subcommandNames)
        let scope = path.isEmpty ? "" : " for contacts \(path.joined(separator: " "))"
        Diagnostics.printError(
            Terminal.sanitized(
                "no help on '\(stray)': no such command\(scope)" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
        )
        StandardError.write("Usage: contacts help [<command> ...]\n  See 'contacts --help' for the commands.\n")
        return 64
    }

    /// `contacts export --version …`: the vCard version is `--vcard-version`; `--version` is the
    /// program's version everywhere, and read here it would print the version and export nothing.
    /// Returns 64 after the message, or nil for any other command line.
    static func exportVersion(_ arguments: [String]) -> Int32? {
        let words = arguments.prefix { $0 != "--" }
        guard let command = words.first(where: { !$0.hasPrefix("-") }), command == "export",
            let index = words.firstIndex(of: command),
            let typed = words[(index + 1)...].first(where: { $0 == "--version" || $0.hasPrefix("--version=") })
        else { return nil }
        let value =
            typed.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init)
            ?? words.drop { $0 != typed }.dropFirst().first.flatMap { ["3.0", "4.0"].contains($0) ? $0 : nil }
        Diagnostics.printError(
            "export has no --version option (--version prints the program's version): "
                + "give the vCard version as --vcard-version \(value.map { Terminal.sanitized($0) } ?? "3.0|4.0")")
        StandardError.write(
            "Usage: contacts export [--vcard-version <version>] [-o <file>] [<contact> ...]\n  See 'contacts export --help' for more.\n"
        )
        return 64
    }

    /// The text between `prefix` and the next `'`.
    private static func quoted(after prefix: String, in text: String) -> String? {
        guard let start = text.range(of: prefix)?.upperBound, let end = text[start...].firstIndex(of: "'") else {
            return nil
        }
        return String(text[start..<end])
    }

    /// ArgumentParser's capitalised sentence in the lower case of every other message
    /// (`Missing value…` → `missing value…`), a word in capitals (`JSON`) left alone.
    private static func sentence(_ text: String) -> String {
        let characters = Array(text.prefix(2))
        guard characters.count == 2, characters[0].isUppercase, characters[1].isLowercase else { return text }
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
