import Foundation
import Testing
@testable import DAVTestSupport

/// Issue 43's transport findings through the `contacts` binary, against `hostile_server.py`: what a
/// user sees when a server trickles, never ends, cuts its answer, lists hrefs outside its book,
/// serves an oversized card, redirects to another origin or in a loop. The library's side of each
/// is in `CardDAVHostileServerTests`.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(3)))
struct HostileServerSyncTests {
    /// `contacts ARGUMENTS` with `environment` added, run through Python so that its peak memory
    /// (`ru_maxrss` of the child, in KiB) is read from the kernel; and its wall time in seconds.
    private func measured(
        _ contacts: ContactsBinary, _ arguments: [String], environment: [String: String] = [:]
    ) async throws
        -> (output: ToolProcess.Output, seconds: Double, peakKiB: Int)
    {
        let script = """
            import resource, subprocess, sys
            status = subprocess.run(sys.argv[1:]).returncode
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)
            sys.exit(status)
            """
        let start = ContinuousClock.now
        var output = try await ToolProcess.run(
            PythonTools.path("python"), ["-c", script, ContactsBinary.path] + arguments,
            environment: contacts.environment.merging(environment) { _, new in new }
        )
        let elapsed = ContinuousClock.now - start
        var lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        let peak = lines.popLast().flatMap { Int($0) } ?? -1
        output.stderr = lines.joined(separator: "\n")
        return (output, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, peak)
    }

    /// A store with remote `h` at `server`'s book, as `remote add` leaves it when the server cannot
    /// be reached then (added at a port nothing listens on, the URL then set to the server's): what
    /// the sync meets is the server's answer, whatever `remote add` would have made of it.
    private func contacts(for server: HostileServer) async throws -> ContactsBinary {
        let contacts = try ContactsBinary()
        let free = "http://127.0.0.1:\(try Loopback.freePort())/book/"
        let added = try await contacts.run(["remote", "add", "h", free, "--user", "alice"])
        try #require(added.status == 0, "\(added.stderr)")
        let script =
            "import sqlite3, sys\ndb = sqlite3.connect(sys.argv[1])\ndb.execute('UPDATE remote SET url = ?', (sys.argv[2],))\ndb.commit()"
        let output = try await ToolProcess.run(
            PythonTools.path("python"), ["-c", script, contacts.store, server.book.absoluteString])
        try #require(output.status == 0, "\(output.stderr)")
        return contacts
    }

    @Test
    func aTricklingServerIsGivenUpAtTheRequestDeadlineWithoutSpinning() async throws {
        let server = try HostileServer("trickle")
        defer { server.stop() }
        let contacts = try await contacts(for: server)
        defer { contacts.remove() }
        let sync = try await measured(contacts, ["sync"], environment: ["CONTACTS_REQUEST_TIMEOUT": "2"])
        #expect(sync.output.status == 75, "\(sync.output.stderr)")
        #expect(sync.output.stderr.contains("no complete answer within 2 s"), "\(sync.output.stderr)")
        // Two attempts of 2 s and the pause between them; the default deadline is two minutes.
        #expect(sync.seconds < 30, "took \(sync.seconds) s")
    }

    @Test
    func anEndlessAnswerIsRefusedAtOnceWithLittleMemory() async throws {
        let server = try HostileServer("endless")
        defer { server.stop() }
        let contacts = try ContactsBinary()
        defer { contacts.remove() }
        let add = try await measured(contacts, ["remote", "add", "h", server.book.absoluteString, "--user", "alice"])
        #expect(add.output.stderr.contains("more than 16 responses"), "\(add.output.stderr)")
        #expect(add.seconds < 30, "took \(add.seconds) s")
        #expect(add.peakKiB > 0 && add.peakKiB < 200 << 10, "peak \(add.peakKiB) KiB")
        #expect(add.output.status != 0, "\(add.output.stderr)")
        #expect(try await contacts.ok(["remote", "list"]).isEmpty)

        let added = try await self.contacts(for: server)
        defer { added.remove() }
        let sync = try await measured(added, ["sync"])
        #expect(sync.output.status != 0, "\(sync.output.stderr)")
        #expect(sync.output.stderr.contains("more than 16 responses"), "\(sync.output.stderr)")
        #expect(sync.seconds < 30, "took \(sync.seconds) s")
        #expect(sync.peakKiB > 0 && sync.peakKiB < 200 << 10, "peak \(sync.peakKiB) KiB")
    }

    @Test
    func aCutAnswerIsRetriedThenUnavailable() async throws {
        let server = try HostileServer("cut")
        defer { server.stop() }
        let contacts = try await contacts(for: server)
        defer { contacts.remove() }
        let sync = try await contacts.run(["sync"])
        #expect(sync.status == 75, "\(sync.stderr)")
        #expect(server.requests.count >= 4, "sent once and retried three times: \(server.requests)")
    }

    @Test
    func hrefsLeadingOutsideTheBookAreReportedAndTheGoodCardIsSynced() async throws {
        let server = try HostileServer("badhrefs")
        defer { server.stop() }
        let contacts = try await contacts(for: server)
        defer { contacts.remove() }
        let sync = try await contacts.run(["sync"])
        #expect(try await contacts.names() == ["0"], "\(sync.stderr)")
        #expect(sync.stderr.contains("etc/passwd.vcf") && sync.stderr.contains("escape.vcf"), "\(sync.stderr)")
        #expect(
            !server.requests.contains { $0.contains("passwd") || $0.lowercased().contains("%2e") }, "\(server.requests)"
        )
    }

    @Test
    func aCardLargerThanTheLargestIsReportedAndTheRestOfItsBatchIsSynced() async throws {
        let server = try HostileServer("bigcard", "33")
        defer { server.stop() }
        let contacts = try await contacts(for: server)
        defer { contacts.remove() }
        let sync = try await measured(contacts, ["sync"])
        #expect(try await contacts.names() == ["a", "c"], "\(sync.output.stderr)")
        #expect(sync.output.stderr.contains("b.vcf"), "\(sync.output.stderr)")
        #expect(sync.peakKiB > 0 && sync.peakKiB < 200 << 10, "a 33 MiB card is not kept: peak \(sync.peakKiB) KiB")
    }

    @Test
    func aRedirectToAnotherPortIsRefusedAndNoCredentialsGoThere() async throws {
        let other = try HostileServer("loop")
        defer { other.stop() }
        let server = try HostileServer("redirect", String(other.port))
        defer { server.stop() }
        let contacts = try await contacts(for: server)
        defer { contacts.remove() }
        let add = try await contacts.run(["remote", "add", "again", server.book.absoluteString, "--user", "alice"])
        #expect(add.status != 0 && add.stderr.contains("127.0.0.1:\(other.port)"), "\(add.stderr)")
        let sync = try await contacts.run(["sync"])
        #expect(sync.status != 0, "\(sync.stderr)")
        #expect(sync.stderr.contains("127.0.0.1:\(other.port)"), "names where it would have gone: \(sync.stderr)")
        #expect(other.requests.isEmpty, "nothing reaches the other origin: \(other.requests)")
    }

    @Test
    func aServerAnswering503ToEverythingIsUnavailableNotABookNotFound() async throws {
        let server = try HostileServer("status", "503")
        defer { server.stop() }
        let contacts = try await contacts(for: server)
        defer { contacts.remove() }
        // One run, the longest of the suite (each way of discovery retried: about 21 s).
        let sync = try await contacts.run(["sync", "--json"])
        #expect(sync.status == 75, "\(sync.stderr)")
        #expect(sync.stderr.contains("503") && !sync.stderr.contains("no address book"), "\(sync.stderr)")
        let line = try JSONSerialization.jsonObject(with: Data(sync.stdout.utf8)) as? [String: Any]
        #expect(line?["remote"] as? String == "h" && line?["status"] as? Int == 75, "\(sync.stdout)")
        #expect((line?["error"] as? String)?.contains("503") == true, "\(sync.stdout)")
    }

    @Test
    func aRedirectLoopIsReportedAsALoop() async throws {
        let server = try HostileServer("loop")
        defer { server.stop() }
        let contacts = try await contacts(for: server)
        defer { contacts.remove() }
        let sync = try await contacts.run(["sync"])
        #expect(sync.status != 0, "\(sync.stderr)")
        #expect(sync.stderr.contains("redirects in a loop") && !sync.stderr.contains("310"), "\(sync.stderr)")
    }

    /// A server that files a card under a name of its own (Calypso: under its UID, whatever name
    /// it was sent to) and has no sync token: the next sync finds each card sent at its new href and
    /// takes it as the card sent, instead of stopping at the "everything deleted" guard (exit 65)
    /// and sending each card again as a conflict; an edit then goes to the new href.
    @Test(arguments: ["", "1"])
    func aCardFiledUnderAnotherNameIsFoundThereAsTheCardSent(_ withoutToken: String) async throws {
        try await TestServer.with(.radicale) { server in
            var environment = ["PROXY_RENAME": "filed-"]
            if !withoutToken.isEmpty { environment["PROXY_NO_SYNC"] = "1" }
            let proxy = try HostileServer("proxy", "\(server.port)", environment: environment)
            defer { proxy.stop() }
            let contacts = try ContactsBinary()
            defer { contacts.remove() }
            let book = "http://127.0.0.1:\(proxy.port)\(server.book.path)/"
            try await contacts.ok(["remote", "add", "book", book, "--user", TestServer.credentials.user])
            try await contacts.ok(["add", "--name", "Ann Lee"])
            try await contacts.ok(["add", "--name", "Bob Ray"])
            for (step, expected) in ["0 in, 2 out", "0 in, 0 out", "edit", "0 in, 1 out", "0 in, 0 out"].enumerated() {
                if expected == "edit" {
                    try await contacts.ok(["edit", "ann", "--set-note", "filed twice"])
                    continue
                }
                let sync = try await contacts.run(["sync"])
                #expect(
                    sync.status == 0 && sync.stdout == "book: \(expected), 0 conflicts, 0 deleted\n",
                    "sync \(step): \(sync.stdout)\(sync.stderr)")
            }
            let cards = try await ServerBook(server: server).cards()
            #expect(cards.map { $0.formattedName ?? "" }.sorted() == ["Ann Lee", "Bob Ray"])
            #expect(cards.contains { $0.property(named: "NOTE")?.value == "filed twice" })
            #expect(try await contacts.names().count == 2)
        }
    }
}
