/// A generated multi-source address book with the answer: which cards are the same person.
///
/// ```swift
/// let corpus = PeopleGenerator.corpus(people: 10_000, duplicateRate: 0.15, seed: 1)
/// for (source, text) in corpus.files { try text.write(toFile: "\(source).vcf", atomically: true, encoding: .utf8) }
/// let person = corpus.truth[RawKey(source: "icloud", uid: someUID)]
/// ```
public struct LabeledCorpus: Sendable {
    /// One whole `.vcf` file per source, in the order `icloud`, `google`, `outlook`.
    public var files: [(source: String, text: String)]
    /// The person (0..<``people``) each card is, by source and `UID`; one entry per card.
    public var truth: [RawKey: Int]
    /// How many people there are, duplicated or not (organisations' own cards count as people).
    public var people: Int
    /// What the copies of each duplicated person share (only duplicated people are keys).
    public var evidence: [Int: LinkEvidence]
    /// Groups of different people made to look alike, which must not be linked.
    public var hardNegatives: [HardNegativeGroup]
    /// How each duplicated person's cards differ (`script`, `script:ja`, `typo`, `swap`, `capitals`,
    /// `accents`, `sameFile`, `ordinary`, …), for recall per case; a person can be in several.
    public var cases: [Int: Set<String>]
    /// Counts for a report: `people`, `raw contacts`, `duplicated people`, `unreachable duplicated
    /// people`, `evidence: <kind>` per ``LinkEvidence``, `hard negatives: <kind>` (groups) and
    /// `hard negative people: <kind>` per ``HardNegativeKind``, and `cards: <source>`.
    public var stats: [String: Int]

    /// Creates a corpus.
    public init(
        files: [(source: String, text: String)], truth: [RawKey: Int], people: Int, evidence: [Int: LinkEvidence],
        hardNegatives: [HardNegativeGroup], stats: [String: Int], cases: [Int: Set<String>] = [:]
    ) {
        self.files = files
        self.truth = truth
        self.people = people
        self.evidence = evidence
        self.hardNegatives = hardNegatives
        self.stats = stats
        self.cases = cases
    }

    /// The duplicated people whose copies share only a name (``LinkEvidence/nameOnly``): their pairs
    /// count against recall but no linker can be expected to find them.
    public var unreachable: Set<Int> { Set(evidence.filter { !$0.value.isReachable }.keys) }
}
