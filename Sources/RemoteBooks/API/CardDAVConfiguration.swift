import Foundation

/// How a ``CardDAVBook`` talks to its server.
public struct CardDAVConfiguration: Sendable {
    /// The user name and password, sent with every request (HTTP Basic), or nil for none.
    public var credentials: BasicCredentials?
    /// Whether plain `http://` may go to hosts other than this machine (the command line's
    /// `--allow-insecure`). Without it, plain http is only for loopback addresses.
    public var allowInsecure: Bool
    /// The pauses between attempts of a request that failed for a passing reason.
    public var retrySchedule: RetrySchedule
    /// How long one request may wait for the server before it counts as timed out.
    public var requestTimeout: Duration
    /// How many cards one `addressbook-multiget` REPORT asks for.
    public var multigetBatchSize: Int

    /// Creates a configuration.
    public init(
        credentials: BasicCredentials? = nil,
        allowInsecure: Bool = false,
        retrySchedule: RetrySchedule = .standard,
        requestTimeout: Duration = .seconds(30),
        multigetBatchSize: Int = 100
    ) {
        self.credentials = credentials
        self.allowInsecure = allowInsecure
        self.retrySchedule = retrySchedule
        self.requestTimeout = requestTimeout
        self.multigetBatchSize = max(1, multigetBatchSize)
    }

    /// Whether `url` is plain `http://` to a host other than this machine, which a book refuses
    /// without ``allowInsecure`` (the password would cross the network in clear).
    public static func isPlainHTTPToAnotherMachine(_ url: URL) -> Bool {
        url.scheme?.lowercased() == "http" && !LoopbackHost.contains(url.host ?? "")
    }
}
