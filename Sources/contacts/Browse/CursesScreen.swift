import CNCurses
import Foundation

/// The terminal as ncursesw drives it for `contacts browse`: the alternate screen in raw mode
/// (Ctrl-C and Ctrl-Z arrive as keys), a ``BrowseFrame`` drawn as the difference from the last one,
/// keys read with a time limit, and the terminal given back on ``end()``, on a fatal signal
/// (the handlers of `shim.h`) and around the editor and a suspension.
///
/// Colours only when allowed (`NO_COLOR`, `TERM=dumb`: ``Terminal/colourAllowed``) and the terminal
/// has them; without colours, sections are bold and the selection is reversed all the same.
final class CursesScreen {
    private let screen: OpaquePointer
    /// Whether colours are used (for section headers, and for pictures).
    let colours: Bool
    private static let sectionPair: Int16 = 1

    /// Starts the screen on standard input and output.
    /// - Throws: a ``CommandError`` when the terminal is unknown to terminfo.
    init() throws {
        setlocale(LC_ALL, "")
        cncurses_install_restore()
        guard let screen = cncurses_newterm() else {
            cncurses_remove_restore()
            let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
            throw CommandError(
                "cannot drive this terminal (TERM=\(Terminal.sanitized(term))): it is not in the terminfo database")
        }
        self.screen = screen
        var restore = "\u{1B}[0m\u{1B}[?25h"
        if let leave = tigetstr("rmcup"), Int(bitPattern: leave) > 0 { restore = String(cString: leave) + restore }
        cncurses_set_restore_bytes(restore)
        raw()
        noecho()
        nonl()
        keypad(cncurses_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        colours = Terminal.colourAllowed && has_colors()
        if colours {
            start_color()
            use_default_colors()
            init_pair(Self.sectionPair, Int16(COLOR_CYAN), -1)
        }
    }

    /// The size of the terminal now.
    var size: (width: Int, height: Int) {
        (Int(getmaxx(cncurses_stdscr())), Int(getmaxy(cncurses_stdscr())))
    }

    /// Draws `frame` (ncurses writes only the cells that changed since the last frame).
    func draw(_ frame: BrowseFrame) {
        werase(cncurses_stdscr())
        for (y, spans) in frame.lines.enumerated() {
            for span in spans {
                setStyle(span.style)
                var characters = span.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
                _ = mvwaddnwstr(cncurses_stdscr(), Int32(y), Int32(span.x), &characters, Int32(characters.count))
            }
        }
        wattr_set(cncurses_stdscr(), CNCURSES_A_NORMAL, 0, nil)
        for picture in frame.pictures { draw(picture) }
        if let cursor = frame.cursor {
            curs_set(1)
            wmove(cncurses_stdscr(), Int32(cursor.y), Int32(cursor.x))
        } else {
            curs_set(0)
        }
        wrefresh(cncurses_stdscr())
    }

    /// The next key, waiting at most `milliseconds` (nil when none came, or for a key the browser
    /// does not use).
    func key(waiting milliseconds: Int) -> BrowseKey? {
        wtimeout(cncurses_stdscr(), Int32(milliseconds))
        var character: wint_t = 0
        let result = wget_wch(cncurses_stdscr(), &character)
        if result == ERR { return nil }
        return BrowseKey(code: UInt32(character), isFunctionKey: result == KEY_CODE_YES, keyCodes: Self.keyCodes)
    }

    /// Whether a key has been typed and waits to be read: a look at standard input, nothing read.
    /// ncurses reads a key's bytes as it decodes them, so the bytes of the keys after it wait there.
    func hasWaitingInput() -> Bool {
        var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&input, 1, 0) > 0
    }

    private static let keyCodes = BrowseKey.KeyCodes(
        up: KEY_UP, down: KEY_DOWN, pageUp: KEY_PPAGE, pageDown: KEY_NPAGE, home: KEY_HOME, end: KEY_END,
        enter: KEY_ENTER,
        backspace: KEY_BACKSPACE, resize: KEY_RESIZE)

    /// Whether the process was continued (SIGCONT) since the last call: the screen may have been
    /// drawn over meanwhile.
    func wasContinued() -> Bool { cncurses_take_continued() != 0 }

    /// Leaves the screen for the shell's terminal (for the editor), runs `body`, and comes back.
    func outside<T>(_ body: () throws -> T) rethrows -> T {
        def_prog_mode()
        endwin()
        defer {
            reset_prog_mode()
            redrawAll()
        }
        return try body()
    }

    /// Ctrl-Z: leaves the screen (the shell's terminal and modes back, as around the editor), stops
    /// the process as a job (``cncurses_stop_job``), and when the shell continues it (`fg`), takes
    /// the screen back and draws it whole.
    func suspend() {
        def_prog_mode()
        endwin()
        cncurses_stop_job()
        reset_prog_mode()
        redrawAll()
    }

    /// Every cell drawn again on the next ``draw(_:)`` (Ctrl-L, after the editor or a suspension).
    func redrawAll() {
        clearok(cncurses_curscr(), true)
        wrefresh(cncurses_stdscr())
    }

    /// Gives the terminal back: the normal screen, its modes as before, the cursor shown.
    func end() {
        endwin()
        delscreen(screen)
        cncurses_remove_restore()
    }

    // MARK: - Styles and pictures

    private func setStyle(_ style: BrowseFrame.Style) {
        let (attributes, pair): (attr_t, Int16) =
            switch style {
            case .plain: (CNCURSES_A_NORMAL, 0)
            case .bold: (CNCURSES_A_BOLD, 0)
            case .dim, .footer: (CNCURSES_A_DIM, 0)
            case .title: (CNCURSES_A_REVERSE, 0)
            case .selected: (CNCURSES_A_REVERSE, 0)
            case .moving: (CNCURSES_A_REVERSE | CNCURSES_A_BOLD | CNCURSES_A_UNDERLINE, 0)
            case .section: (CNCURSES_A_BOLD, colours ? Self.sectionPair : 0)
            case .notice: (CNCURSES_A_BOLD, 0)
            }
        wattr_set(cncurses_stdscr(), attributes, pair, nil)
    }

    private func draw(_ placed: BrowseFrame.Picture) {
        guard colours else { return }
        for (line, cells) in placed.picture.cells.enumerated() {
            for (column, cell) in cells.enumerated() {
                var pair = pairNumber(cell.foreground, cell.background)
                wattr_set(cncurses_stdscr(), CNCURSES_A_NORMAL, 0, &pair)
                var glyph = [wchar_t(bitPattern: cell.glyph.unicodeScalars.first!.value)]
                _ = mvwaddnwstr(cncurses_stdscr(), Int32(placed.y + line), Int32(placed.x + column), &glyph, 1)
            }
        }
        wattr_set(cncurses_stdscr(), CNCURSES_A_NORMAL, 0, nil)
    }

    /// The colour pair of `foreground` on `background` (-1: the terminal's own): ncurses's
    /// `alloc_pair` finds the pair made before, or makes one, reusing the least recently used
    /// when they run out.
    private func pairNumber(_ foreground: Int32, _ background: Int32) -> Int32 {
        max(0, alloc_pair(foreground, background))
    }
}
