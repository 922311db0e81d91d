import GRDB

/// Links a whole store at once (``ContactStore/linkAutomatically()``), without a query per raw
/// contact: one ordered scan of the lookup keys yields every block of raw contacts sharing a key;
/// the pairs inside each block are judged by ``MatchRules``; the strong ones are applied strongest
/// first over a union–find of contacts, each merge checked against the whole groups (and the user's
/// keep-apart decisions) as import does. ``Linker`` does the merging and the merged views.
struct BulkLinker {
    /// A block larger than this (a switchboard shared by a whole company) is not an identity and
    /// gives no candidates, as on import.
    static let blockLimit = Linker.candidatesPerKey

    private struct Pair {
        var a: Int64
        var b: Int64
        var evidence: LinkEvidence
        var rank: Int
        var shared: Int
    }

    /// Runs inside the caller's write transaction; returns how many links were made.
    static func run(_ db: Database) throws -> Int {
        // 1. Blocks: runs of raw contacts sharing a key, in key order (an index-only scan).
        let keyBlocks = try KeyBlocks(LinkKey.Kind.allCases.filter { $0 != .fullName }, limit: { _ in blockLimit }, db)
        let blocks = keyBlocks.blocks

        // 2. Every raw contact's contact (an index-only scan); the profiles of those in some block.
        var contactOf: [Int64: Int64] = [:]
        try RawContactRecord.contactIds(db).forEach { contactOf[$0.id] = $0.contactId }
        let profiles = try decodedProfiles(of: Array(Set(blocks.joined())), db)

        // 3. Strong pairs, each judged once, on every core (a slice of the blocks each; a pair
        //    sharing two keys met in two slices is judged twice, and kept once).
        let rank = Dictionary(uniqueKeysWithValues: LinkEvidence.Reason.allCases.enumerated().map { ($1, $0) })
        let found = ParallelSlices.map(blocks.count, minimum: 2_000) { [contactOf] range in
            var judged = Set<UnorderedPair>()
            var pairs: [Pair] = []
            for block in blocks[range] {
                for (offset, a) in block.enumerated() {
                    guard let x = profiles[a], let contactA = contactOf[a] else { continue }
                    for b in block[(offset + 1)...] {
                        guard let y = profiles[b], contactOf[b] != contactA, judged.insert(UnorderedPair(a, b)).inserted else { continue }
                        if case .link(let evidence) = MatchRules.verdict(x, y, sharers: keyBlocks.sharers) {
                            pairs.append(Pair(a: a, b: b, evidence: evidence, rank: rank[evidence.reason]!,
                                              shared: MatchRules.sharedValues(x, y)))
                        }
                    }
                }
            }
            return pairs
        }
        var kept = Set<UnorderedPair>()
        var pairs = found.joined().filter { kept.insert(UnorderedPair($0.a, $0.b)).inserted }
        pairs.sort { ($0.rank, -$0.shared, $0.a, $0.b) < ($1.rank, -$1.shared, $1.a, $1.b) }

        // 4. Decided strongest first over a union–find of contacts, in memory: each merge checked
        //    against the whole groups and the user's keep-apart decisions; the survivor is the
        //    contact earlier in the manual order.
        let involved = Set(pairs.flatMap { [contactOf[$0.a]!, contactOf[$0.b]!] })
        var members = try groups(of: involved, contactOf: contactOf, profiles: profiles, db)
        let orderKeys = try ContactRecord.orderKeys(of: Array(involved), db)
        let keptApart = Set(try LinkDecisionRecord.keptApart(db).map { UnorderedPair($0.rawA, $0.rawB) })
        var mergedInto: [Int64: Int64] = [:]
        func resolve(_ contact: Int64) -> Int64 {
            var contact = contact
            while let next = mergedInto[contact] { contact = next }
            return contact
        }
        var merges: [(merged: Int64, survivor: Int64)] = []
        var edges: [(a: Int64, b: Int64, reason: String, detail: String)] = []
        for pair in pairs {
            let a = resolve(contactOf[pair.a]!), b = resolve(contactOf[pair.b]!)
            guard a != b, let groupA = members[a], let groupB = members[b],
                  Linker.canMerge(groupA, groupB, keptApart: { keptApart.contains(UnorderedPair($0, $1)) }),
                  let keyA = orderKeys[a], let keyB = orderKeys[b] else { continue }
            let (survivor, merged) = (keyA, a) <= (keyB, b) ? (a, b) : (b, a)
            mergedInto[merged] = survivor
            members[survivor] = groupA + groupB
            members[merged] = nil
            merges.append((merged, survivor))
            edges.append((pair.a, pair.b, pair.evidence.reason.rawValue, pair.evidence.detail))
        }

        // 5. The survivors' merged views computed on another thread (their cards read first) while
        //    the merges are written in a few statements for all of them; then the views are written.
        let views = MergedViewPipeline(survivorCards(merges, contactOf: contactOf, resolve: resolve))
        defer { views.close() }
        try views.topUp(db)
        var linker = Linker(db)
        try linker.merge(merges)
        try LinkEdgeRecord.save(edges, db)
        try linker.finish(views: views)
        return merges.count
    }

    /// The contacts that survive `merges`, in row-id order (as ``Linker/finish(views:)`` takes
    /// them), each with every raw contact it will hold, in import order.
    private static func survivorCards(
        _ merges: [(merged: Int64, survivor: Int64)], contactOf: [Int64: Int64], resolve: (Int64) -> Int64
    ) -> [(contact: Int64, raws: [Int64])] {
        let survivors = Set(merges.map { resolve($0.survivor) })
        var raws: [Int64: [Int64]] = [:]
        for (raw, contact) in contactOf {
            let final = resolve(contact)
            if survivors.contains(final) { raws[final, default: []].append(raw) }
        }
        return survivors.sorted().map { ($0, raws[$0, default: []].sorted()) }
    }

    /// The profiles of raw contacts `ids`, decoded on every core.
    private static func decodedProfiles(of ids: [Int64], _ db: Database) throws -> [Int64: MatchProfile] {
        let rows = try RawContactRecord.profiles(of: ids, db)
        let decoded = ParallelSlices.map(rows.count, minimum: 5_000) { range in rows[range].map { MatchProfile(packed: $0.profile) } }
        return Dictionary(uniqueKeysWithValues: zip(rows.lazy.map(\.id), decoded.joined()))
    }

    /// The raw contacts of each of `contacts`, in import order, with their profiles (read here for
    /// those not in `profiles`).
    private static func groups(
        of contacts: Set<Int64>, contactOf: [Int64: Int64], profiles: [Int64: MatchProfile], _ db: Database
    ) throws -> [Int64: [Linker.Member]] {
        let raws = contactOf.filter { contacts.contains($0.value) }.keys.sorted()
        var profiles = profiles
        for row in try RawContactRecord.profiles(of: raws.filter { profiles[$0] == nil }, db) {
            profiles[row.id] = MatchProfile(packed: row.profile)
        }
        var groups: [Int64: [Linker.Member]] = [:]
        for raw in raws {
            guard let profile = profiles[raw] else { continue }
            groups[contactOf[raw]!, default: []].append(Linker.Member(id: raw, profile: profile))
        }
        return groups
    }
}
