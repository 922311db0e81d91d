import Foundation

/// The user's editor (``Configuration/editor``: `$CONTACTS_EDITOR`, the `editor` setting, `$VISUAL`,
/// `$EDITOR`, else `vi`) on a text in a file of its own, until
/// the text reads, or the user gives up. What was typed is never lost: a text that does not read
/// is reopened as the user left it, with the line and the reason printed first; a text the caller
/// cannot store stays in its file (``keep()``), and the caller says where.
///
/// For `contacts edit` and `contacts add` (and `contacts browse`): the caller renders the text and
/// parses it (``ContactTemplate``).
final class EditorSession {
    /// How an editing session ended.
    enum Outcome<Value> {
        /// The text read as `Value`; the file stays until ``finish()`` or ``keep()``.
        case read(Value)
        /// The file was saved unchanged: nothing to do (the file is removed).
        case unchanged
        /// The file was saved empty, or only with comments: nothing to do (the file is removed).
        case empty
        /// The editor failed or was killed, or the user gave up after a mistake; the reason, and
        /// whether the file (then kept) holds something the user typed.
        case abandoned(reason: String, keptText: Bool)
    }

    /// The file the editor opens.
    let path: String
    private let original: String

    /// Writes `text` to a new file, readable by its owner only, named after `purpose`
    /// (`contacts-edit-…`).
    init(text: String, purpose: String) throws {
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/contacts-\(purpose)-XXXXXX.txt".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard descriptor >= 0 else {
            throw CommandError("cannot make a file for the editor in \(folder): \(String(cString: strerror(errno)))")
        }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        original = text
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else {
            throw CommandError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Opens the editor until `read` accepts the text, the file is saved unchanged or empty, or the
    /// session is abandoned. After a mistake, `FILE:LINE: error: MESSAGE` goes to standard error and
    /// Enter reopens the editor on the user's text (end of input gives up, keeping it).
    func run<Value>(_ read: (String) throws(ContactTemplate.Problem) -> Value) -> Outcome<Value> {
        while true {
            if let failure = Self.runEditor(on: path) {
                return .abandoned(reason: failure, keptText: keepIfTyped())
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                return .abandoned(reason: "\(path) cannot be read after editing", keptText: false)
            }
            let text = String(decoding: data, as: UTF8.self)
            if text == original {
                finish()
                return .unchanged
            }
            if text.split(separator: "\n").allSatisfy({
                $0.trimmingCharacters(in: .whitespaces).isEmpty
                    || $0.trimmingCharacters(in: .whitespaces).hasPrefix("#")
            }) {
                finish()
                return .empty
            }
            do {
                return .read(try read(text))
            } catch {
                StandardError.write(
                    "\(Terminal.sanitized(path)):\(error.line): \(Terminal.styled("error:", .red, on: .standardError)) "
                        + Terminal.sanitized(EchoedText.bounded(error.message)) + "\n")
                StandardError.write(
                    "Press Enter to correct it in the editor, or Ctrl-D to give up (your text stays in \(Terminal.sanitized(path))). "
                )
                guard readLine() != nil else {
                    StandardError.write("\n")
                    return .abandoned(reason: "gave up after a mistake", keptText: true)
                }
            }
        }
    }

    /// Removes the file: its text was stored (or there was nothing to store).
    func finish() {
        unlink(path)
    }

    /// Keeps the file when it differs from the text it started with; whether it was kept.
    private func keepIfTyped() -> Bool {
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        guard let text, text != original, !text.isEmpty else {
            finish()
            return false
        }
        return true
    }

    /// The editor command: `$CONTACTS_EDITOR`, the `editor` setting, `$VISUAL`, `$EDITOR`, else `vi`
    /// (``Configuration/editor``).
    static var editorCommand: String { Configuration.editor }

    /// Runs the editor on `path` through `/bin/sh` (so `$EDITOR` may hold arguments: `code -w`),
    /// on this terminal, and waits; nil when it exited with status 0, else why not. Ctrl-C reaches
    /// the editor, not this process, while it runs (as git does).
    private static func runEditor(on path: String) -> String? {
        let command = editorCommand
        let arguments = ["/bin/sh", "-c", command + " \"$1\"", "sh", path]
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ)
        guard spawned == 0 else { return "cannot run the editor (\(command)): \(String(cString: strerror(spawned)))" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if status & 0x7F != 0 { return "the editor (\(command)) was killed by signal \(status & 0x7F)" }
        let code = (status >> 8) & 0xFF
        if code == 127 {
            return
                "the editor (\(command)) was not found: set $CONTACTS_EDITOR, the editor setting (contacts config), $VISUAL or $EDITOR"
        }
        return code == 0 ? nil : "the editor (\(command)) exited with status \(code)"
    }
}
