import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RemoteBooks

/// A real CardDAV server from `.venv-tools/`, started on 127.0.0.1 with a free port and a temporary
/// folder, stopped by ``stop()``.
final class TestServer: @unchecked Sendable {
    /// Which server.
    enum Kind: String, CaseIterable, Sendable, CustomStringConvertible {
        case radicale, xandikos
        var description: String { rawValue }
    }

    let kind: Kind
    let port: Int
    let folder: TemporaryFolder
    /// The certificates it serves TLS with (Radicale only), or nil for plain http.
    let certificates: TestCertificates?
    private let process: Process
    private let lock = NSLock()
    private var stopped = false

    /// The user and password the server accepts (Xandikos has no authentication over plain http and ignores them).
    static let credentials = BasicCredentials(user: "alice", password: "secret")

    private init(kind: Kind, port: Int, folder: TemporaryFolder, certificates: TestCertificates?, process: Process) {
        self.kind = kind
        self.certificates = certificates
        self.port = port
        self.folder = folder
        self.process = process
    }

    /// `http://127.0.0.1:PORT/` (`https://` with TLS).
    var root: URL { URL(string: "\(certificates == nil ? "http" : "https")://127.0.0.1:\(port)/")! }

    /// The user's principal.
    var principal: URL { root.appendingPathComponent(kind == .radicale ? "alice/" : "user/") }

    /// The address book the tests use (made at start).
    var book: URL {
        root.appendingPathComponent(kind == .radicale ? "alice/book/" : "user/contacts/addressbook/")
    }

    /// A configuration with the server's credentials and fast retries.
    func configuration(
        batchSize: Int = 100, retries: RetrySchedule = RetrySchedule(delays: [.milliseconds(20), .milliseconds(20)])
    ) -> CardDAVConfiguration {
        CardDAVConfiguration(
            credentials: Self.credentials, retrySchedule: retries, requestTimeout: .seconds(20),
            multigetBatchSize: batchSize)
    }

    /// Starts a server with an empty address book at ``book``; with `tls`, Radicale serves https
    /// with a certificate of a test CA made for it.
    static func start(_ kind: Kind, tls: Bool = false) async throws -> TestServer {
        let folder = try TemporaryFolder("\(kind)")
        let certificates = tls ? try await TestCertificates.make(in: folder.url) : nil
        let port = try Loopback.freePort()
        let process = Process()
        let log = folder.url.appendingPathComponent("server.log")
        try Data().write(to: log)
        let logHandle = try FileHandle(forWritingTo: log)
        process.standardOutput = logHandle
        process.standardError = logHandle
        switch kind {
        case .radicale:
            let users = folder.url.appendingPathComponent("users")
            try Data("alice:secret\n".utf8).write(to: users)
            let config = folder.url.appendingPathComponent("config")
            try Data(
                """
                [server]
                hosts = 127.0.0.1:\(port)
                \(certificates.map { "ssl = True\ncertificate = \($0.certificate)\nkey = \($0.key)" } ?? "")
                [auth]
                type = htpasswd
                htpasswd_filename = \(users.path)
                htpasswd_encryption = plain
                delay = 0
                [storage]
                filesystem_folder = \(folder.path)/collections
                [logging]
                level = warning

                """.utf8
            ).write(to: config)
            process.executableURL = URL(fileURLWithPath: PythonTools.path("radicale"))
            process.arguments = ["--config", config.path]
        case .xandikos:
            process.executableURL = URL(fileURLWithPath: PythonTools.path("xandikos"))
            process.arguments = [
                "serve", "-d", folder.path + "/data", "--defaults", "-l", "127.0.0.1", "-p", "\(port)",
            ]
        }
        try process.run()
        let server = TestServer(kind: kind, port: port, folder: folder, certificates: certificates, process: process)
        let deadline = ContinuousClock.now + .seconds(30)
        while !Loopback.isListening(port) {
            guard process.isRunning, ContinuousClock.now < deadline else {
                await server.stop()
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                throw ServerFailure(message: "\(kind) did not start on port \(port): \(text)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        if kind == .radicale {
            let made = try await DAVPeer(server: server).makeBook(server.book)
            guard made == 201 else { throw ServerFailure(message: "radicale refused to make the book: HTTP \(made)") }
        }
        return server
    }

    /// Stops the server and waits for its end; the folder is removed.
    ///
    /// With SIGKILL: a process started from a task inherits the blocked signal mask of the pool's
    /// threads, so it never sees SIGTERM.
    func stop() async {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                self.process.waitUntilExit()
                continuation.resume()
            }.start()
        }
        folder.remove()
    }

    /// Runs `body` with a new server, and stops it after, whatever happened. At most two run at once.
    static func with<T>(_ kind: Kind, tls: Bool = false, _ body: (TestServer) async throws -> T) async throws -> T {
        await ServerSlots.shared.acquire()
        do {
            let server = try await start(kind, tls: tls)
            do {
                let result = try await body(server)
                await server.stop()
                await ServerSlots.shared.release()
                return result
            } catch {
                await server.stop()
                throw error
            }
        } catch {
            await ServerSlots.shared.release()
            throw error
        }
    }

    struct ServerFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
