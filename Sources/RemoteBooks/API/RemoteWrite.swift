/// Where a card was written and its new version.
public struct RemoteWrite: Hashable, Sendable {
    /// The card's address in its book.
    public var href: String
    /// The card's new version, or nil when the server gave none (it may have changed the card as it
    /// stored it): fetch the card to learn both.
    public var etag: ETag?

    /// Creates a write result.
    public init(href: String, etag: ETag?) {
        self.href = href
        self.etag = etag
    }
}
