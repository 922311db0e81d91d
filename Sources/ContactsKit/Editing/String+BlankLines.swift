extension String {
    /// The text without blank lines before and after it and white space at its end, the first
    /// line's indent kept: how a note is compared and stored, so that an indented first line
    /// survives an edit.
    var trimmingBlankLines: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        guard !lines.isEmpty else { return "" }
        var text = lines.joined(separator: "\n")
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
