import Foundation
import Testing
@testable import DAVTestSupport

/// A vdir kept in step by `contacts sync` agrees with the same server book synced by `contacts`
/// directly, with vdirsyncer carrying changes between the vdir and the server; and a large book.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(5)))
struct SyncVdirTests {
    @Test
    func aVdirSyncedByVdirsyncerAgreesWithTheServerSyncedDirectly() async throws {
        try await TestServer.with(.radicale) { server in
            try await DAVPeer(server: server).seed(30, prefix: "book")
            let pair = try VdirsyncerPair(server: server)
            defer { pair.remove() }
            try await pair.sync(discover: true)

            let direct = try ContactsBinary()
            defer { direct.remove() }
            try await direct.ok([
                "remote", "add", "server", server.book.absoluteString, "--user", TestServer.credentials.user,
            ])
            #expect(try await direct.ok(["sync"]) == "server: 30 in, 0 out, 0 conflicts, 0 deleted\n")

            let throughVdir = try ContactsBinary()
            defer { throughVdir.remove() }
            try await throughVdir.ok(["remote", "add", "folder", "file://" + pair.folder.path])
            #expect(try await throughVdir.ok(["sync"]) == "folder: 30 in, 0 out, 0 conflicts, 0 deleted\n")
            #expect(try await throughVdir.names() == direct.names())

            // Changes made through the vdir reach the server by vdirsyncer, and the direct store by its sync.
            try await throughVdir.ok([
                "edit", try await throughVdir.id(of: "Person 3 of book"), "--set-name", "Person Three",
            ])
            try await throughVdir.ok(["delete", "--yes", try await throughVdir.id(of: "Person 4 of book")])
            try await throughVdir.ok(["add", "--name", "Vera Vdir", "--email", "vera@example.com"])
            #expect(try await throughVdir.ok(["sync"]) == "folder: 0 in, 2 out, 0 conflicts, 1 deleted\n")
            try await pair.sync()
            #expect(try await direct.ok(["sync"]) == "server: 2 in, 0 out, 0 conflicts, 1 deleted\n")
            let names = try await direct.names()
            #expect(names.count == 30)
            #expect(
                names.contains("Person Three") && names.contains("Vera Vdir") && !names.contains("Person 4 of book"))
            #expect(try await throughVdir.names() == names)
            // vdirsyncer reads the ETags contacts left in the folder as its own: nothing more to carry.
            try await pair.sync()
            #expect(try await throughVdir.ok(["sync"]) == "folder: 0 in, 0 out, 0 conflicts, 0 deleted\n")
        }
    }

    /// Five thousand cards from a vdir. (From Radicale, the server's own first reading of five
    /// thousand files takes it 36 s on this machine, and fetching them through URLSession another
    /// 50 s in a debug build: measured in docs/benchmarks.md, too slow for the suite.)
    @Test
    func fiveThousandCardsComeInAndASecondSyncFindsNothing() async throws {
        let folder = try TemporaryFolder("bulk-vdir")
        defer { folder.remove() }
        for number in 0..<5_000 {
            try Data(
                ServerBook.card(uid: "bulk-\(number)", name: "Bulk Person\(number)", email: "p\(number)@bulk.example")
                    .utf8
            )
            .write(to: folder.url.appendingPathComponent("bulk-\(number).vcf"))
        }
        let contacts = try ContactsBinary()
        defer { contacts.remove() }
        try await contacts.ok(["remote", "add", "folder", folder.path])
        #expect(try await contacts.ok(["sync"]) == "folder: 5000 in, 0 out, 0 conflicts, 0 deleted\n")
        #expect(try await contacts.ok(["sync"]) == "folder: 0 in, 0 out, 0 conflicts, 0 deleted\n")
        #expect(try await contacts.names().count == 5_000)
    }
}
