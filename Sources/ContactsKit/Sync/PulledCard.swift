import VCard

/// A card read from a remote, to bring into the store (``RemoteSyncSession/applyPulled(_:)``).
package struct PulledCard: Sendable {
    /// Its address on the remote.
    package var href: String
    /// Its version there, or nil when the remote did not say.
    package var etag: String?
    /// The card.
    package var card: VCard
    /// The card as the store takes it in, made where the card is made: off the writer's path
    /// (11% of a first sync's time was spent preparing cards between two writes).
    let prepared: PreparedCard

    /// Creates a pulled card from the remote `source`.
    package init(href: String, etag: String?, card: VCard, source: String) {
        self.href = href
        self.etag = etag
        self.card = card
        var prepared = PreparedCard(card, source: source)
        prepared.file = href
        self.prepared = prepared
    }

    /// The card as the store takes it in from remote `source`: made again only when it was made
    /// for another.
    func prepared(for source: String) -> PreparedCard {
        prepared.source == source ? prepared : PulledCard(href: href, etag: etag, card: card, source: source).prepared
    }
}
