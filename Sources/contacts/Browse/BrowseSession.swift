import ContactsKit
import Foundation
import PhotoCodec

/// The browser's loop, on a thread of its own (it blocks on the terminal and reads the store
/// synchronously): draw, wait for a key, a picture or a second, act, and look whether another
/// process changed the store (``StoreChangeWatcher``), then draw again.
final class BrowseSession {
    private var state: BrowseState
    private let screen: CursesScreen
    private let watcher: StoreChangeWatcher
    private let avatars: BrowsePhotos?
    private let detailPhotos: BrowsePhotos?
    /// Which way the list last scrolled, for prefetching (+1 down, -1 up).
    private var direction = 1

    /// How long a key is waited for before the store is looked at again.
    static let idleWait = 1_000
    /// How long, while pictures are being decoded.
    static let busyWait = 30

    init(state: BrowseState, screen: CursesScreen, watcher: StoreChangeWatcher, thumbnails: ThumbnailCache?) {
        self.state = state
        self.screen = screen
        self.watcher = watcher
        avatars = thumbnails.map(BrowsePhotos.init)
        detailPhotos = thumbnails.map(BrowsePhotos.init)
    }

    /// Runs until `q` (0) or Ctrl-C (130); the status to exit with.
    func run() throws -> ExitStatus {
        while true {
            requestPictures()
            screen.draw(renderer.frame(state))
            let busy = (avatars?.isBusy ?? false) || (detailPhotos?.isBusy ?? false)
            if !state.isListingComplete, !screen.hasWaitingInput() {
                // the search's count and the rest of its matches, until a key comes
                try state.completeListing(stopping: screen.hasWaitingInput)
                continue
            }
            let key = screen.key(waiting: busy ? Self.busyWait : Self.idleWait)
            if screen.wasContinued() { screen.redrawAll() }
            if try watcher.hasChanged() { try state.storeChanged() }
            _ = avatars?.takeArrivals()
            if let picture = detailPicture() { state.setDetailPhoto(picture.1, for: picture.0) }
            guard let key else { continue }
            if key == .resize {
                let size = screen.size
                try state.resize(width: size.width, height: size.height)
                continue
            }
            if [.down, .pageDown, .controlF, .end].contains(key) || key == .character("j") || key == .character("G") {
                direction = 1
            }
            if [.up, .pageUp, .controlB, .home].contains(key) || key == .character("k") || key == .character("g") {
                direction = -1
            }
            switch try state.handle(key) {
            case .stay: break
            case .quit: return .success
            case .interrupt: return .interrupted
            case .redrawAll: screen.redrawAll()
            case .suspend: screen.suspend()
            case .edit(let id): try edit(id)
            }
            // A write of our own shows at once; the watcher then sees our own commit as a change.
            if try watcher.hasChanged() { try state.storeChanged() }
        }
    }

    private var renderer: BrowseRenderer {
        BrowseRenderer(avatar: { [avatars] key in avatars?.picture(key) })
    }

    /// The visible rows' avatars asked for, the next screenful's in the scroll direction
    /// prefetched, the rest cancelled; the detail's photo asked for.
    private func requestPictures() {
        if let avatars {
            guard state.photos, state.mode != .detail, let visible = state.window.visibleRows else {
                avatars.want([], prefetch: [])
                return requestDetailPicture()
            }
            let rows = state.window.rows
            let page = state.window.pageRows
            let ahead =
                direction > 0
                ? (visible.upperBound + 1)..<min(rows.count, visible.upperBound + 1 + page)
                : max(0, visible.lowerBound - page)..<visible.lowerBound
            avatars.want(rows[visible].compactMap(\.avatarKey), prefetch: rows[ahead].compactMap(\.avatarKey))
        }
        requestDetailPicture()
    }

    private func requestDetailPicture() {
        guard let detailPhotos else { return }
        if let key = state.detail?.photoKey, state.detail?.photo == nil {
            detailPhotos.want([key], prefetch: [], avatar: false)
        } else {
            detailPhotos.want([], prefetch: [])
        }
    }

    private func detailPicture() -> (String, CellPicture)? {
        guard let detail = state.detail, detail.photo == nil, let key = detail.photoKey,
            let picture = detailPhotos?.picture(key)
        else { return nil }
        return (detail.id, picture)
    }

    /// `e`: the screen is left, the editor runs on the contact's template as `contacts edit` opens
    /// it, the changes are stored, and the screen comes back with what happened on its status line.
    private func edit(_ id: String) throws {
        let message: String = screen.outside {
            do {
                switch try EditorEdit.run(try state.writer.store(), .id(id)) {
                case .edited(let contact, let edits):
                    return "edited \(Terminal.sanitized(ContactTable.name(contact))): "
                        + Terminal.sanitized(edits.map(\.description).joined(separator: ", "))
                case .unchanged:
                    return "no change"
                case .refused(let error, let path):
                    return Terminal.sanitized(Diagnostics.message(error)) + "; your text is kept in "
                        + Terminal.sanitized(path)
                case .abandoned(let reason, let path):
                    return "\(reason): nothing changed"
                        + (path.map { "; your text is in \(Terminal.sanitized($0))" } ?? "")
                }
            } catch {
                return Terminal.sanitized(Diagnostics.message(error))
            }
        }
        try state.storeChanged()
        state.show(message)
    }
}
