import ContactsKit
import Foundation
import Synchronization

/// Asks on the terminal whether a client may use the store: `Allow "mutt" to read and change your
/// contacts in PATH? [y/N]` on standard error, the answer from standard input — only when standard
/// input is a terminal; otherwise nobody can be asked and the command exits 77 with the command
/// that grants access.
///
/// The answer is read by ``TerminalAnswer``, so it works in a raw terminal too (mutt runs
/// `contacts query` inside its own screen, where Enter sends `\r`). Only an explicit answer is
/// recorded: `y` or `yes` allows, `n` or `no` denies. Anything else — Enter alone, another word,
/// Ctrl-C, Ctrl-D, or no answer within ``TerminalAnswer/timeout`` seconds — refuses this one run
/// and records nothing, so the question comes again next time.
struct TerminalAccessPrompt: AccessPrompt {
    /// Whether standard input is a terminal, where the question can be asked.
    var canAsk: Bool { Terminal.inputIsTerminal }

    /// Why the last question asked in this process decided nothing, for the error message (nil:
    /// no question was asked).
    static let unanswered = Mutex<String?>(nil)

    func requestAccess(for client: String, storePath: String) -> Bool? {
        guard Terminal.inputIsTerminal else { return nil }
        StandardError.write(
            "Allow \"\(Terminal.sanitized(client))\" to read and change your contacts in \(Terminal.sanitized(storePath))? [y/N] "
        )
        let reason: String
        switch TerminalAnswer.read() {
        case .typed(let word):
            switch word.lowercased() {
            case "y", "yes": return true
            case "n", "no": return false
            case "": reason = "no answer was given"
            default: reason = "'\(Terminal.sanitized(word))' is neither y nor n"
            }
        case .timedOut: reason = "no answer within \(TerminalAnswer.timeout) s"
        case .cancelled: reason = "the question was cancelled"
        }
        Self.unanswered.withLock { $0 = reason + "; nothing was recorded, so it is asked again next time" }
        return nil
    }
}
