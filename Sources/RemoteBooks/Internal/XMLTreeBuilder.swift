/// Builds ``XMLNode``s from an ``XMLStreamReader``'s events.
///
/// Elements that close at ``detachDepth`` (the root's children, for a multistatus) are not kept in
/// the tree but collected in ``detached`` for the caller to take after each chunk, so that a long
/// answer is held one response at a time. An element's text is kept up to ``maxTextBytes``; past
/// that it is counted and dropped, and the node says so (``XMLNode/isTextCut``). The text of an
/// element that has children (white space between them, in DAV) is not kept.
struct XMLTreeBuilder: XMLEventSink {
    /// The depth whose closed elements go to ``detached`` (1: the root's children), or nil for none.
    var detachDepth: Int?
    /// The most text one element keeps.
    var maxTextBytes: Int
    /// The root element, once it has opened (complete once the document is).
    private(set) var root: XMLNode?
    /// Elements closed at ``detachDepth`` since the caller last emptied this.
    var detached: [XMLNode] = []
    /// The open elements, the root first, with their text so far.
    private var stack: [(node: XMLNode, text: [UInt8])] = []

    init(detachDepth: Int? = nil, maxTextBytes: Int) {
        self.detachDepth = detachDepth
        self.maxTextBytes = maxTextBytes
    }

    mutating func startElement(namespace: String, name: String, attributes: [String: String]) throws(XMLReadError) {
        if !stack.isEmpty { stack[stack.count - 1].text = [] }
        stack.append((XMLNode(namespace: namespace, name: name, attributes: attributes), []))
    }

    mutating func endElement() throws(XMLReadError) {
        guard var (node, text) = stack.popLast() else { return }
        if node.children.isEmpty { node.text = String(decoding: text, as: UTF8.self) }
        text = []
        if stack.isEmpty {
            root = node
        } else if stack.count == detachDepth {
            detached.append(node)
        } else {
            stack[stack.count - 1].node.children.append(node)
        }
    }

    mutating func characters(_ bytes: ArraySlice<UInt8>) {
        guard !stack.isEmpty else { return }
        let top = stack.count - 1
        guard stack[top].node.children.isEmpty else { return }
        stack[top].node.textByteCount += bytes.count
        let room = maxTextBytes - stack[top].text.count
        if bytes.count > room {
            stack[top].node.isTextCut = true
            stack[top].text.append(contentsOf: bytes.prefix(max(0, room)))
        } else {
            stack[top].text.append(contentsOf: bytes)
        }
    }

    /// The open root element's namespace and name, once it has opened.
    var rootName: (namespace: String, name: String)? {
        (root ?? stack.first?.node).map { ($0.namespace, $0.name) }
    }
}

/// Reads a whole XML document held in memory (a small error body).
enum XMLTreeParser {
    /// The root element of `bytes`.
    /// - Throws: ``XMLReadError`` when `bytes` is not a well-formed XML document.
    static func parse(_ bytes: some Collection<UInt8>, maxTextBytes: Int = 1 << 20) throws(XMLReadError) -> XMLNode {
        var reader = XMLStreamReader()
        var builder = XMLTreeBuilder(maxTextBytes: maxTextBytes)
        try reader.feed(bytes, into: &builder)
        try reader.finish(into: &builder)
        guard let root = builder.root else { throw XMLReadError(reason: "no root element") }
        return root
    }
}
