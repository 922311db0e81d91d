import Foundation

/// A test certificate authority and a certificate it signed for 127.0.0.1, made by `openssl` in a
/// folder of their own: Radicale serves TLS with them, and a client trusts them only when told.
struct TestCertificates: Sendable {
    /// The CA's certificate (PEM): the file a client is given to trust.
    let caFile: String
    /// The server's certificate and key (PEM).
    let certificate: String
    let key: String

    /// Makes the CA and the server's certificate in `folder`.
    static func make(in folder: URL) async throws -> TestCertificates {
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let extensions = path("server.ext")
        try Data("subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n".utf8).write(
            to: URL(fileURLWithPath: extensions))
        let ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try await openssl(
            ["req", "-x509"] + ec + [
                "-keyout", path("ca.key"), "-out", path("ca.pem"), "-days", "2", "-subj", "/CN=contacts test CA",
            ])
        try await openssl(
            ["req"] + ec + ["-keyout", path("server.key"), "-out", path("server.csr"), "-subj", "/CN=127.0.0.1"])
        try await openssl([
            "x509", "-req", "-in", path("server.csr"), "-CA", path("ca.pem"), "-CAkey", path("ca.key"),
            "-CAcreateserial",
            "-out", path("server.pem"), "-days", "2", "-extfile", extensions,
        ])
        return TestCertificates(caFile: path("ca.pem"), certificate: path("server.pem"), key: path("server.key"))
    }

    private static func openssl(_ arguments: [String]) async throws {
        let output = try await ToolProcess.run("/usr/bin/openssl", arguments)
        guard output.status == 0 else {
            throw TestServer.ServerFailure(message: "openssl \(arguments.first ?? "") failed: \(output.stderr)")
        }
    }
}
