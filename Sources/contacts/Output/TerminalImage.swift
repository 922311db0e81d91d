import Foundation
import PhotoCodec

/// A photo drawn with text: each character cell is an upper half block `▀` whose foreground is the
/// upper pixel and whose background is the lower one, so a cell shows two pixels, about square.
///
/// A pure function of the image and two choices, so it is tested without a terminal. Every line
/// ends by resetting attributes; only colours change between cells, written when they change.
///
/// ```swift
/// output.write(TerminalImage.render(thumbnail, palette: TerminalImage.palette()))
/// ```
enum TerminalImage {
    /// How colours are written.
    enum Palette: Sendable, Equatable {
        /// 24-bit `ESC[38;2;R;G;Bm`, for terminals that say they have it.
        case trueColour
        /// The nearest of the xterm 256-colour palette's 6×6×6 cube and 24 greys, `ESC[38;5;Nm`.
        case xterm256
    }

    /// What transparent pixels show.
    enum Backdrop: Sendable, Equatable {
        /// Alpha is composited over black: every pixel is drawn.
        case black
        /// Pixels at most half opaque are left to the terminal's own background; the others are drawn
        /// opaque.
        case terminalDefault
    }

    /// True colour when `$COLORTERM` is `truecolor` or `24bit` (as terminals that support it
    /// announce), the 256-colour palette otherwise.
    static func palette(environment: [String: String] = ProcessInfo.processInfo.environment) -> Palette {
        switch environment["COLORTERM"]?.lowercased() {
        case "truecolor", "24bit": return .trueColour
        default: return .xterm256
        }
    }

    /// `image` as lines of half-block cells, `image.width` columns by ⌈`image.height` / 2⌉ lines,
    /// each line ending in `ESC[0m` and a line break. A lone last row has the terminal's background
    /// below it.
    static func render(_ image: RGBAImage, palette: Palette, backdrop: Backdrop = .terminalDefault) -> String {
        var output = ""
        output.reserveCapacity(image.width * (image.height + 1) / 2 * 24)
        for row in stride(from: 0, to: image.height, by: 2) {
            var foreground = Colour.terminal, background = Colour.terminal
            for x in 0..<image.width {
                let upper = colour(image[x, row], palette: palette, backdrop: backdrop)
                let lower =
                    row + 1 < image.height ? colour(image[x, row + 1], palette: palette, backdrop: backdrop) : .terminal
                // ▀ draws the upper pixel in the foreground; with only the lower one to draw, ▄ does;
                // with neither, a space on the terminal's background.
                let (glyph, wantedForeground, wantedBackground): (String, Colour?, Colour) =
                    switch (upper, lower) {
                    case (.terminal, .terminal): (" ", nil, .terminal)
                    case (.terminal, _): ("▄", lower, .terminal)
                    default: ("▀", upper, lower)
                    }
                var codes: [String] = []
                if let wantedForeground, wantedForeground != foreground {
                    codes.append(wantedForeground.code(background: false))
                    foreground = wantedForeground
                }
                if wantedBackground != background {
                    codes.append(wantedBackground.code(background: true))
                    background = wantedBackground
                }
                if !codes.isEmpty { output += "\u{1B}[" + codes.joined(separator: ";") + "m" }
                output += glyph
            }
            output += "\u{1B}[0m\n"
        }
        return output
    }

    // MARK: - Colours

    /// A cell colour as written.
    enum Colour: Equatable {
        /// The terminal's own (default) colour.
        case terminal
        case rgb(UInt8, UInt8, UInt8)
        case indexed(UInt8)

        /// The SGR parameters that select this colour for the foreground or the background.
        func code(background: Bool) -> String {
            switch self {
            case .terminal: return background ? "49" : "39"
            case .rgb(let r, let g, let b): return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
            case .indexed(let index): return "\(background ? 48 : 38);5;\(index)"
            }
        }
    }

    /// How `pixel` is drawn, after compositing.
    static func colour(_ pixel: SIMD4<UInt8>, palette: Palette, backdrop: Backdrop) -> Colour {
        var (r, g, b) = (pixel.x, pixel.y, pixel.z)
        switch backdrop {
        case .terminalDefault:
            if pixel.w < 128 { return .terminal }
        case .black:
            let alpha = UInt32(pixel.w)
            r = UInt8((UInt32(r) * alpha + 127) / 255)
            g = UInt8((UInt32(g) * alpha + 127) / 255)
            b = UInt8((UInt32(b) * alpha + 127) / 255)
        }
        switch palette {
        case .trueColour: return .rgb(r, g, b)
        case .xterm256: return .indexed(xterm256Index(r, g, b))
        }
    }

    /// The xterm 256-colour index nearest (r, g, b): the closer of the 6×6×6 cube (16–231, levels
    /// 0, 95, 135, 175, 215, 255) and the grey ramp (232–255, levels 8, 18, …, 238).
    static func xterm256Index(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeStep(_ value: UInt8) -> Int {
            let v = Int(value)
            return v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40
        }
        let (cr, cg, cb) = (cubeStep(r), cubeStep(g), cubeStep(b))
        let cube = (levels[cr], levels[cg], levels[cb])
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + 10 * greyStep
        func distance(_ colour: (Int, Int, Int)) -> Int {
            let dr = colour.0 - Int(r), dg = colour.1 - Int(g), db = colour.2 - Int(b)
            return dr * dr + dg * dg + db * db
        }
        if distance((grey, grey, grey)) < distance(cube) {
            return UInt8(232 + greyStep)
        }
        return UInt8(16 + 36 * cr + 6 * cg + cb)
    }
}
