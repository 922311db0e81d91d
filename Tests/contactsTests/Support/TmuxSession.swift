import Foundation
import Testing

/// The built `contacts` binary in a real terminal: a tmux server of its own (`tmux -L` with a
/// unique socket, no configuration file), one window of a given size running a shell script, keys
/// sent as a person types them, and the screen read back with `capture-pane`.
///
/// The script runs the command, then writes its exit status and `stty -a` (the terminal's modes
/// once the command has given it back) to files in the scratch folder, and waits to be killed.
final class TmuxSession {
    static let isAvailable = (try? ContactsProcess.run([], script: "command -v tmux >/dev/null").status) == 0

    private let socket = "contacts-test-\(UUID().uuidString.prefix(8))"
    private let scratch: Scratch
    private let exitFile: String
    private let sttyFile: String

    /// Starts `contacts ARGUMENTS --store STORE` in a `columns` × `rows` window, with `environment`.
    /// With `jobControl`, the script's shell runs the command as a job (`set -m`), as an
    /// interactive shell does: Ctrl-Z stops it, the shell prints `contacts is suspended` and waits
    /// for a line (Enter), then continues it with `fg`.
    convenience init(
        _ scratch: Scratch, _ arguments: [String], columns: Int = 80, rows: Int = 24,
        environment: [String: String] = [:], jobControl: Bool = false
    ) throws {
        let binary = try #require(ContactsProcess.executable, "the contacts binary is not built").path
        try self.init(
            scratch, running: [binary] + arguments + ["--store", scratch.store], columns: columns, rows: rows,
            environment: environment,
            jobControl: jobControl)
    }

    /// Starts `command` (another program: mutt, which runs `contacts` itself) in a `columns` × `rows`
    /// window, with `environment`.
    init(
        _ scratch: Scratch, running program: [String], columns: Int = 80, rows: Int = 24,
        environment: [String: String] = [:], jobControl: Bool = false
    ) throws {
        self.scratch = scratch
        exitFile = scratch.path("browse-\(socket).status")
        sttyFile = scratch.path("browse-\(socket).stty")
        var variables = [
            "XDG_DATA_HOME": scratch.path("xdg-data"), "HOME": scratch.path("home"), "PAGER": "cat", "LANG": "C.UTF-8",
        ]
        variables.merge(environment) { _, new in new }
        let exports = variables.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.quoted($0.value))" }.joined(
            separator: "\n")
        let command = program.map(Self.quoted).joined(separator: " ")
        let script = try scratch.write(
            "browse-\(socket).sh",
            """
            unset NO_COLOR CONTACTS_STORE CONTACTS_SORT CONTACTS_EDITOR VISUAL EDITOR COLUMNS LINES
            \(exports)
            \(jobControl ? "set -m" : "")
            \(command)
            status=$?
            while [ $status = 148 ]; do echo "contacts is suspended"; read -r _; fg >/dev/null; status=$?; done
            echo $status > \(Self.quoted(exitFile)).part && mv \(Self.quoted(exitFile)).part \(Self.quoted(exitFile))
            stty -a > \(Self.quoted(sttyFile))
            exec sleep 600
            """)
        try tmux([
            "-f", "/dev/null", "new-session", "-d", "-x", String(columns), "-y", String(rows),
            "bash --noprofile --norc \(Self.quoted(script))",
        ])
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    /// Types `keys` (tmux key names: `j`, `Enter`, `Escape`, `C-f`, `NPage`), one `send-keys` each.
    func send(_ keys: String...) throws {
        for key in keys { try tmux(["send-keys", key]) }
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-l", text])
    }

    /// The screen's lines now.
    func screen() throws -> [String] {
        try tmux(["capture-pane", "-p"]).components(separatedBy: "\n").dropLast()
    }

    /// The screen's lines now, with their colours and attributes as escape sequences.
    func screenWithColours() throws -> [String] {
        try tmux(["capture-pane", "-p", "-e"]).components(separatedBy: "\n").dropLast()
    }

    /// Waits (30 s at most: a loaded machine may take long to start the command) until the screen
    /// satisfies `condition` and has settled — two captures 50 ms apart are the same — and returns
    /// it; fails the test with the last screen otherwise. Without the settling, a capture taken while
    /// curses is still writing an update can show the new status line over the old rows.
    @discardableResult
    func waitFor(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(30)
        var lines = try screen()
        while Date() < deadline {
            if condition(lines) {
                usleep(50_000)
                let again = try screen()
                if again == lines { return lines }
                lines = again
            } else {
                usleep(30_000)
                lines = try screen()
            }
        }
        #expect(
            condition(lines), "the screen never showed \(what):\n\(lines.joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        return lines
    }

    /// Waits until the screen shows `text` somewhere.
    @discardableResult
    func waitFor(text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try waitFor("'\(text)'", sourceLocation: sourceLocation) { $0.contains { $0.contains(text) } }
    }

    /// Resizes the window.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-x", String(columns), "-y", String(rows)])
    }

    /// Sends `signal` to the command (the child of the window's shell).
    func kill(_ signal: Int32) throws {
        let shell = try tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try ContactsProcess.run([], script: "cat /proc/\(shell)/task/*/children").stdout
        let pid = try #require(
            children.split(separator: " ").first.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        #expect(Foundation.kill(pid, signal) == 0)
    }

    /// Whether the pane is on the alternate screen.
    func alternateScreen() throws -> Bool {
        try tmux(["display-message", "-p", "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// The command's exit status and `stty -a` after it, once it has exited (30 s at most).
    func finished(sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32, stty: String) {
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: sttyFile)
            || (try? String(contentsOfFile: sttyFile, encoding: .utf8))?.isEmpty != false
        {
            if Date() >= deadline {
                let lines = try screen().joined(separator: "\n")
                try #require(Bool(false), "contacts browse did not exit:\n\(lines)", sourceLocation: sourceLocation)
            }
            usleep(30_000)
        }
        usleep(50_000)
        let status = try String(contentsOfFile: exitFile, encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        return (Int32(status) ?? -1, try String(contentsOfFile: sttyFile, encoding: .utf8))
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let run = try ContactsProcess.run(
            [], environment: ["TMUX": nil],
            script: "exec tmux -L \(socket) " + arguments.map(Self.quoted).joined(separator: " "))
        try #require(run.status == 0, "tmux \(arguments.joined(separator: " ")) failed: \(run)")
        return run.stdout
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
