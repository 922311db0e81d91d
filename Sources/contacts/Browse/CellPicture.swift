import PhotoCodec

/// A picture as character cells, drawn through ncurses rather than written as escape sequences:
/// each cell is an upper half block `▀` whose foreground is the upper pixel and whose background
/// is the lower one, in the xterm 256-colour palette (``TerminalImage``'s colours; -1 is the
/// terminal's own, for transparent pixels).
struct CellPicture: Equatable {
    struct Cell: Equatable {
        var glyph: Character
        var foreground: Int32
        var background: Int32
    }

    /// Lines of cells, each `width` long.
    let cells: [[Cell]]

    var width: Int { cells.first?.count ?? 0 }

    init(_ image: RGBAImage) {
        var lines: [[Cell]] = []
        for row in stride(from: 0, to: image.height, by: 2) {
            var line: [Cell] = []
            for x in 0..<image.width {
                let upper = Self.index(image[x, row])
                let lower = row + 1 < image.height ? Self.index(image[x, row + 1]) : -1
                switch (upper, lower) {
                case (-1, -1): line.append(Cell(glyph: " ", foreground: -1, background: -1))
                case (-1, _): line.append(Cell(glyph: "▄", foreground: lower, background: -1))
                default: line.append(Cell(glyph: "▀", foreground: upper, background: lower))
                }
            }
            lines.append(line)
        }
        cells = lines
    }

    /// `image` scaled (up when smaller) to `side` × `side`, centre-cropped: an avatar.
    init(avatar image: RGBAImage, side: Int) {
        let square =
            image.width == side && image.height == side
            ? image : Thumbnailer(allowsUpscaling: true).thumbnail(of: image, side: side, shape: .squareCrop)
        self.init(square)
    }

    private static func index(_ pixel: SIMD4<UInt8>) -> Int32 {
        switch TerminalImage.colour(pixel, palette: .xterm256, backdrop: .terminalDefault) {
        case .indexed(let index): Int32(index)
        default: -1
        }
    }
}
