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

        // 2. The raw contacts in some block: their contact and profile.
        var raws: [Int64: (contact: Int64, profile: MatchProfile)] = [:]
        for raw in Set(blocks.joined()) {
            guard let row = try RawContactRecord.contactAndProfile(of: raw, db) else { continue }
            raws[raw] = (row.contactId, MatchProfile(packed: row.profile))
        }

        // 3. Strong pairs, each judged once.
        let rank = Dictionary(uniqueKeysWithValues: LinkEvidence.Reason.allCases.enumerated().map { ($1, $0) })
        var judged = Set<UnorderedPair>()
        var pairs: [Pair] = []
        for block in blocks {
            for (offset, a) in block.enumerated() {
                guard let x = raws[a] else { continue }
                for b in block[(offset + 1)...] {
                    guard let y = raws[b], x.contact != y.contact, judged.insert(UnorderedPair(a, b)).inserted else { continue }
                    if case .link(let evidence) = MatchRules.verdict(x.profile, y.profile, sharers: keyBlocks.sharers) {
                        pairs.append(Pair(a: a, b: b, evidence: evidence, rank: rank[evidence.reason]!,
                                          shared: MatchRules.sharedValues(x.profile, y.profile)))
                    }
                }
            }
        }
        pairs.sort { ($0.rank, -$0.shared, $0.a, $0.b) < ($1.rank, -$1.shared, $1.a, $1.b) }

        // 4. Apply strongest first; groups are checked whole, members read once per contact.
        var linker = Linker(db)
        var members: [Int64: [Linker.Member]] = [:]
        func group(_ contact: Int64) throws -> [Linker.Member] {
            if let known = members[contact] { return known }
            let read = try Linker.members(of: contact, db)
            members[contact] = read
            return read
        }
        var links = 0
        for pair in pairs {
            let a = linker.resolve(raws[pair.a]!.contact), b = linker.resolve(raws[pair.b]!.contact)
            guard a != b else { continue }
            let groupA = try group(a), groupB = try group(b)
            guard try linker.canMerge(groupA, groupB) else { continue }
            let survivor = try linker.merge(a, b)
            members[survivor] = groupA + groupB
            members[survivor == a ? b : a] = nil
            try linker.record(pair.a, pair.b, pair.evidence)
            links += 1
        }
        try linker.finish()
        return links
    }
}

