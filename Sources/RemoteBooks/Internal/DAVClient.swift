import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests to one CardDAV server through `URLSession`'s async API: the credentials on every
/// request, plain http only to loopback unless allowed, redirects followed only on the same host
/// (with the same method and body, which `URLSession` would drop), passing failures retried on the
/// configured schedule, and 401 thrown as ``RemoteBookError/unauthorized(url:status:)``.
final class DAVClient: Sendable {
    let configuration: CardDAVConfiguration
    private let session: URLSession
    private let delegate = SessionDelegate()

    /// The most redirects one request follows.
    private static let maximumRedirects = 5

    init(configuration: CardDAVConfiguration) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.httpCookieStorage = nil
        let timeout = configuration.requestTimeout
        sessionConfiguration.timeoutIntervalForRequest = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
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

    /// Sends `request`, following redirects on the same host and retrying passing failures.
    /// - Returns: The final answer, whatever its status but 401.
    func send(_ request: HTTPRequestSpec) async throws -> HTTPReply {
        var current = request
        for _ in 0...Self.maximumRedirects {
            try checkAllowed(current.url)
            let reply = try await sendRetrying(current)
            if reply.status == 401 {
                throw RemoteBookError.unauthorized(url: current.url.absoluteString, status: 401)
            }
            guard [301, 302, 303, 307, 308].contains(reply.status), let location = reply.headers["location"],
                  let target = URL(string: location, relativeTo: current.url)?.absoluteURL
            else { return reply }
            guard target.host?.lowercased() == current.url.host?.lowercased() else {
                throw RemoteBookError.redirectRefused(from: current.url.absoluteString, to: target.absoluteString)
            }
            current.url = target
        }
        throw RemoteBookError.unexpectedStatus(url: current.url.absoluteString, method: current.method, status: 310)
    }

    /// Sends `request` once, and again after each pause of the schedule while it fails for a passing reason.
    private func sendRetrying(_ request: HTTPRequestSpec) async throws -> HTTPReply {
        let delays = configuration.retrySchedule.delays
        var attempt = 0
        while true {
            attempt += 1
            let reason: String
            do {
                let reply = try await sendOnce(request)
                guard Self.isPassingFailure(status: reply.status) else { return reply }
                reason = "HTTP \(reply.status)"
            } catch let error as URLError where error.code == .cancelled && delegate.wasChallenged(request.url) {
                // The server asked for credentials (401 with WWW-Authenticate): the ones sent were refused.
                throw RemoteBookError.unauthorized(url: request.url.absoluteString, status: 401)
            } catch let error as URLError where Self.isPassing(error.code) {
                reason = Self.describe(error)
            } catch let error as URLError {
                throw RemoteBookError.connectionFailed(url: request.url.absoluteString, reason: Self.describe(error))
            }
            guard attempt <= delays.count else {
                throw RemoteBookError.unavailable(url: request.url.absoluteString, attempts: attempt, reason: reason)
            }
            try await Task.sleep(for: delays[attempt - 1])
        }
    }

    private func sendOnce(_ request: HTTPRequestSpec) async throws -> HTTPReply {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        if let credentials = configuration.credentials {
            urlRequest.setValue(credentials.authorizationHeader, forHTTPHeaderField: "Authorization")
        }
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return HTTPReply(url: request.url, status: http.statusCode, headers: headers, body: data)
    }

    /// 408, 429 and 5xx but 501 (not implemented) and 505 (version not supported) may pass.
    static func isPassingFailure(status: Int) -> Bool {
        status == 408 || status == 429 || ((500..<600).contains(status) && status != 501 && status != 505)
    }

    /// Connection failures worth trying again.
    static func isPassing(_ code: URLError.Code) -> Bool {
        [.timedOut, .cannotConnectToHost, .networkConnectionLost, .cannotFindHost, .dnsLookupFailed,
         .notConnectedToInternet, .badServerResponse, .resourceUnavailable, .zeroByteResource].contains(code)
    }

    /// A short reason for a connection failure.
    static func describe(_ error: URLError) -> String {
        switch error.code {
        case .timedOut: return "timed out"
        case .cannotConnectToHost: return "connection refused"
        case .networkConnectionLost: return "connection lost"
        case .cannotFindHost, .dnsLookupFailed: return "host not found"
        case .notConnectedToInternet: return "no network"
        case .badServerResponse: return "not an HTTP answer"
        default:
            let detail = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String
            return detail ?? "URL error \(error.code.rawValue)"
        }
    }
}

/// The session's delegate. It keeps `URLSession` from following redirects itself (it would drop a
/// PROPFIND's body, and might take the credentials to another host; ``DAVClient/send(_:)`` follows
/// them instead), and refuses authentication challenges: the credentials go with every request, so a
/// challenge means they were refused. Without this, FoundationNetworking waits for ever on a 401.
private final class SessionDelegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var challenged = Set<String>()

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        // FoundationNetworking only asks about HTTP authentication (libcurl checks certificates itself).
        if let url = task.originalRequest?.url?.absoluteString {
            lock.withLock { _ = challenged.insert(url) }
        }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    /// Whether a request to `url` was cancelled for a challenge (and forgets it).
    func wasChallenged(_ url: URL) -> Bool {
        lock.withLock { challenged.remove(url.absoluteString) != nil }
    }
}
