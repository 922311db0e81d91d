import GRDB

extension Array where Element: DatabaseValueConvertible {
    /// The ids in slices of at most 500, so that an `IN (?, ?, …)` list stays far below SQLite's
    /// limit on a statement's arguments however many ids a caller passes.
    var statementChunks: [ArraySlice<Element>] {
        stride(from: 0, to: count, by: 500).map { self[$0..<Swift.min($0 + 500, count)] }
    }
}
