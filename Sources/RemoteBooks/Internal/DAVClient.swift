import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Sends requests to one CardDAV server through AsyncHTTPClient (SwiftNIO, TLS from swift-nio-ssl):
/// the credentials on every request, plain http only to loopback unless allowed, redirects followed
/// only to the same origin (with the same method and body), a total deadline per request, passing
/// failures retried on the configured schedule, and 401 thrown as
/// ``RemoteBookError/unauthorized(url:status:)``. A multistatus answer is read into the XML reader
/// as it arrives, never held whole; every answer is bounded.
final class DAVClient: Sendable {
    let configuration: CardDAVConfiguration

    /// The most redirects one request follows.
    static let maximumRedirects = 5
    /// The most of a body that is not a multistatus this client keeps (error bodies, PUT answers).
    static let maximumSmallBody = 1 << 20

    init(configuration: CardDAVConfiguration) {
        self.configuration = configuration
    }

    /// Whether `url` may be used: https, or http to loopback, or http anywhere when allowed.
    func checkAllowed(_ url: URL) throws(RemoteBookError) {
        switch url.scheme?.lowercased() {
        case "https":
            return
        case "http":
            if configuration.allowInsecure || !CardDAVConfiguration.isPlainHTTPToAnotherMachine(url) { return }
            throw .insecureURL(url: url.absoluteString)
        default:
            throw .connectionFailed(url: url.absoluteString, reason: "not an http or https URL")
        }
    }

    /// Sends `request`, following redirects to the same origin and retrying passing failures.
    /// - Parameter multistatus: Whether a 207 answer is read as a multistatus while it arrives
    ///   (``HTTPReply/multistatus``).
    /// - Returns: The final answer, whatever its status but 401.
    func send(_ request: HTTPRequestSpec, multistatus: Bool = false) async throws -> HTTPReply {
        var current = request
        var visited = [request.url.absoluteString]
        for _ in 0...Self.maximumRedirects {
            try checkAllowed(current.url)
            let reply = try await sendRetrying(current, multistatus: multistatus)
            if reply.status == 401 {
                throw RemoteBookError.unauthorized(url: current.url.absoluteString, status: 401)
            }
            guard [301, 302, 303, 307, 308].contains(reply.status), let location = reply.headers["location"],
                let target = URL(string: location, relativeTo: current.url)?.absoluteURL
            else { return reply }
            guard Origin(target) == Origin(current.url) else {
                throw RemoteBookError.redirectRefused(from: current.url.absoluteString, to: target.absoluteString)
            }
            if visited.contains(target.absoluteString) {
                throw RemoteBookError.connectionFailed(
                    url: request.url.absoluteString,
                    reason: "the server redirects in a loop (back to \(target.absoluteString))"
                )
            }
            visited.append(target.absoluteString)
            current.url = target
        }
        throw RemoteBookError.connectionFailed(
            url: request.url.absoluteString, reason: "the server redirects more than \(Self.maximumRedirects) times"
        )
    }

    /// Sends `request` once, and again after each pause of the schedule while it fails for a passing reason.
    private func sendRetrying(_ request: HTTPRequestSpec, multistatus: Bool) async throws -> HTTPReply {
        let delays = configuration.retrySchedule.delays
        var attempt = 0
        var missedDeadlines = 0
        while true {
            attempt += 1
            let reason: String
            do {
                let reply = try await sendWithinDeadline(request, multistatus: multistatus)
                guard Self.isPassingFailure(status: reply.status) else { return reply }
                reason = "HTTP \(reply.status)"
            } catch let failure as TransportFailure {
                guard failure.isPassing else {
                    throw RemoteBookError.connectionFailed(url: request.url.absoluteString, reason: failure.reason)
                }
                reason = failure.reason
                if failure.missedDeadline { missedDeadlines += 1 }
            }
            guard attempt <= delays.count, missedDeadlines < 2 else {
                throw RemoteBookError.unavailable(url: request.url.absoluteString, attempts: attempt, reason: reason)
            }
            try await Task.sleep(for: delays[attempt - 1])
        }
    }

    /// One attempt, given up when the configured deadline passes (however slowly the server sends).
    private func sendWithinDeadline(_ request: HTTPRequestSpec, multistatus: Bool) async throws -> HTTPReply {
        let timeout = configuration.requestTimeout
        return try await withThrowingTaskGroup(of: HTTPReply?.self) { group in
            group.addTask { try await self.sendOnce(request, multistatus: multistatus) }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let reply = first else {
                throw TransportFailure(
                    reason: "no complete answer within \(Self.describe(timeout))", isPassing: true, missedDeadline: true
                )
            }
            return reply
        }
    }

    private func sendOnce(_ request: HTTPRequestSpec, multistatus: Bool) async throws -> HTTPReply {
        let url = request.url.absoluteString
        let client = try SharedHTTPClients.client(trusting: configuration.trustedCAFile, for: url)
        var outgoing = HTTPClientRequest(url: url)
        outgoing.method = HTTPMethod(rawValue: request.method)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if let authorization = configuration.authorizationHeader {
            outgoing.headers.replaceOrAdd(name: "Authorization", value: authorization)
        }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        let response: HTTPClientResponse
        do {
            response = try await client.execute(
                outgoing, timeout: .nanoseconds(Int64(configuration.requestTimeout.nanoseconds)))
        } catch {
            throw TransportFailure(error)
        }
        var headers: [String: String] = [:]
        for (name, value) in response.headers { headers[name.lowercased()] = value }
        var reply = HTTPReply(url: request.url, status: Int(response.status.code), headers: headers, body: Data())
        if multistatus && reply.status == 207 {
            reply.multistatus = try await readMultistatus(
                response.body, url: request.url, maximumResponses: request.maximumResponses,
                maximumBytes: request.maximumBytes)
        } else {
            reply.body = try await readSmall(response.body)
        }
        return reply
    }

    /// A multistatus read as it arrives, bounded by ``CardDAVConfiguration/maximumAnswerBytes`` and,
    /// when the request says so, by the number of responses it may hold and by a smaller size
    /// (beyond which it throws ``AnswerTooLong``).
    private func readMultistatus(
        _ body: HTTPClientResponse.Body, url: URL, maximumResponses: Int?, maximumBytes: Int?
    ) async throws
        -> Result<Multistatus, RemoteBookError>
    {
        var reader = MultistatusReader(
            url: url, maxTextBytes: configuration.maximumCardBytes, maxResponses: maximumResponses)
        var total = 0
        do {
            for try await chunk in body {
                total += chunk.readableBytes
                if let maximumBytes, maximumBytes < configuration.maximumAnswerBytes, total > maximumBytes {
                    throw AnswerTooLong(limit: maximumBytes)
                }
                guard total <= configuration.maximumAnswerBytes else {
                    throw RemoteBookError.malformedResponse(
                        url: url.absoluteString,
                        reason:
                            "the answer is longer than \(configuration.maximumAnswerBytes) bytes, the most read from one request"
                    )
                }
                do {
                    try reader.feed(chunk.readableBytesView)
                } catch {
                    return .failure(error)
                }
            }
        } catch let error as RemoteBookError {
            throw error
        } catch let error as AnswerTooLong {
            throw error
        } catch {
            throw TransportFailure(cut: error)
        }
        do {
            return .success(try reader.finish())
        } catch {
            return .failure(error)
        }
    }

    /// The start of a body that is not a multistatus, up to ``maximumSmallBody`` bytes.
    private func readSmall(_ body: HTTPClientResponse.Body) async throws -> Data {
        var data = Data()
        do {
            for try await chunk in body {
                data.append(contentsOf: chunk.readableBytesView.prefix(Self.maximumSmallBody - data.count))
                if data.count >= Self.maximumSmallBody { break }
            }
        } catch {
            throw TransportFailure(cut: error)
        }
        return data
    }

    /// 408, 429 and 5xx but 501 (not implemented) and 505 (version not supported) may pass.
    static func isPassingFailure(status: Int) -> Bool {
        status == 408 || status == 429 || ((500..<600).contains(status) && status != 501 && status != 505)
    }

    /// A duration in words: `30 s`, `250 ms`.
    static func describe(_ duration: Duration) -> String {
        let milliseconds = duration.nanoseconds / 1_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}

extension Duration {
    /// The duration in whole nanoseconds.
    var nanoseconds: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }
}
