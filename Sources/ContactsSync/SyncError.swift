import Foundation

/// Why a sync stopped before touching anything, or could not start.
public enum SyncError: Error, Hashable, Sendable {
    /// The remote lists none of the cards the store holds from it (an emptied server, a wrong URL):
    /// nothing was applied; ``SyncOptions/force`` applies it.
    case everythingDeleted(remote: String, held: Int)
    /// The remote has a user name but no password was given.
    case noPassword(remote: String)
}

extension SyncError: LocalizedError {
    /// A lower-case, one-sentence description.
    public var errorDescription: String? {
        switch self {
        case .everythingDeleted(let remote, let held):
            return
                "\(remote) no longer has any of the \(held) card\(held == 1 ? "" : "s") synced from it (an emptied book, or a wrong URL?): "
                + "nothing was changed"
        case .noPassword(let remote):
            return "\(remote) needs a password"
        }
    }
}
