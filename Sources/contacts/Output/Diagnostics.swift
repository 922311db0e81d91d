import ArgumentParser
import ContactsKit
import Foundation

/// Messages on standard error and the exit codes of CLI.md.
enum Diagnostics {
    /// Prints `contacts: error: MESSAGE` and returns the exit code the error maps to, to throw.
    static func fail(_ error: Error) -> ExitCode {
        if let exit = error as? ExitCode { return exit }
        printError(Terminal.sanitized(message(error)))
        if let hint = hint(error) { StandardError.write(Terminal.sanitized(hint) + "\n") }
        return exitCode(error)
    }

    /// What to do next, for errors where there is one command that helps.
    static func hint(_ error: Error) -> String? {
        switch error as? ContactStoreError {
        case .accessDenied(let client, let path)?, .accessNotDetermined(let client, let path)?:
            let store = path == StoreLocation.defaultPath() ? "" : " --store \(shellQuoted(path))"
            // Run as a client that may grant it: one the store authorized, else the default client.
            let owners = (try? ContactStore(path: path, client: client).authorizedClientNames()) ?? []
            let owner = owners.contains(ContactStore.defaultClient) ? ContactStore.defaultClient : owners.first ?? ContactStore.defaultClient
            return "to allow it, run: contacts access grant \(shellQuoted(client))\(store) --client \(shellQuoted(owner))"
        default:
            return nil
        }
    }

    /// A word as a shell reads it back: bare when safe, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_./:@=+,".unicodeScalars.contains($0)) }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func exitCode(_ error: Error) -> ExitCode {
        switch error as? ContactStoreError {
        case .positionOutOfRange?, .noSuchContact?, .nothingToLink?, .nothingToUnlink?: return ExitCode(64)
        case .unreadableInput?: return ExitCode(66)
        case .strictImportRejected?: return ExitCode(65)
        case .accessDenied?, .accessNotDetermined?: return ExitCode(77)
        default: return ExitCode(1)
        }
    }

    static func message(_ error: Error) -> String {
        (error as? LocalizedError)?.errorDescription ?? String(describing: error)
    }

    /// `contacts: error: …` on standard error.
    static func printError(_ message: String) {
        StandardError.write("contacts: \(Terminal.styled("error:", .red, on: .standardError)) \(message)\n")
    }

    /// `contacts: warning: …` on standard error.
    static func printWarning(_ message: String) {
        StandardError.write("contacts: \(Terminal.styled("warning:", .yellow, on: .standardError)) \(message)\n")
    }
}

/// A failure of the command itself (not of the store), with its message; exit status 1.
struct CommandError: LocalizedError {
    let errorDescription: String?
    init(_ message: String) { errorDescription = message }
}

/// Unbuffered writes to standard error.
enum StandardError {
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
