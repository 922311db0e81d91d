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
    public static func open(_ remote: Remote, environment: [String: String] = ProcessInfo.processInfo.environment,
                            retrySchedule: RetrySchedule = .standard) async throws -> any RemoteAddressBook {
        switch remote.kind {
        case .vdir:
            return try VdirBook(folder: URL(fileURLWithPath: remote.url))
        case .carddav:
            guard let url = URL(string: remote.url) else { throw RemoteBookError.noAddressBook(url: remote.url) }
            var credentials: BasicCredentials?
            if let user = remote.user {
                let password: String
                if let command = remote.passwordCommand {
                    password = try await PasswordCommand.run(command)
                } else if let given = environment["CONTACTS_PASSWORD"], !given.isEmpty {
                    password = given
                } else {
                    throw SyncError.noPassword(remote: remote.name)
                }
                credentials = BasicCredentials(user: user, password: password)
            }
            let configuration = CardDAVConfiguration(credentials: credentials, allowInsecure: remote.allowInsecure, retrySchedule: retrySchedule)
            return try await CardDAVBook.open(url: url, configuration: configuration)
        }
    }
}
