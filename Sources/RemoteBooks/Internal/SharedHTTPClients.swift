import AsyncHTTPClient
import NIOCore
import NIOSSL
import Synchronization

/// The process's HTTP clients, one per set of trusted certificates, made on first use and kept
/// (like `HTTPClient.shared`): a command talks to a server or two, and a client kept for the
/// process's life needs no shutdown. None follows redirects (``DAVClient`` does, by origin) and
/// none retries a refused connection itself (``DAVClient`` does, on its schedule).
enum SharedHTTPClients {
    private static let clients = Mutex<[String: HTTPClient]>([:])

    /// The client that trusts the system's certificate authorities and, when given, those in the
    /// PEM file `caFile`.
    /// - Throws: ``RemoteBookError/connectionFailed(url:reason:)`` when `caFile` cannot be read.
    static func client(trusting caFile: String?, for url: String) throws(RemoteBookError) -> HTTPClient {
        let key = caFile ?? ""
        if let client = clients.withLock({ $0[key] }) { return client }
        var tls = TLSConfiguration.makeClientConfiguration()
        if let caFile {
            do {
                let certificates = try NIOSSLCertificate.fromPEMFile(caFile)
                guard !certificates.isEmpty else { throw NIOSSLError.failedToLoadCertificate }
                tls.additionalTrustRoots = [.certificates(certificates)]
            } catch {
                throw .connectionFailed(url: url, reason: "the CA file \(caFile) holds no readable PEM certificate")
            }
        }
        var configuration = HTTPClient.Configuration(tlsConfiguration: tls, redirectConfiguration: .disallow)
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.decompression = .disabled
        return clients.withLock { clients in
            if let existing = clients[key] { return existing }
            let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            clients[key] = client
            return client
        }
    }
}
