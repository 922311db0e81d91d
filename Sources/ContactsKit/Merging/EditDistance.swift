/// The Damerau–Levenshtein distance (optimal string alignment) between two short strings: the
/// fewest insertions, deletions, substitutions and swaps of two neighbouring letters that turn one
/// into the other. `maximilian` → `maxiimlian` is 1 (a swap), `jennifer` → `jeninfer` is 1.
enum EditDistance {
    /// The distance between `a` and `b` if it is at most `limit`, else `limit + 1` (computed no further).
    static func between(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        return between(x, y, limit: limit)
    }

    /// The distance between two sequences, bounded as ``between(_:_:limit:)-(String,String,Int)``.
    static func between<Element: Equatable>(_ x: [Element], _ y: [Element], limit: Int) -> Int {
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        let width = y.count + 1
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { value = min(value, previous2[j - 2] + 1) }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return min(previous[y.count], limit + 1)
    }
}
