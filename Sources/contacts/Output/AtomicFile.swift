import Foundation

/// Writes a file through a temporary sibling (`FILE.tmp-PID`) renamed into place, so readers never
/// see half of it: on any failure the temporary file is removed and FILE is left as it was; so it
/// is when the command is interrupted (SIGINT, SIGTERM, SIGHUP), by ``TemporaryFileCleanup``.
enum AtomicFile {
    /// Creates the temporary file, lets `body` write it, then flushes, syncs and renames it to `path`.
    /// - Throws: What `body` throws, or ``OutputError/cannotWrite(_:reason:)`` naming `path` when the
    ///   file cannot be created, written, synced or renamed into place (`cannot write out.vcf: No
    ///   space left on device`).
    static func write(to path: String, _ body: (StandardOutput) throws -> Void) throws {
        let temporary = path + ".tmp-\(getpid())"
        TemporaryFileCleanup.register(temporary)
        defer { TemporaryFileCleanup.unregister() }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OutputError.failure(writing: path) }
        var isOpen = true
        do {
            let output = StandardOutput(file: descriptor, destination: path)
            try body(output)
            try output.flush()
            guard fsync(descriptor) == 0 else { throw OutputError.failure(writing: path) }
            isOpen = false
            guard close(descriptor) == 0 else { throw OutputError.failure(writing: path) }
            guard rename(temporary, path) == 0 else { throw OutputError.failure(writing: path) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }
}

/// Removes the temporary file of an ``AtomicFile`` write when the process is told to stop (SIGINT,
/// SIGTERM, SIGHUP), then dies of the same signal as it would have. Before, `Ctrl-C` during
/// `export -o FILE` left `FILE.tmp-PID` behind.
///
/// The handler may only make async-signal-safe calls: it reads a C string set before the write
/// began (never freed while a write can be under way) and calls `unlink`, `signal` and `raise`.
enum TemporaryFileCleanup {
    nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Makes `path` the file removed on a signal, and installs the handlers.
    static func register(_ path: String) {
        let previous = pending
        pending = strdup(path)
        free(previous)
        for signalNumber in signals {
            signal(signalNumber) { received in
                if let path = TemporaryFileCleanup.pending { unlink(path) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// No file to remove any more; the default handlers again.
    static func unregister() {
        for signalNumber in signals { signal(signalNumber, SIG_DFL) }
        let previous = pending
        pending = nil
        free(previous)
    }
}
