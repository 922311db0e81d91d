import Foundation

/// Runs the command that prints a password (`pass show dav`), so the password is never stored.
///
/// ```swift
/// let password = try await PasswordCommand.run("pass show dav")
/// let credentials = BasicCredentials(user: "alice", password: password)
/// ```
public enum PasswordCommand {
    /// Runs `command` through `/bin/sh -c` and returns the first line it printed, without its line end.
    ///
    /// The command runs on a thread of its own, so no task waits on it synchronously. Its standard
    /// input is this process's (a command may ask for a passphrase on the terminal).
    /// - Parameter command: A shell command line.
    /// - Returns: The first line of its standard output.
    /// - Throws: ``RemoteBookError/passwordCommandFailed(command:status:message:)`` when it exits
    ///   with a failure (the message is the first line of its standard error),
    ///   ``RemoteBookError/passwordCommandEmpty(command:)`` when its first line is empty.
    public static func run(_ command: String) async throws -> String {
        let (status, output, errors) = try await runShell(command)
        guard status == 0 else {
            throw RemoteBookError.passwordCommandFailed(command: command, status: status, message: firstLine(of: errors))
        }
        let password = firstLine(of: output)
        guard !password.isEmpty else { throw RemoteBookError.passwordCommandEmpty(command: command) }
        return password
    }

    /// The first line of `bytes`, without `\r\n` or `\n`.
    static func firstLine(of bytes: Data) -> String {
        let line = bytes.prefix { $0 != UInt8(ascii: "\n") }
        let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        return String(decoding: trimmed, as: UTF8.self)
    }

    /// Runs `/bin/sh -c command` on a thread of its own; its status, standard output and standard error.
    private static func runShell(_ command: String) async throws -> (Int32, Data, Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw RemoteBookError.passwordCommandFailed(command: command, status: -1, message: error.localizedDescription)
        }
        return await withCheckedContinuation { continuation in
            let thread = Thread {
                // Standard error is drained on a second thread, so neither pipe can fill and stall the command.
                let errorData = ErrorDrain(errors.fileHandleForReading)
                let outputData = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, outputData, errorData.wait()))
            }
            thread.start()
        }
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorDrain: @unchecked Sendable {
    private let done = NSCondition()
    private var data: Data?

    init(_ handle: FileHandle) {
        Thread {
            let read = handle.readDataToEndOfFile()
            self.done.lock()
            self.data = read
            self.done.signal()
            self.done.unlock()
        }.start()
    }

    /// Waits (on the calling thread, never a task's) for the pipe's end.
    func wait() -> Data {
        done.lock()
        defer { done.unlock() }
        while data == nil { done.wait() }
        return data ?? Data()
    }
}
