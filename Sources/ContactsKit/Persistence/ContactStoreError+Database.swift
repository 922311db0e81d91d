import GRDB

extension ContactStoreError {
    /// The error a user can act on for a database error on the store at `path`: a damaged file
    /// (`SQLITE_CORRUPT`, or `SQLITE_NOTADB` once the file was a store), a file this user cannot
    /// write (`SQLITE_READONLY`), else one that could not be opened.
    init(_ error: DatabaseError, path: String, opening: Bool = true) {
        switch error.resultCode {
        case .SQLITE_CORRUPT:
            self = .storeDamaged(path: path, detail: "SQLite: " + (error.message ?? "database disk image is malformed"))
        case .SQLITE_NOTADB where !opening:
            self = .storeDamaged(path: path, detail: "SQLite: " + (error.message ?? "file is not a database"))
        case .SQLITE_READONLY:
            self = .storeNotWritable(path: path)
        case .SQLITE_BUSY:
            self = .storeBusy(path: path, holder: StoreLockHolder.describe(path))
        case .SQLITE_FULL:
            self = .diskFull(path: path)
        default:
            self = .cannotOpenStore(path: path, reason: error.message ?? error.description)
        }
    }

    /// Whether a database error means the file is damaged.
    static func isDamage(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }

    /// Whether a database error of an operation has a ``ContactStoreError`` the user can act on:
    /// damage, a store not writable, busy for too long, a full disk.
    static func isActionable(_ error: DatabaseError) -> Bool {
        isDamage(error) || [.SQLITE_READONLY, .SQLITE_BUSY, .SQLITE_FULL].contains(error.resultCode)
    }
}
