import Foundation
@testable import DAVTestSupport

/// The built `contacts` binary, run on one store with a scratch home (SwiftPM builds it first: the
/// test target depends on it).
struct ContactsBinary {
    /// Beside the test bundle (Linux: the products folder is `Bundle.main.bundleURL`).
    static let path: String = {
        let bundle = Bundle.main.bundleURL
        let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return folder.appendingPathComponent("contacts").path
    }()

    let home: TemporaryFolder
    var store: String { home.url.appendingPathComponent("contacts.sqlite").path }
    var password = TestServer.credentials.password

    init() throws {
        home = try TemporaryFolder("sync-home")
    }

    var environment: [String: String] {
        [
            "HOME": home.path, "CONTACTS_STORE": store, "CONTACTS_PASSWORD": password, "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
        ]
    }

    /// Runs `contacts ARGUMENTS`.
    func run(_ arguments: [String], input: String? = nil) async throws -> ToolProcess.Output {
        try await ToolProcess.run(Self.path, arguments, input: input.map { Data($0.utf8) }, environment: environment)
    }

    /// Runs `contacts ARGUMENTS` and fails unless it exits 0; its standard output.
    @discardableResult
    func ok(_ arguments: [String], input: String? = nil) async throws -> String {
        let output = try await run(arguments, input: input)
        guard output.status == 0 else {
            throw TestServer.ServerFailure(
                message: "contacts \(arguments.joined(separator: " ")) exited \(output.status): \(output.stderr)")
        }
        return output.stdout
    }

    /// Runs `contacts ARGUMENTS` and kills it with SIGKILL after `delay`, if it is still running.
    func killed(_ arguments: [String], after delay: Duration) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.path)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try await Task.sleep(for: delay)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                process.waitUntilExit(); done.resume()
            }.start()
        }
    }

    /// The contacts' display names, from `contacts list --json`.
    func names() async throws -> [String] {
        try await ok(["list", "--json"]).split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["displayName"] as? String ?? ""
        }.sorted()
    }

    /// The id of the contact named `name` (names like "Person 4 of book" match many contacts).
    func id(of name: String) async throws -> String {
        for line in try await ok(["list", "--json"]).split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if object?["displayName"] as? String == name, let id = object?["id"] as? String { return "id:" + id }
        }
        throw TestServer.ServerFailure(message: "no contact named \(name)")
    }

    /// Every row of every table of the store, as Python's `repr`, but the schema cookie the change
    /// log's triggers are checked against: every command that opens the store for writing moves it
    /// (also in main), and it is not data. A sync that changes nothing leaves the rest as it was.
    /// The search index is read through its own tables (`contactSearch_data`, …): Python's SQLite
    /// is the system's, older than the FTS5 option the index uses.
    func storeRows() async throws -> String {
        let script = """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            tables = [name for (name,) in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' "
                "AND name <> 'undoState' ORDER BY name")]
            for table in tables:
                for row in db.execute(f'SELECT * FROM "{table}" ORDER BY 1'):
                    print(table, repr(row))
            """
        let output = try await ToolProcess.run(PythonTools.path("python"), ["-c", script, store])
        guard output.status == 0 else { throw TestServer.ServerFailure(message: "dump failed: \(output.stderr)") }
        return output.stdout
    }

    func remove() {
        home.remove()
    }
}
