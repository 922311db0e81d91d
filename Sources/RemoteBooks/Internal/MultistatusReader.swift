import Foundation

/// Reads a `207 Multi-Status` body chunk by chunk as it arrives, keeping each `DAV:response`
/// (not the document): a long listing is held as its responses, never as text.
struct MultistatusReader {
    /// The URL that answered, for error messages.
    let url: URL
    private var reader = XMLStreamReader()
    private var builder: XMLTreeBuilder
    private var responses: [Multistatus.Response] = []
    private var syncToken: String?
    private let maxResponses: Int?

    /// A reader keeping at most `maxTextBytes` of any one element's text (a card, in a multiget),
    /// and refusing an answer of more than `maxResponses` responses (nil: as many as come).
    init(url: URL, maxTextBytes: Int, maxResponses: Int? = nil) {
        self.url = url
        self.maxResponses = maxResponses
        builder = XMLTreeBuilder(detachDepth: 1, maxTextBytes: maxTextBytes)
    }

    /// Reads the next part of the body.
    /// - Throws: ``RemoteBookError/malformedResponse(url:reason:)`` when it is not well-formed XML,
    ///   or holds more responses than the request asked of.
    mutating func feed(_ bytes: some Collection<UInt8>) throws(RemoteBookError) {
        do {
            try reader.feed(bytes, into: &builder)
        } catch {
            throw .malformedResponse(url: url.absoluteString, reason: "not XML (\(error.reason))")
        }
        try collect()
    }

    /// Ends the body.
    /// - Returns: The multistatus.
    /// - Throws: ``RemoteBookError/malformedResponse(url:reason:)`` when the body is not XML or not a multistatus.
    mutating func finish() throws(RemoteBookError) -> Multistatus {
        do {
            try reader.finish(into: &builder)
        } catch {
            throw .malformedResponse(url: url.absoluteString, reason: "not XML (\(error.reason))")
        }
        try collect()
        guard let root = builder.rootName, root.namespace == DAVNamespace.dav, root.name == "multistatus" else {
            throw .malformedResponse(
                url: url.absoluteString,
                reason: "a <\(builder.rootName?.name ?? "")> document instead of a DAV multistatus")
        }
        return Multistatus(responses: responses, syncToken: syncToken)
    }

    /// Takes the root's children closed so far.
    private mutating func collect() throws(RemoteBookError) {
        guard !builder.detached.isEmpty else { return }
        if let root = builder.rootName, root.namespace == DAVNamespace.dav, root.name == "multistatus" {
            for node in builder.detached {
                if node.is(DAVNamespace.dav, "response") {
                    if let response = Multistatus.response(node) { responses.append(response) }
                } else if node.is(DAVNamespace.dav, "sync-token") {
                    syncToken = node.trimmedText
                }
            }
        }
        builder.detached.removeAll(keepingCapacity: true)
        if let maxResponses, responses.count > maxResponses {
            throw .malformedResponse(
                url: url.absoluteString, reason: "more than \(maxResponses) responses to a request that asks of fewer"
            )
        }
    }
}
