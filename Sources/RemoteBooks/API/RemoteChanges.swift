/// What changed in a remote book since a sync token, or since the versions the caller knows.
///
/// Apply ``changed`` (after fetching them) and ``deleted``, then keep ``token`` for the next call.
/// Calling again with the old token is always safe: the same changes come back, so a sync killed
/// before it kept the new token simply does the work again.
public struct RemoteChanges: Hashable, Sendable {
    /// How the changes were found.
    public enum Method: Hashable, Sendable {
        /// An RFC 6578 `sync-collection` REPORT from the given token.
        case syncCollection
        /// A listing of every card with its ETag, compared with the versions the caller knows.
        case listing(ListingReason)
    }

    /// Why a listing was needed instead of changes since a token.
    public enum ListingReason: Hashable, Sendable {
        /// The caller had no token (a first sync).
        case noToken
        /// The server no longer accepts the token (expired, or from another server): RFC 6578's `valid-sync-token`.
        case tokenRejected
        /// The book has no sync tokens (a vdir, or a server without `sync-collection`).
        case tokensUnsupported
    }

    /// Cards that are new, or whose ETag is not the one the caller knows: fetch these.
    public var changed: [RemoteEntry]
    /// Hrefs of cards that are gone from the book.
    public var deleted: [String]
    /// The token for the next call, taken before the changes were read; nil when the book has none.
    public var token: SyncToken?
    /// How the changes were found.
    public var method: Method
    /// After a listing, how many cards the book holds (so the caller can tell "every card deleted"
    /// from an ordinary delete); nil after a `sync-collection` REPORT.
    public var listedCount: Int?

    /// Creates a change set.
    public init(changed: [RemoteEntry], deleted: [String], token: SyncToken?, method: Method, listedCount: Int?) {
        self.changed = changed
        self.deleted = deleted
        self.token = token
        self.method = method
        self.listedCount = listedCount
    }
}

extension RemoteChanges {
    /// Compares a full listing with the versions the caller knows.
    /// - Parameters:
    ///   - listing: Every card in the book now.
    ///   - known: The caller's href → ETag for every card it holds from this book.
    ///   - token: The token taken before the listing was made.
    ///   - reason: Why a listing was made.
    init(listing: [RemoteEntry], known: [String: ETag], token: SyncToken?, reason: ListingReason) {
        var listed = Set<String>()
        listed.reserveCapacity(listing.count)
        var changed: [RemoteEntry] = []
        for entry in listing {
            listed.insert(entry.href)
            if entry.etag == nil || known[entry.href] != entry.etag { changed.append(entry) }
        }
        let deleted = known.keys.filter { !listed.contains($0) }.sorted()
        self.init(
            changed: changed, deleted: deleted, token: token, method: .listing(reason), listedCount: listing.count)
    }
}
