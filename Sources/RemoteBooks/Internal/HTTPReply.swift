import Foundation

/// A request this module sends: a method, a URL, headers and a body.
struct HTTPRequestSpec: Sendable {
    var method: String
    var url: URL
    var headers: [String: String] = [:]
    var body: Data?
    /// The most `DAV:response` elements a multistatus answer to it may hold, when the request
    /// says how many it asks of (a depth-0 `PROPFIND`, a multiget); nil for a listing. An answer
    /// with more is refused as it arrives, so an endless one costs no memory.
    var maximumResponses: Int?
    /// The most bytes of a multistatus answer this request reads, when it has a bound of its own
    /// below ``CardDAVConfiguration/maximumAnswerBytes``: a longer answer is given up with
    /// ``AnswerTooLong``, for the caller to ask in smaller parts.
    var maximumBytes: Int?
}

/// A multistatus answer longer than its request's own bound (``HTTPRequestSpec/maximumBytes``).
struct AnswerTooLong: Error, Sendable {
    /// The bound, in bytes.
    var limit: Int
}

/// A server's answer.
struct HTTPReply: Sendable {
    /// The URL that answered (after any redirects).
    var url: URL
    /// The status code.
    var status: Int
    /// The headers, by lower-cased name.
    var headers: [String: String]
    /// The body, up to ``DAVClient/maximumSmallBody`` bytes; empty when it was read as a multistatus.
    var body: Data
    /// The multistatus read from a 207 answer while it arrived, when the request asked for one:
    /// the responses, or why the body is not a multistatus.
    var multistatus: Result<Multistatus, RemoteBookError>?

    /// The `ETag` header, when there is one.
    var etag: ETag? {
        headers["etag"].map { ETag($0) }
    }

    /// Whether the status is 2xx.
    var isSuccess: Bool { (200..<300).contains(status) }

    /// The multistatus of a 207 answer.
    /// - Throws: ``RemoteBookError/malformedResponse(url:reason:)`` when the body was not one.
    func readMultistatus() throws(RemoteBookError) -> Multistatus {
        switch multistatus {
        case .success(let value): return value
        case .failure(let error): throw error
        case nil: return try Multistatus(data: body, url: url)
        }
    }
}
