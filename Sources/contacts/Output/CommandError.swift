import ArgumentParser
import Foundation

/// A failure of the command itself (not of the store), with its message and exit status (1 unless
/// told otherwise).
struct CommandError: LocalizedError {
    let errorDescription: String?
    let exitCode: ExitCode

    init(_ message: String, exitCode: ExitCode = .failure) {
        errorDescription = message
        self.exitCode = exitCode
    }
}
