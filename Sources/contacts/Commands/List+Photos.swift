import ContactsKit
import Foundation
import PhotoCodec

extension ContactsCommand.List {
    /// Contacts read and drawn together by `--photos`; the next page's photos are decoded while one prints.
    static let avatarPageSize = 20

    /// The listing with an avatar beside each row. One read of the listing (as without `--photos`)
    /// runs on a thread of its own and hands over pages of 20, at most two ahead: while a page
    /// prints (each row waiting, in order, for its own thumbnail), the next page is already read and
    /// its thumbnails prefetched through the store's cache, on the other cores.
    /// - Returns: how many contacts were printed.
    func listWithAvatars(
        _ store: ContactStore, _ request: ListRequest, table: ContactTable, counts: [String: Int]?, output: StandardOutput
    ) async throws -> Int {
        let thumbnails = try store.makeThumbnailCache(byteBudget: 4 << 20)
        let pages = ListingPages(store: store, request: request, pageSize: Self.avatarPageSize)
        defer { pages.cancel() }
        func keys(_ page: [ListedContact]) -> [ThumbnailKey] { page.compactMap { key($0.contact) } }
        func key(_ contact: Contact) -> ThumbnailKey? {
            contact.photoHash.map { ThumbnailKey(photoHash: $0, side: PhotoDrawing.avatarSide, shape: .squareCrop) }
        }

        var rows = ListingRows(table: table, output: output, sectionCounts: counts,
                               headerLeading: String(repeating: " ", count: PhotoDrawing.avatarSide + 1))
        var current = try await pages.next()
        if let current { await thumbnails.prefetch(keys(current)) }
        while let page = current {
            current = try await pages.next()
            if let next = current { await thumbnails.prefetch(keys(next)) }
            for listed in page {
                var avatar = PhotoDrawing.avatarLines(nil)
                if let key = key(listed.contact) {
                    do {
                        avatar = PhotoDrawing.avatarLines(try await thumbnails.thumbnail(for: key))
                    } catch is PhotoError {
                        avatar = PhotoDrawing.undecodableAvatar
                    }
                }
                rows.print(listed, leading: avatar[0] + " ")
                for line in avatar.dropFirst() { output.write((line.allSatisfy { $0 == " " } ? "" : line) + "\n") }
            }
            output.flush()
        }
        return rows.printed
    }
}

/// A listing read on a thread of its own (one read transaction, rows streamed as without
/// `--photos`) and handed to an async consumer a page at a time, with at most `depth` pages
/// waiting: the reader blocks (on its own thread, never on the concurrency pool) until the
/// consumer takes one.
final class ListingPages: @unchecked Sendable {
    private let condition = NSCondition()
    private var ready: [[ListedContact]] = []
    private var finished = false
    private var failure: (any Error)?
    private var cancelled = false
    private var waiter: CheckedContinuation<Void, Never>?
    private let depth = 2

    init(store: ContactStore, request: ListRequest, pageSize: Int) {
        let thread = Thread { [self] in
            var page: [ListedContact] = []
            do {
                try store.list(request) { listed in
                    page.append(listed)
                    if page.count == pageSize {
                        guard hand(page) else { throw CancellationError() }
                        page.removeAll(keepingCapacity: true)
                    }
                }
                if !page.isEmpty { _ = hand(page) }
                finish(nil)
            } catch {
                finish(error)
            }
        }
        thread.start()
    }

    /// The next page; nil at the end.
    /// - Throws: what reading the listing threw.
    func next() async throws -> [ListedContact]? {
        while true {
            switch poll() {
            case .page(let page): return page
            case .end(let failure?): throw failure
            case .end(nil): return nil
            case .empty: await withCheckedContinuation { park($0) }
            }
        }
    }

    private enum Poll {
        case page([ListedContact])
        case end((any Error)?)
        case empty
    }

    private func poll() -> Poll {
        condition.lock()
        defer { condition.unlock() }
        if !ready.isEmpty {
            condition.signal()  // room for the reader
            return .page(ready.removeFirst())
        }
        if finished { return .end(failure is CancellationError ? nil : failure) }
        return .empty
    }

    /// Resumes `continuation` when a page is ready or the listing ended (at once if so already).
    private func park(_ continuation: CheckedContinuation<Void, Never>) {
        condition.lock()
        if ready.isEmpty, !finished {
            waiter = continuation
            condition.unlock()
        } else {
            condition.unlock()
            continuation.resume()
        }
    }

    /// Stops the reader at its next page.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.signal()
        condition.unlock()
    }

    /// Called by the reader: waits for room, queues `page`; false when cancelled.
    private func hand(_ page: [ListedContact]) -> Bool {
        condition.lock()
        while ready.count >= depth, !cancelled { condition.wait() }
        guard !cancelled else {
            condition.unlock()
            return false
        }
        ready.append(page)
        let waiter = self.waiter
        self.waiter = nil
        condition.unlock()
        waiter?.resume()
        return true
    }

    private func finish(_ error: (any Error)?) {
        condition.lock()
        finished = true
        failure = error
        let waiter = self.waiter
        self.waiter = nil
        condition.unlock()
        waiter?.resume()
    }
}
