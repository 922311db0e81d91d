import Foundation

/// What the terminal can do, and making user data safe to print on it.
enum Terminal {
    enum Stream { case standardOutput, standardError }
    enum Style: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", cyan = "36"
    }

    static func isTerminal(_ stream: Stream) -> Bool {
        if stream == .standardOutput, Pager.isPaging { return true }  // through the pager, to the terminal
        return isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) == 1
    }

    /// Whether standard input is a terminal (a question can be asked).
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Colours only on a terminal, never with `NO_COLOR` (no-color.org) or `TERM=dumb`.
    static func usesColour(_ stream: Stream) -> Bool {
        stream == .standardOutput ? colourOnStandardOutput : colourOnStandardError
    }

    // Decided once per process: a listing asks for every row, and reading the environment is not free.
    static let colourAllowed: Bool = {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }()
    private static let colourOnStandardOutput = colourAllowed && isTerminal(.standardOutput)
    private static let colourOnStandardError = colourAllowed && isTerminal(.standardError)

    /// `text` in `style` when the stream shows colours, else as it is.
    static func styled(_ text: String, _ style: Style, on stream: Stream = .standardOutput) -> String {
        usesColour(stream) ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// The width to lay a table out in: the terminal's, else `$COLUMNS`, else 100.
    static var width: Int {
        if let width = Pager.terminalWidth { return width }
        var size = winsize()
        if isTerminal(.standardOutput), ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 100
    }

    // MARK: - Sanitising

    /// `text` with every control character (C0, DEL, C1, which start terminal escape sequences)
    /// and every bidirectional override (which reorders what is shown) replaced by U+FFFD, and line
    /// breaks and tabs replaced by `replacingLineBreaks` (a space by default).
    ///
    /// Linear in the text: the result is built as UTF-8 bytes in one buffer that grows by doubling.
    /// (Appending to a `String.UnicodeScalarView` copied everything built so far at each line break,
    /// so a name of 800,000 escaped line breaks took 45 seconds to list: docs/hardening.md.)
    static func sanitized(_ text: String, replacingLineBreaks lineBreak: String = " ") -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        let replacement = Array(lineBreak.utf8)
        let mark = Array("\u{FFFD}".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }  // CR LF is one line break
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                output.append(contentsOf: replacement)
            } else if isUnsafe(scalar) {
                output.append(contentsOf: mark)
            } else {
                UTF8.encode(scalar) { output.append($0) }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// At most `limit` characters of `text` (about: counted in Unicode scalars), sanitised, ending in
    /// `…` when cut: a display field never needs more, and sanitising, measuring and fitting then
    /// cost the same for a 2 MB value as for a short one.
    static func bounded(
        _ text: String, limit: Int = displayLimit, replacingLineBreaks lineBreak: String = " "
    ) -> String {
        var end = text.unicodeScalars.startIndex
        var count = 0
        while end != text.unicodeScalars.endIndex, count < limit {
            text.unicodeScalars.formIndex(after: &end)
            count += 1
        }
        if end == text.unicodeScalars.endIndex { return sanitized(text, replacingLineBreaks: lineBreak) }
        return sanitized(String(text.unicodeScalars[..<end]), replacingLineBreaks: lineBreak) + "…"
    }

    /// The most characters one field of a table, a query line or a heading shows.
    static let displayLimit = 1_000

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidi embeddings, overrides, isolates
        default: return false
        }
    }

    // MARK: - Width

    /// How many columns `text` takes on a terminal (wide East Asian characters and emoji take two,
    /// combining marks and zero-width characters none).
    static func displayWidth(_ text: String) -> Int {
        // Most names, emails and numbers are ASCII: one column a byte, no Unicode property lookups
        // (which were a third of the time of listing a million contacts).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.unicodeScalars.reduce(0) { $0 + columns($1) }
    }

    static func columns(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }  // Latin-1 and Latin Extended: no marks, no wide or emoji characters
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark
            || value == 0x200D || (0xFE00...0xFE0F).contains(value) || (0x200B...0x200F).contains(value)
        {
            return 0
        }
        if scalar.properties.isEmojiPresentation { return 2 }  // ✅ ⚡ ☕ 🪐 …
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1F680...0x1F6FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// `text` (a number, as a column of positions holds) with spaces before it to `width` characters.
    static func rightAligned(_ text: String, width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut, padded with spaces to `width`
    /// when `pad` is set.
    static func fit(_ text: String, width: Int, pad: Bool = true) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var output = String.UnicodeScalarView()
        let total = displayWidth(text)
        if total <= width {
            return pad ? text + String(repeating: " ", count: width - total) : text
        }
        for scalar in text.unicodeScalars {
            let size = columns(scalar)
            if used + size > width - 1 { break }
            output.append(scalar)
            used += size
        }
        output.append("…")
        used += 1
        return String(output) + (pad ? String(repeating: " ", count: max(0, width - used)) : "")
    }
}
