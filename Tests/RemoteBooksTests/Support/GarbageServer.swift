import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import DAVTestSupport

/// The one fake endpoint of these tests: a socket on 127.0.0.1 that answers every request with the
/// same fixed HTTP response. Radicale and Xandikos never answer garbage, so a body that is not XML
/// can only be tested this way; everything else runs against the real servers.
final class GarbageServer: @unchecked Sendable {
    let port: Int
    private let listener: Int32

    /// Listens on a free port and answers `status` with `body` until ``stop()``.
    init(status: String = "207 Multi-Status", body: String) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = Loopback.loopbackAddress(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 ? getsockname(listener, $0, &length) : -1
            }
        }
        guard listen(listener, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        let response = Array(
            "HTTP/1.1 \(status)\r\nContent-Type: text/xml\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
                .utf8)
        Thread {
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { return }  // the listener was closed
                var request: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65536)
                // Read the head and as much body as it announces, then answer and close.
                while true {
                    let count = read(client, &buffer, buffer.count)
                    if count <= 0 { break }
                    request += buffer[0..<count]
                    let text = String(decoding: request, as: UTF8.self)
                    guard let headEnd = text.range(of: "\r\n\r\n") else { continue }
                    let length =
                        text.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                        .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                    if text.utf8.distance(
                        from: text.utf8.startIndex, to: headEnd.upperBound.samePosition(in: text.utf8)!) + length
                        <= request.count
                    {
                        break
                    }
                }
                _ = response.withUnsafeBytes { write(client, $0.baseAddress!, $0.count) }
                close(client)
            }
        }.start()
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/book/")! }

    /// Stops listening.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }
}
