import BenchmarkSupport

extension SplitMix64 {
    /// A number in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    /// A uniformly chosen element.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// An element chosen with a mild preference for the first ones: half the time skewed (Zipf-like),
    /// half the time uniform, so common names are common without crowding out the rest.
    mutating func pickCommon<T>(_ items: [T]) -> T {
        chance(0.5) ? items[skewed(items.count)] : items[below(items.count)]
    }

    /// An index chosen in proportion to `weights`.
    mutating func weighted(_ weights: [Int]) -> Int {
        var roll = below(weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return weights.count - 1
    }

    /// The items in a random order (Fisher–Yates).
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var items = items
        guard items.count > 1 else { return items }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, below(index + 1))
        }
        return items
    }

    /// An upper-case UUID-shaped string (`E3B0C442-98FC-1C14-9AFB-F4C8996FB924`).
    mutating func uuid() -> String {
        let hex = Array("0123456789ABCDEF")
        var text = ""
        for index in 0..<32 {
            if [8, 12, 16, 20].contains(index) { text.append("-") }
            text.append(hex[below(16)])
        }
        return text
    }

    /// `count` random bytes.
    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }
}
