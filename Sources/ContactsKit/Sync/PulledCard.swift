import VCard

/// A card read from a remote, to bring into the store (``RemoteSyncSession/applyPulled(_:)``).
public struct PulledCard: Sendable {
    /// Its address on the remote.
    public var href: String
    /// Its version there, or nil when the remote did not say.
    public var etag: String?
    /// The card.
    public var card: VCard

    /// Creates a pulled card.
    public init(href: String, etag: String?, card: VCard) {
        self.href = href
        self.etag = etag
        self.card = card
    }
}
