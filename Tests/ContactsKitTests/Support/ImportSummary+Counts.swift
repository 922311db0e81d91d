@testable import ContactsKit

extension ImportSummary {
    /// A summary with the given counts, to compare an import's result with.
    init(imported: Int = 0, updated: Int = 0, unchanged: Int = 0, rejected: Int = 0) {
        self.init()
        self.imported = imported
        self.updated = updated
        self.unchanged = unchanged
        self.rejected = rejected
    }
}
