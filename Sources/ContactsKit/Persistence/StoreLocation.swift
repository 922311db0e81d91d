import Foundation

/// Where the store lives and how its file is created.
public enum StoreLocation {
    /// The default store path: `$XDG_DATA_HOME/contacts/contacts.sqlite`, else
    /// `~/.local/share/contacts/contacts.sqlite` (docs/usage.md). `--store` and `$CONTACTS_STORE` come first.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let store = environment["CONTACTS_STORE"], !store.isEmpty { return store }
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return dataHome + "/contacts/contacts.sqlite"
    }

    /// Creates the store's folder (0700) and an empty file readable by its owner only (0600) when
    /// they do not exist yet; SQLite gives its `-wal` and `-shm` files the same permissions. A path
    /// that is a symbolic link to nothing creates the file it points to, 0600 too.
    ///
    /// For ``OpenMode/readWrite``, a store file this user cannot write is refused before SQLite
    /// opens it (which would leave `-wal` and `-shm` files as unwritable as the store). A `-wal` or
    /// `-shm` of a writable store that its owner cannot write (left by an older version reading the
    /// store while it was not writable) is made writable again, or every write would fail.
    /// - Returns: Whether the store file existed.
    @discardableResult
    static func prepare(_ path: String, mode: OpenMode = .readWrite) throws -> Bool {
        // An existing store (every command but the first) is checked with plain system calls:
        // Foundation's URL and FileManager cost a command 0.1 ms of first-use set-up.
        if access(path, F_OK) == 0 {
            if mode.writes { try requireWritable(path) }
            repairSidecars(of: path)
            return true
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let manager = FileManager.default
        do {
            if !manager.fileExists(atPath: folder) {
                try manager.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            try createFile(path)
            return false
        } catch let error as ContactStoreError {
            throw error
        } catch {
            throw ContactStoreError.cannotOpenStore(path: path, reason: error.localizedDescription)
        }
    }

    /// Creates the empty store file, 0600. When `path` is a symbolic link to nothing, the exclusive
    /// create fails with EEXIST: then the file it points to is created, 0600 as well (before, the
    /// error was ignored and SQLite made the file with its default 0644).
    private static func createFile(_ path: String) throws {
        var descriptor = open(path, O_CREAT | O_WRONLY | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0, errno == EEXIST {
            var link = stat()
            if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                descriptor = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)  // follows the link
                if descriptor < 0 {
                    let reason = String(cString: strerror(errno))
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                    throw ContactStoreError.cannotOpenStore(
                        path: path, reason: "it is a symbolic link to \(target), which cannot be created: \(reason)")
                }
            } else {
                return  // another process created it at the same moment
            }
        }
        if descriptor < 0 {
            throw ContactStoreError.cannotOpenStore(path: path, reason: String(cString: strerror(errno)))
        }
        close(descriptor)
    }

    /// Throws ``ContactStoreError/storeNotWritable(path:)`` when the store file exists and this user
    /// cannot write it.
    static func requireWritable(_ path: String) throws {
        if access(path, F_OK) == 0, access(path, W_OK) != 0 { throw ContactStoreError.storeNotWritable(path: path) }
    }

    /// Gives a `-wal` or `-shm` its owner cannot write the store's own permissions, when the store
    /// is writable and both belong to this user.
    private static func repairSidecars(of path: String) {
        var store = stat()
        guard access(path, W_OK) == 0, stat(path, &store) == 0 else { return }
        for sidecar in [path + "-wal", path + "-shm"] {
            var info = stat()
            guard stat(sidecar, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o200 == 0 else { continue }
            chmod(sidecar, (store.st_mode & 0o666) | 0o600)
        }
    }
}
