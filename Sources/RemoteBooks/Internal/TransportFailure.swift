import AsyncHTTPClient
import NIOCore
import NIOPosix
import NIOSSL

#if canImport(Glibc)
import Glibc
#endif

/// Why a request got no complete answer, in a few words, and whether trying again may help.
struct TransportFailure: Error, Sendable {
    /// A short reason (`connection refused`, `timed out`).
    var reason: String
    /// Whether the failure may pass (a refused or lost connection, a timeout, a cut answer): then the
    /// request is retried and finally ``RemoteBookError/unavailable(url:attempts:reason:)``; otherwise
    /// (an untrusted certificate, say) it is ``RemoteBookError/connectionFailed(url:reason:)`` at once.
    var isPassing: Bool
    /// Whether the attempt ran out of its deadline: sent again once, not more (a server that took
    /// the whole deadline twice will take it again).
    var missedDeadline = false

    init(reason: String, isPassing: Bool, missedDeadline: Bool = false) {
        self.reason = reason
        self.isPassing = isPassing
        self.missedDeadline = missedDeadline
    }

    /// A failure before the answer's head arrived.
    init(_ error: any Error) {
        if let failure = error as? TransportFailure {
            self = failure
        } else if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout, .readTimeout, .writeTimeout, .deadlineExceeded, .tlsHandshakeTimeout,
                .getConnectionFromPoolTimeout, .cancelled:
                self.init(reason: "timed out", isPassing: true)
            case .remoteConnectionClosed:
                self.init(reason: "connection lost", isPassing: true)
            default:
                self.init(reason: "\(error)", isPassing: false)
            }
        } else if let error = error as? NIOConnectionError {
            if error.dnsAError != nil || error.dnsAAAAError != nil, error.connectionErrors.isEmpty {
                self.init(reason: "host not found", isPassing: true)
            } else if let first = error.connectionErrors.first {
                self.init(first.error)
            } else {
                self.init(reason: "host not found", isPassing: true)
            }
        } else if let error = error as? IOError {
            switch error.errnoCode {
            case ECONNREFUSED: self.init(reason: "connection refused", isPassing: true)
            case ECONNRESET, EPIPE: self.init(reason: "connection lost", isPassing: true)
            case ETIMEDOUT: self.init(reason: "timed out", isPassing: true)
            case ENETUNREACH, EHOSTUNREACH: self.init(reason: "no network", isPassing: true)
            default: self.init(reason: "\(error)", isPassing: true)
            }
        } else if let error = error as? ChannelError {
            switch error {
            case .connectTimeout: self.init(reason: "timed out", isPassing: true)
            default: self.init(reason: "connection lost", isPassing: true)
            }
        } else if let error = error as? NIOSSLError {
            self.init(reason: Self.describe(error), isPassing: false)
        } else if error is CancellationError {
            self.init(reason: "timed out", isPassing: true)
        } else if String(describing: type(of: error)).contains("HTTPParserError") {
            self.init(reason: "not an HTTP answer", isPassing: true)
        } else {
            self.init(reason: "\(error)", isPassing: false)
        }
    }

    /// A failure while the body arrived: the answer was cut, whatever the cause, and may pass.
    init(cut error: any Error) {
        if let failure = error as? TransportFailure {
            self = failure
            return
        }
        let cause = TransportFailure(error)
        self.init(reason: "the answer was cut (\(cause.reason))", isPassing: true)
    }

    /// A TLS failure in words: an untrusted certificate named as such.
    static func describe(_ error: NIOSSLError) -> String {
        let text = "\(error)"
        if text.contains("CERTIFICATE_VERIFY_FAILED") || text.contains("certificate verify failed") {
            return "the server's TLS certificate is not trusted (\(text))"
        }
        if case .unableToValidateCertificate = error {
            return "the server's TLS certificate is not valid for this host"
        }
        return "TLS failed (\(text))"
    }
}
