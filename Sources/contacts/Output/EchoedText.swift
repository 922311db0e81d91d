/// Text from elsewhere (a password command's standard error, a line of the editor's file, a
/// server's answer) as an error message may echo it: at most ``limit`` characters, the rest
/// counted, so a 20 MB standard error or a 100 MB line is never written back to the terminal.
enum EchoedText {
    /// The most characters of one message written to standard error.
    static let limit = 1_000

    /// `text`, or its first ``limit`` characters and how many bytes were left out.
    static func bounded(_ text: String, limit: Int = EchoedText.limit) -> String {
        let head = text.prefix(limit)
        guard head.endIndex != text.endIndex else { return text }
        let left = text.utf8.count - head.utf8.count
        return head + "… (\(left) more bytes not shown)"
    }
}
