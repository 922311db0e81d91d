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

    /// Cards read from remote `source`, prepared on every core: a batch of 500 first-sync cards
    /// costs twice as long to prepare as to store, so one core preparing kept the writer waiting.
    /// Slices of at least 250 cards; a short batch stays on the calling thread.
    package static func prepareAll(
        _ cards: [(href: String, etag: String?, card: VCard)], source: String
    ) -> [PulledCard] {
        ParallelSlices.map(cards.count, minimum: 250) { range in
            range.map { PulledCard(href: cards[$0].href, etag: cards[$0].etag, card: cards[$0].card, source: source) }
        }.flatMap { $0 }
    }

    /// The card as the store takes it in from remote `source`: made again only when it was made
    /// for another.
    func prepared(for source: String) -> PreparedCard {
        prepared.source == source ? prepared : PulledCard(href: href, etag: etag, card: card, source: source).prepared
    }
}
