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
/// try session.refreshHomes(try session.homeContacts())
/// for push in try session.pendingPushes() { … try session.recordPushed(push, href: href, etag: etag) }
/// try session.finish()
/// ```
package struct RemoteSyncSession {
    let store: ContactStore
    /// The remote, as stored (its token and version as this session last kept them).
    package private(set) var remote: Remote
    /// What the session did so far.
    package private(set) var counts = SyncCounts()
    /// Messages about single cards (conflicts, cards that could not be matched), in order.
    package private(set) var problems: [String] = []
    private var changeID: Int64?

    /// Starts a session with remote `name`.
    /// - Throws: ``ContactStoreError/noSuchRemote(_:)``.
    package init(store: ContactStore, remote name: String) throws {
        self.store = store
        remote = try store.remote(named: name)
    }

    // MARK: - Reading

    /// The href → ETag of every card the store holds from the remote (an empty ETag when none was
    /// given, so that the card is fetched again).
    package func knownETags() throws -> [String: String] {
        try store.read { db in
            Dictionary(
                try RemoteCardRecord.entries(of: remote.name, db).map { ($0.href, $0.etag ?? "") },
                uniquingKeysWith: { a, _ in a })
        }
    }

    /// The contacts whose home is this remote (``HomeBooks``), in row order.
    package func homeContacts() throws -> [ContactRowID] {
        let name = remote.name
        return try store.read { db in
            let homes = HomeBooks(remotes: try RemoteRecord.all(db))
            let sentHere = try RawContactRecord.hasHome(name, db)
            let homeless = homes.defaultBook == name || sentHere
            return try RawContactRecord.homeCandidates(remotes: homes.remotes, includeHomeless: homeless, db)
                .filter { homes.home(sources: $0.sources, sentTo: $0.sentTo) == name }.map(\.contact)
        }
    }

    /// How many contacts one transaction of ``refreshHomes(_:)`` brings up to date.
    static let homeBatch = 500

    /// Brings this remote's cards of `contacts` (``homeContacts()``) up to date with the contacts
    /// as they are shown (``HomeCard``): a card that differs takes the merged card (and is then
    /// sent as a change), a contact without a card here gets one (then created there). 500 contacts
    /// per transaction; returns how many cards were written.
    @discardableResult
    package mutating func refreshHomes(_ contacts: [ContactRowID]) throws -> Int {
        let name = remote.name
        var written = 0
        for start in stride(from: 0, to: contacts.count, by: Self.homeBatch) {
            let batch = Array(contacts[start..<min(start + Self.homeBatch, contacts.count)])
            // Most batches hold nothing to bring up to date: found in a read first, so that a sync
            // with nothing to do writes nothing (a write transaction per 500 contacts did, each
            // logging the sync's change and dropping it at the end).
            guard try !store.read({ db in try HomeCard.outdated(batch, book: name, db) }).isEmpty else { continue }
            try step { db in
                var linker = Linker(db)
                for home in try HomeCard.outdated(batch, book: name, db) {
                    try home.write(book: name, db, &linker)
                    written += 1
                }
                try linker.finish()
            }
        }
        return written
    }

    /// The changes to send: cards edited here (a home's card brought up to date among them), cards
    /// deleted here, and cards the remote does not have yet.
    package func pendingPushes() throws -> [PendingPush] {
        let name = remote.name
        return try store.read { db in
            var pushes: [PendingPush] = []
            let entries = try RemoteCardRecord.entries(of: name, db)
            let byUuid = Dictionary(entries.map { ($0.rawUuid, $0) }, uniquingKeysWith: { a, _ in a })
            let housed = try RemoteCardRecord.contactsHeld(by: name, db)
            for raw in try RawContactRecord.unsynced(source: name, remote: name, db) {
                let entry = byUuid[raw.uuid]
                // A new card of a contact the remote holds already is merged into that card, not made twice.
                if entry == nil, housed.contains(raw.contactId) { continue }
                pushes.append(try Self.push(entry == nil ? .create : .replace, raw, entry: entry, db))
            }
            for entry in entries where entry.rawID == nil {
                let deleted =
                    try DeletedCardRecord.find(source: name, uid: entry.uid, contentHash: entry.contentHash, db) != nil
                pushes.append(
                    PendingPush(
                        action: deleted ? .delete : .forget, rawUuid: entry.rawUuid, href: entry.href, etag: entry.etag,
                        uid: entry.uid, card: nil, storedBytes: [], name: entry.href))
            }
            return pushes
        }
    }

    private static func push(
        _ action: PendingPush.Action, _ raw: RawContactRecord.Stored, entry: RemoteCardRecord.Entry?,
        _ db: Database
    ) throws -> PendingPush {
        PendingPush(
            action: action, rawUuid: raw.uuid, href: entry?.href, etag: entry?.etag, uid: raw.uid,
            card: VCard(stored: raw.card),
            storedBytes: raw.card, name: try ChangeDescription.name(of: raw.contactId, db))
    }

    // MARK: - Bringing cards in

    /// Stores cards read from the remote, in one transaction: a new card becomes a raw contact of
    /// the remote's source, linked like an imported card; a changed card replaces the store's, or is
    /// merged with the edits made here (``ThreeWayMerge``, each conflict counted and reported); a
    /// card deleted here but changed there comes back. A contact's home card changed there carries
    /// its edit to the contact's other cards (``PulledEdit``).
    package mutating func applyPulled(_ cards: [PulledCard]) throws {
        guard !cards.isEmpty else { return }
        var summary = ImportSummary()
        var messages: [String] = []
        let name = remote.name
        let prepared = cards.map { $0.prepared(for: name) }
        // Statement journals in memory: a batch of new cards wrote most of its pages twice, to a
        // temporary file first (24% of a first sync's time), as an import did.
        let store = store
        try store.withBulkWriteSettings { try applyPulled(cards, prepared, &summary, &messages) }
        counts.received += summary.imported + summary.updated
        counts.conflicts += summary.conflicts
        problems += messages
    }

    /// Starts storing the cards of a first sync by an import's bulk path (``FirstPull``): when the
    /// store is empty (``BulkWriter/canLoad(_:)``) and this session has written nothing. Nil
    /// otherwise, having written nothing: ``applyPulled(_:)`` then stores the cards.
    package func beginFirstPull() throws -> FirstPull? {
        guard changeID == nil else { return nil }
        return try FirstPull.start(store: store, remote: remote.name)
    }

    /// Commits `pull` once every card is given to it: its change is this session's, which the
    /// session's later steps resume.
    package mutating func commit(_ pull: FirstPull) throws {
        guard let outcome = try pull.commit() else { return }
        changeID = outcome.change
        counts.received += outcome.summary.imported + outcome.summary.updated
    }

    private mutating func applyPulled(
        _ cards: [PulledCard], _ prepared: [PreparedCard], _ summary: inout ImportSummary, _ messages: inout [String]
    ) throws {
        let name = remote.name
        try step { db in
            var own = Set<Int>()
            for index in cards.indices where try Self.adoptOwnWrite(cards[index], prepared[index], remote: name, db) {
                own.insert(index)
            }
            let rest = cards.indices.filter { !own.contains($0) }
            let homes = HomeBooks(remotes: try RemoteRecord.all(db))
            let edits = try rest.compactMap { index in
                try PulledEdit.replaced(at: cards[index].href, by: prepared[index], remote: name, homes: homes, db)
            }
            var matching = ImportMatching.none
            try ContactStore.store(
                rest.map { prepared[$0] }, .init(link: true, restoreDeleted: true), db, &summary, matching: &matching
            ) { problem in
                messages.append("\(problem.file): \(problem.message)")
            }
            for (pulled, card) in rest.map({ (cards[$0], prepared[$0]) }) {
                let existing =
                    try card.uid.map { try RawContactRecord.existing(source: name, uid: $0, db) }
                    ?? RawContactRecord.existing(source: name, contentHash: card.contentHash, db)
                guard let existing, let uuid = try RawContactRecord.uuid(of: existing.id, db) else {
                    messages.append("\(pulled.href): was not stored")
                    continue
                }
                try RemoteCardRecord.save(
                    remote: name, href: pulled.href, etag: pulled.etag, rawUuid: uuid, uid: card.uid,
                    contentHash: card.contentHash, db)
            }
            for edit in edits { try edit.carry(db) }
        }
    }

    /// Whether `pulled` is a card this store wrote there that the store does not know at its href:
    /// the href is new, its UID is that of this remote's card, and it holds that card as it is here
    /// (``HomeCard/sameContent(_:_:)``: but for the stamps a write adds, in any order); and that card was either never
    /// recorded as sent (a sync killed between the write and its record), or written by the last
    /// sync at another href (a server that files a card under a name of its own, as Calypso files
    /// it under its UID). It is recorded as sent, at this href: not a change there, not sent again.
    private static func adoptOwnWrite(
        _ pulled: PulledCard, _ card: PreparedCard, remote: String, _ db: Database
    ) throws -> Bool {
        guard let uid = card.uid, try RemoteCardRecord.entry(of: remote, href: pulled.href, db) == nil,
            let existing = try RawContactRecord.existing(source: remote, uid: uid, db),
            let raw = try RawContactRecord.stored(id: existing.id, db)
        else { return false }
        let sent = try RemoteCardRecord.entry(of: remote, rawUuid: raw.uuid, db)
        guard sent == nil || sent?.replaced != nil,
            HomeCard.sameContent(raw.card, card.card)
        else { return false }
        let hash = SHA256.hash(raw.card)
        try RawContactRecord.agree(raw.id, source: remote, pushed: raw.card, contentHash: hash, db)
        try RemoteCardRecord.save(
            remote: remote, href: pulled.href, etag: pulled.etag, rawUuid: raw.uuid, uid: raw.uid, contentHash: hash, db
        )
        return true
    }

    /// Applies cards deleted on the remote, in one transaction: a card edited here is kept (and sent
    /// again as a new card); another is moved to the trash with its contact when it is the
    /// contact's only card or its home's card (``HomeBooks``: the card that holds the whole
    /// contact), else taken out of its contact (`undo` brings either back).
    package mutating func applyDeletions(_ hrefs: [String]) throws {
        guard !hrefs.isEmpty else { return }
        let name = remote.name
        var deleted = 0, kept = 0
        try step { db in
            let now = ChangeRecord.timestamp(Date())
            let homes = HomeBooks(remotes: try RemoteRecord.all(db))
            for href in hrefs {
                guard let entry = try RemoteCardRecord.entry(of: name, href: href, db) else { continue }
                try RemoteCardRecord.delete(remote: name, href: href, db)
                guard let rawID = entry.rawID, let raw = try RawContactRecord.stored(id: rawID, db) else { continue }
                if raw.base != nil || raw.source != name {
                    kept += 1
                    continue
                }
                // The home's card is the whole contact: deleted there, the contact goes. Another
                // remote's card only leaves its contact.
                let raws = try RawContactRecord.stored(ofContact: raw.contactId, db)
                let home = homes.home(sources: Set(raws.map(\.source)), sentTo: raws.lazy.compactMap(\.home).first)
                if raws.count <= 1 || home == name {
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

    /// Finds the writes of the last sync that the remote lost, among the cards it lists as changed:
    /// a card it lists with the very ETag that write replaced. Such a card is not taken from the
    /// remote: it is kept as it is here and sent again, and reported (a conflict: a server that
    /// answers writes and keeps nothing). Returns the hrefs handled, to leave out of the fetch.
    /// ``keepLostDeletions(_:)`` follows, once the changed cards are stored.
    package mutating func keepLostWrites(changed: [(href: String, etag: String?)]) throws -> Set<String> {
        let name = remote.name
        guard try awaitsConfirmation() else { return [] }
        let lost = try store.read { db in
            var lost: [(href: String, etag: String, rawID: RawContactRowID)] = []
            for (href, etag) in changed {
                guard let entry = try RemoteCardRecord.entry(of: name, href: href, db), let replaced = entry.replaced,
                    !replaced.isEmpty,
                    let etag, etag == replaced, let rawID = entry.rawID
                else { continue }
                lost.append((href, etag, rawID))
            }
            return lost
        }
        guard !lost.isEmpty else { return [] }
        var messages: [String] = []
        try step { db in
            for lost in lost {
                try RemoteCardRecord.setETag(lost.etag, remote: name, href: lost.href, db)
                try RawContactRecord.markEdited(lost.rawID, db)
                messages.append(
                    "\(try Self.name(ofRaw: lost.rawID, db)): \(name) still has the card as it was before the last sync wrote it (a server that did not keep the write?): kept here, sent again"
                )
            }
        }
        counts.conflicts += lost.count
        problems += messages
        return Set(lost.map(\.href))
    }

    /// Finds the writes of the last sync that the remote lost, among the cards it lists as deleted
    /// (once the changed cards are stored: a card sent here and filed there under another href was
    /// found there, ``adoptOwnWrite(_:_:remote:_:)``): a card created or replaced from here that it
    /// no longer has. It is kept here, sent again, and reported (a conflict: a server that keeps
    /// nothing, or a deletion there of a card just sent from here, where the edit wins as for any
    /// card edited here). Every other write is then found kept. Returns the hrefs handled, to leave
    /// out of the deletions.
    package mutating func keepLostDeletions(_ deleted: [String]) throws -> Set<String> {
        let name = remote.name
        guard try awaitsConfirmation() else { return [] }
        // Found in a read first: a sync whose writes were all kept logs no change for it.
        let lost = try store.read { db in
            try deleted.compactMap { href -> (href: String, rawID: RawContactRowID)? in
                guard let entry = try RemoteCardRecord.entry(of: name, href: href, db), entry.replaced != nil,
                    let rawID = entry.rawID
                else { return nil }
                return (href, rawID)
            }
        }
        var messages: [String] = []
        if !lost.isEmpty {
            try step { db in
                for lost in lost {
                    // Without its place there, the card is created again.
                    try RemoteCardRecord.delete(remote: name, href: lost.href, db)
                    messages.append(
                        "\(try Self.name(ofRaw: lost.rawID, db)): \(name) no longer has the card the last sync sent (a server that did not keep it, or a deletion there): kept here, sent again"
                    )
                }
            }
        }
        // What the server was found to keep is a fact about it, not a change of the user's: not
        // logged, so that a sync with nothing else to do leaves no change in `history` for `undo`
        // to take back. An undo of the sync that wrote puts its rows back whole anyway.
        try store.write { db in try RemoteCardRecord.confirmWrites(remote: name, db) }
        counts.conflicts += lost.count
        problems += messages
        return Set(lost.map(\.href))
    }

    /// The hrefs of cards written by the last sync and not yet found kept there: a remote that no
    /// longer lists them lost a write (sent again), which deletes nothing here.
    package func unconfirmedWrites() throws -> Set<String> {
        let name = remote.name
        return try store.read { db in
            Set(try RemoteCardRecord.entries(of: name, db).filter { $0.replaced != nil }.map(\.href))
        }
    }

    /// Whether a write of an earlier sync awaits being found kept there: the remote's changes must
    /// then be read, never assumed to be none (``keepLostWrites(changed:)``, ``keepLostDeletions(_:)``).
    package func awaitsConfirmation() throws -> Bool {
        let name = remote.name
        return try store.read { db in try RemoteCardRecord.awaitsConfirmation(remote: name, db) }
    }

    /// The display name of raw contact `id`'s contact, for messages.
    private static func name(ofRaw id: RawContactRowID, _ db: Database) throws -> String {
        try RawContactRecord.stored(id: id, db).map { try ChangeDescription.name(of: $0.contactId, db) } ?? "(gone)"
    }

    /// Keeps the token of a change set wholly applied (nothing is written when it is the one kept).
    package mutating func keepToken(_ token: String?) throws {
        guard token != remote.syncToken else { return }
        let name = remote.name
        // Inside the sync's change: undoing the sync puts the old token back with the cards.
        try step { db in try RemoteRecord.setToken(token, of: name, db) }
        remote.syncToken = token
    }

    /// Records the vCard version the remote takes (nothing is written when it is the one recorded).
    package mutating func keepVersion(_ version: String) throws {
        guard version != remote.vcardVersion else { return }
        let name = remote.name
        try step { db in try RemoteRecord.setVersion(version, of: name, db) }
        remote.vcardVersion = version
    }

    // MARK: - Recording what was sent

    /// Records that `push`'s card is now at `href` with `etag` on the remote, as it was read for the push.
    package mutating func recordPushed(_ push: PendingPush, href: String, etag: String?) throws {
        let name = remote.name
        try step { db in
            guard let id = try RawContactRecord.id(uuid: push.rawUuid, db) else { return }
            let hash = SHA256.hash(push.storedBytes)
            try RawContactRecord.agree(id, source: name, pushed: push.storedBytes, contentHash: hash, db)
            // Awaiting the next sync's word that the remote kept it (``keepLostWrites(changed:)``, ``keepLostDeletions(_:)``).
            try RemoteCardRecord.save(
                remote: name, href: href, etag: etag, rawUuid: push.rawUuid, uid: push.uid, contentHash: hash,
                replaced: push.etag ?? "", db)
        }
        counts.sent += 1
    }

    /// Records that the card at `href`, deleted here, is gone from the remote too.
    package mutating func recordDeletedThere(_ href: String) throws {
        let name = remote.name
        try step { db in try RemoteCardRecord.delete(remote: name, href: href, db) }
        counts.deletedThere += 1
    }

    /// Forgets the card at `href` (its raw contact is gone without a deletion: a sync undone), and
    /// the token, so that the next sync lists the whole remote and brings it back.
    package mutating func forget(_ href: String) throws {
        let name = remote.name
        try step { db in
            try RemoteCardRecord.delete(remote: name, href: href, db)
            try RemoteRecord.setToken(nil, of: name, db)
        }
        remote.syncToken = nil
        remoteTokenForgotten = true
    }

    /// Whether ``forget(_:)`` dropped the token (a later ``keepToken(_:)`` in the same sync must not bring it back).
    package private(set) var remoteTokenForgotten = false

    /// Reports a card that could not be read.
    package mutating func report(_ message: String) {
        problems.append(message)
        counts.problems += 1
    }

    /// Reports a card the remote refused to store (it stays here, and is sent again next time).
    package mutating func refused(_ message: String) {
        problems.append(message)
        counts.refused += 1
    }

    /// Ends the session: its change gets its summary, and is dropped when it logged nothing.
    package mutating func finish() throws {
        guard let id = changeID else { return }
        let summary =
            "sync \(remote.name): \(counts.received) in, \(counts.sent) out, \(counts.conflicts) conflicts, \(counts.deleted) deleted"
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
