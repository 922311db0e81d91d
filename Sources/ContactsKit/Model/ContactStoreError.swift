import Foundation

/// Why a store operation failed, in words a user can act on.
public enum ContactStoreError: Error, Sendable, Equatable {
    /// A position outside 1…count (`count` is 0 for an empty store).
    case positionOutOfRange(Int, count: Int)
    /// No contact has this id.
    case noSuchContact(id: String)
    /// An input file that does not exist or cannot be read.
    case unreadableInput(path: String, reason: String)
    /// The store file could not be created or opened.
    case cannotOpenStore(path: String, reason: String)
    /// A strict import (`strict: true`) was rolled back because cards were rejected: nothing was stored.
    case strictImportRejected(rejected: Int)
    /// `link` named fewer than two different contacts.
    case nothingToLink
    /// `unlink` named a contact made of one raw contact.
    case nothingToUnlink(id: String)
    /// The client is denied access to the store.
    case accessDenied(client: String, path: String)
    /// The client's access is not determined and nobody could be asked (no terminal).
    case accessNotDetermined(client: String, path: String)
}

extension ContactStoreError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .positionOutOfRange(let position, let count):
            return count == 0
                ? "position \(position) is out of range: the address book is empty"
                : "position \(position) is out of range: valid positions are 1–\(count)"
        case .noSuchContact(let id):
            return "no contact has the id \(id)"
        case .unreadableInput(let path, let reason):
            return "\(path): \(reason)"
        case .cannotOpenStore(let path, let reason):
            return "cannot open the store at \(path): \(reason)"
        case .strictImportRejected(let rejected):
            return "\(rejected) card(s) rejected with --strict: nothing was stored"
        case .nothingToLink:
            return "name at least two different contacts to link"
        case .accessDenied(let client, let path):
            return "\"\(client)\" is denied access to the contacts in \(path)"
        case .accessNotDetermined(let client, let path):
            return "\"\(client)\" has not been allowed to use the contacts in \(path), and there is no terminal to ask on"
        case .nothingToUnlink(let id):
            return "contact \(id) is made of one raw contact: there is nothing to unlink"
        }
    }
}
