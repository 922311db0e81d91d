/// Generates labeled, multi-source address books for measuring how well contacts are linked.
///
/// People are drawn with names from many languages; most appear in one source, a share in two or
/// three, written the way iCloud (vCard 3.0), Google (vCard 3.0) and Outlook (vCard 2.1) export them,
/// with the differences real copies have (nicknames, initials, case, diacritics, number formats, a
/// different subset of details each). Hard negatives — different people who look alike — are mixed
/// in at realistic rates. The same arguments always give the same corpus, byte for byte.
///
/// ```swift
/// let corpus = PeopleGenerator.corpus(people: 10_000, duplicateRate: 0.15, seed: 1)
/// print(corpus.stats["duplicated people"]!, corpus.truth.count)
/// ```
public enum PeopleGenerator {
    /// The source names, in the order of ``LabeledCorpus/files``: `icloud`, `google`, `outlook`.
    public static let sources: [String] = Source.allCases.map(\.rawValue)

    /// Generates a corpus.
    ///
    /// - Parameters:
    ///   - people: How many people (organisations' own cards included); ids are `0..<people`.
    ///   - duplicateRate: The share of people that appear in two or three sources (0...1); exactly
    ///     `round(people × duplicateRate)` do.
    ///   - seed: The random seed; the same seed gives the same text.
    /// - Returns: The three files' text, the truth for every card, and what was generated.
    public static func corpus(people: Int, duplicateRate: Double = 0.15, seed: UInt64 = 1) -> LabeledCorpus {
        let people = max(0, people)
        let generation = Generation(seed: seed)
        generation.addHardNegatives(people: people)
        while generation.people.count < people { generation.addOrdinaryPerson() }
        let plans = generation.planCopies(duplicateRate: min(1, max(0, duplicateRate)))

        var cards = Array(repeating: [String](), count: Source.allCases.count)
        var truth: [RawKey: Int] = [:]
        truth.reserveCapacity(people * 2)
        var cases: [Int: Set<String>] = [:]
        for plan in plans {
            let drafts = generation.drafts(plan)
            for (source, draft) in zip(plan.sources, drafts) {
                let index = Source.allCases.firstIndex(of: source)!
                cards[index].append(source.render(draft, &generation.random))
                truth[RawKey(source: source.rawValue, uid: draft.uid)] = plan.person
            }
            if plan.sources.count > 1 { cases[plan.person] = generation.cases(plan, drafts) }
        }
        // Exports are not grouped by how they were generated: each file in its own random order.
        let files = Source.allCases.enumerated().map { index, source in
            (source: source.rawValue, text: generation.random.shuffled(cards[index]).joined())
        }
        var evidence: [Int: LinkEvidence] = [:]
        for plan in plans { if let kind = plan.evidence { evidence[plan.person] = kind } }
        return LabeledCorpus(
            files: files, truth: truth, people: people, evidence: evidence, hardNegatives: generation.hardNegatives,
            stats: stats(plans: plans, cards: cards.map(\.count), hardNegatives: generation.hardNegatives), cases: cases
        )
    }

    private static func stats(plans: [CopyPlan], cards: [Int], hardNegatives: [HardNegativeGroup]) -> [String: Int] {
        var stats: [String: Int] = [
            "people": plans.count,
            "raw contacts": cards.reduce(0, +),
            "duplicated people": plans.count { $0.sources.count > 1 },
            "people in 3 sources": plans.count { Set($0.sources).count == 3 },
            "unreachable duplicated people": plans.count { $0.evidence.map { !$0.isReachable } ?? false },
        ]
        for (index, source) in Source.allCases.enumerated() { stats["cards: \(source.rawValue)"] = cards[index] }
        for kind in LinkEvidence.allCases { stats["evidence: \(kind)"] = plans.count { $0.evidence == kind } }
        for kind in HardNegativeKind.allCases {
            let groups = hardNegatives.filter { $0.kind == kind }
            stats["hard negatives: \(kind)"] = groups.count
            stats["hard negative people: \(kind)"] = groups.reduce(0) { $0 + $1.people.count }
        }
        return stats
    }
}
