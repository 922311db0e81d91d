import Foundation

/// Runs the command that prints a password (`pass show dav`), so the password is never stored.
///
/// ```swift
/// let password = try await PasswordCommand.run("pass show dav")
/// let credentials = BasicCredentials(user: "alice", password: password)
/// ```
public enum PasswordCommand {
    /// How long a command may run before it is stopped: 30 seconds, or `$CONTACTS_PASSWORD_TIMEOUT`
    /// seconds (for a hardware key that waits for a touch).
    public static func timeout(environment: [String: String] = ProcessInfo.processInfo.environment) -> Duration {
        guard let text = environment["CONTACTS_PASSWORD_TIMEOUT"], let seconds = Double(text), seconds > 0,
            seconds <= 86_400
        else {
            return .seconds(30)
        }
        return .milliseconds(Int64(seconds * 1000))
    }

    /// The most characters of the command's standard error a message quotes.
    static let messageLimit = 1_000

    /// Runs `command` through `/bin/sh -c` and returns the first line it printed, without its line end.
    ///
    /// The command runs on a thread of its own, so no task waits on it synchronously. Its standard
    /// input is this process's (a command may ask for a passphrase on the terminal). It has
    /// `timeout` to exit; then it is killed with the processes it started (its process group), and
    /// a child it leaves running does not hold the sync: its output is read up to the command's
    /// exit, and 64 KiB of each stream at most.
    /// - Parameters:
    ///   - command: A shell command line.
    ///   - timeout: The longest it may run (``timeout(environment:)``).
    /// - Returns: The first line of its standard output.
    /// - Throws: ``RemoteBookError/passwordCommandFailed(command:status:message:)`` when it exits
    ///   with a failure (the message is the first line of its standard error, at most 1,000
    ///   characters), runs past `timeout` (status -1), or cannot be started;
    ///   ``RemoteBookError/passwordCommandEmpty(command:)`` when its first line is empty.
    public static func run(_ command: String, timeout: Duration = timeout()) async throws -> String {
        let output: BoundedProcess.Output
        do {
            output = try await BoundedProcess.run("/bin/sh", ["-c", command], limits: .init(time: timeout))
        } catch .timedOut(let limit) {
            throw RemoteBookError.passwordCommandFailed(
                command: command, status: -1,
                message: "it did not finish in \(seconds(limit)) s, so it was stopped (with the processes it started); "
                    + "set $CONTACTS_PASSWORD_TIMEOUT for a longer wait")
        } catch .notStarted(let reason) {
            throw RemoteBookError.passwordCommandFailed(
                command: command, status: -1, message: "it could not be started (\(reason))")
        }
        guard output.status == 0 else {
            throw RemoteBookError.passwordCommandFailed(
                command: command, status: output.status, message: bounded(firstLine(of: output.stderr)))
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

    /// `text` cut to ``messageLimit`` characters, saying so.
    static func bounded(_ text: String) -> String {
        text.count <= messageLimit ? text : text.prefix(messageLimit) + "… (cut)"
    }

    private static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
