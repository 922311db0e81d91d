/// Contact ids as bits: 125 kB for a million contacts, and a test is one load and a shift.
struct IdBitSet: Sendable {
    private var words: [UInt64]
    private(set) var count = 0

    init(largest: Int64) {
        words = [UInt64](repeating: 0, count: Int(max(0, largest)) / 64 + 1)
    }

    mutating func insert(_ contact: ContactRowID) {
        let id = contact.rawValue
        guard id >= 0, Int(id) / 64 < words.count else { return }
        let bit: UInt64 = 1 << UInt64(id % 64)
        if words[Int(id) / 64] & bit == 0 { count += 1 }
        words[Int(id) / 64] |= bit
    }

    func contains(_ contact: ContactRowID) -> Bool {
        let id = contact.rawValue
        guard id >= 0, Int(id) / 64 < words.count else { return false }
        return words[Int(id) / 64] & (1 << UInt64(id % 64)) != 0
    }

    /// Whether every id of this set is in `other` (a word at a time).
    func isSubset(of other: IdBitSet) -> Bool {
        for index in words.indices {
            let theirs = index < other.words.count ? other.words[index] : 0
            if words[index] & ~theirs != 0 { return false }
        }
        return true
    }
}
