import Foundation

/// A URL's origin (RFC 6454): scheme, host and port, the port filled in from the scheme. Credentials
/// go only where the origin is the one they were given for.
struct Origin: Hashable, Sendable {
    var scheme: String
    var host: String
    var port: Int

    init(_ url: URL) {
        scheme = url.scheme?.lowercased() ?? ""
        host = url.host?.lowercased() ?? ""
        port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
    }
}
