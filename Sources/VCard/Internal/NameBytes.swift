/// The bytes a group, property or parameter name may hold: what the writer writes of a name, and so
/// what the reader keeps of one, so that a name read is the name written.
///
/// RFC names are letters, digits and `-`; real exporters also write `_` and `/` (KDE's
/// `X-messaging/xmpp-All`), so any visible ASCII byte but the delimiters `;` `:` `,` `=` `"` is
/// accepted, and a dot where it cannot be taken for the end of a group (in a group name itself, and in
/// a parameter name). A space is not: a line whose "name" holds one is text, not a property.
enum NameBytes {
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
}
