import BenchmarkSupport

/// Which of a person's cards carry one detail.
enum AttributeRule: Sendable {
    /// Every card.
    case all
    /// Each card independently, with this probability.
    case each(Double)
    /// With this probability exactly one card (chosen at random), otherwise none: the detail is never
    /// shared between the cards.
    case one(Double)

    /// For `copies` cards: whether each carries the detail.
    func holders(_ copies: Int, _ random: inout SplitMix64) -> [Bool] {
        switch self {
        case .all:
            return Array(repeating: true, count: copies)
        case .each(let probability):
            return (0..<copies).map { _ in random.chance(probability) }
        case .one(let probability):
            var result = Array(repeating: false, count: copies)
            if random.chance(probability) { result[random.below(copies)] = true }
            return result
        }
    }
}
