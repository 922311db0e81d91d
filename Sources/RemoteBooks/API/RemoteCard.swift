import VCard

/// One card fetched from a remote book: its bytes as served, and the card read from them.
public struct RemoteCard: Hashable, Sendable {
    /// The card's address in its book (see ``RemoteEntry/href``).
    public var href: String
    /// The card's version when it was fetched, or nil when the server did not say.
    public var etag: ETag?
    /// The bytes as the book served them. A CardDAV server's bytes come inside XML, whose parser
    /// turns line ends into LF; a vdir's are the file's bytes.
    public var bytes: [UInt8]
    /// The card read from ``bytes``.
    public var card: VCard
    /// Problems the reader repaired in the card (it is still whole); empty for a clean card.
    public var repairs: [VCardError]

    /// Creates a fetched card.
    public init(href: String, etag: ETag?, bytes: [UInt8], card: VCard, repairs: [VCardError]) {
        self.href = href
        self.etag = etag
        self.bytes = bytes
        self.card = card
        self.repairs = repairs
    }
}
