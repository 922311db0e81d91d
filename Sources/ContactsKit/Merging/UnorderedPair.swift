/// Two row ids in either order (two raw contacts, two contacts): the key of a pair judged once.
struct UnorderedPair: Hashable {
    let low: Int64
    let high: Int64

    init(_ a: Int64, _ b: Int64) {
        (low, high) = a < b ? (a, b) : (b, a)
    }
}
