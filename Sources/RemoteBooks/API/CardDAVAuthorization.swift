import Foundation

/// How requests to a CardDAV server are authorized. Never stored by this module.
public enum CardDAVAuthorization: Hashable, Sendable, CustomStringConvertible {
    /// HTTP Basic: a user name and password (an app password, for most hosted servers).
    case basic(BasicCredentials)
    /// An OAuth 2.0 bearer token (RFC 6750), as Google's CardDAV and Fastmail's tokens take.
    case bearer(token: String)

    /// The user name or the kind of token, never the secret.
    public var description: String {
        switch self {
        case .basic(let credentials): return credentials.description
        case .bearer: return "bearer token (hidden)"
        }
    }

    /// The `Authorization` header's value.
    var headerValue: String {
        switch self {
        case .basic(let credentials): return credentials.authorizationHeader
        case .bearer(let token): return "Bearer \(token)"
        }
    }
}
