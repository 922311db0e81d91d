import VCard

/// What a unified contact's row, photo, facets and search row are made from: the merged view of
/// its cards (`CardMerger`), computed away from the database.
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
        search = Self.search(cards, merged: merged, fields: fields, facets: facets)
    }

    /// Only the search row of the merged view of cards stored in canonical form: what rebuilding
    /// the search index needs (``RepairStep/rebuildSearchIndex(_:)``), without the row's sort keys
    /// and the photo.
    static func search(stored: [[UInt8]]) -> SearchDocument {
        let cards = stored.compactMap(VCard.init(stored:))
        let merged = CardMerger.merge(cards)
        let fields = ContactFields(card: merged)
        return search(
            cards, merged: merged, fields: fields, facets: ContactFacets(card: merged, displayName: fields.displayName))
    }

    private static func search(
        _ cards: [VCard], merged: VCard, fields: ContactFields, facets: ContactFacets
    ) -> SearchDocument {
        var search = SearchDocument(fields, facets: facets, card: merged)
        if cards.count > 1 { search.addNames(of: cards.map(ContactFields.names(of:)), besides: fields) }
        return search
    }

    /// The merged view of cards stored in canonical form (`VCard/init(stored:)`), in import order;
    /// a card that no longer parses is left out.
    init(stored: [[UInt8]]) {
        self.init(cards: stored.compactMap(VCard.init(stored:)))
    }
}
