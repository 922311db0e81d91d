import VCard

/// An address book kept elsewhere: a CardDAV collection (``CardDAVBook``) or a vdir folder (``VdirBook``).
///
/// Every operation is one step a sync can repeat after being killed: reads change nothing, every
/// write is conditional on the ETag the caller last saw (or on the card not existing), and every
/// write gives back the card's new ETag when the book tells it. A write refused because the card
/// changed throws ``RemoteBookError/preconditionFailed(href:)``: fetch the card, merge, and write again
/// with the new ETag.
///
/// ```swift
/// let book = try await CardDAVBook.open(url: url, configuration: .init(credentials: credentials))
/// let changes = try await book.changes(since: savedToken, known: knownETags)
/// let fetched = try await book.fetch(changes.changed.map(\.href))
/// for problem in fetched.problems { report(problem) }
/// let write = try await book.replace(href, with: bytes, ifMatch: knownETags[href]!)
/// ```
public protocol RemoteAddressBook: Sendable {
    /// Where the book is, for messages: its URL or folder.
    var location: String { get }

    /// The vCard version to write to this book: 4.0 when it says it takes 4.0, otherwise 3.0.
    var preferredVersion: VCardWriter.Version { get }

    /// Every card in the book with its ETag.
    /// - Throws: ``RemoteBookError``.
    func list() async throws -> [RemoteEntry]

    /// What changed since `token`; without a token, or when the book refuses it, a full listing
    /// compared with `known`.
    /// - Parameters:
    ///   - token: The token of the last change set the caller applied, or nil.
    ///   - known: The caller's href → ETag for every card it holds from this book.
    /// - Returns: The changes, and the token to keep once they are applied.
    /// - Throws: ``RemoteBookError``; never an empty listing in place of an error.
    func changes(since token: SyncToken?, known: [String: ETag]) async throws -> RemoteChanges

    /// Whether the book is known to be, with no request, in the state `token` names (a CardDAV
    /// book just opened whose token is this one), so that nothing changed there since.
    func isUnchanged(since token: SyncToken) -> Bool

    /// Reads cards by href. Every href comes back once: read, missing, or with a problem.
    /// - Throws: ``RemoteBookError`` when the book cannot be reached; a card that cannot be read is a
    ///   problem in the result, not an error.
    func fetch(_ hrefs: [String]) async throws -> RemoteFetch

    /// Whether ``fetch(_:)`` gives every card of `hrefs` without asking the server: the cards a
    /// first sync brought with its listing, a vdir's files. What a caller may fetch while it holds
    /// a lock others wait for.
    func holdsCards(_ hrefs: [String]) -> Bool

    /// Adds a card, named after its UID as vdirsyncer names it (the UID and `.vcf` when the UID
    /// has only letters, digits and `_.-+`; a random UUID otherwise).
    /// - Parameters:
    ///   - bytes: The whole card, in ``preferredVersion``.
    ///   - uid: The card's UID, or nil.
    /// - Returns: The new card's href and ETag.
    /// - Throws: ``RemoteBookError/alreadyExists(href:)`` when that name is taken (perhaps by this
    ///   very card, written by an attempt whose answer was lost: fetch it and compare).
    func create(_ bytes: [UInt8], uid: String?) async throws -> RemoteWrite

    /// Replaces a card, if it still has the ETag the caller knows.
    /// - Returns: The card's new ETag (nil when the book gave none: fetch it).
    /// - Throws: ``RemoteBookError/preconditionFailed(href:)`` when the card changed,
    ///   ``RemoteBookError/notFound(href:)`` when it is gone.
    func replace(_ href: String, with bytes: [UInt8], ifMatch etag: ETag) async throws -> RemoteWrite

    /// Deletes a card, if it still has the ETag the caller knows.
    /// - Returns: ``RemoteDeletion/alreadyGone`` when there was nothing to delete.
    /// - Throws: ``RemoteBookError/preconditionFailed(href:)`` when the card changed.
    func delete(_ href: String, ifMatch etag: ETag) async throws -> RemoteDeletion
}

extension RemoteAddressBook {
    /// Not known without asking: the caller reads the changes.
    public func isUnchanged(since token: SyncToken) -> Bool { false }

    /// The cards are fetched from the server.
    public func holdsCards(_ hrefs: [String]) -> Bool { false }
}
