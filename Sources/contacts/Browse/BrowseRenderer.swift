import ContactsKit
import PhotoCodec

/// Lays a ``BrowseState`` out as a ``BrowseFrame``: the title line, the list area (the pinned
/// section header, rows, headers and footers), or a contact's detail, or the keys; and the status
/// line. Every text in the state is sanitised already; the renderer only cuts and places it.
struct BrowseRenderer {
    /// The avatar decoded for a thumbnail key so far, if any.
    var avatar: (ThumbnailKey) -> CellPicture? = { _ in nil }

    /// The keys, as `?` shows them and docs/usage.md lists them.
    static let help: [String] = [
        "j k ↓ ↑        next, previous contact",
        "PgDn PgUp      a screenful down, up (also Ctrl-F, Ctrl-B)",
        "g G            first, last contact (also Home, End)",
        "/              search as you type; Enter keeps it, Escape clears it",
        "Enter          the contact in full (q or Escape goes back)",
        "e              edit the contact in your editor",
        "d              delete the contact (asks first; to the trash)",
        "u              undo the last change",
        "m              pick the contact up; j k move it, Enter drops it",
        "s              your order / sorted by name",
        "p              avatars on / off",
        "Ctrl-L         draw the screen again",
        "q              quit",
    ]

    func frame(_ state: BrowseState) -> BrowseFrame {
        let width = state.size.width
        let height = state.size.height
        var frame = BrowseFrame(width: width, height: height)
        title(state, into: &frame)
        switch state.mode {
        case .detail:
            if let detail = state.detail { self.detail(detail, state, into: &frame) }
        case .help:
            for (index, line) in (["Keys (any key goes back)", ""] + Self.help).enumerated() {
                frame.put(line, y: 1 + index, x: 2, width: width - 2, style: index == 0 ? .bold : .plain)
            }
        default:
            list(state, into: &frame)
        }
        status(state, into: &frame)
        return frame
    }

    // MARK: - Title and status

    private func title(_ state: BrowseState, into frame: inout BrowseFrame) {
        let order =
            switch state.order {
            case .manual: "your order"
            case .familyName: "sorted by family name"
            case .givenName: "sorted by given name"
            }
        var text = "contacts · \(state.total) · \(order)"
        // "…" while the search has found only its first screen
        let count = state.count.map(String.init) ?? "…"
        if !state.query.isEmpty { text += " · search: " + Terminal.sanitized(state.query) + " (\(count))" }
        frame.put(text, y: 0, x: 0, width: frame.width, style: .title, pad: true)
        if let ordinal = state.ordinal, state.count != 0 {
            let place = " \(ordinal + 1)/\(count) "
            frame.put(
                place, y: 0, x: max(0, frame.width - Terminal.displayWidth(place)), width: frame.width, style: .title)
        }
    }

    private func status(_ state: BrowseState, into frame: inout BrowseFrame) {
        let y = frame.height - 1
        switch state.mode {
        case .search:
            let text = "/" + Terminal.sanitized(state.query)
            frame.put(text, y: y, x: 0, width: frame.width, style: .plain)
            frame.put(
                "Enter keeps · Esc clears", y: y, x: max(Terminal.displayWidth(text) + 2, frame.width - 24), width: 24,
                style: .dim)
            frame.cursor = (y, min(frame.width - 1, Terminal.displayWidth(text)))
        case .confirmDelete(_, let name):
            frame.put("Delete \(name)? (y/n)", y: y, x: 0, width: frame.width, style: .notice)
        case .moving:
            frame.put(
                "moving: j/k moves it, Enter drops it here, Esc puts it back", y: y, x: 0, width: frame.width,
                style: .notice)
        case .detail:
            frame.put(state.message ?? "q or Esc: back · j/k: scroll", y: y, x: 0, width: frame.width, style: .dim)
        default:
            if let message = state.message {
                frame.put(message, y: y, x: 0, width: frame.width, style: .notice)
            } else {
                frame.put("? keys · / search · Enter show · q quit", y: y, x: 0, width: frame.width, style: .dim)
            }
        }
    }

    // MARK: - The list

    private func list(_ state: BrowseState, into frame: inout BrowseFrame) {
        let window = state.window
        var y = 1
        if window.rows.isEmpty {
            let text =
                state.query.isEmpty
                ? "no contacts: contacts import FILE.vcf adds some"
                : "nothing matches \"\(Terminal.sanitized(state.query))\""
            frame.put(text, y: 2, x: 2, width: frame.width - 2, style: .dim)
            return
        }
        if let section = window.pinnedSection {
            frame.put(section, y: y, x: 0, width: frame.width, style: .section, pad: true)
            y += 1
        }
        let columns = Columns(
            width: frame.width, photos: state.photos,
            positions: state.order == .manual ? max(1, String(state.total).count) : 0)
        for line in window.visibleLines {
            switch line {
            case .header(let section):
                frame.put(section, y: y, x: 0, width: frame.width, style: .section, pad: true)
            case .footer(let section):
                let count =
                    window.sectionCounts[section].map { "\($0) \($0 == 1 ? "contact" : "contacts") in \(section)" }
                    ?? ""
                frame.put("  " + count, y: y, x: 0, width: frame.width, style: .footer)
            case .row(let index, let part):
                row(
                    window.rows[index], part: part, selected: index == window.selected,
                    moving: window.movingID == window.rows[index].id,
                    columns: columns, y: y, into: &frame)
            }
            y += 1
        }
    }

    /// Where each cell of a row goes at a width: the short id at the right, then, as room allows, the
    /// name, the email and the phone number (a second line with avatars).
    struct Columns {
        var avatar: Int
        var position: Int
        var name: Int
        var email: Int
        var phone: Int
        var id: Int

        init(width: Int, photos: Bool, positions: Int) {
            avatar = photos ? PhotoDrawing.avatarSide + 1 : 0
            position = positions > 0 ? positions + 1 : 0
            id = width >= 40 ? 8 : 0
            let room = width - 2 - avatar - position - (id > 0 ? id + 2 : 0)
            phone = room >= 90 ? 18 : 0
            email = room - phone >= 50 ? min(40, (room - phone) * 45 / 100) : 0
            name = max(4, room - phone - email - (phone > 0 ? 2 : 0) - (email > 0 ? 2 : 0))
        }
    }

    private func row(
        _ row: BrowseRow, part: Int, selected: Bool, moving: Bool, columns: Columns, y: Int,
        into frame: inout BrowseFrame
    ) {
        let style: BrowseFrame.Style = moving ? .moving : selected ? .selected : .plain
        if selected || moving { frame.put("", y: y, x: 0, width: frame.width, style: style, pad: true) }
        var x = 1
        if columns.avatar > 0 {
            if part == 0, let key = row.avatarKey, let picture = avatar(key) {
                frame.pictures.append(.init(y: y, x: x, picture: picture))
            }
            x += columns.avatar
        }
        if part == 1 {  // the subtitle line of a row with an avatar
            let detail = [row.email, row.phone, row.organization].filter { !$0.isEmpty }.joined(separator: " · ")
            frame.put(
                detail, y: y, x: x + columns.position, width: frame.width - x - columns.position - 1,
                style: selected || moving ? style : .dim)
            return
        }
        if columns.position > 0 {
            frame.put(
                Terminal.rightAligned(String(row.position), width: columns.position - 1), y: y, x: x,
                width: columns.position, style: selected || moving ? style : .dim)
            x += columns.position
        }
        frame.put(row.name, y: y, x: x, width: columns.name, style: selected || moving ? style : .bold)
        x += columns.name + 2
        if columns.email > 0 {
            frame.put(row.email, y: y, x: x, width: columns.email, style: style)
            x += columns.email + 2
        }
        if columns.phone > 0 {
            frame.put(row.phone, y: y, x: x, width: columns.phone, style: style)
        }
        if columns.id > 0 {
            frame.put(
                row.shortID, y: y, x: frame.width - 1 - columns.id, width: columns.id,
                style: selected || moving ? style : .dim)
        }
    }

    // MARK: - The detail

    private func detail(_ detail: DetailView, _ state: BrowseState, into frame: inout BrowseFrame) {
        let area = frame.height - 2
        var y = 1
        var line = detail.offset
        if let photo = detail.photo {
            while line < photo.cells.count + 1, y <= area {
                // drawn whole or not at all: scrolled into, its lines stay blank
                if line == 0 { frame.pictures.append(.init(y: y, x: 2, picture: photo)) }
                line += 1
                y += 1
            }
            line -= photo.cells.count + 1
        }
        while y <= area, detail.lines.indices.contains(line) {
            let style: BrowseFrame.Style = line == 0 ? .bold : line == detail.lines.count - 1 ? .dim : .plain
            frame.put(detail.lines[line], y: y, x: 0, width: frame.width, style: style)
            line += 1
            y += 1
        }
    }
}
