import ContactsKit

/// A one-line progress indicator on standard error, only on a terminal, only once an import is long.
final class ProgressLine {
    private let enabled = Terminal.isTerminal(.standardError)
    private var shown = false

    /// Shows how far the import is (from 5,000 cards on), replacing the line shown before.
    func show(_ progress: ImportProgress) {
        guard enabled, progress.cards >= 5_000 else { return }
        var text = "importing \(Terminal.sanitized(progress.file)): \(progress.cards) cards"
        if let total = progress.totalBytes, total > 0 {
            text += " (\(min(100, progress.bytesRead * 100 / total))%)"
        }
        StandardError.write("\r\u{1B}[K" + text)
        shown = true
    }

    /// Shows a line of text (a sync's step), replacing the line shown before.
    func show(_ text: String) {
        guard enabled else { return }
        StandardError.write("\r\u{1B}[K" + Terminal.sanitized(text))
        shown = true
    }

    /// Erases the line, before anything else is written to standard error and at the end.
    func clear() {
        guard shown else { return }
        StandardError.write("\r\u{1B}[K")
        shown = false
    }
}
