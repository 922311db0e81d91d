import VCard

/// What a unified contact's row, photo, facets and search row are made from: the merged view of
/// its cards (``CardMerger``), computed away from the database.
struct MergedView: Sendable {
    let columns: ContactColumns
    let photo: CardPhoto?
    let facets: ContactFacets
    let search: SearchDocument

    init(cards: [VCard]) {
        let merged = CardMerger.merge(cards)
        let fields = ContactFields(card: merged)
        columns = ContactColumns(fields)
        photo = CardPhoto(card: merged)
        facets = ContactFacets(card: merged, displayName: fields.displayName)
        var search = SearchDocument(fields, facets: facets)
        if cards.count > 1 { search.addNames(of: cards.map(ContactFields.names(of:)), besides: fields) }
        self.search = search
    }

    /// The merged view of cards stored in canonical form (``VCard/init(stored:)``), in import order;
    /// a card that no longer parses is left out.
    init(stored: [[UInt8]]) {
        self.init(cards: stored.compactMap(VCard.init(stored:)))
    }
}
