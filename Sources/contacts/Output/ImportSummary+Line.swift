import ContactsKit

extension ImportSummary {
    /// The line `contacts import` prints: `imported N, updated N, unchanged N, skipped N deleted,
    /// rejected N`, always these five counts in this order (for scripts), then `, N removed` with
    /// `--replace` (`replace`), then `, N conflicts` when an update kept an edit of yours against a
    /// change at the source.
    func line(replace: Bool = false) -> String {
        "imported \(imported), updated \(updated), unchanged \(unchanged), skipped \(skippedDeleted) deleted, rejected \(rejected)"
            + (replace ? ", \(removed) removed" : "")
            + (conflicts > 0 ? ", \(conflicts) \(conflicts == 1 ? "conflict" : "conflicts")" : "")
    }
}
