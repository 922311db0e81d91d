import ArgumentParser
import Foundation

extension ContactsCommand {
    /// The CLI's one error boundary: parses the command line, runs the command, and turns whatever
    /// it throws into a message on standard error and an exit status (the table is in docs/usage.md).
    /// Commands only throw.
    ///
    /// Every message has one style, `contacts: error: …`: the command's own errors
    /// (``Diagnostics/report(_:)``) and command-line mistakes, ArgumentParser's and what `validate()`
    /// rejects (``UsageErrors``), which also name the command or option most likely meant and print
    /// the usage line (exit 64). `--help`, `--version`, `help COMMAND` and completion scripts are
    /// ArgumentParser's, printed as it prints them. A pager started by the command is waited for.
    ///
    /// The command runs as a task while the main thread waits (taking signals, as the other
    /// threads block them) until the command ends the process. An `async` main would hand the main
    /// thread to Dispatch, which ends it with `pthread_exit`: an unwinding that, in the statically
    /// linked release binary, first sorts the frame descriptions of the whole binary (60 ms).
    static func main() {
        Task.detached { await parseAndRun() }
        while true { pause() }
    }

    /// Parses the command line, runs the command and ends the process with its status.
    private static func parseAndRun() async -> Never {
        // A reader that goes away (`contacts list | head -1`) makes a write fail with EPIPE rather
        // than kill the process mid-write: the command unwinds (temporary files removed, the
        // listing's reader stopped) and ends quietly with status 0 (``OutputError/closed``).
        signal(SIGPIPE, SIG_IGN)
        let arguments = GlobalOptions.moved(Array(CommandLine.arguments.dropFirst()))
        if let status = UsageErrors.unknownHelpTopic(arguments) { finish(status) }
        if let status = UsageErrors.exportVersion(arguments) { finish(status) }
        let parsed: any ParsableCommand
        do {
            parsed = try await CommandLineParse.parse(arguments)
        } catch {
            finish(UsageErrors.report(error, arguments: arguments))
        }
        guard var command = parsed as? any AsyncParsableCommand else {
            // ArgumentParser's own commands (`help COMMAND`, `--help`), which report through it and
            // need no settings.
            var builtIn = parsed
            do { try builtIn.run() } catch { finish(UsageErrors.report(error, arguments: arguments)) }
            finish(0)
        }
        // A mistake in the configuration file stops every command, with its file and line.
        if case .failure(let error) = Configuration.loaded { finish(Diagnostics.report(error).rawValue) }
        do {
            try await command.run()
        } catch let error where error is ValidationError || error is CleanExit {
            finish(UsageErrors.report(error, arguments: arguments, command: type(of: command)))
        } catch {
            finish(Diagnostics.report(error).rawValue)
        }
        finish(0)
    }

    /// Ends the process with `status`, once the pager (if one was started) has shown everything.
    private static func finish(_ status: Int32) -> Never {
        Pager.finish()
        Foundation.exit(status)
    }
}
