import Foundation

extension CardDAVBook {
    /// The content type of the cards this module sends.
    private static let vCardContentType = "text/vcard; charset=utf-8"

    /// Adds a card with `PUT` and `If-None-Match: *`, named by vdirsyncer's rule.
    public func create(_ bytes: [UInt8], uid: String?) async throws -> RemoteWrite {
        willWrite()
        let (href, url) = try url(ofCard: collectionPath + CardFileName.forUID(uid))
        let reply = try await client.send(
            HTTPRequestSpec(
                method: "PUT", url: url, headers: ["If-None-Match": "*", "Content-Type": Self.vCardContentType],
                body: Data(bytes)
            ))
        if reply.isSuccess { return RemoteWrite(href: href, etag: reply.etag) }
        if reply.status == 412 { throw RemoteBookError.alreadyExists(href: href) }
        throw writeError(reply, href: href, method: "PUT")
    }

    /// Replaces a card with `PUT` and `If-Match`.
    public func replace(_ href: String, with bytes: [UInt8], ifMatch etag: ETag) async throws -> RemoteWrite {
        willWrite()
        let (href, url) = try url(ofCard: href)
        let reply = try await client.send(
            HTTPRequestSpec(
                method: "PUT", url: url, headers: ["If-Match": etag.rawValue, "Content-Type": Self.vCardContentType],
                body: Data(bytes)
            ))
        if reply.isSuccess { return RemoteWrite(href: href, etag: reply.etag) }
        if reply.status == 404 { throw RemoteBookError.notFound(href: href) }
        if reply.status == 412 {
            // If-Match also fails when the card is gone: tell the two apart.
            throw try await exists(url)
                ? RemoteBookError.preconditionFailed(href: href) : RemoteBookError.notFound(href: href)
        }
        throw writeError(reply, href: href, method: "PUT")
    }

    /// Deletes a card with `DELETE` and `If-Match`.
    public func delete(_ href: String, ifMatch etag: ETag) async throws -> RemoteDeletion {
        willWrite()
        let (href, url) = try url(ofCard: href)
        let reply = try await client.send(
            HTTPRequestSpec(method: "DELETE", url: url, headers: ["If-Match": etag.rawValue]))
        if reply.isSuccess { return .deleted }
        if reply.status == 404 || reply.status == 410 { return .alreadyGone }
        if reply.status == 412 {
            guard try await exists(url) else { return .alreadyGone }
            throw RemoteBookError.preconditionFailed(href: href)
        }
        throw DAVClient.statusError(reply, method: "DELETE")
    }

    /// Whether the card at `url` exists, by a `PROPFIND` at depth 0 (a 404 status, or a multistatus
    /// whose one response says 404, as Xandikos answers, means it does not).
    private func exists(_ url: URL) async throws -> Bool {
        guard
            let (status, _) = try await client.propfind(
                url, depth: "0", properties: [(DAVNamespace.dav, "getetag")], missingIsNil: true)
        else { return false }
        return !status.responses.contains { $0.effectiveStatus == 404 || $0.effectiveStatus == 410 }
    }

    /// The error for a refused `PUT`: a UID conflict when the server names one (RFC 6352 §6.3.2.1).
    private func writeError(_ reply: HTTPReply, href: String, method: String) -> RemoteBookError {
        if [403, 409].contains(reply.status), DAVErrorBody(reply.body).isUIDConflict {
            return .uidConflict(href: href)
        }
        return DAVClient.statusError(reply, method: method)
    }
}
