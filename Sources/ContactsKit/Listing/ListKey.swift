/// Where a contact sits in every order of a listing: what a page of a ``ScrollListing`` starts
/// after or ends before.
///
/// A key is a place, not a row number: the rows after it are found through the order's index,
/// without counting or skipping any, so reading around a key costs the same at the millionth row
/// as at the first. A key stays a valid place when its contact is deleted or moved meanwhile: the
/// rows after it are then the ones that were after it.
public struct ListKey: Sendable, Hashable {
    let keys: ContactRecord.Keys

    init(_ keys: ContactRecord.Keys) {
        self.keys = keys
    }

    /// Whether this key comes before `other` in `order` (text compared as SQLite's binary collation
    /// does, UTF-8 byte by byte; a tie broken by row id, as every order's index is).
    func precedes(_ other: ListKey, in order: ListRequest.Order) -> Bool {
        switch order {
        case .manual:
            return (keys.orderKey, keys.id) < (other.keys.orderKey, other.keys.id)
        case .familyName:
            return Self.precedes(keys.sortKeyFamily, keys.id, other.keys.sortKeyFamily, other.keys.id)
        case .givenName:
            return Self.precedes(keys.sortKeyGiven, keys.id, other.keys.sortKeyGiven, other.keys.id)
        }
    }

    private static func precedes(
        _ text: String, _ id: ContactRowID, _ otherText: String, _ otherID: ContactRowID
    ) -> Bool {
        if text == otherText { return id < otherID }
        return text.utf8.lexicographicallyPrecedes(otherText.utf8)
    }
}

/// A row of a ``ScrollListing``: the contact (at its position in your order), the section it falls
/// in for the listing's order, and its key.
public struct ScrollRow: Sendable, Hashable {
    /// The contact, without its raw contacts, at its manual-order position.
    public var contact: Contact
    /// `A`–`Z`, another script's first letter, or `#`; in your order, the family-order section.
    public var section: String
    /// Where the row sits: pass it to read the rows after or before it.
    public let key: ListKey
}
