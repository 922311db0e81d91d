import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// vdirsyncer's ETag of a file (`get_etag_from_file` in its `utils.py`): the modification time in
/// nanoseconds, formatted as Python formats it (`f"{mtime:.9f};{inode}"`, which goes through a
/// double: `1763905215123456768.000000000;4211`), a semicolon and the inode number.
/// Computed the same way, the two programs agree on every file's version.
enum FileETag {
    /// The ETag of the file `status` describes.
    static func etag(of status: stat) -> ETag {
        let nanoseconds = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        return ETag(String(format: "%.9f;%llu", Double(nanoseconds), UInt64(status.st_ino)))
    }

    /// The status of the file at `path` (following links, as Python's `os.stat`), or the `errno` it failed with.
    static func status(atPath path: String) -> Result<stat, POSIXError> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(POSIXError.current) }
        return .success(status)
    }

    /// Whether `status` is a regular file.
    static func isRegularFile(_ status: stat) -> Bool {
        status.st_mode & S_IFMT == S_IFREG
    }
}

extension POSIXError {
    /// The error `errno` holds now.
    static var current: POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }

    /// The system's sentence for this error, lower-case (`no such file or directory`).
    var reason: String {
        guard let text = strerror(code.rawValue) else { return "error \(code.rawValue)" }
        let sentence = String(validatingCString: text) ?? "error \(code.rawValue)"
        return sentence.prefix(1).lowercased() + sentence.dropFirst()
    }
}
