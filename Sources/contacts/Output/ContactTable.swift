import ContactsKit

/// The human listing: `#` (the manual position, which `move` reads), `ID` (the start of the id, which
/// every command takes and which never shifts), then the columns asked for (by default name, email,
/// phone, and the organisation at 110 columns or more), fitted to the terminal's width.
struct ContactTable {
    let output: StandardOutput
    private let positionWidth: Int
    private let columns: [(column: TableColumn, width: Int)]

    /// Lays out `columns` for `width` terminal columns and positions up to `maxPosition`. The
    /// standard columns leave out the organisation below 110 columns; columns asked for are all shown.
    init(output: StandardOutput, width: Int, maxPosition: Int, columns: [TableColumn] = TableColumn.standard) {
        self.output = output
        positionWidth = max(1, String(maxPosition).count)
        let shown = columns == TableColumn.standard && width < 110 ? columns.filter { $0 != .organization } : columns
        let available = max(20, width - positionWidth - Self.idWidth - 2 * max(5, shown.count + 1))
        let bounded = shown.compactMap { $0.maximumWidth(available: available) }.reduce(0, +)
        let rest = max(0, available - bounded)
        let flexible = shown.filter { $0.maximumWidth(available: available) == nil }
        let nameWidth = flexible.count == 2 ? rest * 9 / 20 : rest
        self.columns = shown.map { column in
            if let width = column.maximumWidth(available: available) { return (column, width) }
            return (column, column == .name || flexible.count == 1 ? nameWidth : rest - nameWidth)
        }
    }

    /// The width of the short id column.
    static let idWidth = 8

    /// The column titles, after `leading` (an avatar's width of spaces, say).
    func header(leading: String = "") throws {
        try row("#", "ID", columns.map(\.column.title), styled: .bold, leading: leading)
    }

    /// The name a contact is shown by: its display name, or `(no name)`.
    static func name(_ contact: Contact) -> String {
        contact.displayName.isEmpty ? "(no name)" : contact.displayName
    }

    /// One contact's line, after `leading` (its avatar, say).
    func row(_ contact: Contact, leading: String = "") throws {
        try row(String(contact.position), contact.shortID, columns.map { $0.column.value(contact) }, styled: nil, leading: leading)
    }

    func section(_ title: String, count: Int) throws {
        try output.write("\(Terminal.styled(Terminal.bounded(title), .cyan)) \(Terminal.styled("(\(count))", .dim))\n")
    }

    private func row(_ position: String, _ id: String, _ values: [String], styled style: Terminal.Style?, leading: String = "") throws {
        var cells = [Terminal.rightAligned(position, width: positionWidth), Terminal.fit(id, width: Self.idWidth)]
        for (index, (value, layout)) in zip(values, columns).enumerated() {
            cells.append(Terminal.fit(Terminal.bounded(value), width: layout.width, pad: index < columns.count - 1))
        }
        var line = cells.joined(separator: "  ")
        while line.hasSuffix(" ") { line.removeLast() }
        if let style {
            line = Terminal.styled(line, style)
        } else {
            let dim = cells[0] + "  " + cells[1]
            line = Terminal.styled(dim, .dim) + line.dropFirst(dim.count)
        }
        try output.write(leading + line + "\n")
    }
}
