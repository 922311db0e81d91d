import GRDB

/// The writing side of a bulk import (``ContactStore/importBulk(_:source:strict:options:description:onProblem:onProgress:)``):
/// stores each prepared card as a new contact, with the indexes and per-row triggers set aside
/// (``BulkLoad``), and links nothing until the end.
///
/// The store was empty, so a card can only repeat one read before it in the same import: those are
/// found in memory (by source and UID, or without a UID by source and content, as the batch path
/// finds them in the store), a repeat with the same content is unchanged and one with new content
/// updates the first. No card is parsed again: linking reads the match profiles prepared with the
/// cards.
struct BulkWriter {
    private let load: BulkLoad
    private var nextKey: OrderKey
    private struct UIDKey: Hashable {
        var source: String
        var uid: String
    }
    private struct ContentKey: Hashable {
        var source: String
        var contentHash: [UInt8]
    }
    /// The raw contacts written so far with a UID: id, contact and content hash.
    private var byUID: [UIDKey: (raw: RawContactRowID, contact: ContactRowID, contentHash: [UInt8])] = [:]
    /// The contents written so far without a UID.
    private var withoutUID: Set<ContentKey> = []
    /// Contacts whose card a later card of the import replaced: their merged view is made again.
    private var updated: Set<ContactRowID> = []
    /// Every raw contact's contact.
    private var contactOf: [RawContactRowID: ContactRowID] = [:]

    init(load: BulkLoad, _ db: Database) throws {
        self.load = load
        nextKey = try ContactRecord.largestOrderKey(db).map { $0 + OrderKey.gap } ?? OrderKey.first
    }

    /// Stores one batch, in the import's transaction.
    mutating func store(_ batch: [PreparedCard], _ summary: inout ImportSummary, _ db: Database) throws {
        for card in batch {
            if let uid = card.uid {
                let key = UIDKey(source: card.source, uid: uid)
                if let earlier = byUID[key] {
                    if earlier.contentHash == card.contentHash {
                        summary.unchanged += 1
                    } else {
                        try RawContactRecord.update(
                            earlier.raw, card: card.card, base: nil, contentHash: card.contentHash,
                            profile: card.packedProfile, keys: [], db)
                        load.restageKeys(earlier.raw, card.keys)
                        byUID[key]?.contentHash = card.contentHash
                        updated.insert(earlier.contact)
                        summary.updated += 1
                    }
                    continue
                }
            } else if !withoutUID.insert(ContentKey(source: card.source, contentHash: card.contentHash)).inserted {
                summary.unchanged += 1
                continue
            }
            let contact = try ContactRecord.insert(card.columns, orderKey: nextKey, uuid: card.contactUUID, db)
            nextKey = nextKey + OrderKey.gap
            if card.photo != nil || card.fields.hasPhoto { try PhotoAssignment.attach(card.photo, to: contact, db) }
            let raw = try RawContactRecord.insert(
                contactId: contact, source: card.source, uid: card.uid, card: card.card,
                contentHash: card.contentHash, profile: card.packedProfile, keys: [],
                uuid: card.rawUUID, db)
            load.stageKeys(raw, card.keys)
            contactOf[raw] = contact
            if let uid = card.uid { byUID[UIDKey(source: card.source, uid: uid)] = (raw, contact, card.contentHash) }
            if !card.facets.isEmpty { try card.facets.write(contact, db) }
            load.stageSearch(contact, card.search)
            summary.imported += 1
        }
    }

    /// Once every card is stored: writes the lookup keys (``BulkLoad/writeKeys(_:)``) and, when
    /// `link`, starts judging the whole import's links on another thread from them
    /// (``BulkLinker/start(sortedKeys:contactOf:_:)``). The sorted keys go when this returns (on a
    /// million cards they are over 100 MB).
    func writeKeys(_ load: BulkLoad, startLinking link: Bool, _ db: Database) throws -> BulkLinker.Started? {
        let keys = try load.writeKeys(db)
        return link ? try BulkLinker.start(sortedKeys: keys, contactOf: contactOf, db) : nil
    }

    /// After ``BulkLoad/finish(_:)``: makes the merged view of the contacts whose card was replaced
    /// again, then links the whole import in one pass when `linking` was started.
    func finish(linking: BulkLinker.Started?, _ db: Database) throws {
        if !updated.isEmpty {
            var linker = Linker(db)
            for contact in updated.sorted() { linker.invalidate(contact) }
            try linker.finish()
        }
        if let linking { _ = try linking.finish(db) }
    }
}
