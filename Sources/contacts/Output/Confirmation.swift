import ArgumentParser
import ContactsKit
import Foundation

/// Asking before a change the user should see first (`delete`, `link`, `unlink`, `trash --empty`):
/// on a terminal a `[y/N]` question naming the contacts; `--yes` for scripts; without a terminal
/// and without `--yes`, nothing is changed and the exit status is 64.
enum Confirmation {
    /// Throws (exit 64) when `yes` is not given and there is no terminal to ask on.
    static func requireTerminal(unless yes: Bool, _ what: String) throws {
        guard !yes, !Terminal.inputIsTerminal else { return }
        throw CommandError(
            "refusing to \(what) without confirmation: standard input is not a terminal; add --yes", status: .usage)
    }

    /// Asks `question` on standard error; true for `y` or `yes` (read as ``TerminalAnswer`` reads,
    /// so a raw terminal works too; no answer within its timeout is no).
    static func ask(_ question: String) -> Bool {
        StandardError.write(question + " [y/N] ")
        guard case .typed(let answer) = TerminalAnswer.read() else { return false }
        return answer.lowercased() == "y" || answer.lowercased() == "yes"
    }

    /// `1a2b3c4d Ann Lee, 5e6f7a8b Bob Smith and 3 more`: at most five contacts, each by short id
    /// and name.
    static func names(_ contacts: [Contact]) -> String {
        let named = contacts.prefix(5).map { "\($0.shortID) \(Terminal.bounded(ContactTable.name($0)))" }
        return named.joined(separator: ", ") + (contacts.count > 5 ? " and \(contacts.count - 5) more" : "")
    }
}
