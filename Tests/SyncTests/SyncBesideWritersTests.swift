import Foundation
import Testing
@testable import DAVTestSupport

/// The concurrent writers test with sync in it: `contacts sync` against Radicale, imports, edits and
/// undo run side by side for a bounded time. Every command succeeds (a sync used to fail with
/// `SQLite error 19` once more than 100 changes were made during it: the history, pruned to 100,
/// lost the sync's change under it), and once they stop, the store and the server hold the same
/// contacts, the imported ones included (their home is the default remote).
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(5)))
struct SyncBesideWritersTests {
    /// How long the writers run.
    static let duration = Duration.seconds(15)

    /// Failed runs, from several tasks.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var failures: [String] = []
        private var counts: [String: Int] = [:]
        var all: [String] { lock.withLock { failures } }
        func count(_ what: String) -> Int { lock.withLock { counts[what] ?? 0 } }
        func check(_ output: ToolProcess.Output, _ what: String, allowed: Set<Int32> = [0]) {
            lock.withLock {
                counts[what, default: 0] += 1
                if !allowed.contains(output.status) {
                    failures.append("\(what) exited \(output.status): \(output.stderr.prefix(500))")
                }
            }
        }
    }

    @Test
    func syncImportEditAndUndoSideBySideAllSucceedAndAgree() async throws {
        try await TestServer.with(.radicale) { server in
            try await DAVPeer(server: server).seed(30, prefix: "there")
            let contacts = try ContactsBinary()
            defer { contacts.remove() }
            try await contacts.ok([
                "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user,
            ])
            try await contacts.ok(["add", "--name", "Una Quist", "--email", "una@example.com"])
            try await contacts.ok(["sync"])
            let failures = Failures()
            let deadline = ContinuousClock.now + Self.duration
            let folder = try contacts.home.folder("imports")
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    while ContinuousClock.now < deadline {
                        guard let output = try? await contacts.run(["sync"]) else { continue }
                        failures.check(output, "sync")
                    }
                }
                group.addTask {
                    var round = 0
                    while ContinuousClock.now < deadline {
                        round += 1
                        let cards = (0..<10).map {
                            ServerBook.card(uid: "imp-\(round)-\($0)", name: "Imported\(round) Person\($0)")
                        }.joined()
                        let file = folder.appendingPathComponent("round\(round).vcf")
                        try? Data(cards.utf8).write(to: file)
                        guard let output = try? await contacts.run(["import", file.path]) else { continue }
                        failures.check(output, "import")
                    }
                }
                group.addTask {
                    var round = 0
                    while ContinuousClock.now < deadline {
                        round += 1
                        guard
                            let output = try? await contacts.run(["edit", "Una Quist", "--set-note", "round \(round)"])
                        else { continue }
                        failures.check(output, "edit")
                    }
                }
                group.addTask {
                    while ContinuousClock.now < deadline {
                        try? await Task.sleep(for: .milliseconds(400))
                        // 1: nothing left to undo, or the newest change is a contact changed since.
                        guard let output = try? await contacts.run(["undo"]) else { continue }
                        failures.check(output, "undo", allowed: [0, 1])
                    }
                }
            }
            #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
            #expect(
                failures.count("sync") >= 2 && failures.count("edit") >= 10,
                "syncs \(failures.count("sync")), edits \(failures.count("edit"))")
            // Then the store and the server agree after a sync or two.
            var last = ""
            for _ in 0..<4 {
                last = try await contacts.ok(["sync"])
                if last.hasPrefix("book: 0 in, 0 out") { break }
            }
            #expect(last.hasPrefix("book: 0 in, 0 out"), "\(last)")
            // Imported contacts too: their home is the remote.
            let here = try await contacts.names()
            let there = try await ServerBook(server: server).names()
            #expect(here == there, "\(Set(here).symmetricDifference(there).sorted().prefix(20))")
        }
    }
}
