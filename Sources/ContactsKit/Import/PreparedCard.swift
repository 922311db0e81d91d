import Foundation
import VCard

/// A card ready to store: everything computed outside the write transaction.
struct PreparedCard: Sendable {
    let source: String
    /// Where the card was read: the input's display path and the card's first line (for a conflict
    /// line naming it); empty and 0 for a card made here.
    var file = ""
    var line = 0
    /// The card's UID, trimmed; nil when it has none.
    let uid: String?
    /// SHA-256 of the canonical card bytes: the card's identity without a UID, and change detection.
    let contentHash: [UInt8]
    /// The canonical card (vCard 4.0), every property kept.
    let card: [UInt8]
    let fields: ContactFields
    /// The `contact` row's field columns, for a card that becomes a contact of its own.
    let columns: ContactColumns
    /// The ids (UUIDs) the card's contact and raw contact get when it is new, drawn here rather than
    /// on the writing thread.
    let contactUUID: String
    let rawUUID: String
    let search: SearchDocument
    /// Categories, group and dates, for a card that becomes a contact of its own.
    let facets: ContactFacets
    /// What linking compares, its stored form, and the keys that find candidates.
    let profile: MatchProfile
    let packedProfile: String
    let keys: [LinkKey]
    /// The card's photo: bytes, hash and header size, or a URI (nothing decoded).
    let photo: CardPhoto?

    init(_ card: VCard, source: String) {
        self.source = source
        let uid = card.uid?.trimmed ?? ""
        self.uid = uid.isEmpty ? nil : uid
        self.card = card.storedBytes
        contentHash = SHA256.hash(self.card)
        fields = ContactFields(card: card)
        columns = ContactColumns(fields)
        let ids = RandomID.make(count: 2)
        (contactUUID, rawUUID) = (ids[0], ids[1])
        facets = ContactFacets(card: card, displayName: fields.displayName)
        search = SearchDocument(fields, facets: facets, card: card)
        profile = MatchProfile(card: card, fields: fields, source: source)
        packedProfile = profile.packed
        keys = LinkKey.keys(profile).map(\.key)
        photo = CardPhoto(card: card)
    }
}

extension PreparedCard {
    /// Prepares a batch of cards read from `file`, in their order, on every core: preparing (the
    /// canonical bytes and their hash, the typed fields, sort keys, match profile and keys) costs
    /// more than writing a card into an empty store, so the reading thread alone kept the writer
    /// waiting. Slices of at least 250 cards; a short batch stays on the calling thread.
    static func prepareAll(_ cards: [(card: VCard, line: Int)], source: String, file: String) -> [PreparedCard] {
        ParallelSlices.map(cards.count, minimum: 250) { range in
            range.map { index in
                var prepared = PreparedCard(cards[index].card, source: source)
                prepared.file = file
                prepared.line = cards[index].line
                return prepared
            }
        }.flatMap { $0 }
    }
}
