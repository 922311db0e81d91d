/// The bytes of group, property and parameter names.
///
/// RFC 2426 and RFC 6350 names are letters, digits and `-`. Exporters also write `_`, `/`, `@` or a dot
/// (KDE's `X-messaging/xmpp-All`), which strict readers (vobject, khard) refuse, so those bytes are read
/// as part of the name (``isAllowed(_:allowingDots:)``: any visible ASCII byte but the delimiters
/// `;` `:` `,` `=` `"`, and a dot only where it cannot end a group) and then repaired to `-`
/// (``repaired(_:)``), with a warning. The writer writes names the same way, so a name read is the
/// name written. A space is never part of a name: a line whose "name" holds one is text, not a property.
enum NameBytes {
    /// Whether `byte` is read as part of a name.
    @inline(__always)
    static func isAllowed(_ byte: UInt8, allowingDots: Bool) -> Bool {
        guard byte > 0x20, byte < 0x7F else { return false }
        switch byte {
        case UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: "\""):
            return false
        case UInt8(ascii: "."):
            return allowingDots
        default:
            return true
        }
    }

    /// Whether `byte` may stand in a name as the RFCs define it: a letter, a digit or `-`.
    @inline(__always)
    static func isValid(_ byte: UInt8) -> Bool {
        byte &- 0x41 < 26 || byte &- 0x61 < 26 || byte &- 0x30 < 10 || byte == UInt8(ascii: "-")
    }

    /// `name` with every byte that is not a letter, a digit or `-` replaced by `-`, or nil when it
    /// has none (the usual case, which allocates nothing).
    static func repaired(_ name: String) -> String? {
        guard !name.utf8.allSatisfy(isValid) else { return nil }
        return String(decoding: name.utf8.map { isValid($0) ? $0 : UInt8(ascii: "-") }, as: UTF8.self)
    }
}
