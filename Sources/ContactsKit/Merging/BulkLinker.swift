import GRDB

/// Links a whole store at once (``ContactStore/linkAutomatically()``), without a query per raw
/// contact: one ordered scan of the lookup keys yields every block of raw contacts sharing a key;
/// the pairs inside each block are judged by `MatchRules`; the strong ones are applied strongest
/// first over a union–find of contacts, each merge checked against the whole groups (and the user's
/// keep-apart decisions) as import does. ``Linker`` does the merging and the merged views.
struct BulkLinker {
    /// A block larger than this (a switchboard shared by a whole company) is not an identity and
    /// gives no candidates, as on import.
    static let blockLimit = Linker.candidatesPerKey

    fileprivate struct Pair {
        var a: RawContactRowID
        var b: RawContactRowID
        var evidence: LinkEvidence
        var rank: Int
        var shared: Int
    }

    /// The kinds of keys whose blocks are judged: all but the bare full name.
    static let kinds = LinkKey.Kind.allCases.filter { $0 != .fullName }

    /// Runs inside the caller's write transaction; returns how many links were made.
    /// - Parameter sideReader: A connection beside the writer's on which to read, on other threads,
    ///   every raw contact's profile while the key blocks are scanned here, and the cards of the
    ///   contacts to merge while the merges are written. Only when nothing before this call in the
    ///   transaction changed raw contacts; without it, the writer reads them itself.
    static func run(_ db: Database, sideReader: UncheckedDatabase.SideReader? = nil) throws -> Int {
        let allProfiles = sideReader.map { reader in
            BackgroundWork { Result { try reader.read(RawContactRecord.allProfiles) } }
        }

        // 1. Blocks: runs of raw contacts sharing a key, in key order (an index-only scan).
        let keyBlocks = try KeyBlocks(kinds, limit: { _ in blockLimit }, db)

        // 2. Every raw contact's contact (an index-only scan); the profiles of those in some block.
        var contactOf: [RawContactRowID: ContactRowID] = [:]
        try RawContactRecord.forEachContactId(db) { contactOf[$0] = $1 }
        let members = keyBlocks.members
        let profiles = decoded(
            try allProfiles.map { try $0.value().get().filter { members.contains($0.id) } }
                ?? RawContactRecord.profiles(of: Array(members), db))

        let pairs = judge(keyBlocks, contactOf: contactOf, profiles: profiles)
        let links = try apply(pairs, contactOf: contactOf, profiles: profiles, sideReader: sideReader, db)
        BackgroundRelease.drop((profiles, contactOf, keyBlocks, pairs, allProfiles))
        return links
    }

    /// Linking judged on a thread of its own while the writer does other work (a bulk import's
    /// indexes and search rows): blocks from the lookup keys the import holds in memory, profiles
    /// read now and decoded there. Call ``Started/finish(_:)`` in the same transaction, before
    /// anything changes the raw contacts or their contacts.
    /// - Parameters:
    ///   - keys: Every lookup key with its raw contact, sorted by key then raw contact, without repeats.
    ///   - contactOf: Every raw contact's contact.
    static func start(
        sortedKeys keys: [(key: LinkKey, raw: RawContactRowID)], contactOf: [RawContactRowID: ContactRowID],
        _ db: Database
    ) throws -> Started {
        let keyBlocks = KeyBlocks(kinds, limit: { _ in blockLimit }, sorted: keys)
        let rows = try RawContactRecord.profiles(of: Array(keyBlocks.members), db)
        return Started(
            work: BackgroundWork {
                let profiles = decoded(rows)
                return (judge(keyBlocks, contactOf: contactOf, profiles: profiles), contactOf, profiles)
            })
    }

    /// Linking judged on another thread (``start(sortedKeys:contactOf:_:)``), to be applied.
    struct Started {
        fileprivate let work: BackgroundWork<([Pair], [RawContactRowID: ContactRowID], [RawContactRowID: MatchProfile])>

        /// Waits for the judging, then links as ``BulkLinker/run(_:)`` does; returns how many links were made.
        func finish(_ db: Database) throws -> Int {
            let (pairs, contactOf, profiles) = work.value()
            return try apply(pairs, contactOf: contactOf, profiles: profiles, db)
        }
    }

    /// 3. Strong pairs, each judged once, on every core (a slice of the blocks each; a pair sharing
    ///    two keys met in two slices is judged twice, and kept once), strongest first.
    private static func judge(
        _ keyBlocks: KeyBlocks, contactOf: [RawContactRowID: ContactRowID], profiles: [RawContactRowID: MatchProfile]
    ) -> [Pair] {
        let blocks = keyBlocks.blocks
        let rank = Dictionary(uniqueKeysWithValues: LinkEvidence.Reason.allCases.enumerated().map { ($1, $0) })
        let found = ParallelSlices.map(blocks.count, minimum: 2_000, perCore: 4) { range in
            var judged = Set<UnorderedPair<RawContactRowID>>()
            var pairs: [Pair] = []
            for block in blocks[range] {
                for (offset, a) in block.enumerated() {
                    guard let x = profiles[a], let contactA = contactOf[a] else { continue }
                    for b in block[(offset + 1)...] {
                        guard let y = profiles[b], contactOf[b] != contactA, judged.insert(UnorderedPair(a, b)).inserted
                        else { continue }
                        if case .link(let evidence) = MatchRules.verdict(x, y, sharers: keyBlocks.sharers) {
                            pairs.append(
                                Pair(
                                    a: a, b: b, evidence: evidence, rank: rank[evidence.reason]!,
                                    shared: MatchRules.sharedValues(x, y)))
                        }
                    }
                }
            }
            return pairs
        }
        var kept = Set<UnorderedPair<RawContactRowID>>()
        var pairs = found.joined().filter { kept.insert(UnorderedPair($0.a, $0.b)).inserted }
        pairs.sort { ($0.rank, -$0.shared, $0.a, $0.b) < ($1.rank, -$1.shared, $1.a, $1.b) }
        return pairs
    }

    /// 4 and 5: the judged pairs decided and written.
    private static func apply(
        _ pairs: [Pair], contactOf: [RawContactRowID: ContactRowID], profiles: [RawContactRowID: MatchProfile],
        sideReader: UncheckedDatabase.SideReader? = nil,
        _ db: Database
    ) throws -> Int {
        // 4. Decided strongest first over a union–find of contacts, in memory: each merge checked
        //    against the whole groups and the user's keep-apart decisions; the survivor is the
        //    contact earlier in the manual order.
        let involved = Set(pairs.flatMap { [contactOf[$0.a]!, contactOf[$0.b]!] })
        // Their order keys read beside the writer (nothing is written yet) while the groups are made.
        let sideOrderKeys = sideReader.map { reader in
            BackgroundWork { [involved = Array(involved)] in
                Result { try reader.read { try ContactRecord.orderKeys(of: involved, $0) } }
            }
        }
        // Only these raw contacts can end in a contact that changes.
        let involvedRaws = contactOf.filter { involved.contains($0.value) }.keys.sorted()
        var members = try groups(of: involvedRaws, contactOf: contactOf, profiles: profiles, db)
        let orderKeys = try sideOrderKeys?.value().get() ?? ContactRecord.orderKeys(of: Array(involved), db)
        let keptApart = Set(try LinkDecisionRecord.keptApart(db).map { UnorderedPair($0.rawA, $0.rawB) })
        var mergedInto: [ContactRowID: ContactRowID] = [:]
        func resolve(_ contact: ContactRowID) -> ContactRowID {
            var contact = contact
            while let next = mergedInto[contact] { contact = next }
            return contact
        }
        var merges: [(merged: ContactRowID, survivor: ContactRowID)] = []
        var edges: [(a: RawContactRowID, b: RawContactRowID, reason: String, detail: String)] = []
        for pair in pairs {
            let a = resolve(contactOf[pair.a]!), b = resolve(contactOf[pair.b]!)
            guard a != b, let groupA = members[a], let groupB = members[b],
                Linker.canMerge(groupA, groupB, keptApart: { keptApart.contains(UnorderedPair($0, $1)) }),
                let keyA = orderKeys[a], let keyB = orderKeys[b]
            else { continue }
            let (survivor, merged) = (keyA, a) <= (keyB, b) ? (a, b) : (b, a)
            mergedInto[merged] = survivor
            members[survivor] = groupA + groupB
            members[merged] = nil
            merges.append((merged, survivor))
            edges.append((pair.a, pair.b, pair.evidence.reason.rawValue, pair.evidence.detail))
        }
        BackgroundRelease.drop(members)
        members = [:]

        // 5. The survivors' merged views computed on another thread (their cards read there on a side
        //    connection, or by the writer ahead) while the merges are written in a few statements for
        //    all of them and the stale search rows deleted; then the views are written.
        let views = MergedViewPipeline(
            survivorCards(merges, raws: involvedRaws, contactOf: contactOf, resolve: resolve), reader: sideReader)
        defer { views.close() }
        try views.topUp(db)
        var linker = Linker(db)
        try linker.merge(merges)
        try linker.deleteReplacedSearchRows()
        try LinkEdgeRecord.save(edges, db)
        try linker.finish(views: views)
        // Photos the merges let go of (contacts deleted, photos chosen anew) take their thumbnails
        // along here: the cascade does not run with foreign keys off (``ContactStore/linkAutomatically()``).
        try ThumbnailRecord.deleteOrphans(db)
        return merges.count
    }

    /// The contacts that survive `merges`, in row-id order (as ``Linker/finish(views:)`` takes
    /// them), each with every raw contact it will hold, in import order.
    /// - Parameter raws: The raw contacts of the contacts the merges involve, in import order.
    private static func survivorCards(
        _ merges: [(merged: ContactRowID, survivor: ContactRowID)], raws: [RawContactRowID],
        contactOf: [RawContactRowID: ContactRowID],
        resolve: (ContactRowID) -> ContactRowID
    ) -> [(contact: ContactRowID, raws: [RawContactRowID])] {
        let survivors = Set(merges.map { resolve($0.survivor) })
        var held: [ContactRowID: [RawContactRowID]] = [:]
        for raw in raws {
            let final = resolve(contactOf[raw]!)
            if survivors.contains(final) { held[final, default: []].append(raw) }
        }
        return survivors.sorted().map { ($0, held[$0, default: []]) }
    }

    /// Packed profiles decoded on every core, by raw contact.
    private static func decoded(_ rows: [(id: RawContactRowID, profile: String)]) -> [RawContactRowID: MatchProfile] {
        let decoded = ParallelSlices.map(rows.count, minimum: 5_000) { range in
            rows[range].map { MatchProfile(packed: $0.profile) }
        }
        return Dictionary(uniqueKeysWithValues: zip(rows.lazy.map(\.id), decoded.joined()))
    }

    /// The raw contacts `raws` (given in import order) by contact, with their profiles (read here
    /// for those not in `profiles`).
    private static func groups(
        of raws: [RawContactRowID], contactOf: [RawContactRowID: ContactRowID],
        profiles: [RawContactRowID: MatchProfile], _ db: Database
    ) throws -> [ContactRowID: [Linker.Member]] {
        var profiles = profiles
        for row in try RawContactRecord.profiles(of: raws.filter { profiles[$0] == nil }, db) {
            profiles[row.id] = MatchProfile(packed: row.profile)
        }
        var groups: [ContactRowID: [Linker.Member]] = [:]
        for raw in raws {
            guard let profile = profiles[raw] else { continue }
            groups[contactOf[raw]!, default: []].append(Linker.Member(id: raw, profile: profile))
        }
        return groups
    }
}
