import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request this module sends: a method, a URL, headers and a body.
struct HTTPRequestSpec: Sendable {
    var method: String
    var url: URL
    var headers: [String: String] = [:]
    var body: Data?
}

/// A server's answer.
struct HTTPReply: Sendable {
    /// The URL that answered (after any redirects).
    var url: URL
    /// The status code.
    var status: Int
    /// The headers, by lower-cased name.
    var headers: [String: String]
    /// The body.
    var body: Data

    /// The `ETag` header, when there is one.
    var etag: ETag? {
        headers["etag"].map { ETag($0) }
    }

    /// Whether the status is 2xx.
    var isSuccess: Bool { (200..<300).contains(status) }
}
