import ContactsKit

/// The part of a listing the browser holds: the rows on screen and a screenful or two on each side,
/// which row is selected, and how far the list is scrolled. A value, read from a ``RowSource`` a
/// page at a time, so a book of a million contacts costs what one of a hundred does.
///
/// The list area is a sequence of ``Line``s: rows (one line each, or two with avatars), and in the
/// sorted orders a header before each section's first row and a footer, with the section's size,
/// after its last. The header of the section at the top is pinned on the area's first line while
/// the section scrolls under it. Only rows whose neighbours are held get a header or a footer, and
/// the window always holds rows beyond what is visible unless the listing ends there, so a section
/// boundary on screen is never guessed.
struct BrowseWindow {
    /// One line of the list area.
    enum Line: Equatable {
        /// The title of a section, before its first row.
        case header(String)
        /// Line `part` of the row at `index` (0, or 1 for the second line of a row with an avatar).
        case row(Int, part: Int)
        /// After a section's last row: its size.
        case footer(String)
    }

    /// What a line shows, by contact: lines are found again after rows are added or dropped.
    private enum LineID: Equatable {
        case header(first: String), row(String, part: Int), footer(last: String)
    }

    /// The size of the list area and how rows are laid out in it.
    struct Geometry: Equatable {
        /// Lines of the list area, the pinned header's included.
        var height: Int
        /// Lines a row takes: 1, or 2 with avatars.
        var rowHeight: Int
        /// Whether rows are grouped in sections (the sorted orders).
        var sections: Bool
    }

    private(set) var geometry: Geometry
    private(set) var rows: [BrowseRow] = []
    /// Whether the first row held is the listing's first.
    private(set) var reachesStart = true
    /// Whether the last row held is the listing's last.
    private(set) var reachesEnd = true
    /// The index in ``rows`` of the selected row.
    private(set) var selected = 0
    /// The first line of ``lines`` shown below the pinned header (or at the top, without sections).
    private(set) var topLine = 0
    private(set) var lines: [Line] = []
    private var lineIDs: [LineID] = []
    /// The contact picked up to be moved: its row travels with the selection.
    private(set) var movingID: String?
    /// The size of each section whose footer has been held, by section.
    private(set) var sectionCounts: [String: Int] = [:]

    init(geometry: Geometry) {
        self.geometry = geometry
    }

    // MARK: - Measures

    /// Lines of the list area below the pinned header.
    var contentHeight: Int { max(1, geometry.height - (geometry.sections ? 1 : 0)) }
    /// Rows in a screenful.
    var pageRows: Int { max(1, contentHeight / geometry.rowHeight) }
    /// Rows held beyond the visible ones on each side, at least (unless the listing ends).
    private var margin: Int { pageRows + 1 }
    /// Rows ``open(_:)`` reads: a search finds this many first (``ContactStore/scrollListing(order:query:narrowing:firstRows:)``).
    var openingRows: Int { pageRows + margin }
    /// Rows read at a time.
    private var chunk: Int { 2 * pageRows + 2 }
    /// Rows held beyond the visible ones on one side before the farthest are dropped.
    private var keep: Int { 4 * pageRows + 4 }

    var selectedRow: BrowseRow? { rows.indices.contains(selected) ? rows[selected] : nil }

    /// The lines on screen below the pinned header.
    var visibleLines: ArraySlice<Line> { lines[min(topLine, lines.count)..<min(lines.count, topLine + contentHeight)] }

    /// The section whose header is pinned at the top: that of the first visible line.
    var pinnedSection: String? {
        guard geometry.sections, let line = visibleLines.first ?? lines.last else { return nil }
        switch line {
        case .header(let section), .footer(let section): return section
        case .row(let index, _): return rows[index].section
        }
    }

    /// The indices of the rows at least partly visible.
    var visibleRows: ClosedRange<Int>? {
        let indices = visibleLines.compactMap { line -> Int? in
            if case .row(let index, _) = line { return index }
            return nil
        }
        guard let first = indices.first, let last = indices.last else { return nil }
        return first...last
    }

    /// The first line of row `index`.
    func firstLine(ofRow index: Int) -> Int? {
        lines.firstIndex(of: .row(index, part: 0))
    }

    // MARK: - Opening

    /// The first rows, the first selected.
    mutating func open(_ source: RowSource) throws {
        let first = try source.rows(after: nil, limit: openingRows)
        replace(with: first, reachesStart: true, reachesEnd: first.count < openingRows, selected: 0)
        topLine = 0
        try settle(source)
    }

    /// The last rows, the last selected.
    mutating func openAtEnd(_ source: RowSource) throws {
        let last = try source.rows(before: nil, limit: pageRows + margin)
        replace(
            with: last, reachesStart: last.count < pageRows + margin, reachesEnd: true, selected: max(0, last.count - 1)
        )
        topLine = lines.count
        try settle(source)
    }

    /// The rows around the contact `id` with it selected, `offset` lines below the top if it can
    /// be; when the listing no longer holds it, around `place` (where it was), the row after it
    /// selected. For a change of order, of search, or of the store under the browser.
    mutating func open(_ source: RowSource, around id: String?, place: ListKey?, offset: Int) throws {
        let anchor = try id.flatMap { try source.row(id: $0) }
        guard let place = anchor?.key ?? place else { return try open(source) }
        let before = try source.rows(before: place, limit: chunk)
        let after = try source.rows(after: place, limit: chunk)
        let held = before + (anchor.map { [$0] } ?? []) + after
        let selected = anchor != nil || !after.isEmpty ? before.count : before.count - 1
        replace(
            with: held, reachesStart: before.count < chunk, reachesEnd: after.count < chunk, selected: max(0, selected))
        topLine = (firstLine(ofRow: self.selected) ?? 0) - offset
        try settle(source)
    }

    /// A new size (the terminal was resized, avatars turned on or off): the selection stays.
    mutating func resize(_ geometry: Geometry, _ source: RowSource) throws {
        let offset = (firstLine(ofRow: selected) ?? topLine) - topLine
        self.geometry = geometry
        rebuildLines()
        topLine = (firstLine(ofRow: selected) ?? 0) - offset
        try settle(source)
    }

    // MARK: - Moving around

    /// The selection `count` rows down (up when negative), scrolling as needed; a picked-up contact
    /// moves with it.
    mutating func moveSelection(by count: Int, _ source: RowSource) throws {
        guard !rows.isEmpty else { return }
        let target = min(rows.count - 1, max(0, selected + count))
        if movingID != nil {
            while selected != target {
                let next = selected + (target > selected ? 1 : -1)
                rows.swapAt(selected, next)
                selected = next
            }
            rebuildLines()
        } else {
            selected = target
        }
        try settle(source)
    }

    /// A screenful down (`pages` > 0) or up: the list scrolls by the area's height and the selection
    /// keeps its place on screen; at either end, the selection goes to the first or last row.
    mutating func page(by pages: Int, _ source: RowSource) throws {
        guard !rows.isEmpty, pages != 0, movingID == nil else { return try moveSelection(by: pages * pageRows, source) }
        let offset = (firstLine(ofRow: selected) ?? topLine) - topLine
        let before = topLine
        topLine += pages * contentHeight
        clampTop()
        if topLine == before {
            selected = pages > 0 ? rows.count - 1 : 0
        } else {
            selected = row(nearLine: topLine + offset, downwards: pages > 0)
        }
        try settle(source)
    }

    /// The row whose line is `line`, else the nearest row below it (or above it, going up).
    private func row(nearLine line: Int, downwards: Bool) -> Int {
        var index = min(max(0, line), lines.count - 1)
        while lines.indices.contains(index) {
            if case .row(let row, _) = lines[index] { return row }
            index += downwards ? 1 : -1
        }
        return downwards ? rows.count - 1 : 0
    }

    // MARK: - Moving a contact

    /// Picks up the selected contact: it moves with the selection until dropped.
    mutating func pickUp() {
        movingID = selectedRow?.id
    }

    /// Puts the picked-up contact down (the caller then moves it in the store, or not).
    mutating func putDown() {
        movingID = nil
    }

    /// Where the picked-up contact now sits, in the store's terms: `from` its position `to` the
    /// position that puts it right after the row above it (or right before the row below it).
    var dropMove: (from: Int, to: Int)? {
        guard let movingID, let moving = selectedRow, moving.id == movingID else { return nil }
        let from = moving.position
        if selected > 0 {
            let previous = rows[selected - 1].position
            return (from, previous < from ? previous + 1 : previous)
        }
        if selected + 1 < rows.count {
            let next = rows[selected + 1].position
            return (from, next < from ? next : next - 1)
        }
        return nil
    }

    // MARK: - Keeping the window right

    private mutating func replace(with held: [BrowseRow], reachesStart: Bool, reachesEnd: Bool, selected: Int) {
        rows = held
        self.reachesStart = reachesStart
        self.reachesEnd = reachesEnd
        self.selected = min(selected, max(0, held.count - 1))
        rebuildLines()
    }

    /// After any change: the selection in view, rows held beyond the screen on both sides (read or
    /// dropped), the held sections' sizes known.
    private mutating func settle(_ source: RowSource) throws {
        clampTop()
        reveal()
        try fill(source)
        reveal()
        try countSections(source)
    }

    /// Scrolls the least that shows the selected row whole.
    private mutating func reveal() {
        guard let first = firstLine(ofRow: selected) else { return clampTop() }
        var last = first + geometry.rowHeight - 1
        // a section's last row shows its size
        if lines.indices.contains(last + 1), case .footer = lines[last + 1] { last += 1 }
        if first < topLine { topLine = first }
        if last >= topLine + contentHeight { topLine = last - contentHeight + 1 }
        clampTop()
        if first < topLine { topLine = first }  // a header skipped by clampTop never hides the selection
    }

    /// Keeps the scroll within the lines held (at the end of the listing, the last line at the
    /// bottom at most), and never starts on a header, which the pinned one shows instead.
    private mutating func clampTop() {
        let last = reachesEnd ? max(0, lines.count - contentHeight) : max(0, lines.count - 1)
        topLine = max(0, min(topLine, last))
        if geometry.sections, lines.indices.contains(topLine), case .header = lines[topLine], topLine + 1 < lines.count
        {
            topLine += 1
        }
    }

    /// Reads rows before and after the visible ones when fewer than a margin are held, and drops
    /// those held farther than ``keep``.
    private mutating func fill(_ source: RowSource) throws {
        try fillBefore(source)
        try fillAfter(source)
    }

    private mutating func fillBefore(_ source: RowSource) throws {
        guard let visible = visibleRows else { return }
        let topID = lineIDs.indices.contains(topLine) ? lineIDs[topLine] : nil
        let selectedID = selectedRow?.id
        if !reachesStart, visible.lowerBound < margin {
            let boundary = rows.first { $0.id != movingID }
            let earlier = try source.rows(before: boundary?.key, limit: chunk).filter { $0.id != movingID }
            rows.insert(contentsOf: earlier, at: 0)
            reachesStart = earlier.count < chunk
        } else if visible.lowerBound > keep {
            rows.removeFirst(visible.lowerBound - margin)
            reachesStart = false
        } else {
            return
        }
        relocate(topID: topID, selectedID: selectedID)
    }

    private mutating func fillAfter(_ source: RowSource) throws {
        guard let visible = visibleRows else { return }
        let topID = lineIDs.indices.contains(topLine) ? lineIDs[topLine] : nil
        let selectedID = selectedRow?.id
        let after = rows.count - 1 - visible.upperBound
        if !reachesEnd, after < margin {
            let boundary = rows.last { $0.id != movingID }
            let later = try source.rows(after: boundary?.key, limit: chunk).filter { $0.id != movingID }
            rows.append(contentsOf: later)
            reachesEnd = later.count < chunk
        } else if after > keep {
            rows.removeLast(after - margin)
            reachesEnd = false
        } else {
            return
        }
        relocate(topID: topID, selectedID: selectedID)
    }

    /// After rows were added or dropped: the lines again, and the selection and the scroll on the
    /// same contacts as before.
    private mutating func relocate(topID: LineID?, selectedID: String?) {
        let selectedIndex = selectedID.flatMap { id in rows.firstIndex { $0.id == id } }
        rebuildLines()
        if let selectedIndex { selected = selectedIndex }
        if let topID, let line = lineIDs.firstIndex(of: topID) {
            topLine = line
        } else {
            topLine = firstLine(ofRow: selected) ?? 0
        }
    }

    /// The size of every section whose footer is held, read once each, when the source knows it
    /// (a search knows once it has found all its matches).
    mutating func countSections(_ source: RowSource) throws {
        for line in lines {
            guard case .footer(let section) = line, sectionCounts[section] == nil else { continue }
            let row = rows.last { $0.section == section }
            if let row, let count = try source.sectionCount(row) { sectionCounts[section] = count }
        }
    }

    /// Lines from rows: headers and footers where sections begin and end among rows held.
    private mutating func rebuildLines() {
        lines.removeAll(keepingCapacity: true)
        lineIDs.removeAll(keepingCapacity: true)
        for (index, row) in rows.enumerated() {
            if geometry.sections, index == 0 ? reachesStart : rows[index - 1].section != row.section {
                lines.append(.header(row.section))
                lineIDs.append(.header(first: row.id))
            }
            for part in 0..<geometry.rowHeight {
                lines.append(.row(index, part: part))
                lineIDs.append(.row(row.id, part: part))
            }
            if geometry.sections, index == rows.count - 1 ? reachesEnd : rows[index + 1].section != row.section {
                lines.append(.footer(row.section))
                lineIDs.append(.footer(last: row.id))
            }
        }
    }
}
