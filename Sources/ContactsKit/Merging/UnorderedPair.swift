/// Two row ids in either order (two raw contacts, two contacts): the key of a pair judged once.
struct UnorderedPair<ID: Comparable & Hashable & Sendable>: Hashable, Sendable {
    let low: ID
    let high: ID

    init(_ a: ID, _ b: ID) {
        (low, high) = a < b ? (a, b) : (b, a)
    }
}
