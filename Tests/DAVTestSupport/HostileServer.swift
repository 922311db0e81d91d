import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `Fixtures/hostile_server.py`: a small HTTP server on 127.0.0.1 that misbehaves in one chosen
/// way (trickles, never ends, cuts its answer, serves an oversized card or hrefs leading outside
/// the book, redirects elsewhere or in a loop), for what Radicale and Xandikos never do.
final class HostileServer: @unchecked Sendable {
    let port: Int
    /// The requests it received, one line each: method, path, Authorization header (or `-`).
    let log: URL
    private let process: Process

    /// Starts the server in `mode` (see the script's documentation) with its arguments.
    init(_ mode: String, _ arguments: String..., environment: [String: String] = [:]) throws {
        let script = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/hostile_server.py").path
        log = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).log")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PythonTools.path("python"))
        process.arguments = [script, mode] + arguments
        process.environment = environment.merging(["HOSTILE_LOG": log.path]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        self.process = process
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                throw TestServer.ServerFailure(message: "hostile_server.py \(mode) did not start")
            }
            line += chunk
        }
        guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            throw TestServer.ServerFailure(message: "hostile_server.py printed no port")
        }
        self.port = port
    }

    /// `http://127.0.0.1:PORT/book/`.
    var book: URL { URL(string: "http://127.0.0.1:\(port)/book/")! }

    /// The requests received so far.
    var requests: [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Stops the server (SIGKILL: a process started from a task never sees SIGTERM).
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: log)
    }
}
