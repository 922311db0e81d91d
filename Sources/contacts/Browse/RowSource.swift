import ContactsKit

/// Where the browser's rows come from: one ``ScrollListing`` of the store (an order, perhaps a
/// search), read a page at a time around a place. Every read is one short read transaction.
struct RowSource {
    let store: ContactStore
    let listing: ScrollListing

    /// Up to `limit` rows after `key` (from the first when nil). A key stays a place when its row is
    /// gone, so the rows after a deleted contact can still be read.
    func rows(after key: ListKey?, limit: Int) throws -> [BrowseRow] {
        try store.rows(of: listing, after: key, limit: limit).map(BrowseRow.init)
    }

    /// Up to `limit` rows before `key` (the last ones when nil), in order.
    func rows(before key: ListKey?, limit: Int) throws -> [BrowseRow] {
        try store.rows(of: listing, before: key, limit: limit).map(BrowseRow.init)
    }

    /// The row of the contact `id`, if the listing holds it.
    func row(id: String) throws -> BrowseRow? {
        try store.row(of: listing, contactID: id).map(BrowseRow.init)
    }

    /// How many rows the listing holds.
    func count() throws -> Int {
        try store.count(of: listing)
    }

    /// How many rows come before `row`, where that is cheap (nil in a sorted, unfiltered listing).
    func rowsBefore(_ row: BrowseRow) throws -> Int? {
        try store.rowsBefore(row.key, in: listing)
    }

    /// How many rows share `row`'s section (nil in your order, and while a search has found only
    /// its first screen).
    func sectionCount(_ row: BrowseRow) throws -> Int? {
        guard listing.isComplete else { return nil }
        return try store.sectionCount(at: row.key, in: listing)
    }
}
