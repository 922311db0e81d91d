import Foundation

/// Finds the address books a URL leads to (RFC 6352 §7, RFC 6764 §6, RFC 5397).
///
/// From an address book collection's URL, that book. From anything else on the server (its root,
/// a principal, an address-book home): the user's principal (`current-user-principal`, asked of
/// the URL and then of `/.well-known/carddav`), its `addressbook-home-set`, and the address books
/// in each home; failing that, the address books directly inside the URL.
///
/// ```swift
/// let books = try await CardDAVDiscovery.addressBooks(
///     at: URL(string: "https://dav.example.com/")!,
///     configuration: CardDAVConfiguration(credentials: BasicCredentials(user: "alice", password: password))
/// )
/// ```
public enum CardDAVDiscovery {
    /// The address books `url` leads to, in the order the server lists them.
    /// - Throws: ``RemoteBookError/noAddressBook(url:)`` when there is none, or a connection,
    ///   authentication or protocol error.
    public static func addressBooks(at url: URL, configuration: CardDAVConfiguration) async throws -> [CardDAVAddressBookInfo] {
        try await addressBooks(at: url, client: DAVClient(configuration: configuration))
    }

    static func addressBooks(at url: URL, client: DAVClient) async throws -> [CardDAVAddressBookInfo] {
        try client.checkAllowed(url)
        let pointers: [(namespace: String, name: String)] = [
            (DAVNamespace.dav, "current-user-principal"), (DAVNamespace.cardDAV, "addressbook-home-set"),
        ]
        // The URL itself: a book, a home, a principal, or a page that names the principal.
        if let (status, base) = try await client.propfind(url, depth: "0", properties: CardDAVAddressBookInfo.properties + pointers, missingIsNil: true),
           let itself = status.responses.first {
            if let book = CardDAVAddressBookInfo(itself, base: base) { return [book] }
            let books = try await booksFrom(itself, base: base, client: client)
            if !books.isEmpty { return books }
        }
        // The server's well-known entry point (RFC 6764), which usually redirects to the DAV root.
        if let wellKnown = URL(string: "/.well-known/carddav", relativeTo: url)?.absoluteURL,
           let (status, base) = try await client.propfind(wellKnown, depth: "0", properties: pointers, missingIsNil: true),
           let entry = status.responses.first {
            let books = try await booksFrom(entry, base: base, client: client)
            if !books.isEmpty { return books }
        }
        // A home given directly.
        let books = try await books(inHome: url, client: client)
        guard !books.isEmpty else { throw RemoteBookError.noAddressBook(url: url.absoluteString) }
        return books
    }

    /// The books a principal or home response leads to: its homes, or its principal's homes.
    private static func booksFrom(_ response: Multistatus.Response, base: URL, client: DAVClient) async throws -> [CardDAVAddressBookInfo] {
        var homes = hrefs(in: response.property(DAVNamespace.cardDAV, "addressbook-home-set"), base: base)
        if homes.isEmpty, let principal = hrefs(in: response.property(DAVNamespace.dav, "current-user-principal"), base: base).first,
           let (status, principalBase) = try await client.propfind(
               principal, depth: "0", properties: [(DAVNamespace.cardDAV, "addressbook-home-set")], missingIsNil: true
           ),
           let entry = status.responses.first {
            homes = hrefs(in: entry.property(DAVNamespace.cardDAV, "addressbook-home-set"), base: principalBase)
        }
        var books: [CardDAVAddressBookInfo] = []
        for home in homes {
            books += try await Self.books(inHome: home, client: client)
        }
        return books
    }

    /// The address books directly inside `home`.
    private static func books(inHome home: URL, client: DAVClient) async throws -> [CardDAVAddressBookInfo] {
        guard let (status, base) = try await client.propfind(home, depth: "1", properties: CardDAVAddressBookInfo.properties, missingIsNil: true)
        else { return [] }
        return status.responses.compactMap { CardDAVAddressBookInfo($0, base: base) }
    }

    /// The `DAV:href`s inside a property, as URLs.
    private static func hrefs(in property: XMLNode?, base: URL) -> [URL] {
        (property?.children(DAVNamespace.dav, "href") ?? []).compactMap {
            URL(string: Href.normalized($0.trimmedText), relativeTo: base)?.absoluteURL
        }
    }
}
