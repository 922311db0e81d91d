/// A CardDAV collection's sync token (RFC 6578): the state of the whole book at one moment.
///
/// Keep the token of the last ``RemoteChanges`` whose changes were all applied, and hand it to
/// ``RemoteAddressBook/changes(since:known:)`` next time to get only what changed after it.
public struct SyncToken: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The token as the server wrote it (usually a URI).
    public var rawValue: String

    /// Wraps a token as the server wrote it.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps a token as the server wrote it.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The token as the server wrote it.
    public var description: String { rawValue }
}
