import Foundation

/// Buffered writes to standard output, or to a file (64 KiB at a time), so a long listing costs few
/// system calls while rows still leave as they are produced.
///
/// A failed write throws, so the command stops at once: ``OutputError/closed`` when the reader of
/// standard output went away (`contacts list | head -1`; the error boundary ends the process quietly
/// with status 0), else ``OutputError/cannotWrite(_:reason:)`` naming the destination and the reason
/// (`cannot write standard output: No space left on device`).
final class StandardOutput {
    /// How messages name standard output.
    static let name = "standard output"

    private var buffer: [UInt8] = []
    private let descriptor: Int32
    /// What a failed write names: ``name``, or the file's path.
    private let destination: String
    /// Whether what is left in the buffer is written when the value goes away: for standard output,
    /// so that rows printed before an error still reach the reader; never for a file, whose
    /// descriptor its owner closes (and may have closed already).
    private let flushesWhenReleased: Bool

    /// Standard output.
    convenience init() {
        self.init(descriptor: STDOUT_FILENO, destination: Self.name, flushesWhenReleased: true)
    }

    /// A file open for writing, flushed only by ``flush()``; failures name it `destination`.
    convenience init(file descriptor: Int32, destination: String) {
        self.init(descriptor: descriptor, destination: destination, flushesWhenReleased: false)
    }

    private init(descriptor: Int32, destination: String, flushesWhenReleased: Bool) {
        self.descriptor = descriptor
        self.destination = destination
        self.flushesWhenReleased = flushesWhenReleased
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

    /// Appends `text` (UTF-8), writing the buffer out when it is due.
    /// - Throws: ``OutputError`` when writing failed.
    func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if isDue { try flush() }
    }

    /// Appends `bytes`, writing the buffer out when it is due.
    /// - Throws: ``OutputError`` when writing failed.
    func write(bytes: [UInt8]) throws {
        buffer.append(contentsOf: bytes)
        if isDue { try flush() }
    }

    /// Writes out everything buffered.
    /// - Throws: ``OutputError`` when writing failed; what was buffered is then dropped.
    func flush() throws {
        defer {
            buffer.removeAll(keepingCapacity: true)
            lastFlush = Self.now()
        }
        let failure: Int32? = buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                if written < 0 { return errno }
                if written == 0 { return EIO }
                offset += written
            }
            return nil
        }
        if let failure { throw OutputError.failure(writing: destination, errno: failure) }
    }

    /// Writes one line to standard output at once.
    /// - Throws: ``OutputError`` when writing failed.
    static func writeLine(_ line: String) throws {
        let output = StandardOutput()
        try output.write(line + "\n")
        try output.flush()
    }

    deinit {
        if flushesWhenReleased { try? flush() }
    }
}
