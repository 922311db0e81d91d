import Foundation

/// Writes a file through a temporary sibling (`FILE.tmp-PID`) renamed into place, so readers never
/// see half of it: on any failure the temporary file is removed and FILE is left as it was.
enum AtomicFile {
    /// Creates the temporary file, lets `body` write it, then flushes, syncs and renames it to `path`.
    /// - Throws: What `body` throws, or ``OutputError/cannotWrite(_:reason:)`` naming `path` when the
    ///   file cannot be created, written, synced or renamed into place (`cannot write out.vcf: No
    ///   space left on device`).
    static func write(to path: String, _ body: (StandardOutput) throws -> Void) throws {
        let temporary = path + ".tmp-\(getpid())"
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
