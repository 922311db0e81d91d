import Foundation
import GRDB

/// Taking cards out of the address book because their source no longer holds them (`import`
/// with `replace`), or the user removed the source (``ContactStore/removeSource(named:)``) or a
/// remote with its cards (``ContactStore/removeRemote(named:cards:)``).
enum SourceCards {
    /// Removes raw contacts `ids`: a contact made only of them goes to the trash (``Trash``, so
    /// `restore` and `undo` bring it back); a contact with other cards keeps those, and its merged
    /// view is made again without them.
    /// - Parameter tombstones: Whether the trashed contacts' cards leave tombstones, as a delete
    ///   does (`remote remove --trash`); without them (a source's file that dropped its cards, a
    ///   source removed), a source that holds the cards again imports them as new cards.
    static func remove(_ ids: [RawContactRowID], tombstones: Bool = false, _ db: Database) throws -> SourceRemoval {
        guard !ids.isEmpty else { return SourceRemoval() }
        let removed = Set(ids)
        var removal = SourceRemoval(cards: ids.count)
        var trashed: [ContactRowID] = []
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
        try Trash.put(trashed, deletedAt: ChangeRecord.timestamp(Date()), tombstones: tombstones, db)
        removal.trashed = trashed.count
        return removal
    }
}
