import Foundation

/// The tests' second CardDAV client: `Fixtures/dav_peer.py` on Python's requests, so that what the
/// server holds is changed by a real peer and not by the code under test.
struct DAVPeer {
    let server: TestServer

    private struct Reply: Decodable {
        var status: Int
        var etag: String?
        var count: Int?
    }

    private static var script: String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/dav_peer.py").path
    }

    private func run(_ arguments: [String], input: Data? = nil) async throws -> Reply {
        let output = try await ToolProcess.run(
            PythonTools.path("python"), [Self.script] + arguments, input: input,
            environment: ["DAV_USER": TestServer.credentials.user, "DAV_PASSWORD": TestServer.credentials.password]
                .merging(server.certificates.map { ["REQUESTS_CA_BUNDLE": $0.caFile] } ?? [:]) { $1 }
        )
        guard output.status == 0, let line = output.stdout.split(separator: "\n").last else {
            throw TestServer.ServerFailure(
                message: "dav_peer.py \(arguments.joined(separator: " ")) failed: \(output.stderr)")
        }
        return try JSONDecoder().decode(Reply.self, from: Data(line.utf8))
    }

    /// Makes an address book collection; the HTTP status.
    func makeBook(_ url: URL) async throws -> Int {
        try await run(["mkbook", url.absoluteString]).status
    }

    /// Writes `card` at `name` in the test book; the HTTP status and the ETag the server gave.
    @discardableResult
    func put(_ name: String, _ card: String) async throws -> (status: Int, etag: String?) {
        let reply = try await run(
            ["put", server.book.appendingPathComponent(name).absoluteString], input: Data(card.utf8))
        return (reply.status, reply.etag)
    }

    /// Deletes `name` from the test book; the HTTP status.
    @discardableResult
    func delete(_ name: String) async throws -> Int {
        try await run(["delete", server.book.appendingPathComponent(name).absoluteString]).status
    }

    /// Writes `count` generated cards `prefix-0.vcf` … into the test book, one PUT each.
    func seed(_ count: Int, prefix: String) async throws {
        let reply = try await run(["seed", server.book.absoluteString, "\(count)", prefix])
        guard reply.status == 201, reply.count == count else {
            throw TestServer.ServerFailure(message: "seeding stopped with HTTP \(reply.status)")
        }
    }

    /// Replaces the test book with `count` generated cards in one PUT of the whole collection, which
    /// Radicale takes (a thousand single PUTs take it a minute and a half on two cores).
    func uploadBook(_ count: Int, prefix: String) async throws {
        let reply = try await run(["putbook", server.book.absoluteString, "\(count)", prefix])
        guard (200..<300).contains(reply.status) else {
            throw TestServer.ServerFailure(message: "seeding stopped with HTTP \(reply.status)")
        }
    }
}
