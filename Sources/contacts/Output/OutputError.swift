import Foundation

/// Why output could not be written.
enum OutputError: LocalizedError, Equatable {
    /// The reader of standard output went away (`contacts list | head -1`): not a failure, so the
    /// command stops and exits quietly with status 0, as a Unix filter does.
    case closed
    /// Writing a file or standard output failed: `cannot write out.vcf: No space left on device`.
    case cannotWrite(String, reason: String)

    /// The error for `errno` after a failed system call on `destination`.
    static func failure(writing destination: String, errno code: Int32 = errno) -> OutputError {
        code == EPIPE && destination == StandardOutput.name
            ? .closed : .cannotWrite(destination, reason: String(cString: strerror(code)))
    }

    var errorDescription: String? {
        switch self {
        case .closed: return "standard output was closed"
        case .cannotWrite(let destination, let reason): return "cannot write \(destination): \(reason)"
        }
    }
}
