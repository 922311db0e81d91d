import Foundation
import Testing
@testable import DAVTestSupport

/// A server that answers every write and keeps nothing (issue 43, item 4): the next sync must not
/// take its old cards for edits made there, nor its missing cards for deletions.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(3)))
struct SyncAmnesiaTests {
    @Test
    func writesTheServerDidNotKeepAreKeptHereAndSentAgain() async throws {
        try await TestServer.with(.radicale) { server in
            try await DAVPeer(server: server).put(
                "ann.vcf", ServerBook.card(uid: "ann", name: "Ann Lee", email: "ann@example.com"))
            let proxy = try AmnesiacProxy(inFrontOf: server)
            let contacts = try ContactsBinary()
            defer { contacts.remove() }
            do {
                try await scenario(contacts, proxy, server)
            } catch {
                await proxy.stop()
                throw error
            }
            await proxy.stop()
        }
    }

    /// Ann is on the server; she is edited here and Cy added; the proxy swallows both writes.
    private func scenario(_ contacts: ContactsBinary, _ proxy: AmnesiacProxy, _ server: TestServer) async throws {
        try await contacts.ok([
            "remote", "add", "book", proxy.book(of: server).absoluteString, "--user", TestServer.credentials.user,
        ])
        #expect(try await contacts.ok(["sync"]) == "book: 1 in, 0 out, 0 conflicts, 0 deleted\n")
        try await contacts.ok(["edit", "Ann Lee", "--add-phone", "+44 20 7946 0003"])
        try await contacts.ok(["add", "--name", "Cy Moss", "--email", "cy@example.com"])
        #expect(try await contacts.ok(["sync"]) == "book: 0 in, 2 out, 0 conflicts, 0 deleted\n")

        // The server still has Ann as before and no Cy: both are kept here, reported, and sent again.
        let second = try await contacts.run(["sync"])
        #expect(second.status == 0)
        #expect(second.stdout == "book: 0 in, 2 out, 2 conflicts, 0 deleted\n")
        #expect(second.stderr.contains("Ann Lee: book still has the card as it was before the last sync wrote it"))
        #expect(second.stderr.contains("Cy Moss: book no longer has the card the last sync sent"))
        #expect(try await contacts.names() == ["Ann Lee", "Cy Moss"])
        #expect(try await contacts.ok(["show", "Ann Lee"]).contains("+44 20 7946 0003"))
        #expect(try await contacts.ok(["trash"]).isEmpty)
    }
}
