import ContactsKit
import Foundation

/// Asks on the terminal whether a client may use the store: `Allow "mutt" to read and change your
/// contacts in PATH? [y/N]` on standard error, the answer from standard input — only when standard
/// input is a terminal (as `delete` asks); otherwise nobody can be asked and the command exits 77
/// with a hint. Anything but `y` or `yes` denies; end of input decides nothing.
struct TerminalAccessPrompt: AccessPrompt {
    /// Whether standard input is a terminal, where the question can be asked.
    var canAsk: Bool { Terminal.inputIsTerminal }

    func requestAccess(for client: String, storePath: String) -> Bool? {
        guard Terminal.inputIsTerminal else { return nil }
        StandardError.write("Allow \"\(Terminal.sanitized(client))\" to read and change your contacts in \(Terminal.sanitized(storePath))? [y/N] ")
        guard let answer = readLine() else {
            StandardError.write("\n")
            return nil
        }
        let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
        return word == "y" || word == "yes"
    }
}
