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
    /// An input that is none of the formats import reads.
    case unrecognizedFormat(path: String, reason: String)
    /// A CSV file whose header row names no column import knows, and no column of which the
    /// import's column map (``ImportInput/columnMap``) names.
    case unknownCSVColumns(path: String)
    /// `link` named fewer than two different contacts.
    case nothingToLink
    /// `unlink` named a contact made of one raw contact.
    case nothingToUnlink(id: String)
    /// The client is denied access to the store.
    case accessDenied(client: String, path: String)
    /// The client's access is not determined and nobody could be asked (no terminal).
    case accessNotDetermined(client: String, path: String)
    /// Denying or forgetting the only authorized client would leave the store with nobody
    /// authorized; done only when forced (docs/access.md).
    case lastAuthorizedClient(client: String, path: String)
    /// The store file is damaged (SQLite reports it corrupt, or the last ``ContactStore/checkHealth()`` found it so):
    /// nothing is written to it. `detail` says what was found.
    case storeDamaged(path: String, detail: String)
    /// A command that writes was given a store file this user cannot write.
    case storeNotWritable(path: String)
    /// Another process held the store's write lock for longer than the busy timeout (15 s);
    /// `holder` names it when it can be told (`PID 123 (contacts import --strict big.vcf)`).
    case storeBusy(path: String, holder: String?)
    /// The disk (or quota) holding the store is full: the transaction was rolled back.
    case diskFull(path: String)
    /// A lookup (``ContactReference/lookup(_:)``, ``ContactReference/idPrefix(_:)``) matched several
    /// contacts: at most 20 of them, in manual order.
    case ambiguousReference(String, candidates: [ContactSummary])
    /// A lookup matched no contact (or, for `restore`, no entry of the trash).
    case noMatch(String)
    /// `undo` found no change to take back.
    case nothingToUndo
    /// An edit was refused because the contact changed after it was read (another process edited
    /// it): nothing was changed.
    case changedSinceRead(name: String)
    /// An import named a source that is reserved (`local`: the cards added and edited here).
    case reservedSource(String)
    /// An edit removes a value no card of the contact holds.
    case valueNotFound(field: String, value: String)
    /// An edit adds a value a card of the contact already holds.
    case valueAlreadyPresent(field: String, value: String)
    /// A value that cannot be stored as this field (an email without @, a birthday that is not a
    /// date, an empty name).
    case invalidValue(field: String, value: String, reason: String)
    /// `add` was given a card with nothing in it to show (no name, organisation, email or phone).
    case emptyContact
    /// `remote add` named a remote that already exists.
    case remoteExists(String)
    /// No remote has this name.
    case noSuchRemote(String)
    /// `remote add` named a URL or folder another remote already syncs.
    case remoteURLTaken(url: String, by: String)
    /// No kept conflict has this number (``ContactStore/conflicts(of:)``).
    case noSuchConflict(Int64)
    /// No card was imported under this source name.
    case noSuchSource(String)
    /// A source that cannot be removed as a source: `local` (the cards added and edited here), or
    /// a remote's (`remote`), which goes with its remote.
    case sourceNotRemovable(String, remote: Bool)
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
        case .unrecognizedFormat(let path, let reason):
            return "\(path): \(reason)"
        case .unknownCSVColumns(let path):
            return "\(path): a CSV header naming no column contacts reads: expected Google's or Outlook's headers, "
                + "or a column map of COLUMN=field (fields: \(CSVField.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .strictImportRejected(let rejected):
            return "\(rejected) card(s) rejected by a strict import: nothing was stored"
        case .nothingToLink:
            return "name at least two different contacts to link"
        case .accessDenied(let client, let path):
            return "\"\(client)\" is denied access to the contacts in \(path)"
        case .accessNotDetermined(let client, let path):
            return
                "\"\(client)\" has not been allowed to use the contacts in \(path), and there is no terminal to ask on"
        case .nothingToUnlink(let id):
            return "contact \(id) is made of one raw contact: there is nothing to unlink"
        case .lastAuthorizedClient(let client, let path):
            return "\"\(client)\" is the only client authorized to use the contacts in \(path); without it nobody is, "
                + "until you allow a client on a terminal"
        case .storeDamaged(let path, let detail):
            return "the store at \(path) is damaged (\(detail)); nothing was written to it"
        case .storeBusy(let path, let holder):
            return "the store at \(path) is busy: "
                + (holder.map { "\($0) has been writing to it" } ?? "another process has been writing to it")
                + " for more than 15 seconds; try again when it has finished"
        case .diskFull(let path):
            return "the disk holding \(path) is full: the last change was not stored; free some space and try again"
        case .storeNotWritable(let path):
            return "the store at \(path) cannot be written by you; commands that only read still work"
        case .ambiguousReference(let text, let candidates):
            return
                "'\(text)' matches \(candidates.count == 20 ? "20 or more" : String(candidates.count)) contacts: name one by its id"
        case .noMatch(let text):
            return "no contact matches '\(text)'"
        case .nothingToUndo:
            return "there is nothing to undo"
        case .changedSinceRead(let name):
            return "\(name) was changed by another program while you were editing it: nothing was changed"
        case .reservedSource(let source):
            return "the source name '\(source)' is reserved for the contacts you add and edit"
        case .valueNotFound(let field, let value):
            return "no \(field) '\(value)' to remove: the contact has no such \(field)"
        case .valueAlreadyPresent(let field, let value):
            return "the contact already has the \(field) '\(value)'"
        case .invalidValue(let field, let value, let reason):
            return value.isEmpty ? "\(field): \(reason)" : "\(field) '\(value)': \(reason)"
        case .emptyContact:
            return "the new contact has no name, organisation, email or phone: nothing was added"
        case .remoteExists(let name):
            return "there is already a remote named '\(name)'"
        case .noSuchRemote(let name):
            return "there is no remote named '\(name)'"
        case .remoteURLTaken(let url, let other):
            return "\(url) is already the remote '\(other)': one book is synced by one remote"
        case .noSuchConflict(let id):
            return "there is no conflict \(id): it was taken, dismissed or undone, or its contact was deleted"
        case .noSuchSource(let name):
            return "there is no source named '\(name)'"
        case .sourceNotRemovable(let name, let remote):
            return remote
                ? "'\(name)' is the source of a remote's cards: it goes when the remote is removed"
                : "the source '\(name)' holds the contacts you added and edited here: it cannot be removed"
        }
    }
}
