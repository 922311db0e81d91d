import Foundation
import GRDB

/// Finds the pairs of unified contacts that might be one person, for ``ContactStore/duplicates(_:)``:
/// raw contacts of different contacts that share a lookup key, judged by `MatchRules` as linking
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
        var a: ContactRowID
        var b: ContactRowID
        var evidence: LinkEvidence
        var strength: SuggestionStrength
    }

    /// The suggestions between contacts.
    /// - Parameter contactOf: Each raw contact's contact.
    static func pairs(contactOf: [RawContactRowID: ContactRowID], _ db: Database) throws -> [Pair] {
        // 1. Blocks spanning two contacts or more: every key kind linking uses, and the bare full name.
        let blocks = try KeyBlocks(
            LinkKey.Kind.allCases, limit: { $0 == .fullName ? nameBlockLimit : Linker.candidatesPerKey },
            keep: { block in block.contains { contactOf[$0] != contactOf[block[0]] } }, db)

        // 2. The raw contacts in those blocks, numbered densely in id order, with their contact and
        //    profile; the user's keep-apart decisions.
        let raws = blocks.members.sorted()
        let number = Dictionary(uniqueKeysWithValues: raws.enumerated().map { ($1, $0) })
        let profiles = try RawContactRecord.profiles(of: raws, db).reduce(
            into: [MatchProfile?](repeating: nil, count: raws.count)
        ) { profiles, row in
            profiles[number[row.id]!] = MatchProfile(packed: row.profile)
        }
        let contacts = raws.map { contactOf[$0] ?? ContactRowID(-1) }
        let keptApart = Set(try LinkDecisionRecord.keptApart(db).map { UnorderedPair($0.rawA, $0.rawB) })

        // 3. Every pair of raw contacts of different contacts that shares a block, once: two dense
        //    numbers in one integer, sorted and made unique (cheaper than a set of pairs, and in a
        //    fixed order).
        var candidates: [UInt64] = []
        for block in blocks.blocks {
            let members = block.map { number[$0]! }
            for (offset, a) in members.enumerated() {
                for b in members[(offset + 1)...] where contacts[a] != contacts[b] {
                    candidates.append(a < b ? UInt64(a) << 32 | UInt64(b) : UInt64(b) << 32 | UInt64(a))
                }
            }
        }
        candidates.sort()
        let unique = candidates.reduce(into: [UInt64]()) { unique, candidate in
            if candidate != unique.last { unique.append(candidate) }
        }

        // 4. Each judged by the rules as linking judges it, the strongest kept per two contacts: in
        //    slices of the sorted pairs on every core, merged in slice order so that the result is the
        //    one a single pass gives (the first of equal strengths wins).
        let found = ParallelSlices.map(unique.count, minimum: 20_000) { range in
            var strongest: [UnorderedPair<ContactRowID>: Pair] = [:]
            for candidate in unique[range] {
                let (a, b) = (Int(candidate >> 32), Int(candidate & 0xFFFF_FFFF))
                guard let x = profiles[a], let y = profiles[b], !keptApart.contains(UnorderedPair(raws[a], raws[b]))
                else { continue }
                let names = MatchRules.names(x, y)
                let evidence: LinkEvidence
                switch MatchRules.verdict(x, y, names: names, sharers: blocks.sharers) {
                case .link(let found), .suggest(let found): evidence = found
                case .conflict, .unrelated: continue
                }
                let pair = UnorderedPair(contacts[a], contacts[b])
                let strength = SuggestionStrength(evidence.reason, x, y, agreement: names)
                if let known = strongest[pair], known.strength >= strength { continue }
                strongest[pair] = Pair(a: pair.low, b: pair.high, evidence: evidence, strength: strength)
            }
            return strongest
        }
        var strongest: [UnorderedPair<ContactRowID>: Pair] = [:]
        for slice in found {
            strongest.merge(slice) { known, new in known.strength >= new.strength ? known : new }
        }
        return Array(strongest.values)
    }
}
