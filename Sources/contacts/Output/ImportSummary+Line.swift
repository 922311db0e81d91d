import ContactsKit

extension ImportSummary {
    /// The line `contacts import` prints: `imported N, updated N, unchanged N, skipped N deleted,
    /// rejected N`, always these five counts in this order (for scripts), then `, N conflicts` when
    /// an update kept an edit of yours against a change at the source.
    var line: String {
        "imported \(imported), updated \(updated), unchanged \(unchanged), skipped \(skippedDeleted) deleted, rejected \(rejected)"
            + (conflicts > 0 ? ", \(conflicts) \(conflicts == 1 ? "conflict" : "conflicts")" : "")
    }
}
