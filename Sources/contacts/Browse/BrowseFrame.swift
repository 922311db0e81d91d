/// One screenful as the browser means it: lines of styled text at given columns, and pictures
/// (avatars, a photo) as half-block cells to paint over blank cells. What ``BrowseRenderer`` makes
/// and ``CursesScreen`` draws; plain data, so a test reads it as text.
struct BrowseFrame {
    /// How a piece of text looks. Only `section` has a colour, and none without colours.
    enum Style: Equatable {
        case plain, bold, dim, title, selected, moving, section, footer, notice
    }

    /// Text starting at column `x`; every text is safe for the terminal already.
    struct Span: Equatable {
        var x: Int
        var text: String
        var style: Style
    }

    /// A picture (an avatar, a photo) drawn from line `y`, column `x`, over cells left blank.
    struct Picture: Equatable {
        var y: Int
        var x: Int
        var picture: CellPicture
    }

    let width: Int
    let height: Int
    /// `height` lines of spans, in column order.
    var lines: [[Span]]
    var pictures: [Picture] = []
    /// Where the cursor shows (while typing a search); hidden when nil.
    var cursor: (y: Int, x: Int)?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        lines = Array(repeating: [], count: height)
    }

    /// Adds `text` on line `y` from column `x`, cut to `width` columns (padded to them when `pad`).
    mutating func put(_ text: String, y: Int, x: Int, width: Int, style: Style, pad: Bool = false) {
        guard lines.indices.contains(y), x < self.width, width > 0 else { return }
        let room = min(width, self.width - x)
        let fitted = Terminal.fit(text, width: room, pad: pad)
        guard !fitted.isEmpty else { return }
        lines[y].append(Span(x: x, text: fitted, style: style))
    }

    /// The frame's text, one string per line, pictures left out (their cells are blank): what a
    /// terminal shows when colours are off.
    var text: [String] {
        lines.map { spans in
            var line = ""
            var column = 0
            for span in spans.sorted(by: { $0.x < $1.x }) where span.x >= column {
                line += String(repeating: " ", count: span.x - column) + span.text
                column = span.x + Terminal.displayWidth(span.text)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
