/// A key the browser acts on, decoded from what the terminal sent.
enum BrowseKey: Equatable {
    /// A printable character (a letter of a search, a command key).
    case character(Character)
    case up, down, pageUp, pageDown, home, end
    case enter, escape, backspace
    /// Ctrl-F and Ctrl-B (a screenful down and up), Ctrl-L (draw everything again).
    case controlF, controlB, controlL
    /// Ctrl-C (quit) and Ctrl-Z (suspend): the screen is in raw mode, so they arrive as keys.
    case controlC, controlZ
    /// The terminal was resized (ncurses's `KEY_RESIZE`, after SIGWINCH).
    case resize

    /// The key for what `wget_wch` returned: a character (`isFunctionKey` false) or one of
    /// ncurses's key codes. Nil for anything the browser ignores.
    init?(code: UInt32, isFunctionKey: Bool, keyCodes: KeyCodes) {
        if isFunctionKey {
            switch Int32(bitPattern: code) {
            case keyCodes.up: self = .up
            case keyCodes.down: self = .down
            case keyCodes.pageUp: self = .pageUp
            case keyCodes.pageDown: self = .pageDown
            case keyCodes.home: self = .home
            case keyCodes.end: self = .end
            case keyCodes.enter: self = .enter
            case keyCodes.backspace: self = .backspace
            case keyCodes.resize: self = .resize
            default: return nil
            }
            return
        }
        switch code {
        case 0x0A, 0x0D: self = .enter
        case 0x1B: self = .escape
        case 0x7F, 0x08: self = .backspace
        case 0x06: self = .controlF
        case 0x02: self = .controlB
        case 0x0C: self = .controlL
        case 0x03: self = .controlC
        case 0x1A: self = .controlZ
        default:
            guard let scalar = Unicode.Scalar(code), !scalar.properties.generalCategory.isControl else { return nil }
            self = .character(Character(scalar))
        }
    }

    /// ncurses's codes for the function keys the browser knows (`KEY_UP`, …).
    struct KeyCodes {
        var up: Int32, down: Int32, pageUp: Int32, pageDown: Int32, home: Int32, end: Int32, enter: Int32,
            backspace: Int32, resize: Int32
    }
}

private extension Unicode.GeneralCategory {
    var isControl: Bool {
        switch self {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
