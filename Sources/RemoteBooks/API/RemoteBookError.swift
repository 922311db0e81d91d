import Foundation

/// Why an operation on a remote book failed as a whole.
///
/// The command line maps these to exit codes: ``unavailable(url:attempts:reason:)`` to 75
/// (EX_TEMPFAIL, try again later), ``unauthorized(url:status:)`` and the password command's failures
/// to 77 (EX_NOPERM); see docs/sync.md for the rest.
public enum RemoteBookError: Error, Hashable, Sendable {
    /// The card's ETag is no longer the one given (HTTP 412): fetch it again, merge, retry.
    case preconditionFailed(href: String)
    /// A card already exists under the name a new card was given.
    case alreadyExists(href: String)
    /// The card to replace is gone.
    case notFound(href: String)
    /// The server refused the card because another card of the book has the same UID.
    case uidConflict(href: String)
    /// The server refused the credentials (HTTP 401) or the access (HTTP 403).
    case unauthorized(url: String, status: Int)
    /// The server could not be reached, timed out or answered 5xx, every time it was tried.
    case unavailable(url: String, attempts: Int, reason: String)
    /// The connection failed in a way that trying again will not mend (an untrusted TLS certificate,
    /// a bad address, a redirect loop or too many redirects).
    case connectionFailed(url: String, reason: String)
    /// The server's answer was not what the protocol says it must be (not XML, not a multistatus).
    case malformedResponse(url: String, reason: String)
    /// The server answered a status this operation does not expect.
    case unexpectedStatus(url: String, method: String, status: Int)
    /// Plain `http://` to a host other than this machine, without the caller allowing it.
    case insecureURL(url: String)
    /// A redirect, or an address-book home, on another origin (scheme, host or port) that is not
    /// followed: credentials go only to the origin they were given for (and, for a home, to another
    /// host of the same registrable domain over https).
    case redirectRefused(from: String, to: String)
    /// The URL is neither an address book nor leads to one.
    case noAddressBook(url: String)
    /// The URL leads to several address books; name one of them.
    case severalAddressBooks(url: String, candidates: [String])
    /// An href that is not a card of this book (another host, a path outside the folder).
    case invalidHref(String)
    /// The password command exited with a failure status.
    case passwordCommandFailed(command: String, status: Int32, message: String)
    /// The password command printed nothing.
    case passwordCommandEmpty(command: String)
    /// A file or folder could not be read or written.
    case fileSystem(path: String, reason: String)
}

extension RemoteBookError: LocalizedError {
    /// A lower-case, one-sentence description.
    public var errorDescription: String? {
        switch self {
        case .preconditionFailed(let href):
            return "\(href) changed on the remote book since it was last read"
        case .alreadyExists(let href):
            return "\(href) already exists on the remote book"
        case .notFound(let href):
            return "\(href) is no longer on the remote book"
        case .uidConflict(let href):
            return "the remote book refused \(href): another card there has the same UID"
        case .unauthorized(let url, let status):
            return status == 401
                ? "\(url) refused the user name or password (HTTP 401)"
                : "\(url) refused access (HTTP \(status))"
        case .unavailable(let url, let attempts, let reason):
            let times = attempts == 1 ? "once" : "\(attempts) times"
            // A server that answered was reached: it says it cannot serve now.
            if reason.hasPrefix("HTTP ") { return "\(url) answered \(reason) (try again later), \(times)" }
            return "\(url) could not be reached (\(reason)), \(times)"
        case .connectionFailed(let url, let reason):
            return "the connection to \(url) failed: \(reason)"
        case .malformedResponse(let url, let reason):
            return "\(url) answered something that is not a WebDAV response: \(reason)"
        case .unexpectedStatus(let url, let method, let status):
            return "\(url) answered HTTP \(status) to \(method)"
        case .insecureURL(let url):
            return "\(url) is plain http to another machine: use https, or allow insecure connections"
        case .redirectRefused(let from, let to):
            return "\(from) leads to another origin, \(to), where the credentials are not sent"
        case .noAddressBook(let url):
            return "no address book found at \(url)"
        case .severalAddressBooks(let url, let candidates):
            return "\(url) has \(candidates.count) address books; give one of: \(candidates.joined(separator: ", "))"
        case .invalidHref(let href):
            return "\(href) is not a card of this address book"
        case .passwordCommandFailed(let command, let status, let message):
            let detail = message.isEmpty ? "" : ": \(message)"
            return "the password command '\(command)' failed\(status < 0 ? "" : " with status \(status)")\(detail)"
        case .passwordCommandEmpty(let command):
            return "the password command '\(command)' printed no password"
        case .fileSystem(let path, let reason):
            return "\(path): \(reason)"
        }
    }
}

extension RemoteBookError {
    /// Whether the server answered and refused the question (an unexpected status, or 5xx after
    /// the retries), as opposed to a server that cannot be reached or a wrong password.
    var isRefusal: Bool {
        switch self {
        case .unavailable(_, _, let reason): reason.hasPrefix("HTTP ")
        case .unexpectedStatus: true
        default: false
        }
    }
}
