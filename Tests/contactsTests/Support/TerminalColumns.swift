import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many columns text takes on a terminal, by the C library's `wcwidth(3)` in a UTF-8 locale:
/// an oracle independent of the CLI's own width table. (`wcwidth` is looked up with `dlsym`
/// because Glibc's Swift module does not export the X/Open declaration.)
enum TerminalColumns {
    private typealias WCWidth = @convention(c) (Int32) -> Int32

    nonisolated(unsafe) private static let locale: locale_t? =
        newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
        ?? newlocale(LC_CTYPE_MASK, "en_US.UTF-8", nil)

    private static let wcwidth: WCWidth? = {
        #if canImport(Darwin)
        let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let handle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        return dlsym(handle, "wcwidth").map { unsafeBitCast($0, to: WCWidth.self) }
    }()

    /// Whether a UTF-8 locale and `wcwidth` are available to measure with.
    static var available: Bool { locale != nil && wcwidth != nil }

    /// The width of one line (control characters count as 0).
    static func width(_ text: String) -> Int {
        guard let locale, let wcwidth else { return text.unicodeScalars.count }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return text.unicodeScalars.reduce(0) { total, scalar in
            total + max(0, Int(wcwidth(Int32(bitPattern: scalar.value))))
        }
    }
}
