import Foundation

/// A WebDAV `207 Multi-Status` body (RFC 4918 §13): one response per resource, each with its
/// properties grouped by status, and the sync token RFC 6578 adds at the end.
struct Multistatus: Sendable {
    /// One `DAV:response`.
    struct Response: Sendable {
        /// The resource's href as the server wrote it.
        var href: String
        /// The response's own status (a deleted member in a sync report, a missing card in a multiget).
        var status: Int?
        /// Properties grouped by their status.
        var propstats: [(status: Int, prop: XMLNode)]

        /// The first property `{namespace}name` found with a 2xx status.
        func property(_ namespace: String, _ name: String) -> XMLNode? {
            for propstat in propstats where (200..<300).contains(propstat.status) {
                if let found = propstat.prop.child(namespace, name) { return found }
            }
            return nil
        }

        /// The status that says what happened to the resource: the response's own, or its
        /// properties' when they all share one.
        var effectiveStatus: Int? {
            if let status { return status }
            let statuses = Set(propstats.map(\.status))
            if statuses.contains(where: { (200..<300).contains($0) }) { return 200 }
            return statuses.count == 1 ? statuses.first : nil
        }

        /// The `getetag` property, when the server gave one.
        var etag: ETag? {
            guard let text = property(DAVNamespace.dav, "getetag")?.trimmedText, !text.isEmpty else { return nil }
            return ETag(text)
        }
    }

    /// Every response, in document order.
    var responses: [Response]
    /// The `DAV:sync-token` of a sync-collection report.
    var syncToken: String?

    /// Reads a multistatus body held whole.
    /// - Throws: ``RemoteBookError/malformedResponse(url:reason:)`` when `data` is not XML or not a multistatus.
    init(data: some Collection<UInt8>, url: URL) throws(RemoteBookError) {
        var reader = MultistatusReader(url: url, maxTextBytes: 1 << 20)
        try reader.feed(data)
        self = try reader.finish()
    }

    init(responses: [Response], syncToken: String?) {
        self.responses = responses
        self.syncToken = syncToken
    }

    /// The response of one `DAV:response` element, nil when it has no href.
    static func response(_ node: XMLNode) -> Response? {
        guard let href = node.child(DAVNamespace.dav, "href"), !href.isTextCut, case let text = href.trimmedText,
            !text.isEmpty
        else { return nil }
        let status = node.child(DAVNamespace.dav, "status").flatMap { Self.statusCode($0.trimmedText) }
        let propstats = node.children(DAVNamespace.dav, "propstat").compactMap { propstat -> (Int, XMLNode)? in
            guard let prop = propstat.child(DAVNamespace.dav, "prop") else { return nil }
            let code = propstat.child(DAVNamespace.dav, "status").flatMap { Self.statusCode($0.trimmedText) } ?? 200
            return (code, prop)
        }
        return Response(href: text, status: status, propstats: propstats)
    }

    /// The code of a status line (`HTTP/1.1 404 Not Found` → 404).
    static func statusCode(_ line: String) -> Int? {
        let parts = line.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }
}
