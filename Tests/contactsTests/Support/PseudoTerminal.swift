import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair, so a test can give the binary a real terminal: `isatty` is true, the
/// window has a size, and what the binary writes arrives unchanged (raw mode: no CR added, no echo).
///
/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname_r` are looked up with `dlsym`: Glibc's Swift
/// module does not export these X/Open declarations.
enum PseudoTerminal {
    private typealias OpenPT = @convention(c) (Int32) -> Int32
    private typealias Grant = @convention(c) (Int32) -> Int32
    private typealias NameR = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
        #if canImport(Darwin)
        let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let handle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        return dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }

    /// Opens a pair: the primary side stays with the test, the replica becomes the child's terminal.
    /// Both descriptors are close-on-exec (the child gets the replica through `dup2`).
    static func open(columns: Int, rows: Int = 24) throws -> (primary: Int32, replica: Int32) {
        guard let openpt = symbol("posix_openpt", as: OpenPT.self), let grant = symbol("grantpt", as: Grant.self),
            let unlock = symbol("unlockpt", as: Grant.self), let nameR = symbol("ptsname_r", as: NameR.self)
        else { throw ContactsProcessError(description: "no pseudo-terminal functions in the C library") }
        let primary = openpt(O_RDWR | O_NOCTTY)
        guard primary >= 0 else {
            throw ContactsProcessError(description: "posix_openpt: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
        var name = [CChar](repeating: 0, count: 256)
        guard grant(primary) == 0, unlock(primary) == 0, nameR(primary, &name, name.count) == 0 else {
            close(primary)
            throw ContactsProcessError(
                description: "cannot set up a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let replica = openFile(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard replica >= 0 else {
            close(primary)
            throw ContactsProcessError(description: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        var settings = termios()
        tcgetattr(replica, &settings)
        cfmakeraw(&settings)
        tcsetattr(replica, TCSANOW, &settings)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(replica, UInt(TIOCSWINSZ), &size)
        return (primary, replica)
    }
}

/// `open(2)`, outside ``PseudoTerminal`` whose own `open` would hide it.
private func openFile(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
