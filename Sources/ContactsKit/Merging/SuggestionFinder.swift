import GRDB

/// Finds the pairs of unified contacts that might be one person, for ``ContactStore/duplicates(_:)``:
/// raw contacts of different contacts that share a lookup key, judged by ``MatchRules`` as linking
/// judges them, and not kept apart by the user.
///
/// Everything is read in a few scans — the raw contacts' contacts, the key index (``KeyBlocks``),
/// the profiles of the raw contacts in a block that spans two contacts or more, the keep-apart
/// decisions — never a query per raw contact or per pair, and pairs are judged only inside blocks.
struct SuggestionFinder {
    /// A full name shared by more raw contacts than this (a very common name in a large book) gives
    /// no suggestions: most such pairs are different people, and nobody can act on 190 of them.
    static let nameBlockLimit = 20

    /// Two contacts that might be one person, with the strongest evidence any two of their raw
    /// contacts give.
    struct Pair {
        /// Row ids of the contacts, `a < b`.
        var a: Int64
        var b: Int64
        var evidence: LinkEvidence
        var strength: SuggestionStrength
    }

    /// The suggestions between contacts.
    /// - Parameter contactOf: Each raw contact's contact.
    static func pairs(contactOf: [Int64: Int64], _ db: Database) throws -> [Pair] {
        // 1. Blocks spanning two contacts or more: every key kind linking uses, and the bare full name.
        let blocks = try KeyBlocks(
            LinkKey.Kind.allCases, limit: { $0 == .fullName ? nameBlockLimit : Linker.candidatesPerKey },
            keep: { block in block.contains { contactOf[$0] != contactOf[block[0]] } }, db)

        // 2. The profiles of their raw contacts, and the user's keep-apart decisions.
        var profiles: [Int64: MatchProfile] = [:]
        for (raw, packed) in try RawContactRecord.profiles(of: Array(Set(blocks.blocks.joined())), db) {
            profiles[raw] = MatchProfile(packed: packed)
        }
        let keptApart = Set(try LinkDecisionRecord.keptApart(db).map { UnorderedPair($0.rawA, $0.rawB) })

        // 3. Each pair of raw contacts of different contacts judged once; the strongest per two contacts kept.
        var judged = Set<UnorderedPair>()
        var strongest: [UnorderedPair: Pair] = [:]
        for block in blocks.blocks {
            for (offset, rawA) in block.enumerated() {
                guard let contactA = contactOf[rawA], let x = profiles[rawA] else { continue }
                for rawB in block[(offset + 1)...] {
                    guard let contactB = contactOf[rawB], contactA != contactB, let y = profiles[rawB] else { continue }
                    let raws = UnorderedPair(rawA, rawB)
                    guard judged.insert(raws).inserted, !keptApart.contains(raws) else { continue }
                    let evidence: LinkEvidence
                    switch MatchRules.verdict(x, y, sharers: blocks.sharers) {
                    case .link(let found), .suggest(let found): evidence = found
                    case .conflict, .unrelated: continue
                    }
                    let contacts = UnorderedPair(contactA, contactB)
                    let strength = SuggestionStrength(evidence.reason, x, y)
                    if let known = strongest[contacts], known.strength >= strength { continue }
                    strongest[contacts] = Pair(a: contacts.low, b: contacts.high, evidence: evidence, strength: strength)
                }
            }
        }
        return Array(strongest.values)
    }
}
