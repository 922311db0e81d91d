import ArgumentParser
import Foundation

extension ContactsCommand {
    /// The CLI's one error boundary: parses the command line, runs the command, and turns whatever
    /// it throws into a message on standard error and an exit status (``Diagnostics/report(_:)``;
    /// the table is in docs/usage.md). Commands only throw.
    ///
    /// What ArgumentParser handles stays its own, exactly as its `main()` does it: `--help`,
    /// `--version`, `help COMMAND`, and usage errors (bad flags, and what `validate()` rejects), which
    /// print the usage line and exit 64.
    static func main() async {
        // A reader that goes away (`contacts list | head -1`) makes a write fail with EPIPE rather
        // than kill the process mid-write: the command unwinds (temporary files removed, the
        // listing's reader stopped) and ends quietly with status 0 (``OutputError/closed``).
        signal(SIGPIPE, SIG_IGN)
        let parsed: any ParsableCommand
        do {
            parsed = try await asyncParseAsRoot()
        } catch {
            exit(withError: error)
        }
        guard var command = parsed as? any AsyncParsableCommand else {
            // ArgumentParser's own commands (`help COMMAND`), which report through it.
            var builtIn = parsed
            do { try builtIn.run() } catch { exit(withError: error) }
            exit()
        }
        do {
            try await command.run()
        } catch let error where error is ValidationError || error is CleanExit {
            exit(withError: error)
        } catch {
            Foundation.exit(Diagnostics.report(error).rawValue)
        }
    }
}
