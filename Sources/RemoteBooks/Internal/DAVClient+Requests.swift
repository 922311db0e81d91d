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
        let reply = try await send(HTTPRequestSpec(
            method: "PROPFIND", url: url, headers: ["Depth": depth, "Content-Type": Self.xmlContentType],
            body: DAVRequestBody.propfind(properties)
        ), multistatus: true)
        if missingIsNil, [400, 403, 404, 405, 501].contains(reply.status) { return nil }
        guard reply.status == 207 else { throw Self.statusError(reply, method: "PROPFIND") }
        return (try reply.readMultistatus(), reply.url)
    }

    /// A `REPORT` with an XML body; a 207 answer is read as a multistatus as it arrives.
    func report(_ url: URL, depth: String, body: Data) async throws -> HTTPReply {
        try await send(HTTPRequestSpec(
            method: "REPORT", url: url, headers: ["Depth": depth, "Content-Type": Self.xmlContentType], body: body
        ), multistatus: true)
    }

    /// The error for an answer an operation does not expect: 403 is a refusal, the rest unexpected.
    static func statusError(_ reply: HTTPReply, method: String) -> RemoteBookError {
        reply.status == 403
            ? .unauthorized(url: reply.url.absoluteString, status: 403)
            : .unexpectedStatus(url: reply.url.absoluteString, method: method, status: reply.status)
    }
}
