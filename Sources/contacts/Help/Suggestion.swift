/// The word someone most likely meant: `lsit` → `list`, `--sort` → `--sorted`, `grnt` → `grant`.
///
/// A candidate that starts with what was typed wins (`--sort` is the start of `--sorted`, so not
/// `--store`, which is as many edits away); otherwise the closest by edits, a swap of two
/// neighbouring letters counting as one, within a third of the word's length.
enum Suggestion {
    static func nearest(_ typed: String, among candidates: [String]) -> String? {
        let word = typed.lowercased()
        guard !word.isEmpty, !candidates.contains(typed) else { return nil }
        let bare = word.drop { $0 == "-" }
        if bare.count >= 2 {
            let extending = candidates.filter { $0.lowercased().hasPrefix(word) }
            if let shortest = extending.min(by: { $0.count < $1.count }) { return shortest }
        }
        let limit = max(1, min(3, bare.count / 3))
        let scored = candidates.map { (candidate: $0, distance: distance(word, $0.lowercased())) }.filter {
            $0.distance <= limit
        }
        return scored.min { $0.distance < $1.distance }?.candidate
    }

    /// Edits between `a` and `b` (insertions, deletions, substitutions, and swaps of neighbours:
    /// the optimal string alignment distance).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
