/// Something wrong in a store, found by ``ContactStore/checkHealth()``.
public struct StoreProblem: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem, and whether ``ContactStore/repair()`` can fix it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// SQLite's `PRAGMA integrity_check` failed: the file itself is damaged. Not repairable here:
        /// export what can be read, or restore a backup.
        case integrity
        /// Rows pointing at rows that do not exist (`PRAGMA foreign_key_check`).
        case foreignKeys
        /// Contacts with no raw contact behind them (nothing to show or export).
        case emptyContacts
        /// The search index disagrees with the contacts (missing, extra or corrupt rows).
        case searchIndex
        /// The per-bucket counts positions are computed from disagree with the contacts.
        case orderCounts
        /// Raw contacts without their linking profile or lookup keys.
        case linkingKeys

        /// Whether ``ContactStore/repair()`` rebuilds what this kind of problem breaks.
        public var isRepairable: Bool { self != .integrity }
    }

    public var kind: Kind
    /// The problem in words, with counts.
    public var detail: String

    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    public var description: String { detail }
}
