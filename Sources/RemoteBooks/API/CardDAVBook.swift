import Foundation
import Synchronization
import VCard

/// An address book collection on a CardDAV server (RFC 6352), read and written card by card.
///
/// Changes come from an RFC 6578 `sync-collection` REPORT when the caller has a token, otherwise
/// (and when the server refuses the token) from a `PROPFIND` listing of every card's ETag; cards are
/// fetched with `addressbook-multiget` in batches; writes are `PUT` and `DELETE` with `If-Match`,
/// or `If-None-Match: *` for a new card.
///
/// ```swift
/// let configuration = CardDAVConfiguration(credentials: BasicCredentials(user: "alice", password: password))
/// let book = try await CardDAVBook.open(url: URL(string: "https://dav.example.com/")!, configuration: configuration)
/// let changes = try await book.changes(since: nil, known: [:])
/// let fetched = try await book.fetch(changes.changed.map(\.href))
/// ```
public final class CardDAVBook: RemoteAddressBook {
    /// The collection, as discovery found it.
    public let info: CardDAVAddressBookInfo
    let client: DAVClient
    /// The collection's normalized path, ending in `/`.
    let collectionPath: String
    /// The collection's sync token as ``open(url:configuration:readingToken:)`` read it (nil for a book made
    /// from kept ``info``): the book's state now, until the first ``changes(since:known:)`` takes it
    /// or a write from here changes the state (``takeTokenAtOpen()``).
    private let tokenAtOpen: Mutex<SyncToken?>
    /// The cards a first sync's listing brought, until ``fetch(_:)`` takes them, a write, or the
    /// next ``changes(since:known:)``.
    let stash = CardStash()

    /// A book at a collection already found (by ``CardDAVDiscovery`` or kept from an earlier run).
    public convenience init(info: CardDAVAddressBookInfo, configuration: CardDAVConfiguration) throws {
        try self.init(info: info, client: DAVClient(configuration: configuration))
    }

    init(info: CardDAVAddressBookInfo, client: DAVClient, readNow: Bool = false) throws(RemoteBookError) {
        try client.checkAllowed(info.url)
        self.info = info
        self.client = client
        tokenAtOpen = Mutex(readNow ? info.syncToken : nil)
        let path = Href.path(of: info.url)
        collectionPath = path.hasSuffix("/") ? path : path + "/"
    }

    /// Opens the address book `url` leads to: the collection itself, or the one book a server root,
    /// principal or home holds.
    /// - Parameter readingToken: Whether the book's sync token is read now, so that
    ///   ``isUnchanged(since:)`` can answer without a request; a first sync has no token to
    ///   compare and reads it with the cards.
    /// - Throws: ``RemoteBookError/severalAddressBooks(url:candidates:)`` when `url` leads to more
    ///   than one; ``RemoteBookError/noAddressBook(url:)`` when it leads to none.
    public static func open(
        url: URL, configuration: CardDAVConfiguration, readingToken: Bool = true
    ) async throws -> CardDAVBook {
        let client = DAVClient(configuration: configuration)
        let books = try await CardDAVDiscovery.addressBooks(at: url, client: client, readingToken: readingToken)
        let asked = Href.trimmingSlash(Href.path(of: url))
        if let exact = books.first(where: { Href.trimmingSlash(Href.path(of: $0.url)) == asked }) {
            return try CardDAVBook(info: exact, client: client, readNow: true)
        }
        guard books.count == 1 else {
            throw RemoteBookError.severalAddressBooks(
                url: url.absoluteString, candidates: books.map(\.url.absoluteString))
        }
        return try CardDAVBook(info: books[0], client: client, readNow: true)
    }

    /// The collection's URL.
    public var location: String { info.url.absoluteString }

    /// The token read at open when nothing has taken it or written since; nil afterwards.
    func takeTokenAtOpen() -> SyncToken? {
        tokenAtOpen.withLock { token in
            defer { token = nil }
            return token
        }
    }

    /// Forgets what was read of the book's state before a write changes it: the token read at
    /// open, the cards a listing brought.
    func willWrite() {
        _ = takeTokenAtOpen()
        stash.clear()
    }

    /// 4.0 when the server says it takes vCard 4.0, otherwise 3.0.
    public var preferredVersion: VCardWriter.Version { info.preferredVersion }

    /// The URL of a card of this collection.
    /// - Throws: ``RemoteBookError/invalidHref(_:)`` when `href` is not directly inside the collection.
    func url(ofCard href: String) throws(RemoteBookError) -> (href: String, url: URL) {
        let normalized = Href.normalized(href)
        let name = normalized.dropFirst(collectionPath.count)
        guard normalized.hasPrefix(collectionPath), !name.isEmpty, !name.contains("/"), name != "..", name != ".",
            let url = URL(string: normalized, relativeTo: info.url)?.absoluteURL
        else { throw .invalidHref(href) }
        return (normalized, url)
    }

    /// Whether an href of an answer is a card of this collection (not the collection, not a sub-collection).
    func isCard(_ href: String) -> Bool {
        href.hasPrefix(collectionPath) && href.count > collectionPath.count && !href.hasSuffix("/")
    }
}
