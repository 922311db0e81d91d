import Foundation

/// One short answer typed on the terminal of standard input (`y`, `no`), read the same way whatever
/// mode the terminal is in: cooked (a shell), or raw as a curses program such as mutt leaves it when
/// it runs `contacts query` (no line editing, no echo, Enter sends `\r` rather than `\n`).
///
/// While it reads, the terminal is put in a mode of its own (no canonical input, no echo, no
/// signals from keys) and given back exactly as it was; the answer is echoed on standard error as
/// it is typed (on standard error, when that is a terminal), Backspace works, and Enter is `\r` or `\n`. Reading stops at a deadline, at Ctrl-C,
/// Ctrl-D or Escape, and at the end of the terminal; at most ``limit`` characters are kept.
enum TerminalAnswer {
    /// How reading ended.
    enum Outcome: Equatable {
        /// Enter was pressed after these characters (trimmed of spaces; maybe empty).
        case typed(String)
        /// Nothing was entered before the deadline.
        case timedOut
        /// Ctrl-C, Ctrl-D, Escape, or the terminal went away.
        case cancelled
    }

    /// The most characters an answer keeps (more are ignored, not echoed).
    static let limit = 16

    /// How long a question waits for its answer: `$CONTACTS_PROMPT_TIMEOUT` seconds when set to a
    /// positive whole number (tests wait one second), else 60.
    static let timeout: Int = {
        if let text = ProcessInfo.processInfo.environment["CONTACTS_PROMPT_TIMEOUT"], let seconds = Int(text),
            seconds > 0
        {
            return min(seconds, 3_600)
        }
        return 60
    }()

    /// Reads an answer from standard input, which must be a terminal, for ``timeout`` seconds at most.
    static func read() -> Outcome {
        var saved = termios()
        let hasModes = tcgetattr(STDIN_FILENO, &saved) == 0
        if hasModes {
            var mode = saved
            mode.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
            withUnsafeMutablePointer(to: &mode.c_cc) { pointer in
                pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { characters in
                    characters[Int(VMIN)] = 1
                    characters[Int(VTIME)] = 0
                }
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &mode)
        }
        defer {
            if hasModes { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        }
        let outcome = readKeys(until: Date().addingTimeInterval(TimeInterval(timeout)))
        echo("\r\n")  // `\r` too: a raw terminal does not return the carriage on `\n`
        return outcome
    }

    /// Shows `text` where the question is, on standard error when it is a terminal (where the
    /// terminal's own echo is off while the answer is read); to a pipe or a file, nothing.
    private static func echo(_ text: String) {
        if isatty(STDERR_FILENO) == 1 { StandardError.write(text) }
    }

    /// Keys from standard input until Enter, a cancelling key, the end, or `deadline`.
    private static func readKeys(until deadline: Date) -> Outcome {
        var typed: [UInt8] = []
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return .timedOut }
            var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1_000, 1_000).rounded(.up)))
            if ready < 0, errno == EINTR { continue }
            guard ready >= 0 else { return .cancelled }
            if ready == 0 { continue }
            var byte: UInt8 = 0
            let count = Foundation.read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count == 1 else { return .cancelled }  // end of the terminal (hung up)
            switch byte {
            case 0x0D, 0x0A:  // Enter: `\r` in a raw terminal, `\n` in a cooked one
                let text = String(decoding: typed, as: UTF8.self)
                return .typed(text.trimmingCharacters(in: .whitespaces))
            case 0x03, 0x04, 0x1B:  // Ctrl-C, Ctrl-D, Escape
                return .cancelled
            case 0x7F, 0x08:  // Backspace
                if !typed.isEmpty {
                    typed.removeLast()
                    echo("\u{8} \u{8}")
                }
            case 0x20...0x7E where typed.count < limit:  // an answer is ASCII: y, yes, n, no
                typed.append(byte)
                echo(String(UnicodeScalar(byte)))
            default:
                continue  // another control character, or too long: ignored
            }
        }
    }
}
