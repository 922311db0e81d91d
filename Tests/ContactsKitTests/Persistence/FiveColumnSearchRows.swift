import GRDB

@testable import ContactsKit

/// Each contact's row in a search index of the five columns the stores before v21 had, written from
/// its merged view: the migration tests' way of making a store as an older version left it.
enum FiveColumnSearchRows {
    /// Writes the rows; returns the contacts' ids.
    @discardableResult
    static func write(_ db: Database) throws -> [ContactRowID] {
        let ids = try ContactRecord.allIDs(db)
        let cards = try RawContactRecord.storedCards(ofContacts: ids, db)
        for id in ids {
            let columns = MergedView(stored: cards[id] ?? []).search.columns.prefix(5)
            try db.execute(
                sql:
                    "INSERT INTO contactSearch (rowid, name, organization, email, phone, categories) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: StatementArguments([id] + columns.map { $0 as any DatabaseValueConvertible }))
        }
        return ids
    }
}
