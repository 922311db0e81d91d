import Foundation

/// A user name and password for HTTP Basic authentication. Never stored by this module.
public struct BasicCredentials: Hashable, Sendable, CustomStringConvertible {
    /// The user name.
    public var user: String
    /// The password (an app password, for most hosted servers).
    public var password: String

    /// Creates credentials.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// The user name, never the password.
    public var description: String { "\(user) (password hidden)" }

    /// The `Authorization` header's value.
    var authorizationHeader: String {
        "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }
}
