import Foundation
import GRDB

/// Taking cards out of the address book because their source no longer holds them (`import`
/// with `replace`) or the user removed the source (``ContactStore/removeSource(named:)``).
enum SourceCards {
    /// What ``remove(_:_:)`` did.
    struct Removal {
        /// The raw contacts removed.
        var cards = 0
        /// The contacts that held them.
        var contacts = 0
        /// Of those, the contacts moved to the trash: every card of theirs was removed.
        var trashed = 0
    }

    /// Removes raw contacts `ids`: a contact made only of them goes to the trash (``Trash``, so
    /// `restore` and `undo` bring it back), without tombstones, so a source that holds its cards
    /// again imports them as new cards; a contact with other cards keeps those, and its merged view
    /// is made again without them.
    static func remove(_ ids: [Int64], _ db: Database) throws -> Removal {
        guard !ids.isEmpty else { return Removal() }
        let removed = Set(ids)
        var removal = Removal(cards: ids.count)
        var trashed: [Int64] = []
        var linker = Linker(db)
        for contact in try RawContactRecord.contactIDs(ofRaws: ids, db).sorted() {
            removal.contacts += 1
            let raws = try RawContactRecord.stored(ofContact: contact, db)
            if raws.allSatisfy({ removed.contains($0.id) }) {
                trashed.append(contact)
                continue
            }
            for raw in raws where removed.contains(raw.id) { try RawContactRecord.delete(raw.id, db) }
            linker.invalidate(contact)
        }
        try linker.finish()
        try Trash.put(trashed, deletedAt: ChangeRecord.timestamp(Date()), tombstones: false, db)
        removal.trashed = trashed.count
        return removal
    }
}
