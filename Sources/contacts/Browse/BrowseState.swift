import ContactsKit

/// Everything the browser shows, and what each key does to it: the window over the listing, the
/// order, the search, the mode, the message of the last action. A value, driven by keys and by
/// changes of the store or of the terminal's size; drawing it is ``BrowseRenderer``'s job, on the
/// ncurses screen ``CursesScreen``'s.
struct BrowseState {
    /// What handling a key asks of the program.
    enum Outcome: Equatable {
        case stay
        /// Draw every cell again (Ctrl-L).
        case redrawAll
        case quit
        /// Ctrl-C: quit, with the status of an interrupt.
        case interrupt
        /// Leave the screen to edit the contact `id` in the editor, then come back.
        case edit(id: String)
        /// Leave the screen to suspend (Ctrl-Z), then come back.
        case suspend
    }

    /// The store, read-only: browsing alone writes nothing.
    let store: ContactStore
    /// The store for the keys that change it.
    let writer: BrowseWriter
    /// Your order, or sorted by family or given name.
    private(set) var order: ListRequest.Order
    /// The sorted order `s` switches to (`--by`).
    let sortedOrder: ListRequest.Order
    private(set) var listing: ScrollListing
    private(set) var window: BrowseWindow
    private(set) var mode: BrowseMode = .list
    /// The search as typed ("" for none).
    private(set) var query: String
    /// Whether rows show avatars.
    private(set) var photos: Bool
    /// Whether avatars and photos may be drawn at all (colours allowed, a 256-colour terminal).
    let photosAllowed: Bool
    /// What the last action did, shown on the status line until the next key.
    private(set) var message: String?
    /// Contacts in the store.
    private(set) var total = 0
    /// Rows of the listing (every contact, or the matches); nil while a search has found only its
    /// first screen (``completeListing(stopping:)``).
    private(set) var count: Int? = 0
    /// Rows before the selected one, where cheap to know.
    private(set) var ordinal: Int?
    private(set) var detail: DetailView?
    private(set) var size: (width: Int, height: Int)
    /// Listings of the search as it was typed, to narrow from and to go back to on Backspace.
    private var recentSearches: [ScrollListing] = []
    /// The last contact deleted here with `d` (its id, its place in the listing) and the number of
    /// the change that deleted it: when `u` takes that change back, the selection goes to the contact
    /// it brought back.
    private var lastDeletion: (id: String, place: ListKey?, change: Int)?

    /// Lines above and below the list area: the title and the status line.
    static let chromeHeight = 2
    /// The photo `Enter` shows, at most this many cells wide (as `show`).
    static let detailPhotoSide = PhotoDrawing.showSide

    init(
        store: ContactStore, writer: BrowseWriter, order: ListRequest.Order, sortedOrder: ListRequest.Order,
        query: String, photos: Bool,
        photosAllowed: Bool, width: Int, height: Int
    ) throws {
        self.store = store
        self.writer = writer
        self.order = order
        self.sortedOrder = sortedOrder
        self.query = query
        self.photosAllowed = photosAllowed
        self.photos = photos && photosAllowed
        size = (width, height)
        listing = try Self.listing(store, order: order, query: query)
        window = BrowseWindow(geometry: Self.geometry(height: height, photos: photos && photosAllowed, order: order))
        try window.open(source)
        try refreshCounts()
    }

    private static func geometry(height: Int, photos: Bool, order: ListRequest.Order) -> BrowseWindow.Geometry {
        BrowseWindow.Geometry(
            height: max(2, height - chromeHeight), rowHeight: photos ? 2 : 1, sections: order != .manual)
    }

    var source: RowSource { RowSource(store: store, listing: listing) }

    /// The listing of `order` filtered by `query`; positions are read only in your order, the only
    /// one that shows them (a sorted page would count one per row).
    private static func listing(
        _ store: ContactStore, order: ListRequest.Order, query: String?, narrowing previous: ScrollListing? = nil,
        firstRows: Int? = nil
    ) throws -> ScrollListing {
        var listing = try store.scrollListing(order: order, query: query, narrowing: previous, firstRows: firstRows)
        listing.readsPositions = order == .manual
        return listing
    }

    // MARK: - Keys

    mutating func handle(_ key: BrowseKey) throws -> Outcome {
        message = nil
        defer { try? refreshOrdinal() }
        if key == .controlC { return .interrupt }
        switch mode {
        case .list: return try handleList(key)
        case .search: try handleSearch(key)
        case .confirmDelete(let id, let name): try handleConfirm(key, id: id, name: name)
        case .moving: try handleMoving(key)
        case .detail: handleDetail(key)
        case .help: mode = .list
        }
        return .stay
    }

    private mutating func handleList(_ key: BrowseKey) throws -> Outcome {
        if try navigate(key) { return .stay }
        switch key {
        case .character("q"): return .quit
        case .controlC: return .interrupt
        case .controlZ: return .suspend
        case .controlL: return .redrawAll
        case .character("e"):
            if let row = window.selectedRow { return .edit(id: row.id) }
        case .character("u"):
            try undo()
        case .character("/"):
            mode = .search
        case .escape where !query.isEmpty:
            try setQuery("")
        case .enter:
            try openDetail()
        case .character("d"):
            if let row = window.selectedRow { mode = .confirmDelete(id: row.id, name: row.name) }
        case .character("m"):
            if order != .manual {
                message = "sorted by name: press s for your order to move contacts"
            } else if window.selectedRow != nil {
                window.pickUp()
                mode = .moving
            }
        case .character("s"):
            try setOrder(order == .manual ? sortedOrder : .manual)
        case .character("p"):
            try togglePhotos()
        case .character("?"):
            mode = .help
        default:
            break
        }
        return .stay
    }

    /// The keys that move the selection, in the list and while typing a search or moving a contact.
    private mutating func navigate(_ key: BrowseKey) throws -> Bool {
        let source = self.source
        switch key {
        case .down: try window.moveSelection(by: 1, source)
        case .character("j") where mode != .search: try window.moveSelection(by: 1, source)
        case .up: try window.moveSelection(by: -1, source)
        case .character("k") where mode != .search: try window.moveSelection(by: -1, source)
        case .pageDown, .controlF: try window.page(by: 1, source)
        case .pageUp, .controlB: try window.page(by: -1, source)
        case .home: try window.open(source)
        case .character("g") where mode == .list: try window.open(source)
        case .end: try window.openAtEnd(source)
        case .character("G") where mode == .list: try window.openAtEnd(source)
        default: return false
        }
        return true
    }

    private mutating func handleSearch(_ key: BrowseKey) throws {
        switch key {
        case .enter:
            mode = .list
        case .escape:
            mode = .list
            try setQuery("")
        case .backspace:
            if !query.isEmpty { try setQuery(String(query.dropLast())) }
        case .character(let character):
            try setQuery(query + String(character))
        default:
            _ = try navigate(key)
        }
    }

    private mutating func handleConfirm(_ key: BrowseKey, id: String, name: String) throws {
        mode = .list
        guard key == .character("y") || key == .character("Y") else {
            message = "nothing deleted"
            return
        }
        let place = window.selectedRow?.id == id ? window.selectedRow?.key : nil
        let offset = selectionOffset
        let deleted: Int
        do {
            deleted = try writer.store().delete([.id(id)])
        } catch ContactStoreError.noSuchContact {
            deleted = 0
        }
        message = deleted == 1 ? "deleted \(name) (u undoes)" : "\(name) was already deleted"
        if deleted == 1, let change = try? writer.store().history(limit: 1).first {
            lastDeletion = (id, place, change.id)
        }
        try reload(around: nil, place: place, offset: offset)
    }

    private mutating func handleMoving(_ key: BrowseKey) throws {
        switch key {
        case .down, .character("j"): try window.moveSelection(by: 1, source)
        case .up, .character("k"): try window.moveSelection(by: -1, source)
        case .pageDown, .controlF: try window.moveSelection(by: window.pageRows, source)
        case .pageUp, .controlB: try window.moveSelection(by: -window.pageRows, source)
        case .enter:
            let move = window.dropMove
            let row = window.selectedRow
            window.putDown()
            mode = .list
            if let move, let row, move.from != move.to {
                try writer.store().move(from: move.from, to: move.to)
                message = "moved \(row.name) from \(move.from) to \(move.to)"
            }
            try reload(around: row?.id, place: row?.key, offset: selectionOffset)
        case .escape:
            let row = window.selectedRow
            window.putDown()
            mode = .list
            message = "not moved"
            try reload(around: row?.id, place: nil, offset: selectionOffset)
        default:
            break
        }
    }

    private mutating func handleDetail(_ key: BrowseKey) {
        let visible = window.geometry.height
        switch key {
        case .character("q"), .escape, .enter:
            mode = .list
            detail = nil
        case .down, .character("j"): detail?.scroll(by: 1, visible: visible)
        case .up, .character("k"): detail?.scroll(by: -1, visible: visible)
        case .pageDown, .controlF, .character(" "): detail?.scroll(by: visible, visible: visible)
        case .pageUp, .controlB: detail?.scroll(by: -visible, visible: visible)
        default: break
        }
    }

    // MARK: - Changes

    /// The search becomes `text`: the listing is filtered again (narrowing the previous one when a
    /// letter was added) and the first row selected.
    private mutating func setQuery(_ text: String) throws {
        let selectedID = window.selectedRow?.id
        query = text
        let previous = recentSearches.last { $0.query == text } ?? recentSearches.last
        listing = try Self.listing(
            store, order: order, query: text, narrowing: previous, firstRows: window.openingRows)
        if listing.isFiltered {
            recentSearches.removeAll { $0.query == text }
            recentSearches.append(listing)
            if recentSearches.count > 4 { recentSearches.removeFirst() }
        }
        window = BrowseWindow(geometry: window.geometry)
        if text.isEmpty, mode == .list {
            // back to where the search led
            try window.open(source, around: selectedID, place: nil, offset: window.contentHeight / 2)
        } else {
            try window.open(source)
        }
        try refreshCounts()
    }

    private mutating func setOrder(_ newOrder: ListRequest.Order) throws {
        order = newOrder
        recentSearches.removeAll()
        try reload(around: window.selectedRow?.id, place: nil, offset: selectionOffset)
        message = newOrder == .manual ? "your order" : "sorted by \(newOrder == .givenName ? "given" : "family") name"
    }

    private mutating func togglePhotos() throws {
        guard photosAllowed else {
            message = "avatars need colours: NO_COLOR is set or TERM is dumb"
            return
        }
        photos.toggle()
        try window.resize(Self.geometry(height: size.height, photos: photos, order: order), source)
    }

    /// `u`: the newest change of the store taken back (``ContactStore/undo()``), whoever made it,
    /// as `contacts undo` does. The selection goes to the contact brought back when the change was
    /// a `d` of this browser; otherwise it stays on the same contact.
    private mutating func undo() throws {
        let row = window.selectedRow
        var around = (id: row?.id, place: row?.key)
        do {
            let change = try writer.store().undo()
            message = "undid: " + Terminal.sanitized(change.summary)
            if let deletion = lastDeletion, deletion.change == change.id { around = (deletion.id, deletion.place) }
            lastDeletion = nil  // its number may be given to a later change
        } catch {
            message = Terminal.sanitized(Diagnostics.message(error))
        }
        try reload(around: around.id, place: around.place, offset: selectionOffset)
    }

    private mutating func openDetail() throws {
        guard let row = window.selectedRow else { return }
        do {
            detail = try makeDetail(id: row.id, previous: nil)
            mode = .detail
        } catch ContactStoreError.noSuchContact {
            message = "\(row.name) was deleted meanwhile"
            try reload(around: nil, place: row.key, offset: selectionOffset)
        }
    }

    /// The detail of contact `id`, read now; the photo of `previous` kept when it is the same.
    private func makeDetail(id: String, previous: DetailView?) throws -> DetailView {
        let card = try store.card(.id(id))
        let photo = try store.photo(of: .id(id))
        let side = min(Self.detailPhotoSide, max(PhotoDrawing.avatarSide, size.width - 4))
        var fresh = try DetailView(
            card: card, photo: photo, width: size.width, photoSide: side, drawsPhotos: photosAllowed)
        if let previous, fresh.photoKey == previous.photoKey { fresh.photo = previous.photo }
        return fresh
    }

    /// The detail's photo arrived.
    mutating func setDetailPhoto(_ picture: CellPicture, for id: String) {
        guard detail?.id == id else { return }
        detail?.photo = picture
    }

    /// The store was changed (by another process, or by this one): the listing is read again, the
    /// selection stays on the same contact (or, when it is gone, on the row after it), and an open
    /// detail is read again.
    mutating func storeChanged() throws {
        recentSearches.removeAll()
        let row = window.selectedRow
        if window.movingID != nil {
            window.putDown()
            mode = .list
            message = "the address book changed: nothing moved"
        }
        try reload(around: row?.id, place: row?.key, offset: selectionOffset)
        if let id = detail?.id {
            do {
                detail = try makeDetail(id: id, previous: detail)
            } catch ContactStoreError.noSuchContact {
                detail = nil
                mode = .list
                message = "this contact was deleted"
            }
        }
        try refreshOrdinal()
    }

    /// The terminal's new size.
    mutating func resize(width: Int, height: Int) throws {
        size = (width, height)
        try window.resize(Self.geometry(height: height, photos: photos, order: order), source)
        try refreshOrdinal()
    }

    /// The listing made again from the store, the window around `id` (else `place`).
    private mutating func reload(around id: String?, place: ListKey?, offset: Int) throws {
        listing = try Self.listing(store, order: order, query: query)
        window = BrowseWindow(geometry: Self.geometry(height: size.height, photos: photos, order: order))
        try window.open(source, around: id, place: place, offset: offset)
        try refreshCounts()
    }

    /// Lines between the top of the list area and the selected row.
    private var selectionOffset: Int {
        guard let line = window.firstLine(ofRow: window.selected) else { return 0 }
        return line - window.topLine
    }

    /// Whether a search has found only its first screen so far.
    var isListingComplete: Bool { listing.isComplete }

    /// Finds the rest of a search that found only its first screen (``ScrollListing/isComplete``):
    /// its count, the place of the selection, the sizes of the sections on screen. Gives up when
    /// `stopping` returns true (a key came), to be taken up again when no key waits.
    mutating func completeListing(stopping: () -> Bool) throws {
        guard try store.complete(listing, stopping: stopping) else { return }
        try window.countSections(source)
        try refreshCounts()
    }

    private mutating func refreshCounts() throws {
        total = try store.count()
        count = listing.isComplete ? try source.count() : nil
        try refreshOrdinal()
    }

    private mutating func refreshOrdinal() throws {
        ordinal = try window.selectedRow.flatMap { try source.rowsBefore($0) }
    }
}

extension BrowseState {
    /// `text` on the status line until the next key (what the editor did, say).
    mutating func show(_ text: String) {
        message = text
    }
}
