import GRDB

/// Links raw contacts into unified contacts inside one write transaction, and keeps the merged view
/// (`contact` row, facets and search row) of every contact it changes up to date.
///
/// A raw contact is compared only with the raw contacts sharing one of its lookup keys
/// (``LinkKey``), never with all of them. Candidates with strong evidence (`MatchRules`) are taken
/// strongest first; each one's unified contact joins only when no raw contact of it conflicts with
/// any already joined (so a chain of weak resemblances never glues two people together) and the user
/// has not kept any two of them apart. The contact earliest in the manual order survives a merge.
struct Linker {
    /// A key shared by more raw contacts than this (a call centre's number, a company's `info@`) is
    /// not an identity: it gives no candidates at all.
    static let candidatesPerKey = 200

    private let db: Database
    /// Contacts whose merged view must be recomputed before the transaction ends.
    private var dirty: Set<ContactRowID> = []
    /// Contacts merged into another, and which.
    private var mergedInto: [ContactRowID: ContactRowID] = [:]
    /// Keys found shared by more than ``candidatesPerKey`` raw contacts in this transaction.
    private var crowded: Set<LinkKey> = []
    /// Search rows to write last (an FTS5 table flushes its pending terms at every statement
    /// savepoint), by contact.
    private var pendingSearch: [ContactRowID: SearchDocument] = [:]
    /// Contacts with no search row now: created in this transaction, or whose row was deleted early
    /// (``deleteReplacedSearchRows()``). Every other contact has one.
    private var rowless: Set<ContactRowID> = []
    /// Contacts merged away whose search row must be deleted.
    private var deletedSearch: [ContactRowID] = []
    /// Whether the search index's merging is paused until the search rows are written
    /// (``deleteReplacedSearchRows()``).
    private var searchMergingPaused = false
    /// Facets (categories, group, dates) of contacts created in this transaction from one card.
    private var pendingFacets: [ContactRowID: ContactFacets] = [:]
    /// Cards of the batch being imported, not stored yet, by the number (phone key) they carry: they
    /// count as its sharers already, so that a company's switchboard on five cards of a file is
    /// one from the first card on, as linking the whole store at once sees it (``expect(_:)``).
    private var comingPhones: [LinkKey: Int] = [:]

    init(_ db: Database) {
        self.db = db
    }

    /// A raw contact as linking sees it: its row id and profile.
    struct Member {
        var id: RawContactRowID
        var profile: MatchProfile
    }

    /// The raw contacts of a unified contact, in import order.
    static func members(of contact: ContactRowID, _ db: Database) throws -> [Member] {
        try RawContactRecord.profiles(ofContact: contact, db).map {
            Member(id: $0.id, profile: MatchProfile(packed: $0.profile))
        }
    }

    /// A candidate raw contact for linking.
    struct Candidate {
        var raw: RawContactRowID
        var contact: ContactRowID
        var profile: MatchProfile
    }

    /// The raw contacts sharing a key with `keys`, other than `excluding`.
    ///
    /// A bare full name finds none: it never links on its own (`MatchRules`; it feeds suggestions),
    /// and common names make large blocks. A key shared by more than ``candidatesPerKey`` raw
    /// contacts finds none either, and is remembered for the rest of the transaction (during an
    /// import keys only gain members). Ids come from the key index alone; a profile is read only
    /// for a candidate that will be compared.
    /// - Returns: The candidates, and for each key how many raw contacts carry it (for telling a
    ///   person's number from a switchboard, ``MatchRules/isPersonal(_:_:_:_:sharers:)``).
    mutating func candidates(
        _ keys: [LinkKey], excluding: RawContactRowID?
    ) throws -> (found: [Candidate], sharers: [LinkKey: Int]) {
        var seen = Set<RawContactRowID>()
        var found: [Candidate] = []
        var sharers: [LinkKey: Int] = [:]
        for key in keys where key.kind != .fullName && !crowded.contains(key) {
            let ids = try RawKeyRecord.rawContacts(withKey: key, limit: Self.candidatesPerKey + 1, db)
            sharers[key] = ids.count + (ids.contains { $0 == excluding } ? 0 : 1) + (comingPhones[key] ?? 0)
            guard ids.count <= Self.candidatesPerKey else {
                crowded.insert(key)
                continue
            }
            for raw in ids where raw != excluding && seen.insert(raw).inserted {
                guard let row = try RawContactRecord.contactAndProfile(of: raw, db) else { continue }
                found.append(Candidate(raw: raw, contact: row.contactId, profile: MatchProfile(packed: row.profile)))
            }
        }
        return (found, sharers)
    }

    /// Records that a card with lookup keys `keys` is about to be stored in this transaction (an
    /// import's new card): until it is (``arrived(_:)``), it counts among the sharers of its numbers.
    mutating func expect(_ keys: [LinkKey]) {
        for key in keys where key.kind == .phone { comingPhones[key, default: 0] += 1 }
    }

    /// Records that a card ``expect(_:)`` announced is being stored: the key index counts it now.
    mutating func arrived(_ keys: [LinkKey]) {
        for key in keys where key.kind == .phone {
            if let count = comingPhones[key] { comingPhones[key] = count > 1 ? count - 1 : nil }
        }
    }

    /// Finds the unified contact a raw contact belongs to, merging every contact strong evidence
    /// joins it with.
    ///
    /// - Parameters:
    ///   - profile: The raw contact's profile.
    ///   - keys: Its lookup keys.
    ///   - raw: Its row id, or nil when it is not stored yet.
    ///   - current: Its unified contact, or nil when it is not stored yet.
    /// - Returns: The contact it belongs to (nil when it is new and links to nothing), and the links
    ///   made: the raw contact each was made with and the evidence.
    mutating func link(
        _ profile: MatchProfile, keys: [LinkKey], raw: RawContactRowID?, current: ContactRowID?
    ) throws
        -> (contact: ContactRowID?, links: [(raw: RawContactRowID, evidence: LinkEvidence)])
    {
        var strong: [(candidate: Candidate, evidence: LinkEvidence)] = []
        let (found, sharers) = try candidates(keys, excluding: raw)
        let phoneSharers = { (phone: MatchPhone) in sharers[LinkKey.make(.phone, phone.key)] ?? 0 }
        for candidate in found {
            if case .link(let evidence) = MatchRules.verdict(profile, candidate.profile, sharers: phoneSharers) {
                strong.append((candidate, evidence))
            }
        }
        guard !strong.isEmpty else { return (current, []) }
        // Strongest rule first; among equals, the candidate with the most in common, so that a card
        // between two people (R. Sharma, with the family landline and Rahul's mobile) joins the right one.
        let rank = Dictionary(uniqueKeysWithValues: LinkEvidence.Reason.allCases.enumerated().map { ($1, $0) })
        let ranked = strong.map {
            (rank: rank[$0.evidence.reason]!, shared: -MatchRules.sharedValues(profile, $0.candidate.profile), $0)
        }
        strong = ranked.sorted { ($0.rank, $0.shared) < ($1.rank, $1.shared) }.map(\.2)

        var target = current.map(resolve)
        var members =
            try target.map { try Self.members(of: $0, db) } ?? [
                Member(id: raw ?? RawContactRowID(-1), profile: profile)
            ]
        var links: [(raw: RawContactRowID, evidence: LinkEvidence)] = []
        for (candidate, evidence) in strong {
            let group = resolve(candidate.contact)
            guard group != target else { continue }
            let joining = try Self.members(of: group, db)
            guard try canMerge(members, joining) else { continue }
            target = try target.map { try merge($0, group) } ?? group
            members += joining
            links.append((candidate.raw, evidence))
        }
        if let target { dirty.insert(target) }
        return (target, links)
    }

    /// Whether two groups of raw contacts may become one person: no pair conflicts and the user
    /// has not kept any pair apart.
    func canMerge(_ a: [Member], _ b: [Member]) throws -> Bool {
        try Self.canMerge(a, b) { try LinkDecisionRecord.keptApart($0, $1, db) }
    }

    /// Whether two groups of raw contacts may become one person, the user's keep-apart decisions
    /// told by `keptApart` (two raw contacts' row ids).
    static func canMerge(
        _ a: [Member], _ b: [Member], keptApart: (RawContactRowID, RawContactRowID) throws -> Bool
    ) rethrows -> Bool {
        for x in a {
            for y in b {
                if MatchRules.conflict(x.profile, y.profile) != nil { return false }
                if x.id.rawValue >= 0, y.id.rawValue >= 0, try keptApart(x.id, y.id) { return false }
            }
        }
        return true
    }

    /// Merges two unified contacts; the one earlier in the manual order survives and is returned.
    mutating func merge(_ a: ContactRowID, _ b: ContactRowID) throws -> ContactRowID {
        let keyA = try ContactRecord.orderKey(of: a, db)!, keyB = try ContactRecord.orderKey(of: b, db)!
        let (survivor, merged) = (keyA, a) <= (keyB, b) ? (a, b) : (b, a)
        try RawContactRecord.moveAll(from: merged, to: survivor, db)
        try PhotoAssignment.carryChoice(from: merged, to: survivor, db)
        try ContactRecord.delete(merged, db)
        mergedInto[merged] = survivor
        dirty.remove(merged)
        pendingFacets.removeValue(forKey: merged)
        forgetSearchRow(of: merged)
        dirty.insert(survivor)
        return survivor
    }

    /// Makes the merges decided by `BulkLinker`, in their order, in a few statements for all of
    /// them: each `merged` contact goes into its `survivor` (itself perhaps merged later), taking
    /// its photo choice along (``PhotoAssignment/carryChoice(from:to:_:)``). The merged contacts'
    /// facets are deleted here, not by the cascade, so that this runs with foreign keys off
    /// (``ContactStore/linkAutomatically()``).
    mutating func merge(_ merges: [(merged: ContactRowID, survivor: ContactRowID)]) throws {
        guard !merges.isEmpty else { return }
        var choosing = try ContactRecord.idsWithPhotoChoice(db)
        for (merged, survivor) in merges {
            mergedInto[merged] = survivor
            if choosing.contains(merged) {
                try PhotoAssignment.carryChoice(from: merged, to: survivor, db)
                choosing.insert(survivor)
            }
        }
        let moves = merges.map { (from: $0.merged, to: resolve($0.merged)) }
        try RawContactRecord.moveAll(moves, db)
        try ContactFacets.delete(moves.map(\.from), db)
        try ContactRecord.delete(moves.map(\.from), db)
        for (merged, survivor) in moves {
            dirty.remove(merged)
            pendingFacets.removeValue(forKey: merged)
            forgetSearchRow(of: merged)
            dirty.insert(survivor)
        }
    }

    /// A contact merged away: its pending search row is dropped, its stored one (if any) deleted.
    private mutating func forgetSearchRow(of merged: ContactRowID) {
        pendingSearch.removeValue(forKey: merged)
        if rowless.remove(merged) == nil { deletedSearch.append(merged) }
    }

    /// Deletes now, rather than in ``finish(views:)``, the search rows that the merges so far make
    /// stale: those of the contacts merged away and of the contacts whose merged view changes.
    ///
    /// `BulkLinker` calls this while another core computes the merged views, so that the deletes
    /// (FTS5 tombstones, 10 µs a row) overlap with them instead of adding to the writer's serial
    /// tail. Deletes from a contentless index leave no pending terms, so the statements that follow
    /// flush nothing.
    mutating func deleteReplacedSearchRows() throws {
        let replaced = dirty.filter { !rowless.contains($0) }
        if !searchMergingPaused {
            try ContactSearchRecord.pauseMerging(db)
            searchMergingPaused = true
        }
        try ContactSearchRecord.delete((deletedSearch + replaced).sorted(), db)
        deletedSearch.removeAll()
        rowless.formUnion(replaced)
    }

    /// The contact a contact was merged into during this transaction (itself when it was not).
    func resolve(_ contact: ContactRowID) -> ContactRowID {
        var contact = contact
        while let next = mergedInto[contact] { contact = next }
        return contact
    }

    /// Records a link between two raw contacts.
    func record(_ a: RawContactRowID, _ b: RawContactRowID, _ evidence: LinkEvidence) throws {
        try LinkEdgeRecord.save(a, b, reason: evidence.reason.rawValue, detail: evidence.detail, db)
    }

    /// Marks a contact's merged view as needing recomputation.
    mutating func invalidate(_ contact: ContactRowID) {
        dirty.insert(resolve(contact))
    }

    /// Queues the search row and facets of a contact created in this transaction from one card.
    mutating func created(_ contact: ContactRowID, search: SearchDocument, facets: ContactFacets) {
        pendingSearch[contact] = search
        rowless.insert(contact)
        if !facets.isEmpty { pendingFacets[contact] = facets }
    }

    /// Recomputes the merged view of every changed contact and writes the pending search rows.
    ///
    /// The cards are read 500 contacts at a time (photos make cards large), then parsed and merged
    /// on every core (``MergedView``): parsing and merging cost more than writing the rows. Views
    /// `pipeline` has computed meanwhile are taken from it instead. The rows are written in a few
    /// statements a chunk, and only those whose columns changed; then the search rows, last.
    mutating func finish(views pipeline: MergedViewPipeline? = nil) throws {
        let changed = dirty.sorted()
        for start in stride(from: 0, to: changed.count, by: 500) {
            let contacts = Array(changed[start..<min(start + 500, changed.count)])
            let views = try pipeline?.take(contacts, db) ?? mergedViews(of: contacts)
            let current = try ContactRecord.storedColumns(of: contacts, db)
            // Row columns, photo and facets are independent: `hasPhoto` is the photo's to decide.
            var rewritten: [(id: ContactRowID, columns: ContactColumns)] = [],
                resorted: [(id: ContactRowID, columns: ContactColumns)] = []
            try ContactFacets.delete(contacts, db)
            for (contact, view) in zip(contacts, views) {
                if let now = current[contact] {
                    let new = view.columns.values
                    if now.fields[ContactColumns.sorting] != new[ContactColumns.sorting] {
                        resorted.append((contact, view.columns))
                    } else if now.fields[ContactColumns.plain] != new[ContactColumns.plain] {
                        rewritten.append((contact, view.columns))
                    }
                    try PhotoAssignment.attach(view.photo, to: contact, current: now.photo, db)
                }
                try view.facets.write(contact, db)
                pendingFacets.removeValue(forKey: contact)
                pendingSearch[contact] = view.search
            }
            try ContactRecord.update(rewritten, sortKeys: false, db)
            try ContactRecord.update(resorted, sortKeys: true, db)
        }
        dirty.removeAll()
        for (contact, facets) in pendingFacets.sorted(by: { $0.key < $1.key }) { try facets.write(contact, db) }
        pendingFacets.removeAll()
        let pending = pendingSearch.sorted { $0.key < $1.key }
        try ContactSearchRecord.replace(
            deleting: deletedSearch + pending.map(\.key).filter { !rowless.contains($0) },
            inserting: pending.map { ($0.key, $0.value) }, mergingPaused: searchMergingPaused, db)
        searchMergingPaused = false
        deletedSearch.removeAll()
        BackgroundRelease.drop((pending, pendingSearch))
        pendingSearch = [:]
        rowless.removeAll()
    }

    /// The merged views of `contacts`, their cards read now and merged on every core.
    private func mergedViews(of contacts: [ContactRowID]) throws -> [MergedView] {
        let stored = try RawContactRecord.storedCards(ofContacts: contacts, db)
        return Array(
            ParallelSlices.map(contacts.count, minimum: 100) { range in
                range.map { MergedView(stored: stored[contacts[$0]] ?? []) }
            }.joined())
    }
}
