import Foundation

extension DAVClient {
    /// The content type of every XML body this module sends.
    static let xmlContentType = "application/xml; charset=utf-8"

    /// A `PROPFIND` of `properties` at `depth` ("0" or "1"), its answer read as it arrives.
    /// - Returns: The multistatus, or nil when the server says there is nothing there to ask
    ///   (404, 405) and `missingIsNil` is set.
    func propfind(
        _ url: URL, depth: String, properties: [(namespace: String, name: String)], missingIsNil: Bool = false
    ) async throws -> (Multistatus, URL)? {
        let reply = try await send(
            HTTPRequestSpec(
                method: "PROPFIND", url: url, headers: ["Depth": depth, "Content-Type": Self.xmlContentType],
                body: DAVRequestBody.propfind(properties),
                maximumResponses: depth == "0" ? Self.depthZeroResponses : nil
            ), multistatus: true)
        if missingIsNil, [400, 403, 404, 405, 501].contains(reply.status) { return nil }
        guard reply.status == 207 else { throw Self.statusError(reply, method: "PROPFIND") }
        return (try reply.readMultistatus(), reply.url)
    }

    /// A `REPORT` with an XML body; a 207 answer is read as a multistatus as it arrives.
    /// - Parameters:
    ///   - maximumResponses: The most responses the answer may hold (a multiget asks of each href
    ///     once); nil for a report that lists the book.
    ///   - maximumBytes: The most bytes read of the answer, when less than the configuration's
    ///     (``HTTPRequestSpec/maximumBytes``).
    func report(
        _ url: URL, depth: String, body: Data, maximumResponses: Int? = nil, maximumBytes: Int? = nil
    ) async throws -> HTTPReply {
        try await send(
            HTTPRequestSpec(
                method: "REPORT", url: url, headers: ["Depth": depth, "Content-Type": Self.xmlContentType], body: body,
                maximumResponses: maximumResponses, maximumBytes: maximumBytes
            ), multistatus: true)
    }

    /// The most responses a depth-0 `PROPFIND` answer may hold: it asks of one resource, and a
    /// server may add a few (a redirect's target, a shared book's owner) but never a listing.
    static let depthZeroResponses = 16

    /// The most responses a multiget of `count` hrefs may hold: one for each, a second for each
    /// (a server may answer an href in two forms), and a few more.
    static func multigetResponses(asking count: Int) -> Int { 2 * count + 16 }

    /// The error for an answer an operation does not expect: 403 is a refusal, the rest unexpected.
    static func statusError(_ reply: HTTPReply, method: String) -> RemoteBookError {
        reply.status == 403
            ? .unauthorized(url: reply.url.absoluteString, status: 403)
            : .unexpectedStatus(url: reply.url.absoluteString, method: method, status: reply.status)
    }
}
