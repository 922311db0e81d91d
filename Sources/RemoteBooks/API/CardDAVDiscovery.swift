import Foundation

/// Finds the address books a URL leads to (RFC 6352 §7, RFC 6764 §6, RFC 5397).
///
/// One question at a time, as servers other than Radicale and Xandikos need: the URL is asked its
/// `resourcetype` and `current-user-principal` alone (depth 0); an address book is then asked its
/// own properties. Otherwise the principal (the URL's, or `/.well-known/carddav`'s) is asked its
/// `addressbook-home-set`, each home is listed (depth 1), and each book found is asked its own
/// properties (`sync-token`, `supported-address-data`, …) on the book. Failing all that, the
/// address books directly inside the URL. A home on another host is followed only over https and
/// within the same registrable domain (iCloud's `pNN-contacts.icloud.com` under
/// `contacts.icloud.com`); the books' URLs then name that host.
///
/// ```swift
/// let books = try await CardDAVDiscovery.addressBooks(
///     at: URL(string: "https://dav.example.com/")!,
///     configuration: CardDAVConfiguration(credentials: BasicCredentials(user: "alice", password: password))
/// )
/// ```
public enum CardDAVDiscovery {
    /// The address books `url` leads to, in the order the server lists them.
    /// - Parameter readingToken: Whether each book is asked its `sync-token` (its
    ///   ``CardDAVAddressBookInfo/syncToken`` is nil otherwise): a server may take seconds to compute
    ///   it (Radicale reads every card, and builds its token history the first time).
    /// - Throws: ``RemoteBookError/noAddressBook(url:)`` when there is none;
    ///   ``RemoteBookError/redirectRefused(from:to:)`` when the home is on an unrelated host or
    ///   plain http elsewhere; or a connection, authentication or protocol error.
    public static func addressBooks(
        at url: URL, configuration: CardDAVConfiguration, readingToken: Bool = true
    ) async throws -> [CardDAVAddressBookInfo] {
        try await addressBooks(at: url, client: DAVClient(configuration: configuration), readingToken: readingToken)
    }

    /// What discovery asks of the URL first: whether it is a book, and whose it is.
    static let pointers: [(namespace: String, name: String)] = [
        (DAVNamespace.dav, "resourcetype"), (DAVNamespace.dav, "current-user-principal"),
    ]

    /// - Parameter readingToken: Whether each book is asked its `sync-token`.
    static func addressBooks(
        at url: URL, client: DAVClient, readingToken: Bool = true
    ) async throws -> [CardDAVAddressBookInfo] {
        let asked = readingToken ? CardDAVAddressBookInfo.properties : CardDAVAddressBookInfo.propertiesButToken
        try client.checkAllowed(url)
        // The URL itself: a book, or a page that names the principal (or a principal itself). When
        // it answers 5xx every time and no other way finds a book, that failure is the answer (a
        // server down behind its proxy, in maintenance: try again later), not "no address book".
        var failure: RemoteBookError?
        let answer: (Multistatus, URL)?
        do {
            answer = try await client.propfind(url, depth: "0", properties: pointers, missingIsNil: true)
        } catch let error as RemoteBookError {
            guard error.isRefusal else { throw error }
            answer = nil
            if case .unavailable = error { failure = error }
        }
        if let (status, base) = answer, let itself = status.responses.first {
            if isAddressBook(itself) {
                let bookURL = URL(string: Href.normalized(itself.href), relativeTo: base)?.absoluteURL ?? url
                if let book = try await properties(ofBook: bookURL, asking: asked, client: client) { return [book] }
            }
            let principal =
                hrefs(in: itself.property(DAVNamespace.dav, "current-user-principal"), base: base).first ?? url
            let books = try await books(ofPrincipal: principal, asked: url, asking: asked, client: client)
            if !books.isEmpty { return books }
        }
        // The server's well-known entry point (RFC 6764), which usually redirects to the DAV root.
        if let wellKnown = URL(string: "/.well-known/carddav", relativeTo: url)?.absoluteURL,
            let (status, base) = try await propfind(wellKnown, depth: "0", properties: pointers, client: client),
            let entry = status.responses.first,
            let principal = hrefs(in: entry.property(DAVNamespace.dav, "current-user-principal"), base: base).first
        {
            let books = try await books(ofPrincipal: principal, asked: url, asking: asked, client: client)
            if !books.isEmpty { return books }
        }
        // A home given directly.
        let books = try await books(inHome: url, asking: asked, client: client)
        guard !books.isEmpty else { throw failure ?? RemoteBookError.noAddressBook(url: url.absoluteString) }
        return books
    }

    /// The books in the homes of `principal`.
    private static func books(
        ofPrincipal principal: URL, asked: URL, asking properties: [(namespace: String, name: String)],
        client: DAVClient
    ) async throws -> [CardDAVAddressBookInfo] {
        guard
            let (status, base) = try await propfind(
                principal, depth: "0", properties: [(DAVNamespace.cardDAV, "addressbook-home-set")], client: client
            ), let entry = status.responses.first
        else { return [] }
        var books: [CardDAVAddressBookInfo] = []
        for home in hrefs(in: entry.property(DAVNamespace.cardDAV, "addressbook-home-set"), base: base) {
            try checkHome(home, from: principal)
            books += try await Self.books(inHome: home, asking: properties, client: client)
        }
        return books
    }

    /// The address books directly inside `home`, each asked its own properties.
    private static func books(
        inHome home: URL, asking properties: [(namespace: String, name: String)], client: DAVClient
    ) async throws -> [CardDAVAddressBookInfo] {
        guard
            let (status, base) = try await propfind(
                home, depth: "1", properties: [(DAVNamespace.dav, "resourcetype"), (DAVNamespace.dav, "displayname")],
                client: client
            )
        else { return [] }
        var books: [CardDAVAddressBookInfo] = []
        for response in status.responses where isAddressBook(response) {
            guard let url = URL(string: Href.normalized(response.href), relativeTo: base)?.absoluteURL else { continue }
            if let book = try await Self.properties(ofBook: url, asking: properties, client: client) {
                books.append(book)
            }
        }
        return books
    }

    /// The book at `url`, asked its own `properties` (depth 0).
    private static func properties(
        ofBook url: URL, asking properties: [(namespace: String, name: String)], client: DAVClient
    ) async throws -> CardDAVAddressBookInfo? {
        guard
            let (status, base) = try await propfind(url, depth: "0", properties: properties, client: client),
            let response = status.responses.first
        else { return nil }
        return CardDAVAddressBookInfo(response, base: base)
    }

    /// A `PROPFIND` whose refusals (4xx, and 5xx after the retries) mean "not here", not "unreachable":
    /// a server that answered is asked the next question instead.
    private static func propfind(
        _ url: URL, depth: String, properties: [(namespace: String, name: String)], client: DAVClient
    ) async throws -> (Multistatus, URL)? {
        do {
            return try await client.propfind(url, depth: depth, properties: properties, missingIsNil: true)
        } catch let error as RemoteBookError where error.isRefusal {
            return nil
        }
    }

    /// Whether a response is an address book collection.
    private static func isAddressBook(_ response: Multistatus.Response) -> Bool {
        response.property(DAVNamespace.dav, "resourcetype")?.child(DAVNamespace.cardDAV, "addressbook") != nil
    }

    /// A home on the principal's origin, or on another host of the same service over https.
    /// - Throws: ``RemoteBookError/redirectRefused(from:to:)`` otherwise.
    static func checkHome(_ home: URL, from principal: URL) throws(RemoteBookError) {
        if Origin(home) == Origin(principal) { return }
        guard home.scheme?.lowercased() == "https", let homeHost = home.host, let principalHost = principal.host,
            registrableDomain(homeHost) == registrableDomain(principalHost)
        else { throw .redirectRefused(from: principal.absoluteString, to: home.absoluteString) }
    }

    /// The last two labels of a host name (`icloud.com` for `p42-contacts.icloud.com`); the host
    /// itself for an IP address or a single label.
    static func registrableDomain(_ host: String) -> String {
        let labels = host.lowercased().split(separator: ".")
        guard labels.count > 2, !labels.allSatisfy({ UInt8($0) != nil }) else { return host.lowercased() }
        return labels.suffix(2).joined(separator: ".")
    }

    /// The `DAV:href`s inside a property, as URLs.
    private static func hrefs(in property: XMLNode?, base: URL) -> [URL] {
        (property?.children(DAVNamespace.dav, "href") ?? []).compactMap {
            URL(string: Href.normalized($0.trimmedText), relativeTo: base)?.absoluteURL
        }
    }
}
