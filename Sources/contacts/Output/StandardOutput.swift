import Foundation

/// Buffered writes to standard output (64 KiB at a time), so a long listing costs few system calls
/// while rows still leave as they are produced. A closed pipe (`contacts list | head -1`) ends the
/// process quietly, as SIGPIPE does for any Unix filter.
final class StandardOutput {
    private var buffer: [UInt8] = []
    private let descriptor: Int32

    init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    /// When the buffer was last written out (monotonic nanoseconds). Rows also leave when 20 ms have
    /// passed, so `contacts list | head -2` shows its rows without waiting for a full buffer.
    private var lastFlush: UInt64 = 0

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private var isDue: Bool { buffer.count >= 1 << 16 || Self.now() - lastFlush > 20_000_000 }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if isDue { flush() }
    }

    func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if isDue { flush() }
    }

    func flush() {
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { exit(errno == EPIPE ? 0 : 1) }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
        lastFlush = Self.now()
    }

    deinit { flush() }
}
