/// One card of a remote book as a listing names it: where it is and its version, not its content.
public struct RemoteEntry: Hashable, Sendable, Codable {
    /// The card's address in its book: the absolute path on a CardDAV server
    /// (`/alice/book/a1.vcf`, percent-encoded the same way every time), or the file name in a vdir (`a1.vcf`).
    public var href: String
    /// The card's version, or nil when the server did not say (fetch the card to learn it).
    public var etag: ETag?

    /// Creates an entry.
    public init(href: String, etag: ETag?) {
        self.href = href
        self.etag = etag
    }
}
