import Foundation

/// A failure of the command itself (not of the store), with its message and exit status
/// (``ExitStatus/failure`` unless told otherwise).
struct CommandError: LocalizedError {
    let errorDescription: String?
    let status: ExitStatus

    init(_ message: String, status: ExitStatus = .failure) {
        errorDescription = message
        self.status = status
    }
}
