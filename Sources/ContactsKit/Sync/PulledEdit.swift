import GRDB
import VCard

/// An edit another device made to a contact in its home book, carried to the contact's cards from
/// elsewhere as the same edit made here would be (``CardEditor``: a value removed from every card
/// that holds it, a single field set wherever it is). A second card of the contact in the same
/// book is that book's own, and changes only there.
///
/// The home's card holds the whole contact, merged from all its cards (``HomeCard``). Stored alone,
/// a changed home card was merged again with the contact's other cards before the push: a number
/// the phone had deleted came back from the imported card that also held it, a birthday corrected
/// there lost to the earlier one of another card, and the next push undid the phone's edit.
///
/// Not carried when this store's last write of the card got no strong ETag back: a server that
/// stores other bytes than it is sent must not answer with one (RFC 6352, 6.3.2.3), and its
/// rewrite, keeping fewer fields, is not someone's edit; the cards here keep what it dropped. A
/// card changed since a write that got one, or since it was read, is someone's edit. Fields a
/// person does not edit (``EditableContact``: photos, `X-` properties) are left as the merge makes
/// them.
struct PulledEdit {
    /// The contact's card in its home book.
    let raw: RawContactRowID
    /// That card before the pull.
    let before: [UInt8]

    /// The home card `card` replaces at `href`, as it is before the pull: nil when the place is new
    /// here, when this store's last write there got no strong ETag, when the remote is not the
    /// contact's home or the card not its card there (``HomeCard/homeCard(of:book:_:)``), when its
    /// contact has no card from elsewhere, or when the card is unchanged.
    static func replaced(
        at href: String, by card: PreparedCard, remote: String, homes: HomeBooks, _ db: Database
    ) throws -> PulledEdit? {
        guard let place = try RemoteCardRecord.entry(of: remote, href: href, db),
            place.replaced == nil || place.etag.map({ !$0.hasPrefix("W/") }) == true, let id = place.rawID,
            let stored = try RawContactRecord.stored(id: id, db), stored.source == remote, stored.card != card.card
        else { return nil }
        let cards = try RawContactRecord.stored(ofContact: stored.contactId, db)
        guard cards.contains(where: { $0.source != remote }),
            homes.home(sources: Set(cards.map(\.source)), sentTo: cards.lazy.compactMap(\.home).first) == remote,
            try HomeCard.homeCard(of: cards, book: remote, db).map({ cards[$0].id }) == id
        else { return nil }
        return PulledEdit(raw: id, before: stored.card)
    }

    /// The fields the pull removed or set in the home's card, applied to the contact's cards from
    /// elsewhere (after the pull is stored). Additions are the home card's own already, and an
    /// order of values is the merge's: neither is carried. A change no other card can take (a value
    /// none of them holds, a field none of them has) has nothing to carry.
    func carry(_ db: Database) throws {
        guard let now = try RawContactRecord.stored(id: raw, db), now.card != before,
            let old = VCard(stored: before), let new = VCard(stored: now.card)
        else { return }
        let changes = EditableContact(card: old).changes(to: EditableContact(card: new)).filter(Self.isCarried)
        let others = try RawContactRecord.stored(ofContact: now.contactId, db).filter { $0.source != now.source }
        guard !changes.isEmpty, !others.isEmpty else { return }
        try Editing.apply(to: now.contactId, others, db) { editor in
            editor.makesCards = false
            for change in changes { try? editor.apply(change) }
        }
    }

    /// Whether a change of the home's card is carried to the other cards: removals and fields set.
    static func isCarried(_ change: FieldChange) -> Bool {
        switch change {
        case .addEmail, .addPhone, .addURL, .addIM, .addRelated, .addAddress, .addCategory, .orderEmails,
            .orderPhones:
            return false
        default:
            return true
        }
    }
}
