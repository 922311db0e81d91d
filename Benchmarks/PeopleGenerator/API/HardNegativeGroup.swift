/// People made to look alike on purpose (see ``HardNegativeKind``); each is a different person, so
/// no two of them may be linked.
public struct HardNegativeGroup: Sendable, Hashable {
    /// How they look alike.
    public var kind: HardNegativeKind
    /// The person ids (as in ``LabeledCorpus/truth``), at least two.
    public var people: [Int]

    /// Creates a group.
    public init(kind: HardNegativeKind, people: [Int]) {
        self.kind = kind
        self.people = people
    }
}
