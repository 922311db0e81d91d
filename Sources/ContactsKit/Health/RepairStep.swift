import GRDB
import VCard

/// Rebuilds data derived from the raw contacts' cards (the truth) through the domain code: what a
/// migration leaves pending (``MaintenanceTask``, run when the store is next opened), and what
/// ``ContactStore/repair()`` rebuilds. Each step can run again without changing what it made.
enum RepairStep {
    /// Runs the step a migration left pending, inside the caller's write transaction.
    static func run(_ task: MaintenanceTask, _ db: Database) throws {
        switch task {
        case .linkingProfiles: try recomputeProfiles(db)
        case .photos: try attachPhotos(db)
        case .mergedViews: try rebuildMergedViews(db)
        case .searchIndex: try rebuildSearchIndex(db)
        }
    }

    /// Every raw contact's linking profile and lookup keys, from its card (``MatchProfile``,
    /// ``LinkKey``). No link is made: `contacts link --auto` does that on request.
    static func recomputeProfiles(_ db: Database) throws {
        var profiles: [(RawContactRowID, MatchProfile)] = []
        let cards = try RawContactRecord.allCards(db)
        while let (id, source, card) = try cards.next() {
            guard let card else { continue }
            profiles.append((id, MatchProfile(card: card, fields: ContactFields(card: card), source: source)))
        }
        for (id, profile) in profiles {
            try RawContactRecord.updateProfile(id, profile: profile.packed, keys: LinkKey.keys(profile).map(\.key), db)
        }
    }

    /// The photo of every contact whose cards mention one, from its merged view, as
    /// ``Linker/finish()`` computes it (cards without "PHOTO" are not even parsed).
    static func attachPhotos(_ db: Database) throws {
        for contact in try RawContactRecord.contactsMentioningPhotos(db) {
            let merged = CardMerger.merge(try RawContactRecord.cards(ofContact: contact, db))
            try PhotoAssignment.attach(CardPhoto(card: merged), to: contact, db)
        }
    }

    /// Every contact's merged view, photo, search row, categories, group and dates, from scratch.
    static func rebuildMergedViews(_ db: Database) throws {
        try ContactSearchRecord.clear(db)
        var linker = Linker(db)
        for id in try ContactRecord.allIDs(db) {
            linker.created(id, search: SearchDocument(ContactFields(card: VCard())), facets: ContactFacets())
            linker.invalidate(id)
        }
        try linker.finish()
    }

    /// Every contact's search row, from scratch, as ``Linker/finish(views:)`` writes it; the
    /// contacts' other rows are left as they are. The cards are read 2,000 contacts at a time and
    /// their documents made on every core, staged, then written into the index by one statement
    /// in contact order, with FTS5's merging paused (``ContactSearchRecord/writeStaged(_:)``), and
    /// made one segment if that left several.
    static func rebuildSearchIndex(_ db: Database) throws {
        try ContactSearchRecord.clear(db)
        try ContactSearchRecord.beginStaging(db)
        let ids = try ContactRecord.allIDs(db).sorted()
        for start in stride(from: 0, to: ids.count, by: 2_000) {
            let contacts = Array(ids[start..<min(start + 2_000, ids.count)])
            let stored = try RawContactRecord.storedCards(ofContacts: contacts, db)
            let documents = ParallelSlices.map(contacts.count, minimum: 100) { range in
                range.map { MergedView.search(stored: stored[contacts[$0]] ?? []) }
            }.joined()
            try ContactSearchRecord.stage(Array(zip(contacts, documents)), db)
        }
        try ContactSearchRecord.writeStaged(db)
    }

    /// Deletes the rows pointing nowhere, then the contacts left without a raw contact.
    static func deleteDanglingRows(_ db: Database) throws {
        try RawContactRecord.deleteOrphans(db)
        try RawKeyRecord.deleteOrphans(db)
        try LinkEdgeRecord.deleteOrphans(db)
        try LinkDecisionRecord.deleteOrphans(db)
        try ContactRecord.deleteWithoutRawContacts(db)
    }
}
