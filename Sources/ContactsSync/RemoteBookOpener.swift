import ContactsKit
import Foundation
import RemoteBooks

/// Opens the book a ``Remote`` describes, with its password from its command or `$CONTACTS_PASSWORD`.
public enum RemoteBookOpener {
    /// Opens `remote`'s book.
    /// - Parameters:
    ///   - environment: Where `CONTACTS_PASSWORD` is looked up.
    ///   - retrySchedule: The pauses between attempts of a request that failed for a passing reason.
    /// - Throws: ``SyncError/noPassword(remote:)``, or ``RemoteBookError``.
    public static func open(
        _ remote: Remote, environment: [String: String] = ProcessInfo.processInfo.environment,
        retrySchedule: RetrySchedule = .standard
    ) async throws -> any RemoteAddressBook {
        switch remote.kind {
        case .vdir:
            return try VdirBook(folder: URL(fileURLWithPath: remote.url))
        case .carddav:
            guard let url = URL(string: remote.url) else { throw RemoteBookError.noAddressBook(url: remote.url) }
            let configuration = try await configuration(remote, environment: environment, retrySchedule: retrySchedule)
            // Without a token kept, nothing is compared with the book's: a first sync reads it with the cards.
            return try await CardDAVBook.open(
                url: url, configuration: configuration, readingToken: remote.syncToken != nil)
        }
    }

    /// The address books a CardDAV remote's URL leads to (`remote add` at a server's root), without
    /// their sync tokens: the first sync reads the token with the cards, and Radicale took 1–25 s
    /// to compute one for 10,000 cards.
    /// - Throws: ``SyncError/noPassword(remote:)``, or ``RemoteBookError``.
    public static func addressBooks(
        _ remote: Remote, environment: [String: String] = ProcessInfo.processInfo.environment,
        retrySchedule: RetrySchedule = .standard
    ) async throws -> [CardDAVAddressBookInfo] {
        guard let url = URL(string: remote.url) else { throw RemoteBookError.noAddressBook(url: remote.url) }
        let configuration = try await configuration(remote, environment: environment, retrySchedule: retrySchedule)
        return try await CardDAVDiscovery.addressBooks(at: url, configuration: configuration, readingToken: false)
    }

    /// How a CardDAV remote is reached: its credentials (a bearer token from its token command; or
    /// the password from its command, else `$CONTACTS_PASSWORD`), whether plain http may leave this
    /// machine, the certificate authorities it trusts besides the system's, the retries, the
    /// deadline of a request (`$CONTACTS_REQUEST_TIMEOUT`).
    private static func configuration(
        _ remote: Remote, environment: [String: String], retrySchedule: RetrySchedule
    ) async throws
        -> CardDAVConfiguration
    {
        var configuration = CardDAVConfiguration(
            credentials: nil, allowInsecure: remote.allowInsecure, retrySchedule: retrySchedule,
            requestTimeout: CardDAVConfiguration.requestTimeout(environment: environment)
        )
        configuration.trustedCAFile = remote.caFile
        if let command = remote.tokenCommand {
            // Run at each sync, never stored: OAuth tokens expire; the command refreshes them.
            configuration.authorization = .bearer(token: try await PasswordCommand.run(command))
        } else if let user = remote.user {
            let password: String
            if let command = remote.passwordCommand {
                password = try await PasswordCommand.run(command)
            } else if let given = environment["CONTACTS_PASSWORD"], !given.isEmpty {
                password = given
            } else {
                throw SyncError.noPassword(remote: remote.name)
            }
            configuration.credentials = BasicCredentials(user: user, password: password)
        }
        return configuration
    }
}
