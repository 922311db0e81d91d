/// One element of a parsed XML document, with its namespace resolved.
struct XMLNode: Sendable {
    /// The namespace URI (`DAV:`), empty when none.
    var namespace: String
    /// The local name (`href`).
    var name: String
    /// Attributes by local name.
    var attributes: [String: String] = [:]
    /// Child elements in document order.
    var children: [XMLNode] = []
    /// The text directly inside the element (character data and CDATA), joined.
    var text: String = ""
    /// How many bytes of text the element held, kept or not.
    var textByteCount = 0
    /// Whether the text was longer than the reader keeps, so ``text`` holds only its start.
    var isTextCut = false

    /// Whether this is `{namespace}name`.
    func `is`(_ namespace: String, _ name: String) -> Bool {
        self.name == name && self.namespace == namespace
    }

    /// The first child `{namespace}name`.
    func child(_ namespace: String, _ name: String) -> XMLNode? {
        children.first { $0.is(namespace, name) }
    }

    /// Every child `{namespace}name`.
    func children(_ namespace: String, _ name: String) -> [XMLNode] {
        children.filter { $0.is(namespace, name) }
    }

    /// Whether any element below this one (or this one) is `{namespace}name`.
    func contains(_ namespace: String, _ name: String) -> Bool {
        `is`(namespace, name) || children.contains { $0.contains(namespace, name) }
    }

    /// The text with surrounding white space removed.
    var trimmedText: String {
        text.trimmingWhitespace()
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line ends.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
