import Foundation
import PhotoCodec

/// Avatars and the detail's photo for the browser, decoded off the screen's thread through the
/// store's ``ThumbnailCache`` and handed back as ``CellPicture``s when the loop next looks.
///
/// ``want(_:prefetch:)`` is told, after each key, which keys are on screen and which are a
/// screenful ahead in the scroll direction: what is on screen is asked for, what is ahead is
/// prefetched, and every decode for a key no longer in either is cancelled (the rows were
/// scrolled past). Pictures are kept by key, a photo's content hash, so a row is only ever given
/// its own contact's photo, and a contact without one has no key.
final class BrowsePhotos: @unchecked Sendable {
    private let cache: ThumbnailCache
    private let lock = NSLock()
    /// Pictures made, by key (at most ``keep``, the oldest dropped first).
    private var pictures: [ThumbnailKey: CellPicture] = [:]
    private var order: [ThumbnailKey] = []
    /// Keys that failed to decode, drawn as nothing.
    private var failed: Set<ThumbnailKey> = []
    private var tasks: [ThumbnailKey: Task<Void, Never>] = [:]
    private var prefetched: Set<ThumbnailKey> = []
    private var arrived = false

    /// Pictures kept in memory: a few screens of avatars (each a few hundred bytes).
    static let keep = 512

    init(cache: ThumbnailCache) {
        self.cache = cache
    }

    /// The picture for `key`, if it is decoded.
    func picture(_ key: ThumbnailKey) -> CellPicture? {
        lock.withLock { pictures[key] }
    }

    /// Whether decodes are under way (the loop then looks again soon).
    var isBusy: Bool { lock.withLock { !tasks.isEmpty } }

    /// Whether a picture arrived since the last call (the screen is drawn again).
    func takeArrivals() -> Bool {
        lock.withLock {
            defer { arrived = false }
            return arrived
        }
    }

    /// Decodes `visible` now and `ahead` at low priority; cancels the rest.
    func want(_ visible: [ThumbnailKey], prefetch ahead: [ThumbnailKey], avatar: Bool = true) {
        let wanted = Set(visible)
        let ahead = Set(ahead).subtracting(wanted)
        let (toStart, toCancel, toUnprefetch): ([ThumbnailKey], [Task<Void, Never>], [ThumbnailKey]) = lock.withLock {
            let start = visible.filter { pictures[$0] == nil && !failed.contains($0) && tasks[$0] == nil }
            var cancelled: [Task<Void, Never>] = []
            for (key, task) in tasks where !wanted.contains(key) {
                cancelled.append(task)
                tasks[key] = nil
            }
            let unprefetch = prefetched.subtracting(ahead)
            prefetched = ahead.filter { pictures[$0] == nil }
            return (start, cancelled, Array(unprefetch))
        }
        toCancel.forEach { $0.cancel() }
        let cache = self.cache
        let newAhead = Array(lock.withLock { prefetched })
        Task.detached(priority: .utility) {
            await cache.cancelPrefetch(toUnprefetch)
            await cache.prefetch(newAhead)
        }
        for key in toStart {
            let task = Task.detached(priority: .userInitiated) { [weak self] in
                let image: RGBAImage?
                do {
                    image = try await cache.thumbnail(for: key)
                } catch is CancellationError {
                    return
                } catch {
                    image = nil
                }
                self?.arrive(
                    key, image.map { avatar ? CellPicture(avatar: $0, side: PhotoDrawing.avatarSide) : CellPicture($0) }
                )
            }
            lock.withLock { tasks[key] = task }
        }
    }

    private func arrive(_ key: ThumbnailKey, _ picture: CellPicture?) {
        lock.withLock {
            guard tasks.removeValue(forKey: key) != nil else { return }  // cancelled meanwhile
            if let picture {
                pictures[key] = picture
                order.append(key)
                if order.count > Self.keep { pictures[order.removeFirst()] = nil }
            } else {
                if failed.count >= Self.keep { failed.removeAll() }
                failed.insert(key)
            }
            arrived = true
        }
    }
}
