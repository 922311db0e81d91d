import VCard

/// A card read from a remote, to bring into the store (``RemoteSyncSession/applyPulled(_:)``).
package struct PulledCard: Sendable {
    /// Its address on the remote.
    package var href: String
    /// Its version there, or nil when the remote did not say.
    package var etag: String?
    /// The card.
    package var card: VCard

    /// Creates a pulled card.
    package init(href: String, etag: String?, card: VCard) {
        self.href = href
        self.etag = etag
        self.card = card
    }
}
