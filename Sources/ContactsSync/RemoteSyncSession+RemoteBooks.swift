import ContactsKit
import RemoteBooks

/// The store's side of a sync in a remote book's words. The store keeps ETags and tokens as the
/// strings the remote gave and never sees RemoteBooks; the conversions between the two live here,
/// once, so the engine speaks RemoteBooks' types throughout.
extension RemoteSyncSession {
    /// The href → ETag of every card held from the remote (an empty ETag: fetched again).
    func etags() throws -> [String: ETag] {
        try knownETags().mapValues { ETag($0) }
    }

    /// The token of the last change set wholly applied.
    var token: SyncToken? {
        remote.syncToken.map { SyncToken($0) }
    }

    /// Stores cards read from the remote (``applyPulled(_:)``).
    mutating func store(_ cards: [RemoteCard]) throws {
        try applyPulled(Self.pulled(cards, remote: remote.name))
    }

    /// Cards read from remote `name`, ready to store (``applyPulled(_:)``): made apart from the
    /// session, so that the next batch is prepared while this one is written.
    static func pulled(_ cards: [RemoteCard], remote name: String) -> [PulledCard] {
        PulledCard.prepareAll(cards.map { ($0.href, $0.etag?.rawValue, $0.card) }, source: name)
    }

    /// Keeps `token` once its changes are applied (``keepToken(_:)``).
    mutating func keep(_ token: SyncToken?) throws {
        try keepToken(token?.rawValue)
    }

    /// The writes of the last sync `changes` list with the ETag they replaced (``keepLostWrites(changed:)``).
    mutating func keepLostWrites(_ changes: RemoteChanges) throws -> Set<String> {
        try keepLostWrites(changed: changes.changed.map { ($0.href, $0.etag?.rawValue) })
    }
}

extension PendingPush {
    /// The ETag the push expects the card to have there.
    var expectedETag: ETag { ETag(etag ?? "") }
}
