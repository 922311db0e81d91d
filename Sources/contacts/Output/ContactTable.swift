import ContactsKit

/// The human listing: `#` (the manual position, which `move` reads), `ID` (the start of the id, which
/// every command takes and which never shifts), then the columns asked for (by default name, email,
/// phone, and the organisation at 110 columns or more).
///
/// On a terminal the columns are sized from what they hold (``ColumnFitting``) within its width;
/// to a pipe or a file every value is written whole, one row a line with the cells separated by
/// tabs (docs/usage.md), which `cut -f`, `awk -F'\t'` and `column -t -s$'\t'` read.
struct ContactTable {
    /// How rows are laid out.
    enum Layout {
        /// Aligned columns in `width` terminal columns, sized from `sample` (the first rows), or,
        /// with no sample, shared out by a fixed rule (`--photos`, whose rows are drawn page by page).
        case aligned(width: Int, sample: [Contact])
        /// Whole values separated by tabs (tabs and line breaks in a value become spaces; a value of
        /// over ``Terminal/displayLimit`` characters, which no real name or number has, is cut there).
        case tabSeparated
    }

    let output: StandardOutput
    private let tabSeparated: Bool
    private let positionWidth: Int
    private let columns: [(column: TableColumn, width: Int)]

    /// Lays out `columns` for positions up to `maxPosition`. The standard columns leave out the
    /// organisation below 110 terminal columns; columns asked for are all shown.
    init(output: StandardOutput, layout: Layout, maxPosition: Int, columns: [TableColumn] = TableColumn.standard) {
        self.output = output
        positionWidth = max(1, String(maxPosition).count)
        switch layout {
        case .tabSeparated:
            tabSeparated = true
            self.columns = columns.map { ($0, 0) }
        case .aligned(let width, let sample):
            tabSeparated = false
            let shown =
                columns == TableColumn.standard && width < 110 ? columns.filter { $0 != .organization } : columns
            self.columns =
                sample.isEmpty
                ? Self.fixedWidths(shown, width: width, positionWidth: positionWidth)
                : Self.fittedWidths(shown, width: width, positionWidth: positionWidth, sample: sample)
        }
    }

    /// The width of the short id column.
    static let idWidth = 8

    /// Widths from the content of `sample`: every column as wide as its widest value when the
    /// terminal has room, else fitted by ``ColumnFitting``.
    private static func fittedWidths(
        _ shown: [TableColumn], width: Int, positionWidth: Int, sample: [Contact]
    ) -> [(TableColumn, Int)] {
        let available = max(20, width - positionWidth - idWidth - 2 * (shown.count + 1))
        let natural = shown.map { column in
            sample.reduce(Terminal.displayWidth(column.title)) {
                max($0, Terminal.displayWidth(Terminal.bounded(column.value($1))))
            }
        }
        let widths = ColumnFitting.widths(natural: natural, whole: shown.map(\.keptWhole), available: available)
        return Array(zip(shown, widths))
    }

    /// Widths by a fixed rule, when the rows are not known before the first is printed.
    private static func fixedWidths(_ shown: [TableColumn], width: Int, positionWidth: Int) -> [(TableColumn, Int)] {
        let available = max(20, width - positionWidth - idWidth - 2 * max(5, shown.count + 1))
        let bounded = shown.compactMap { $0.maximumWidth(available: available) }.reduce(0, +)
        let rest = max(0, available - bounded)
        let flexible = shown.filter { $0.maximumWidth(available: available) == nil }
        let nameWidth = flexible.count == 2 ? rest * 9 / 20 : rest
        return shown.map { column in
            if let width = column.maximumWidth(available: available) { return (column, width) }
            return (column, column == .name || flexible.count == 1 ? nameWidth : rest - nameWidth)
        }
    }

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
        try row(
            String(contact.position), contact.shortID, columns.map { $0.column.value(contact) }, styled: nil,
            leading: leading)
    }

    func section(_ title: String, count: Int) throws {
        try output.write("\(Terminal.styled(Terminal.bounded(title), .cyan)) \(Terminal.styled("(\(count))", .dim))\n")
    }

    private func row(
        _ position: String, _ id: String, _ values: [String], styled style: Terminal.Style?, leading: String = ""
    ) throws {
        if tabSeparated {
            try output.write(([position, id] + values.map { Terminal.bounded($0) }).joined(separator: "\t") + "\n")
            return
        }
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
