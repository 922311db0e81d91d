import ContactsKit
import Foundation
import RemoteBooks

/// Keeps one remote and the store in step: pulls what changed there, merges, pushes what changed here.
///
/// The order makes a sync killed at any moment safe to run again: changes are read (from the sync
/// token, or a listing compared with the ETags held), fetched and stored in batches, each batch one
/// transaction (into an empty store, all of them one, ``RemoteSyncSession/beginFirstPull()``);
/// deletions there are applied; the new token is kept only once all of that is stored
/// (a sync killed before reads the same changes again, which store as unchanged). Then each change
/// here is sent, and recorded as sent in a transaction of its own: a card added here first moves to
/// the remote's source, so a create whose answer was lost is found again by its UID
/// (`alreadyExists`), never made twice; a replace or delete is conditional on the ETag last seen, and
/// when the card changed there it is fetched, merged, and sent again.
///
/// ```swift
/// let book = try await RemoteBookOpener.open(try store.remote(named: "phone"))
/// let report = try await SyncEngine.sync(store: store, remote: "phone", book: book, options: SyncOptions())
/// ```
public enum SyncEngine {
    /// How many times a replace refused because the card changed there is fetched, merged and tried again.
    static let replaceAttempts = 3

    /// Syncs remote `name` with `book`.
    /// - Parameter progress: Told what is being done, for a terminal.
    /// - Returns: What was done (with `options.dryRun`, what would be done).
    /// - Throws: ``SyncError/everythingDeleted(remote:held:)`` (nothing applied), a ``RemoteBookError``
    ///   (what finished before it is committed), or a store error.
    public static func sync(
        store: ContactStore, remote name: String, book: any RemoteAddressBook, options: SyncOptions,
        progress: (String) -> Void = { _ in }
    ) async throws -> SyncReport {
        if options.dryRun {
            return try await rehearse(store: store, remote: name, book: book, options: options, progress: progress)
        }
        var session = try RemoteSyncSession(store: store, remote: name)
        let known = try session.etags()
        progress("\(name): reading changes")
        let changes: RemoteChanges
        if let token = session.token, try !session.awaitsConfirmation(), book.isUnchanged(since: token) {
            // The book is in the state of the token kept: nothing to read there.
            changes = RemoteChanges(changed: [], deleted: [], token: token, method: .syncCollection, listedCount: nil)
        } else {
            changes = try await book.changes(since: session.token, known: known)
        }
        // Only the cards held count: a token's changes also name cards deleted by this store's own
        // last sync. A card the last sync wrote and the remote no longer lists is sent again, never
        // deleted here (``RemoteSyncSession/keepLostDeletions(_:)``): nor does it count.
        let unconfirmed = try session.unconfirmedWrites()
        let held = known.count
        let deletedHeld = Set(changes.deleted).intersection(known.keys).subtracting(unconfirmed).count
        if held > 0, !options.force,
            changes.listedCount == 0 || (held > unconfirmed.count && deletedHeld >= held - unconfirmed.count)
        {
            throw SyncError.everythingDeleted(remote: name, held: held)
        }
        do {
            var fetchProblems = 0
            var missing: [String] = []
            let lost = try session.keepLostWrites(changes)
            let hrefs = changes.changed.map { (entry: RemoteEntry) in entry.href }.filter { !lost.contains($0) }
            let batches = stride(from: 0, to: hrefs.count, by: options.batchSize).map {
                Array(hrefs[$0..<min($0 + options.batchSize, hrefs.count)])
            }
            // The next batch is fetched and prepared while this one is stored: the server works
            // (or the other core prepares) while the store writes.
            let fetch = { (batch: [String]) in
                Task {
                    let fetched = try await book.fetch(batch)
                    return (fetched, RemoteSyncSession.pulled(fetched.cards, remote: name))
                }
            }
            // Into an empty store, every card goes in one transaction by an import's bulk path,
            // which holds the store's write lock throughout: only when no card waits for the server.
            // Asked before the first fetch, which takes its cards from the book.
            let bulk = held == 0 && !hrefs.isEmpty && book.holdsCards(hrefs)
            var next = batches.first.map(fetch)
            defer { next?.cancel() }
            let firstPull = bulk ? try session.beginFirstPull() : nil
            defer { firstPull?.abandon() }
            for (index, batch) in batches.enumerated() {
                let (fetched, pulled) = try await next!.value
                next = index + 1 < batches.count ? fetch(batches[index + 1]) : nil
                progress("\(name): fetched \(index * options.batchSize + batch.count) of \(hrefs.count)")
                for problem in fetched.problems { session.report(problem.description) }
                fetchProblems += fetched.problems.count
                missing += fetched.missing
                if let firstPull { try firstPull.store(pulled) } else { try session.applyPulled(pulled) }
            }
            if let firstPull {
                progress("\(name): indexing and linking \(hrefs.count) cards")
                try session.commit(firstPull)
            }
            let lostThere = try session.keepLostDeletions(changes.deleted)
            try session.applyDeletions(changes.deleted.filter { !lostThere.contains($0) } + missing)
            // A card that could not be read is read again next time: with the token kept, it would not be.
            if fetchProblems == 0 { try session.keep(changes.token) }
            try session.keepVersion(book.preferredVersion.rawValue)
            let counted = session.counts
            try await push(&session, book: book, options: options, progress: progress)
            if fetchProblems == 0, changes.token != nil, session.counts != counted, !session.remoteTokenForgotten {
                try await skipOwnWrites(&session, book: book, since: changes.token)
            }
            try session.finish()
        } catch {
            try? session.finish()
            throw error
        }
        return SyncReport(remote: name, counts: session.counts, dryRun: false, problems: session.problems)
    }

    /// Moves the token past this sync's own writes when nobody else changed the book meanwhile, so
    /// that the next sync finds nothing to do and writes nothing (one more `sync-collection` REPORT).
    private static func skipOwnWrites(
        _ session: inout RemoteSyncSession, book: any RemoteAddressBook, since token: SyncToken?
    ) async throws {
        let known = try session.etags()
        let after = try await book.changes(since: token, known: known)
        guard after.changed.isEmpty, Set(after.deleted).isDisjoint(with: known.keys) else { return }
        try session.keep(after.token)
    }

    /// What a sync would do: the whole sync, run on a copy of the store (in the temporary folder,
    /// deleted after) against the real remote, whose writes are only pretended (``RehearsalBook``).
    /// The store and the remote are left as they were; the counts are the sync's own.
    private static func rehearse(
        store: ContactStore, remote name: String, book: any RemoteAddressBook, options: SyncOptions,
        progress: (String) -> Void
    ) async throws -> SyncReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contacts-dry-run-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("rehearsal.sqlite").path
        progress("\(name): copying the store for a dry run")
        try store.copy(to: path)
        let copy = try ContactStore(path: path, client: store.client)
        var rehearsal = options
        rehearsal.dryRun = false
        var report = try await sync(
            store: copy, remote: name, book: RehearsalBook(book: book), options: rehearsal, progress: progress)
        report.dryRun = true
        return report
    }

    // MARK: - Sending

    private static func push(
        _ session: inout RemoteSyncSession, book: any RemoteAddressBook, options: SyncOptions,
        progress: (String) -> Void
    ) async throws {
        progress("\(session.remote.name): comparing contacts")
        try session.refreshHomes(try session.homeContacts())
        let pushes = try session.pendingPushes()
        // A server that fails one card after the retries may still take the next; two in a row, it is down.
        var unavailableInARow = 0
        for (index, push) in pushes.enumerated() {
            if index % 50 == 0 { progress("\(session.remote.name): sending \(index + 1) of \(pushes.count)") }
            do {
                try await send(push, &session, book: book, attempt: 1)
                unavailableInARow = 0
            } catch let error as RemoteBookError where isAboutOneCard(error) {
                session.refused("\(push.name): \(session.remote.name) refused it: \(error.localizedDescription)")
            } catch let error as RemoteBookError {
                guard case .unavailable = error, unavailableInARow == 0 else { throw error }
                unavailableInARow += 1
                session.refused("\(push.name): \(error.localizedDescription); sent again at the next sync")
            }
        }
    }

    /// Errors that concern one card, reported and skipped; the others stop the sync.
    private static func isAboutOneCard(_ error: RemoteBookError) -> Bool {
        switch error {
        case .preconditionFailed, .alreadyExists, .notFound, .uidConflict, .invalidHref, .unexpectedStatus: return true
        default: return false
        }
    }

    private static func send(
        _ push: PendingPush, _ session: inout RemoteSyncSession, book: any RemoteAddressBook, attempt: Int
    ) async throws {
        switch push.action {
        case .forget:
            if let href = push.href { try session.forget(href) }
        case .delete:
            guard let href = push.href else { return }
            do {
                _ = try await book.delete(href, ifMatch: push.expectedETag)
                try session.recordDeletedThere(href)
            } catch RemoteBookError.preconditionFailed {
                // Changed there after it was deleted here: the edit wins, the card comes back.
                try await pullAgain(href, &session, book: book)
            }
        case .create:
            guard let card = push.card else { return }
            let bytes = VCardWriterBridge.bytes(card, uid: push.uid, version: book.preferredVersion)
            do {
                let write = try await book.create(bytes, uid: push.uid)
                try session.recordPushed(push, href: write.href, etag: try await etag(of: write, book: book))
            } catch RemoteBookError.alreadyExists(let href) {
                // Perhaps this very card, created by a sync whose answer was lost: adopt it if its UID is ours.
                let fetched = try await book.fetch([href])
                guard let there = fetched.cards.first, let uid = push.uid,
                    there.card.uid?.trimmingCharacters(in: .whitespaces) == uid
                else {
                    throw RemoteBookError.alreadyExists(href: href)
                }
                try session.store([there])
                try await resend(push.rawUuid, &session, book: book, attempt: attempt)
            }
        case .replace:
            guard let card = push.card, let href = push.href else { return }
            let bytes = VCardWriterBridge.bytes(card, uid: push.uid, version: book.preferredVersion)
            do {
                let write = try await book.replace(href, with: bytes, ifMatch: push.expectedETag)
                try session.recordPushed(push, href: href, etag: try await etag(of: write, book: book))
            } catch RemoteBookError.preconditionFailed where attempt < replaceAttempts {
                // Changed there since it was read: fetch, merge, and send the merge.
                try await pullAgain(href, &session, book: book)
                try await resend(push.rawUuid, &session, book: book, attempt: attempt + 1)
            } catch RemoteBookError.notFound {
                // Deleted there while edited here: the edit wins, the card is created again.
                try session.applyDeletions([href])
                try await resend(push.rawUuid, &session, book: book, attempt: attempt + 1)
            }
        }
    }

    /// Sends raw contact `uuid` again if it still needs sending.
    private static func resend(
        _ uuid: String, _ session: inout RemoteSyncSession, book: any RemoteAddressBook, attempt: Int
    ) async throws {
        guard attempt <= replaceAttempts,
            let again = try session.pendingPushes().first(where: { $0.rawUuid == uuid })
        else { return }
        try await send(again, &session, book: book, attempt: attempt)
    }

    /// Fetches the card at `href` and stores it (merged with the edits here).
    private static func pullAgain(
        _ href: String, _ session: inout RemoteSyncSession, book: any RemoteAddressBook
    ) async throws {
        let fetched = try await book.fetch([href])
        for problem in fetched.problems { session.report(problem.description) }
        try session.store(fetched.cards)
        if !fetched.missing.isEmpty { try session.applyDeletions(fetched.missing) }
    }

    /// The ETag a write gave, or the one a fetch finds when the book gave none.
    private static func etag(of write: RemoteWrite, book: any RemoteAddressBook) async throws -> String? {
        if let etag = write.etag { return etag.rawValue }
        return try await book.fetch([write.href]).cards.first?.etag?.rawValue
    }
}
