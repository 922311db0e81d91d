import Foundation
import Testing
@testable import DAVTestSupport

/// How a remote proves who it is talking for, through the `contacts` binary: an OAuth bearer token
/// from `--token-command` (checked by a proxy in front of Radicale that takes nothing else), and a
/// server whose certificate only `--ca-file` makes trusted.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(3)))
struct SyncAccessTests {
    @Test
    func aBearerTokenFromItsCommandIsSentAtEachSyncAndNeverStored() async throws {
        try await TestServer.with(.radicale) { server in
            try await DAVPeer(server: server).put("ann.vcf", ServerBook.card(uid: "ann", name: "Ann Lee"))
            let proxy = try HostileServer("proxy", "\(server.port)", environment: ["PROXY_BEARER": "s3cr3t-token"])
            defer { proxy.stop() }
            var contacts = try ContactsBinary()
            defer { contacts.remove() }
            contacts.password = ""
            let book = "http://127.0.0.1:\(proxy.port)\(server.book.path)/"
            let token = contacts.home.url.appendingPathComponent("token")
            try Data("s3cr3t-token\n".utf8).write(to: token)
            try await contacts.ok(["remote", "add", "book", book, "--token-command", "cat \(token.path)"])
            #expect(try await contacts.ok(["sync"]) == "book: 1 in, 0 out, 0 conflicts, 0 deleted\n")
            // Refreshed at each sync: a revoked token is refused, exit 77.
            try Data("expired\n".utf8).write(to: token)
            let refused = try await contacts.run(["sync"])
            #expect(refused.status == 77)
            let dump = try await contacts.storeRows()
            #expect(!dump.contains("s3cr3t-token"))
            #expect(
                try await contacts.ok(["remote", "list", "--json"]).contains("\"tokenCommand\":\"cat \(token.path)\""))
        }
    }

    @Test
    func aPrivateCertificateIsRefusedUntilItsCAFileIsGiven() async throws {
        try await TestServer.with(.radicale, tls: true) { server in
            let contacts = try ContactsBinary()
            defer { contacts.remove() }
            let untrusted = try await contacts.run([
                "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user,
            ])
            #expect(untrusted.status == 69)
            #expect(untrusted.stderr.contains("not trusted"))
            let caFile = try #require(server.certificates?.caFile)
            try await contacts.ok([
                "remote", "add", "book", server.book.absoluteString, "--user", TestServer.credentials.user, "--ca-file",
                caFile,
            ])
            try await contacts.ok(["add", "--name", "Tee Ellis"])
            #expect(try await contacts.ok(["sync"]) == "book: 0 in, 1 out, 0 conflicts, 0 deleted\n")
            #expect(try await ServerBook(server: server).names() == ["Tee Ellis"])
        }
    }
}
