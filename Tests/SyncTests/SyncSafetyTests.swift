import Foundation
import Testing
@testable import DAVTestSupport

/// Sync's safety outside HTTP: no password in a remote's URL, a password command that hangs or
/// floods its standard error, and a vdir file too large to read.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(5)))
struct SyncSafetyTests {
    /// Runs `contacts ARGUMENTS` with `environment` added, and how long it took.
    private func timed(
        _ contacts: ContactsBinary, _ arguments: [String], environment: [String: String] = [:]
    ) async throws
        -> (output: ToolProcess.Output, seconds: Double)
    {
        let start = ContinuousClock.now
        let output = try await ToolProcess.run(
            ContactsBinary.path, arguments, environment: contacts.environment.merging(environment) { _, new in new })
        let elapsed = ContinuousClock.now - start
        return (output, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    /// Stores `url` as remote `name`'s URL, as an older version's `remote add` did.
    private func storeURL(_ url: String, of name: String, _ contacts: ContactsBinary) async throws {
        let script =
            "import sqlite3, sys\ndb = sqlite3.connect(sys.argv[1])\ndb.execute('UPDATE remote SET url = ? WHERE name = ?', (sys.argv[2], sys.argv[3]))\ndb.commit()"
        let output = try await ToolProcess.run(PythonTools.path("python"), ["-c", script, contacts.store, url, name])
        try #require(output.status == 0, "\(output.stderr)")
    }

    @Test
    func aURLWithAUserAndPasswordIsRefusedAndAStoredOneIsNeverShown() async throws {
        let contacts = try ContactsBinary()
        defer { contacts.remove() }
        let port = try Loopback.freePort()
        let refused = try await contacts.run(["remote", "add", "u", "http://ann:s3cret@127.0.0.1:\(port)/book/"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--user") && refused.stderr.contains("--password-command"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("s3cret") && !refused.stderr.contains("ann:"), "\(refused.stderr)")
        #expect(try await contacts.ok(["remote", "list"]).isEmpty)

        // A store made by an older version, which kept the URL as given.
        try await contacts.ok(["remote", "add", "u", "http://127.0.0.1:\(port)/book/"])
        try await storeURL("http://ann:s3cret@127.0.0.1:\(port)/book/", of: "u", contacts)
        let listed = try await contacts.ok(["remote", "list"]) + contacts.ok(["remote", "list", "--json"])
        #expect(
            listed.contains("http://127.0.0.1:\(port)/book/") && !listed.contains("s3cret") && !listed.contains("ann"),
            "\(listed)")
        let sync = try await contacts.run(["sync"])
        #expect(sync.status == 75, "nobody listens on the port: \(sync.stderr)")
        #expect(sync.stderr.contains("127.0.0.1:\(port)"), "\(sync.stderr)")
        #expect(!sync.stderr.contains("s3cret") && !sync.stderr.contains("ann:"), "\(sync.stderr)")
        #expect(sync.stderr.contains("contacts remote remove u"), "says how to take the password out: \(sync.stderr)")
    }

    @Test
    func aStoredURLsCredentialsStillSyncWithoutBeingShown() async throws {
        try await TestServer.with(.radicale) { server in
            var contacts = try ContactsBinary()
            defer { contacts.remove() }
            contacts.password = ""
            try await contacts.ok(["remote", "add", "book", server.book.absoluteString])
            var parts = try #require(URLComponents(url: server.book, resolvingAgainstBaseURL: false))
            (parts.user, parts.password) = (TestServer.credentials.user, TestServer.credentials.password)
            try await storeURL(try #require(parts.string), of: "book", contacts)
            try await contacts.ok(["add", "--name", "Ann Lee"])
            let sync = try await contacts.run(["sync"])
            #expect(sync.status == 0, "\(sync.stderr)")
            #expect(sync.stdout == "book: 0 in, 1 out, 0 conflicts, 0 deleted\n")
            #expect(!sync.stderr.contains(TestServer.credentials.password), "\(sync.stderr)")
            #expect(try await ServerBook(server: server).names() == ["Ann Lee"])
        }
    }

    /// Whether a process whose command line holds `marker` is running.
    private func running(_ marker: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { entry in
            guard entry.allSatisfy(\.isNumber),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return false }
            return String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(marker)
        }
    }

    @Test
    func aHangingPasswordCommandIsStoppedAtItsDeadlineWithItsChildren() async throws {
        let contacts = try ContactsBinary()
        defer { contacts.remove() }
        let port = try Loopback.freePort()
        // remote add runs the command to find the book: it gives up at the deadline too, and adds the remote.
        let (added, _) = try await timed(
            contacts,
            [
                "remote", "add", "u", "http://127.0.0.1:\(port)/book/", "--user", "ann", "--password-command",
                "sleep 997 & sleep 996; echo pw",
            ], environment: ["CONTACTS_PASSWORD_TIMEOUT": "2"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.contains("the book is looked for at the first sync"), "\(added.stderr)")
        let (output, seconds) = try await timed(contacts, ["sync"], environment: ["CONTACTS_PASSWORD_TIMEOUT": "2"])
        #expect(output.status == 77, "\(output.stderr)")
        #expect(output.stderr.contains("did not finish in 2 s, so it was stopped"), "\(output.stderr)")
        #expect(seconds < 60, "gave up after \(seconds) s")
        try await Task.sleep(for: .milliseconds(300))
        #expect(!running("sleep 997") && !running("sleep 996"), "the command's processes are killed with it")
    }

    @Test
    func aPasswordCommandLeavingAChildOnItsOutputDoesNotHoldTheSync() async throws {
        try await TestServer.with(.radicale) { server in
            var contacts = try ContactsBinary()
            defer { contacts.remove() }
            contacts.password = ""
            try await contacts.ok([
                "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user,
                "--password-command", "echo \(TestServer.credentials.password); sleep 120 &",
            ])
            let (output, seconds) = try await timed(contacts, ["sync"])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(seconds < 60, "took \(seconds) s: not held by the child")
        }
    }

    @Test
    func aPasswordCommandsHugeStandardErrorIsQuotedCut() async throws {
        let contacts = try ContactsBinary()
        defer { contacts.remove() }
        let port = try Loopback.freePort()
        try await contacts.ok([
            "remote", "add", "u", "http://127.0.0.1:\(port)/book/", "--user", "ann", "--password-command",
            "head -c 20000000 /dev/zero | tr '\\0' e >&2; exit 1",
        ])
        let output = try await contacts.run(["sync"])
        #expect(output.status == 77)
        #expect(output.stderr.contains("failed with status 1: eeee"), "\(output.stderr.prefix(300))")
        #expect(output.stderr.utf8.count < 3_000, "\(output.stderr.utf8.count) bytes on standard error")
    }

    @Test
    func aVdirFileLargerThanTheLargestCardIsReportedAndTheRestSynced() async throws {
        let contacts = try ContactsBinary()
        defer { contacts.remove() }
        let folder = try contacts.home.folder("vdir")
        try Data(ServerBook.card(uid: "ann", name: "Ann Lee").utf8).write(to: folder.appendingPathComponent("ann.vcf"))
        let big = folder.appendingPathComponent("big.vcf")
        FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.write(contentsOf: Data("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Big\r\nNOTE:".utf8))
        let line = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<40 { try handle.write(contentsOf: line) }
        try handle.write(contentsOf: Data("\r\nEND:VCARD\r\n".utf8))
        try handle.close()
        try await contacts.ok(["remote", "add", "family", folder.path])
        let output = try await contacts.run(["sync"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("family: 1 in, 0 out"), "\(output.stdout)")
        #expect(
            output.stderr.contains("big.vcf") && output.stderr.contains("larger than 33554432 bytes"),
            "\(output.stderr)")
        #expect(try await contacts.names() == ["Ann Lee"])
    }
}
