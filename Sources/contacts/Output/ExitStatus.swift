import ArgumentParser
import ContactsKit
import ContactsSync
import RemoteBooks

/// Every exit status `contacts` returns, by its sysexits(3) name, and the one table that maps an
/// error to its status (docs/usage.md, "Exit status", says the same for users).
///
/// Commands never write a number: they throw a library error, a ``CommandError`` carrying a
/// status, or `ExitStatus.….exitCode` when they have already said what went wrong.
///
/// ```swift
/// throw CommandError("no vCard on standard input: nothing was added", status: .dataError)
/// ```
enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Success; also `browse` left with `q`, a listing that matched nothing, `doctor` on a healthy
    /// or repaired store, and a command whose reader stopped early (`contacts list | head -1`).
    case success = 0
    /// Any other failure: `doctor` finds a problem that remains, `query` matches nothing, nothing to
    /// undo, a contact changed by another program during `edit`, a store that cannot be opened, is
    /// damaged, not writable or whose disk is full, output that cannot be written.
    case failure = 1
    /// EX_USAGE: a command-line mistake — an unknown command, flag or remote, a bad value, a handle
    /// that names no contact or several, a remote's URL that needs changing, a question with no
    /// terminal to ask on.
    case usage = 64
    /// EX_DATAERR: a card rejected on import or by a server, an input in no format import reads,
    /// a mail without a `From:` address, a remote that lists none of the cards synced from it.
    case dataError = 65
    /// EX_NOINPUT: an input file or folder that does not exist, cannot be read or is not a regular file.
    case noInput = 66
    /// EX_UNAVAILABLE: a server that answers something that is not WebDAV, or whose connection
    /// cannot be mended by trying again (an untrusted certificate, a redirect loop).
    case unavailable = 69
    /// EX_CANTCREAT: `-o FILE` names the store, one of its files or another SQLite database.
    case cantCreate = 73
    /// EX_IOERR: a vdir's files (or the folder of a new one) cannot be read or written.
    case ioError = 74
    /// EX_TEMPFAIL: try again later — a server cannot be reached, timed out or answered 5xx after
    /// retries, or another process held the store's write lock for too long.
    case tempFail = 75
    /// EX_NOPERM: the client is not allowed to use the store, or a server refused the user name or
    /// password (or the password command failed, or no password was given).
    case noPermission = 77
    /// EX_CONFIG: a mistake in the configuration file or a settings variable.
    case config = 78
    /// 128 + SIGINT: `browse` left with Ctrl-C.
    case interrupted = 130

    /// The status as ArgumentParser throws it.
    var exitCode: ExitCode { ExitCode(rawValue) }

    /// The status `error` ends the program with: the one table of the CLI.
    static func of(_ error: Error) -> ExitStatus {
        switch error {
        case let error as CommandError: return error.status
        case is ConfigurationError: return .config
        case is ValidationError: return .usage
        case let error as ExitCode: return ExitStatus(rawValue: error.rawValue) ?? .failure
        case let error as ContactStoreError: return of(error)
        case let error as RemoteBookError: return of(error)
        case let error as SyncError: return of(error)
        default: return .failure
        }
    }

    /// A store's error: usage for a handle or value the user should change, and the store's own
    /// conditions (busy, access); what is left (damage, a full disk, nothing to undo) is a failure.
    private static func of(_ error: ContactStoreError) -> ExitStatus {
        switch error {
        case .positionOutOfRange, .noSuchContact, .nothingToLink, .nothingToUnlink, .ambiguousReference, .noMatch,
            .reservedSource, .valueNotFound, .valueAlreadyPresent, .invalidValue, .emptyContact,
            .remoteExists, .noSuchRemote, .noSuchConflict, .noSuchSource, .sourceNotRemovable:
            return .usage
        case .unreadableInput: return .noInput
        case .strictImportRejected, .unrecognizedFormat, .unknownCSVColumns: return .dataError
        case .accessDenied, .accessNotDetermined: return .noPermission
        case .storeBusy: return .tempFail
        case .cannotOpenStore, .lastAuthorizedClient, .storeDamaged, .storeNotWritable, .diskFull, .nothingToUndo,
            .changedSinceRead, .remoteURLTaken:
            return .failure
        }
    }

    /// A remote book's error: try again later, refused credentials, a URL to change, a server that
    /// misbehaves, or a vdir's files.
    private static func of(_ error: RemoteBookError) -> ExitStatus {
        switch error {
        case .unavailable: return .tempFail
        case .unauthorized, .passwordCommandFailed, .passwordCommandEmpty: return .noPermission
        case .insecureURL, .redirectRefused, .noAddressBook, .severalAddressBooks, .invalidHref: return .usage
        case .malformedResponse, .unexpectedStatus, .connectionFailed: return .unavailable
        case .fileSystem: return .ioError
        case .preconditionFailed, .alreadyExists, .notFound, .uidConflict: return .unavailable
        }
    }

    /// A sync's error: a remote that lists none of its cards, or no password for it.
    private static func of(_ error: SyncError) -> ExitStatus {
        switch error {
        case .everythingDeleted: return .dataError
        case .noPassword: return .noPermission
        }
    }
}
