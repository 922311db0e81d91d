import Foundation

/// Where the store lives and how its file is created.
public enum StoreLocation {
    /// The default store path: `$XDG_DATA_HOME/contacts/contacts.sqlite`, else
    /// `~/.local/share/contacts/contacts.sqlite` (CLI.md). `--store` and `$CONTACTS_STORE` come first.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let store = environment["CONTACTS_STORE"], !store.isEmpty { return store }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return dataHome + "/contacts/contacts.sqlite"
    }

    /// Creates the store's folder (0700) and an empty file readable by its owner only (0600) when
    /// they do not exist yet. SQLite gives its `-wal` and `-shm` files the same permissions.
    static func prepare(_ path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let manager = FileManager.default
        do {
            if !manager.fileExists(atPath: folder) {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            if !manager.fileExists(atPath: path) {
                let descriptor = open(path, O_CREAT | O_WRONLY | O_EXCL, 0o600)
                if descriptor < 0, errno != EEXIST {
                    throw ContactStoreError.cannotOpenStore(path: path, reason: String(cString: strerror(errno)))
                }
                if descriptor >= 0 { close(descriptor) }
            }
        } catch let error as ContactStoreError {
            throw error
        } catch {
            throw ContactStoreError.cannotOpenStore(path: path, reason: error.localizedDescription)
        }
    }
}
