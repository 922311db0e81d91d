import Foundation
import Testing
import VCard
@testable import DAVTestSupport

/// `contacts sync` both ways with real Radicale and Xandikos servers: the first sync, an edit on each
/// side, a conflict on one field, deletes on both sides, and a second sync that changes nothing.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(5)))
struct SyncRoundTripTests {
    /// A server with Ann and Bob, a store with Cy (added here), synced once.
    private func syncedOnce(_ server: TestServer) async throws -> (ContactsBinary, DAVPeer) {
        let peer = DAVPeer(server: server)
        try await peer.put("ann.vcf", ServerBook.card(uid: "ann", name: "Ann Lee", email: "ann@example.com"))
        try await peer.put("bob.vcf", ServerBook.card(uid: "bob", name: "Bob Ray", email: "bob@example.com"))
        let contacts = try ContactsBinary()
        try await contacts.ok(["add", "--name", "Cy Moss", "--email", "cy@example.com"])
        try await contacts.ok([
            "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user, "--yes",
        ])
        let first = try await contacts.ok(["sync"])
        #expect(first == "book: 2 in, 1 out, 0 conflicts, 0 deleted\n")
        return (contacts, peer)
    }

    @Test(arguments: TestServer.Kind.allCases)
    func firstSyncBringsInTheServersCardsAndSendsTheOnesAddedHere(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let (contacts, _) = try await syncedOnce(server)
            defer { contacts.remove() }
            #expect(try await contacts.names() == ["Ann Lee", "Bob Ray", "Cy Moss"])
            #expect(try await ServerBook(server: server).names() == ["Ann Lee", "Bob Ray", "Cy Moss"])
            let sources = try await contacts.ok(["sources", "--json"])
            #expect(sources.contains("{\"source\":\"book\",\"cards\":3,\"contacts\":3}"))
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func editsOnEachSideMeetAndAConflictKeepsTheValueMadeHere(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let (contacts, peer) = try await syncedOnce(server)
            defer { contacts.remove() }
            // There: Ann's email changes, and Bob's name. Here: Bob's name too (a conflict) and a phone for Cy.
            try await peer.put("ann.vcf", ServerBook.card(uid: "ann", name: "Ann Lee", email: "ann@work.example"))
            try await peer.put("bob.vcf", ServerBook.card(uid: "bob", name: "Robert Ray", email: "bob@example.com"))
            try await contacts.ok(["edit", "Bob Ray", "--set-name", "Bobby Ray"])
            try await contacts.ok(["edit", "Cy Moss", "--add-phone", "+44 20 7946 0123"])
            let output = try await contacts.run(["sync"])
            #expect(output.status == 0)
            // The name is two fields (FN and N), each changed on both sides.
            #expect(output.stdout == "book: 2 in, 2 out, 2 conflicts, 0 deleted\n")
            #expect(output.stderr.contains("conflict: Bobby Ray: "))
            #expect(try await contacts.names() == ["Ann Lee", "Bobby Ray", "Cy Moss"])
            let there = try await ServerBook(server: server).cards()
            #expect(there.map { $0.formattedName ?? "" }.sorted() == ["Ann Lee", "Bobby Ray", "Cy Moss"])
            #expect(there.first { $0.formattedName == "Ann Lee" }?.emails.map(\.value) == ["ann@work.example"])
            #expect(
                there.first { $0.formattedName == "Cy Moss" }?.telephones.map(\.value).contains("+44 20 7946 0123")
                    == true)
            let shown = try await contacts.ok(["show", "Ann Lee"])
            #expect(shown.contains("ann@work.example"))

            // The server's name is kept: taken (FN and N together), it is what the next sync sends.
            let kept = try await contacts.ok(["conflicts", "--json"]).split(separator: "\n").compactMap {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            #expect(
                kept.map { "\($0["field"]!)=\($0["kept"]!)/\($0["theirs"]!)" }.sorted() == [
                    "FN=Bobby Ray/Robert Ray", "N=Ray Bobby/Ray Robert",
                ])
            let name = try #require(kept.first { $0["field"] as? String == "FN" }?["conflict"] as? Int)
            try await contacts.ok(["conflicts", "--take", String(name)])
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 1 out, 0 conflicts, 0 deleted\n")
            #expect(try await ServerBook(server: server).names() == ["Ann Lee", "Cy Moss", "Robert Ray"])
            #expect(try await contacts.ok(["conflicts", "--json"]).isEmpty)
        }
    }

    @Test(arguments: TestServer.Kind.allCases)
    func deletesOnBothSidesAndASecondSyncChangesNothing(_ kind: TestServer.Kind) async throws {
        try await TestServer.with(kind) { server in
            let (contacts, peer) = try await syncedOnce(server)
            defer { contacts.remove() }
            try await peer.delete("ann.vcf")
            try await contacts.ok(["delete", "--yes", "Cy Moss"])
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 0 out, 0 conflicts, 2 deleted\n")
            #expect(try await contacts.names() == ["Bob Ray"])
            #expect(try await ServerBook(server: server).names() == ["Bob Ray"])
            // Ann, deleted there, is in the trash here and comes back with undo of the sync.
            #expect(try await contacts.ok(["trash"]).contains("Ann Lee"))

            let etags = try await ServerBook(server: server).etags()
            let rows = try await contacts.storeRows()
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 0 out, 0 conflicts, 0 deleted\n")
            #expect(try await ServerBook(server: server).etags() == etags)
            #expect(try await contacts.storeRows() == rows)
        }
    }

    @Test
    func dryRunSaysWhatItWouldDoAndWritesNothing() async throws {
        try await TestServer.with(.radicale) { server in
            let (contacts, peer) = try await syncedOnce(server)
            defer { contacts.remove() }
            try await peer.put("dee.vcf", ServerBook.card(uid: "dee", name: "Dee Fox"))
            try await contacts.ok(["edit", "Ann Lee", "--set-name", "Ann Lee-Moss"])
            let etags = try await ServerBook(server: server).etags()
            let rows = try await contacts.storeRows()
            let output = try await contacts.ok(["sync", "--dry-run", "--json"])
            #expect(output.contains("\"in\":1,\"out\":1,"))
            #expect(output.contains("\"dryRun\":true"))
            #expect(try await ServerBook(server: server).etags() == etags)
            #expect(try await contacts.storeRows() == rows)
            // Its counts are the sync's own.
            let done = try await contacts.ok(["sync", "--json"])
            #expect(done.replacingOccurrences(of: "\"dryRun\":false", with: "\"dryRun\":true") == output)
        }
    }
}
