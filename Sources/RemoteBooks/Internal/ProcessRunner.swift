import Foundation

/// Runs a program to its end on threads of its own, so no task of the concurrency pool ever waits
/// on it synchronously.
enum ProcessRunner {
    /// What a finished run gave.
    struct Output: Sendable {
        /// The exit status (or the signal's number when a signal ended it).
        var status: Int32
        /// Everything it wrote on its standard output.
        var stdout: Data
        /// Everything it wrote on its standard error.
        var stderr: Data
    }

    /// Runs `executable` with `arguments` and waits for its end.
    /// - Parameters:
    ///   - input: Bytes for its standard input, or nil to give it this process's standard input.
    ///   - environment: Variables added to this process's environment.
    /// - Throws: The error of `Process.run()` when it cannot be started.
    static func run(
        _ executable: String, _ arguments: [String], input: Data? = nil, environment: [String: String] = [:]
    ) async throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let stdout = Pipe(), stderr = Pipe()
        let stdin = input.map { _ in Pipe() }
        process.standardOutput = stdout
        process.standardError = stderr
        if let stdin { process.standardInput = stdin }
        try process.run()
        return await withCheckedContinuation { continuation in
            Thread {
                // Standard error is drained on a second thread, so neither pipe can fill and stall the program.
                let errors = PipeDrain(stderr.fileHandleForReading)
                if let stdin, let input {
                    let writer = stdin.fileHandleForWriting
                    Thread {
                        try? writer.write(contentsOf: input)
                        try? writer.close()
                    }.start()
                }
                let output = stdout.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(
                    returning: Output(status: process.terminationStatus, stdout: output, stderr: errors.wait()))
            }.start()
        }
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    init(_ handle: FileHandle) {
        Thread {
            let read = handle.readDataToEndOfFile()
            self.condition.lock()
            self.data = read
            self.condition.signal()
            self.condition.unlock()
        }.start()
    }

    /// Waits, on the calling thread (never a task's), for the pipe's end.
    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data ?? Data()
    }
}
