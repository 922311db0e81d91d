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
    /// The raw contacts written so far without a UID, by content.
    private var withoutUID: [ContentKey: RawContactRowID] = [:]
    /// Contacts whose card a later card of the import replaced: their merged view is made again.
    private var updated: Set<ContactRowID> = []
    /// Every raw contact's contact.
    private var contactOf: [RawContactRowID: ContactRowID] = [:]

    /// Whether the store can take the bulk path: it holds no raw contact, no tombstone of a deleted
    /// card (a card coming back must find it), and no search row (``BulkSearchIndex`` fills an
    /// empty index).
    static func canLoad(_ db: Database) throws -> Bool {
        try !RawContactRecord.hasAny(db) && !DeletedCardRecord.hasAny(db) && !ContactSearchRecord.hasAny(db)
    }

    /// Loads into an empty store (``canLoad(_:)``) what `feed` stores with the writer it is given,
    /// as change `change` (begun in this transaction, nothing logged yet): the schema's per-row
    /// work is set aside (``BulkLoad``) and its indexes made once at the end, then everything fed is
    /// linked in one pass when `link` (`BulkLinker`). Inside the load's one transaction.
    static func load(
        change: Int64, link: Bool, _ db: Database, _ feed: (inout BulkWriter) throws -> Void
    ) throws {
        let range = try UndoRangeRecord.begin(change, db)
        try TrashRecord.purgeExpired(db)
        let load = try BulkLoad.begin(db)
        var writer = try BulkWriter(load: load, db)
        try feed(&writer)
        // Linking is judged on another core while this one makes the indexes and search rows.
        let linking = try writer.writeKeys(load, startLinking: link, db)
        try load.finish(db)
        try writer.finish(linking: linking, db)
        try UndoRangeRecord.finish(range, db)
        try UndoRangeRecord.dropEmpty(range, db)
    }

    private init(load: BulkLoad, _ db: Database) throws {
        self.load = load
        nextKey = try ContactRecord.largestOrderKey(db).map { $0 + OrderKey.gap } ?? OrderKey.first
    }

    /// Stores one batch, in the load's transaction.
    /// - Returns: The raw contact that holds each card of `batch`, in order (a repeat's is the one
    ///   it repeats).
    @discardableResult
    mutating func store(
        _ batch: [PreparedCard], _ summary: inout ImportSummary, _ db: Database
    ) throws -> [RawContactRowID] {
        var holders: [RawContactRowID] = []
        holders.reserveCapacity(batch.count)
        for card in batch {
            if let uid = card.uid {
                let key = UIDKey(source: card.source, uid: uid)
                if let earlier = byUID[key] {
                    holders.append(earlier.raw)
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
            } else if let earlier = withoutUID[ContentKey(source: card.source, contentHash: card.contentHash)] {
                holders.append(earlier)
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
            holders.append(raw)
            if let uid = card.uid {
                byUID[UIDKey(source: card.source, uid: uid)] = (raw, contact, card.contentHash)
            } else {
                withoutUID[ContentKey(source: card.source, contentHash: card.contentHash)] = raw
            }
            if !card.facets.isEmpty { try card.facets.write(contact, db) }
            load.stageSearch(contact, card.search)
            summary.imported += 1
        }
        return holders
    }

    /// Once every card is stored: writes the lookup keys (``BulkLoad/writeKeys(_:)``) and, when
    /// `link`, starts judging the whole import's links on another thread from them
    /// (``BulkLinker/start(sortedKeys:contactOf:_:)``). The sorted keys go when this returns (on a
    /// million cards they are over 100 MB).
    private func writeKeys(_ load: BulkLoad, startLinking link: Bool, _ db: Database) throws -> BulkLinker.Started? {
        let keys = try load.writeKeys(db)
        return link ? try BulkLinker.start(sortedKeys: keys, contactOf: contactOf, db) : nil
    }

    /// After ``BulkLoad/finish(_:)``: makes the merged view of the contacts whose card was replaced
    /// again, then links the whole import in one pass when `linking` was started.
    private func finish(linking: BulkLinker.Started?, _ db: Database) throws {
        if !updated.isEmpty {
            var linker = Linker(db)
            for contact in updated.sorted() { linker.invalidate(contact) }
            try linker.finish()
        }
        if let linking { _ = try linking.finish(db) }
    }
}
