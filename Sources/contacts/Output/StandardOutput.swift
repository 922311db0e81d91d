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

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
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
    }

    deinit { flush() }
}
