import Foundation

/// Where `-o FILE` may write: never over the store itself, its `-wal` or `-shm`, nor over any other
/// SQLite database (another address book, a mail client's index), unless `--force` says so. Before
/// this check, `export -o book.sqlite --store book.sqlite` replaced the address book with vCard text.
enum OutputTarget {
    /// Throws (``ExitStatus/cantCreate``, 73) when `path` is the store at `store`, one of its files, or a SQLite database,
    /// and `force` is false. `-` (standard output) always passes.
    static func check(_ path: String, store: String, force: Bool) throws {
        guard path != "-", !force else { return }
        let target = resolved(path)
        let storeFile = resolved(store)
        if [storeFile, storeFile + "-wal", storeFile + "-shm", storeFile + "-journal"].contains(target) {
            throw CommandError(
                "refusing to write over the store \(Diagnostics.shellQuoted(store)) with -o \(Diagnostics.shellQuoted(path)): choose another file (or add --force)",
                status: .cantCreate)
        }
        if isSQLiteDatabase(path) {
            throw CommandError(
                "refusing to write over \(Diagnostics.shellQuoted(path)), a SQLite database: choose another file (or add --force)",
                status: .cantCreate)
        }
    }

    /// The path with symbolic links and `.`/`..` resolved; for a file that does not exist yet, its
    /// folder resolved and its name appended.
    static func resolved(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        guard let real = realpath(folder, nil) else { return url.standardizedFileURL.path }
        defer { free(real) }
        return (String(cString: real) as NSString).appendingPathComponent(url.lastPathComponent)
    }

    /// Whether the file at `path` starts with SQLite's header ("SQLite format 3" and a NUL).
    static func isSQLiteDatabase(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        var header = [UInt8](repeating: 0, count: 16)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 16) }
        return count == 16 && header == Array("SQLite format 3\u{0}".utf8)
    }
}
