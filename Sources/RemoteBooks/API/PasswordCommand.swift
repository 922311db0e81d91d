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
        let output: ProcessRunner.Output
        do {
            output = try await ProcessRunner.run("/bin/sh", ["-c", command])
        } catch {
            throw RemoteBookError.passwordCommandFailed(command: command, status: -1, message: error.localizedDescription)
        }
        guard output.status == 0 else {
            throw RemoteBookError.passwordCommandFailed(command: command, status: output.status, message: firstLine(of: output.stderr))
        }
        let password = firstLine(of: output.stdout)
        guard !password.isEmpty else { throw RemoteBookError.passwordCommandEmpty(command: command) }
        return password
    }

    /// The first line of `bytes`, without `\r\n` or `\n`.
    static func firstLine(of bytes: Data) -> String {
        let line = bytes.prefix { $0 != UInt8(ascii: "\n") }
        let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        return String(decoding: trimmed, as: UTF8.self)
    }
}
