import Foundation
import VCard

/// How a ``CardDAVBook`` talks to its server.
public struct CardDAVConfiguration: Sendable {
    /// How every request proves who sends it: HTTP Basic or an OAuth bearer token; nil for none.
    public var authorization: CardDAVAuthorization?
    /// Whether plain `http://` may go to hosts other than this machine (the command line's
    /// `--allow-insecure`). Without it, plain http is only for loopback addresses.
    public var allowInsecure: Bool
    /// The pauses between attempts of a request that failed for a passing reason.
    public var retrySchedule: RetrySchedule
    /// How long one request may take from its start to the last byte of the answer before it
    /// counts as timed out (a total deadline, not a pause between reads). Two minutes by default:
    /// a server may think long before it answers (Radicale computes the first `sync-token` of a
    /// 10,000-card book in 25 s, more on a busy machine). A request that misses it twice is not
    /// sent again.
    public var requestTimeout: Duration
    /// How many cards one `addressbook-multiget` REPORT asks for.
    public var multigetBatchSize: Int
    /// A PEM file of certificate authorities trusted besides the system's (a private CA), or nil.
    public var trustedCAFile: String?
    /// The longest answer read from one request, in bytes; a longer one is refused with
    /// ``RemoteBookError/malformedResponse(url:reason:)`` (default 256 MiB).
    public var maximumAnswerBytes: Int
    /// The largest card read (default: `import`'s, ``VCardReader/Limits/maxCardSize``); a larger one
    /// is reported as a ``RemoteItemProblem`` and the rest of its batch read.
    public var maximumCardBytes: Int
    /// The longest answer a first sync reads when it asks for every card with the listing, in
    /// bytes (default 48 MiB: about 80,000 cards without photos, held in memory until stored). A
    /// longer one is given up and the book listed and fetched in batches instead.
    public var maximumCardsWithListingBytes: Int

    /// Creates a configuration.
    public init(
        credentials: BasicCredentials? = nil,
        allowInsecure: Bool = false,
        retrySchedule: RetrySchedule = .standard,
        requestTimeout: Duration = CardDAVConfiguration.requestTimeout(environment: [:]),
        multigetBatchSize: Int = 100
    ) {
        self.authorization = credentials.map(CardDAVAuthorization.basic)
        self.allowInsecure = allowInsecure
        self.retrySchedule = retrySchedule
        self.requestTimeout = requestTimeout
        self.multigetBatchSize = max(1, multigetBatchSize)
        self.trustedCAFile = nil
        self.maximumAnswerBytes = 256 << 20
        self.maximumCardBytes = VCardReader.Limits().maxCardSize
        self.maximumCardsWithListingBytes = 48 << 20
    }

    /// The deadline of one request: two minutes, or `$CONTACTS_REQUEST_TIMEOUT` seconds (from 0.1
    /// to a day) for a server that thinks longer, or a script that would rather give up sooner.
    public static func requestTimeout(environment: [String: String] = ProcessInfo.processInfo.environment) -> Duration {
        guard let text = environment["CONTACTS_REQUEST_TIMEOUT"], let seconds = Double(text), seconds >= 0.1,
            seconds <= 86_400
        else {
            return .seconds(120)
        }
        return .milliseconds(Int64(seconds * 1000))
    }

    /// The user name and password, when ``authorization`` is HTTP Basic; setting it makes it so.
    public var credentials: BasicCredentials? {
        get {
            if case .basic(let credentials) = authorization { return credentials }
            return nil
        }
        set { authorization = newValue.map(CardDAVAuthorization.basic) }
    }

    /// The `Authorization` header's value, if any.
    var authorizationHeader: String? {
        authorization?.headerValue
    }

    /// Whether `url` is plain `http://` to a host other than this machine, which a book refuses
    /// without ``allowInsecure`` (the password would cross the network in clear).
    public static func isPlainHTTPToAnotherMachine(_ url: URL) -> Bool {
        url.scheme?.lowercased() == "http" && !LoopbackHost.contains(url.host ?? "")
    }
}
