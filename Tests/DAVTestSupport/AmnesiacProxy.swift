import Foundation

/// A CardDAV server that answers writes and keeps nothing (`Fixtures/amnesiac_proxy.py`): a proxy
/// in front of a real test server that forwards every request but `PUT`, which it answers 201 or 204
/// with an ETag of its own, storing nothing; it offers no `sync-collection`, so every sync lists.
final class AmnesiacProxy: @unchecked Sendable {
    let port: Int
    private let process: Process

    /// The URL of `server`'s book through the proxy.
    func book(of server: TestServer) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(server.book.path)/")!
    }

    /// Starts a proxy in front of `server`.
    init(inFrontOf server: TestServer) throws {
        let script = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/amnesiac_proxy.py").path
        process = Process()
        process.executableURL = URL(fileURLWithPath: PythonTools.path("python"))
        process.arguments = [script, server.root.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line is the port; a proxy that says nothing within 20 s has failed.
        let line = try Self.firstLine(output.fileHandleForReading, within: .seconds(20))
        guard let port = Int(line) else {
            process.terminate()
            throw TestServer.ServerFailure(message: "amnesiac_proxy.py did not start: \(line)")
        }
        self.port = port
    }

    private static func firstLine(_ handle: FileHandle, within limit: Duration) throws -> String {
        let deadline = ContinuousClock.now + limit
        var bytes = Data()
        while ContinuousClock.now < deadline {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            bytes.append(chunk)
            if bytes.contains(UInt8(ascii: "\n")) { break }
        }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Stops the proxy and waits for its end. With SIGKILL: a process started from a task inherits
    /// the blocked signal mask of the pool's threads, so it never sees SIGTERM.
    func stop() async {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                self.process.waitUntilExit()
                continuation.resume()
            }.start()
        }
    }
}
