import Foundation
import GRDB
import VCard

/// The store's side of one sync with one remote: what it holds from the remote, and each step of
/// bringing cards in and recording what was sent, each step its own transaction so that a sync
/// killed at any moment leaves the store consistent and the next sync finishes the job.
///
/// All the steps of one session are one change in the history (`sync NAME: …`), which
/// ``ContactStore/undo()`` takes back whole; a session that changed nothing leaves no change and
/// writes nothing.
///
/// ```swift
/// var session = try RemoteSyncSession(store: store, remote: "phone")
/// try session.applyPulled(cards)
/// try session.applyDeletions(deletedHrefs)
/// try session.keepToken(newToken)
/// for push in try session.pendingPushes(takesNewCards: true) { … try session.recordPushed(push, href: href, etag: etag) }
/// try session.finish()
/// ```
public struct RemoteSyncSession {
    let store: ContactStore
    /// The remote, as stored (its token and version as this session last kept them).
    public private(set) var remote: Remote
    /// What the session did so far.
    public private(set) var counts = SyncCounts()
    /// Messages about single cards (conflicts, cards that could not be matched), in order.
    public private(set) var problems: [String] = []
    private var changeID: Int64?

    /// Starts a session with remote `name`.
    /// - Throws: ``ContactStoreError/noSuchRemote(_:)``.
    public init(store: ContactStore, remote name: String) throws {
        self.store = store
        remote = try store.remote(named: name)
    }

    // MARK: - Reading

    /// The href → ETag of every card the store holds from the remote (an empty ETag when none was
    /// given, so that the card is fetched again).
    public func knownETags() throws -> [String: String] {
        try store.read { db in
            Dictionary(try RemoteCardRecord.entries(of: remote.name, db).map { ($0.href, $0.etag ?? "") }, uniquingKeysWith: { a, _ in a })
        }
    }

    /// The changes to send: cards edited here, cards deleted here, cards it does not have yet, and
    /// (when `takesNewCards`) the contacts added here that have no card elsewhere.
    public func pendingPushes(takesNewCards: Bool) throws -> [PendingPush] {
        let name = remote.name
        return try store.read { db in
            var pushes: [PendingPush] = []
            let entries = try RemoteCardRecord.entries(of: name, db)
            let byUuid = Dictionary(entries.map { ($0.rawUuid, $0) }, uniquingKeysWith: { a, _ in a })
            for raw in try RawContactRecord.unsynced(source: name, remote: name, db) {
                let entry = byUuid[raw.uuid]
                pushes.append(try Self.push(entry == nil ? .create : .replace, raw, entry: entry, adopts: false, db))
            }
            if takesNewCards {
                for raw in try RawContactRecord.unsynced(source: LocalSource.name, remote: name, db)
                where try RawContactRecord.stored(ofContact: raw.contactId, db).allSatisfy({ $0.source == LocalSource.name }) {
                    pushes.append(try Self.push(.create, raw, entry: nil, adopts: true, db))
                }
            }
            for entry in entries where entry.rawID == nil {
                let deleted = try DeletedCardRecord.find(source: name, uid: entry.uid, contentHash: entry.contentHash, db) != nil
                pushes.append(PendingPush(action: deleted ? .delete : .forget, rawUuid: entry.rawUuid, href: entry.href, etag: entry.etag,
                                          uid: entry.uid, card: nil, storedBytes: [], adopts: false, name: entry.href))
            }
            return pushes
        }
    }

    private static func push(_ action: PendingPush.Action, _ raw: RawContactRecord.Stored, entry: RemoteCardRecord.Entry?, adopts: Bool,
                             _ db: Database) throws -> PendingPush {
        PendingPush(action: action, rawUuid: raw.uuid, href: entry?.href, etag: entry?.etag, uid: raw.uid, card: VCard(stored: raw.card),
                    storedBytes: raw.card, adopts: adopts, name: try ChangeDescription.name(of: raw.contactId, db))
    }

    // MARK: - Bringing cards in

    /// Stores cards read from the remote, in one transaction: a new card becomes a raw contact of
    /// the remote's source, linked like an imported card; a changed card replaces the store's, or is
    /// merged with the edits made here (``ThreeWayMerge``, each conflict counted and reported); a
    /// card deleted here but changed there comes back.
    public mutating func applyPulled(_ cards: [PulledCard]) throws {
        guard !cards.isEmpty else { return }
        let name = remote.name
        var summary = ImportSummary()
        var messages: [String] = []
        let prepared = cards.map { pulled in
            var card = PreparedCard(pulled.card, source: name)
            card.file = pulled.href
            return card
        }
        try step { db in
            try ContactStore.store(prepared, .init(link: true, restoreDeleted: true), db, &summary) { problem in
                messages.append("\(problem.file): \(problem.message)")
            }
            for (pulled, card) in zip(cards, prepared) {
                let existing = try card.uid.map { try RawContactRecord.existing(source: name, uid: $0, db) }
                    ?? RawContactRecord.existing(source: name, contentHash: card.contentHash, db)
                guard let existing, let uuid = try RawContactRecord.uuid(of: existing.id, db) else {
                    messages.append("\(pulled.href): was not stored")
                    continue
                }
                try RemoteCardRecord.save(remote: name, href: pulled.href, etag: pulled.etag, rawUuid: uuid, uid: card.uid,
                                          contentHash: card.contentHash, db)
            }
        }
        counts.received += summary.imported + summary.updated
        counts.conflicts += summary.conflicts
        problems += messages
    }

    /// Applies cards deleted on the remote, in one transaction: a card edited here is kept (and sent
    /// again as a new card); another is moved to the trash with its contact when it is the
    /// contact's only card, else taken out of its contact (`undo` brings either back).
    public mutating func applyDeletions(_ hrefs: [String]) throws {
        guard !hrefs.isEmpty else { return }
        let name = remote.name
        var deleted = 0, kept = 0
        try step { db in
            let now = ChangeRecord.timestamp(Date())
            for href in hrefs {
                guard let entry = try RemoteCardRecord.entry(of: name, href: href, db) else { continue }
                try RemoteCardRecord.delete(remote: name, href: href, db)
                guard let rawID = entry.rawID, let raw = try RawContactRecord.stored(id: rawID, db) else { continue }
                if raw.base != nil || raw.source != name {
                    kept += 1
                    continue
                }
                if try RawContactRecord.count(ofContact: raw.contactId, db) <= 1 {
                    try Trash.put([raw.contactId], deletedAt: now, db)
                } else {
                    try RawContactRecord.delete(rawID, db)
                    var linker = Linker(db)
                    linker.invalidate(raw.contactId)
                    try linker.finish()
                }
                deleted += 1
            }
        }
        counts.deletedHere += deleted
        counts.kept += kept
    }

    /// Keeps the token of a change set wholly applied (nothing is written when it is the one kept).
    public mutating func keepToken(_ token: String?) throws {
        guard token != remote.syncToken else { return }
        let name = remote.name
        try store.write { db in try RemoteRecord.setToken(token, of: name, db) }
        remote.syncToken = token
    }

    /// Records the vCard version the remote takes (nothing is written when it is the one recorded).
    public mutating func keepVersion(_ version: String) throws {
        guard version != remote.vcardVersion else { return }
        let name = remote.name
        try store.write { db in try RemoteRecord.setVersion(version, of: name, db) }
        remote.vcardVersion = version
    }

    // MARK: - Recording what was sent

    /// Moves a card added here to the remote's source, before it is created there: if the sync is
    /// killed after the create, the next one finds the card there by its UID instead of making a second.
    public mutating func adopt(_ push: PendingPush) throws {
        guard push.adopts, let card = push.card else { return }
        let name = remote.name
        try step { db in
            guard let id = try RawContactRecord.id(uuid: push.rawUuid, db) else { return }
            let prepared = PreparedCard(card, source: name)
            try RawContactRecord.agree(id, source: name, pushed: push.storedBytes, contentHash: SHA256.hash(push.storedBytes), db)
            try RawContactRecord.updateProfile(id, profile: prepared.packedProfile, keys: prepared.keys, db)
            // Not yet a card of the remote (no remoteCard row): the next sync creates it if this one stops here.
        }
    }

    /// Records that `push`'s card is now at `href` with `etag` on the remote, as it was read for the push.
    public mutating func recordPushed(_ push: PendingPush, href: String, etag: String?) throws {
        let name = remote.name
        try step { db in
            guard let id = try RawContactRecord.id(uuid: push.rawUuid, db) else { return }
            let hash = SHA256.hash(push.storedBytes)
            try RawContactRecord.agree(id, source: name, pushed: push.storedBytes, contentHash: hash, db)
            try RemoteCardRecord.save(remote: name, href: href, etag: etag, rawUuid: push.rawUuid, uid: push.uid, contentHash: hash, db)
        }
        counts.sent += 1
    }

    /// Records that the card at `href`, deleted here, is gone from the remote too.
    public mutating func recordDeletedThere(_ href: String) throws {
        let name = remote.name
        try store.write { db in try RemoteCardRecord.delete(remote: name, href: href, db) }
        counts.deletedThere += 1
    }

    /// Forgets the card at `href` (its raw contact is gone without a deletion: a sync undone), and
    /// the token, so that the next sync lists the whole remote and brings it back.
    public mutating func forget(_ href: String) throws {
        let name = remote.name
        try store.write { db in
            try RemoteCardRecord.delete(remote: name, href: href, db)
            try RemoteRecord.setToken(nil, of: name, db)
        }
        remote.syncToken = nil
        remoteTokenForgotten = true
    }

    /// Whether ``forget(_:)`` dropped the token (a later ``keepToken(_:)`` in the same sync must not bring it back).
    public private(set) var remoteTokenForgotten = false

    /// Reports a card that could not be read or written.
    public mutating func report(_ message: String) {
        problems.append(message)
        counts.problems += 1
    }

    /// Ends the session: its change gets its summary, and is dropped when it logged nothing.
    public mutating func finish() throws {
        guard let id = changeID else { return }
        let summary = "sync \(remote.name): \(counts.received) in, \(counts.sent) out, \(counts.conflicts) conflicts, \(counts.deleted) deleted"
        try store.write { db in
            try ChangeRecord.finish(id, summary: summary, dropIfEmpty: true, db)
        }
        changeID = nil
    }

    /// One transaction logged under the session's change (begun by the first step).
    private mutating func step(_ body: (Database) throws -> Void) throws {
        let name = remote.name
        let current = changeID
        let client = store.client
        changeID = try store.write { db in
            let id: Int64
            if let current, try ChangeRecord.resume(current, db) {
                id = current
            } else {
                // The first step, or the session's change was pruned by the changes of other
                // processes meanwhile: the rest of the sync is a change of its own.
                id = try ChangeRecord.begin(.sync, summary: "sync \(name)", client: client, db)
                try TrashRecord.purgeExpired(db)
            }
            try body(db)
            try ChangeRecord.finish(id, summary: "sync \(name)", dropIfEmpty: false, db)
            return id
        }
    }
}
