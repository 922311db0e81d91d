/// The version of one card in a remote book, exactly as the book gave it.
///
/// On a CardDAV server it is the HTTP entity tag with its quotes (`"5e5f25db"`); in a vdir it is
/// vdirsyncer's `mtime;inode` of the file (`1763905215123456768.000000000;4211`). Only equality means
/// anything: the value changes whenever the card does, and a write with an ETag precondition fails
/// when the card's ETag is no longer the one given.
public struct ETag: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The tag as the book wrote it.
    public var rawValue: String

    /// Wraps a tag as the book wrote it.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps a tag as the book wrote it.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The tag as the book wrote it.
    public var description: String { rawValue }
}
