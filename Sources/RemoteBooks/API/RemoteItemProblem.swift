import VCard

/// Why one card of a remote book could not be read. The card is left as it is on the book.
public struct RemoteItemProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The card's bytes are not a vCard the reader could read; these are its problems.
        case unreadableCard([VCardError])
        /// The bytes hold this many cards instead of exactly one.
        case notOneCard(count: Int)
        /// The server's answer for the batch holding this card was not a WebDAV multistatus document.
        case malformedResponse(String)
        /// The server answered for the batch but said nothing about this card.
        case notInResponse
        /// The server answered this status for the card.
        case status(Int)
        /// The server said the card is there but sent no `address-data`.
        case noAddressData
        /// The file could not be read (a vdir), with the system's reason.
        case unreadableFile(String)
        /// The card is longer than the most this client reads (``CardDAVConfiguration/maximumCardBytes``,
        /// `import`'s limit); at least `bytes` long, it was dropped as it arrived.
        case tooLarge(bytes: Int, limit: Int)
        /// The server named it as a card of the book, but its href leads outside the collection
        /// (`../`, `%2e%2e%2f`, a sub-folder): it is never read or written.
        case notInBook
    }

    /// The card's address in its book.
    public var href: String
    /// What went wrong.
    public var kind: Kind

    /// Creates a problem report.
    public init(href: String, kind: Kind) {
        self.href = href
        self.kind = kind
    }

    /// A lower-case sentence naming the card and the problem.
    public var description: String {
        switch kind {
        case .unreadableCard(let errors):
            let first = errors.first.map { ": \($0)" } ?? ""
            return "\(href): not a readable vCard\(first)"
        case .notOneCard(let count):
            return "\(href): holds \(count) cards instead of one"
        case .malformedResponse(let reason):
            return "\(href): the server's answer was not a WebDAV multistatus (\(reason))"
        case .notInResponse:
            return "\(href): the server's answer did not mention this card"
        case .status(let status):
            return "\(href): the server answered HTTP \(status)"
        case .noAddressData:
            return "\(href): the server sent no card data"
        case .unreadableFile(let reason):
            return "\(href): cannot be read (\(reason))"
        case .tooLarge(let bytes, let limit):
            return "\(href): a card of \(bytes) bytes or more, longer than the \(limit) bytes a card may have"
        case .notInBook:
            return "\(href): not a card of this address book (it leads outside the collection), skipped"
        }
    }
}
