import Foundation
@testable import RemoteBooks

/// Runs a program of the tests (a tool of `.venv-tools/`, curl) to its end, through the module's own runner.
enum ToolProcess {
    /// What a finished run gave, as text.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` with `arguments` and `input` on its standard input (none when nil).
    static func run(
        _ executable: String, _ arguments: [String], input: Data? = nil, environment: [String: String] = [:]
    ) async throws -> Output {
        let output = try await ProcessRunner.run(
            executable, arguments, input: input ?? Data(), environment: environment)
        return Output(
            status: output.status,
            stdout: String(decoding: output.stdout, as: UTF8.self),
            stderr: String(decoding: output.stderr, as: UTF8.self)
        )
    }
}
