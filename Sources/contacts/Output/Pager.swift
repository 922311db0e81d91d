import Foundation

/// A long listing on a terminal goes through the user's pager, as git's output does: `$PAGER` (or
/// the `pager` setting, `CONTACTS_PAGER`), by default `less -FRX` — which quits at once when the
/// output fits on one screen (`-F`), passes colours through (`-R`) and leaves the screen as it was
/// (`-X`). Never when standard output is not a terminal, when `TERM` is `dumb` or unset, with
/// `--no-pager`, or when the pager is empty or `cat`.
///
/// Standard output is replaced by a pipe to the pager, so everything the command prints goes there;
/// the terminal's width and colours are decided before, on the terminal itself. When the pager
/// quits early (`q` in less), the next write fails and the command ends quietly (``OutputError/closed``).
enum Pager {
    /// The pager's process and the terminal's width, once started.
    private nonisolated(unsafe) static var running: (pid: pid_t, width: Int)?

    /// Whether standard output goes to a pager (and so, through it, to a terminal).
    static var isPaging: Bool { running != nil }

    /// The width of the terminal the pager shows on.
    static var terminalWidth: Int? { running?.width }

    /// Starts `command` as the pager when standard output is a terminal. A pager that cannot be
    /// found is named in a warning and the output goes to the terminal directly.
    static func start(_ command: String) {
        let command = command.trimmingCharacters(in: .whitespaces)
        guard running == nil, !command.isEmpty, command != "cat", Terminal.isTerminal(.standardOutput) else { return }
        // A dumb terminal (Emacs's shell, say) or none named: less would stop to ask for RETURN.
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb" else { return }
        guard let program = command.split(separator: " ").first.map(String.init), isExecutable(program) else {
            Diagnostics.printWarning(
                "the pager \(Terminal.sanitized(command)) was not found; printing without it (--no-pager, or pager: false in the configuration, turns this off)"
            )
            return
        }
        let width = Terminal.width
        _ = Terminal.usesColour(.standardOutput)  // decided on the terminal, before standard output becomes a pipe
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        var environment = ProcessInfo.processInfo.environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        if environment["LV"] == nil { environment["LV"] = "-c" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let words: [String] = ["/bin/sh", "-c", command]
        let argv = words.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
        close(ends[0])
        guard spawned == 0 else {
            close(ends[1])
            return
        }
        dup2(ends[1], STDOUT_FILENO)
        close(ends[1])
        // Ctrl-C is for the pager (less stops what it is doing); this process ends when it quits.
        signal(SIGINT, SIG_IGN)
        running = (pid, width)
    }

    /// Closes standard output, so the pager sees the end, and waits for the user to quit it.
    static func finish() {
        guard let (pid, _) = running else { return }
        close(STDOUT_FILENO)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        running = nil
    }

    /// Whether `program` (a path, or a name looked up in `$PATH`) can be run.
    private static func isExecutable(_ program: String) -> Bool {
        if program.contains("/") { return access(program, X_OK) == 0 }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
    }
}
