import Foundation
import Testing
@testable import DAVTestSupport

/// A sync that cannot finish: a wrong password (77), the server gone (75), a server that lists none
/// of the cards synced from it (refused without --force), and a sync killed mid-way (a first one
/// into an empty store too).
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(5)))
struct SyncFailureTests {
    private func contactsWithRemote(_ server: TestServer) async throws -> ContactsBinary {
        let contacts = try ContactsBinary()
        try await contacts.ok([
            "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user,
        ])
        return contacts
    }

    @Test
    func aWrongPasswordExits77AndSaysSo() async throws {
        try await TestServer.with(.radicale) { server in
            var contacts = try await contactsWithRemote(server)
            defer { contacts.remove() }
            contacts.password = "wrong"
            let output = try await contacts.run(["sync"])
            #expect(output.status == 77)
            #expect(output.stderr.contains("refused the user name or password"))
        }
    }

    @Test
    func aPasswordCommandIsRunAtEachSync() async throws {
        try await TestServer.with(.radicale) { server in
            var contacts = try ContactsBinary()
            defer { contacts.remove() }
            contacts.password = ""
            try await contacts.ok([
                "remote", "add", "book", server.book.absoluteString, "--user", "alice", "--password-command",
                "echo secret",
            ])
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 0 out, 0 conflicts, 0 deleted\n")
            #expect(
                try await contacts.ok(["remote", "list", "--json"]).contains("\"passwordCommand\":\"echo secret\""))
        }
    }

    @Test
    func theServerStoppedExits75HavingKeptWhatFinished() async throws {
        let contacts = try ContactsBinary()
        defer { contacts.remove() }
        try await TestServer.with(.radicale) { server in
            try await DAVPeer(server: server).put("ann.vcf", ServerBook.card(uid: "ann", name: "Ann Lee"))
            try await contacts.ok([
                "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user,
            ])
            try await contacts.ok(["sync"])
        }
        try await contacts.ok(["edit", "Ann Lee", "--set-name", "Ann Moss"])
        let output = try await contacts.run(["sync"])
        #expect(output.status == 75)
        #expect(output.stderr.contains("could not be reached"))
        #expect(try await contacts.names() == ["Ann Moss"])
    }

    @Test(arguments: TestServer.Kind.allCases)
    func aServerThatListsNoneOfItsCardsIsNotAppliedWithoutForce(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let peer = DAVPeer(server: server)
            for name in ["ann", "bob", "cy"] {
                try await peer.put("\(name).vcf", ServerBook.card(uid: name, name: "\(name.capitalized) Lee"))
            }
            let contacts = try await contactsWithRemote(server)
            defer { contacts.remove() }
            try await contacts.ok(["sync"])
            for name in ["ann", "bob", "cy"] { try await peer.delete("\(name).vcf") }
            let refused = try await contacts.run(["sync"])
            #expect(refused.status == 65)
            #expect(refused.stderr.contains("no longer has any of the 3 cards"))
            #expect(try await contacts.names().count == 3)
            #expect(try await contacts.ok(["sync", "--force"]) == "book: 0 in, 0 out, 0 conflicts, 3 deleted\n")
            #expect(try await contacts.names().isEmpty)
        }
    }

    /// A first sync into an empty store is one transaction (``FirstPull``): killed at any moment, the
    /// store holds every card or none, never part of them, and the next sync brings the rest.
    @Test func aFirstSyncKilledMidwayLeavesAllOrNothingAndTheNextFinishes() async throws {
        try await TestServer.with(.radicale) { server in
            try await DAVPeer(server: server).uploadBook(2_000, prefix: "there")
            let contacts = try await contactsWithRemote(server)
            defer { contacts.remove() }
            for delay in [700, 1_100, 1_500, 1_900] {
                try await contacts.killed(["sync"], after: .milliseconds(delay))
                let held = try await contacts.names().count
                #expect(held == 0 || held == 2_000, "killed after \(delay) ms: \(held) contacts")
                #expect(try await contacts.ok(["doctor"]).hasPrefix("ok: "))
            }
            #expect(try await contacts.ok(["sync"]).hasPrefix("book: "))
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 0 out, 0 conflicts, 0 deleted\n")
            let here = try await contacts.names()
            #expect(here.count == 2_000 && Set(here).count == 2_000)
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func aSyncKilledMidwayIsFinishedByTheNextWithoutDuplicates(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let peer = DAVPeer(server: server)
            try await peer.seed(40, prefix: "there")
            let contacts = try await contactsWithRemote(server)
            defer { contacts.remove() }
            let added = (0..<40).map {
                ServerBook.card(uid: "here-\($0)", name: "Here Person\($0)", email: "here\($0)@example.com")
            }.joined()
            try await contacts.ok(["add", "-"], input: added)
            // Killed at three moments: while pulling, while sending, and after.
            for delay in [150, 600, 1_200] {
                try await contacts.killed(["sync"], after: .milliseconds(delay))
            }
            let last = try await contacts.ok(["sync"])
            #expect(last.hasPrefix("book: "))
            let again = try await contacts.ok(["sync"])
            #expect(again == "book: 0 in, 0 out, 0 conflicts, 0 deleted\n")
            let here = try await contacts.names()
            let there = try await ServerBook(server: server).names()
            #expect(here.count == 80)
            #expect(Set(here).count == 80)
            #expect(there == here)
        }
    }
}
