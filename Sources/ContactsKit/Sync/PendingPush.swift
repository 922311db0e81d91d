import VCard

/// A change of the store not yet on a remote, as ``RemoteSyncSession/pendingPushes()`` finds it.
package struct PendingPush: Sendable {
    /// What to do there.
    package enum Action: String, Sendable, Hashable {
        /// A card it does not have (added here, restored, or deleted there while edited here).
        case create
        /// A card edited here since it was last agreed: replace it there, if it is still as last seen.
        case replace
        /// A card deleted here: delete it there, if it is still as last seen.
        case delete
        /// A card whose raw contact is gone without being deleted (its sync was undone): forget it,
        /// and list the whole book next time so it comes back.
        case forget
    }

    package var action: Action
    /// The raw contact's uuid.
    package var rawUuid: String
    /// Its address and version there (replace, delete, forget).
    package var href: String?
    package var etag: String?
    /// The card's UID.
    package var uid: String?
    /// The card to write (create, replace), and its stored bytes, which become the agreed version once written.
    package var card: VCard?
    package var storedBytes: [UInt8]
    /// The contact's display name, for messages.
    package var name: String
}
