/// Pairwise precision and recall of a grouping of raw contacts (a store's unified contacts) against
/// a corpus's truth.
///
/// A pair is two raw contacts. True pairs are the pairs of one person; predicted pairs are the pairs
/// in one unified contact; correct pairs are both. Everything is counted from group sizes and
/// (group, person) intersections — C(n, 2) at a time — never pair by pair, so a million raw
/// contacts, or one giant wrong group, cost no more than reading them.
///
/// ```swift
/// var score = PairwiseScore(corpus)
/// try store.list(ListRequest(), includeRawContacts: true) { listed in
///     score.add(listed.contact.rawContacts.map { RawKey(source: $0.source, uid: $0.uid) })
/// }
/// print(score.precision ?? .nan, score.recall ?? .nan)
/// ```
public struct PairwiseScore: Sendable {
    /// Pairs of raw contacts of one person (from the truth, whatever the grouping lists).
    public private(set) var truePairs = 0
    /// True pairs of people whose cards share more than a name (``LinkEvidence/isReachable``).
    public private(set) var reachableTruePairs = 0
    /// Pairs of raw contacts in one group.
    public private(set) var predictedPairs = 0
    /// Pairs that are both true and predicted.
    public private(set) var correctPairs = 0
    /// Correct pairs of people whose cards share more than a name.
    public private(set) var reachableCorrectPairs = 0
    /// True pairs by what the person's cards share.
    public private(set) var truePairsByEvidence: [LinkEvidence: Int] = [:]
    /// Correct pairs by what the person's cards share.
    public private(set) var correctPairsByEvidence: [LinkEvidence: Int] = [:]
    /// True pairs by case (``LabeledCorpus/cases``): a person's pairs count under each of its cases.
    public private(set) var truePairsByCase: [String: Int] = [:]
    /// Correct pairs by case.
    public private(set) var correctPairsByCase: [String: Int] = [:]
    /// Wrong pairs between two people of one hard-negative group, by kind.
    public private(set) var wrongPairsByKind: [HardNegativeKind: Int] = [:]
    /// Raw contacts added that the truth does not know (should be 0).
    public private(set) var unknownRawContacts = 0
    /// Raw contacts added.
    public private(set) var rawContacts = 0
    /// Groups added.
    public private(set) var contacts = 0

    private let truth: [RawKey: Int]
    private let evidence: [Int: LinkEvidence]
    private let cases: [Int: Set<String>]
    /// Each hard-negative person's group, as an index into the corpus's groups.
    private let hardNegativeGroup: [Int: Int]
    private let kinds: [HardNegativeKind]

    /// An empty score against the corpus's truth.
    public init(_ corpus: LabeledCorpus) {
        truth = corpus.truth
        evidence = corpus.evidence
        cases = corpus.cases
        kinds = corpus.hardNegatives.map(\.kind)
        var groupOf: [Int: Int] = [:]
        for (index, group) in corpus.hardNegatives.enumerated() {
            for person in group.people { groupOf[person] = index }
        }
        hardNegativeGroup = groupOf
        var cards: [Int: Int] = [:]
        for person in corpus.truth.values { cards[person, default: 0] += 1 }
        for (person, count) in cards where count > 1 {
            let pairs = Self.pairs(count)
            truePairs += pairs
            let kind = corpus.evidence[person]
            if kind?.isReachable ?? true { reachableTruePairs += pairs }
            if let kind { truePairsByEvidence[kind, default: 0] += pairs }
            for name in corpus.cases[person] ?? [] { truePairsByCase[name, default: 0] += pairs }
        }
    }

    /// C(count, 2).
    static func pairs(_ count: Int) -> Int { count * (count - 1) / 2 }

    /// Adds one group (a unified contact) made of the raw contacts `keys`.
    /// - Returns: The people in it, with how many of its raw contacts each is (more than one person
    ///   means a wrong join).
    @discardableResult
    public mutating func add(_ keys: [RawKey]) -> [Int: Int] {
        contacts += 1
        rawContacts += keys.count
        predictedPairs += Self.pairs(keys.count)
        var perPerson: [Int: Int] = [:]
        for key in keys {
            guard let person = truth[key] else {
                unknownRawContacts += 1
                continue
            }
            perPerson[person, default: 0] += 1
        }
        var perHardNegativeGroup: [Int: (sum: Int, squares: Int)] = [:]
        for (person, count) in perPerson {
            let pairs = Self.pairs(count)
            correctPairs += pairs
            let kind = evidence[person]
            if kind?.isReachable ?? true { reachableCorrectPairs += pairs }
            if let kind { correctPairsByEvidence[kind, default: 0] += pairs }
            if pairs > 0 { for name in cases[person] ?? [] { correctPairsByCase[name, default: 0] += pairs } }
            if perPerson.count > 1, let group = hardNegativeGroup[person] {
                let old = perHardNegativeGroup[group] ?? (0, 0)
                perHardNegativeGroup[group] = (old.sum + count, old.squares + count * count)
            }
        }
        for (group, counts) in perHardNegativeGroup {
            wrongPairsByKind[kinds[group], default: 0] += (counts.sum * counts.sum - counts.squares) / 2
        }
        return perPerson
    }

    /// Correct / predicted, or nil when nothing was joined.
    public var precision: Double? { predictedPairs == 0 ? nil : Double(correctPairs) / Double(predictedPairs) }
    /// Correct / true, or nil when there are no true pairs.
    public var recall: Double? { truePairs == 0 ? nil : Double(correctPairs) / Double(truePairs) }
    /// Recall over the pairs a linker can be expected to find (name-only duplicates left out).
    public var reachableRecall: Double? {
        reachableTruePairs == 0 ? nil : Double(reachableCorrectPairs) / Double(reachableTruePairs)
    }
    /// The harmonic mean of precision and recall.
    public var f1: Double? {
        guard let precision, let recall, precision + recall > 0 else { return nil }
        return 2 * precision * recall / (precision + recall)
    }
}
