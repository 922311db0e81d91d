import Foundation

/// Which process holds the store's write lock, for the message of a write that waited for it in
/// vain ("database is locked" told nobody who to wait for).
///
/// In WAL mode SQLite takes its write lock as a POSIX record lock on byte 120 of the `-shm` file
/// (`WAL_WRITE_LOCK`, sqlite3's `os_unix.c`); `F_GETLK` names the process holding a lock that
/// conflicts with one this process would take, so it names the writer.
enum StoreLockHolder {
    /// The byte of the `-shm` file SQLite locks for writing.
    static let writeLockOffset = 120

    /// `PID N (COMMAND LINE)` of the process holding the store's write lock, or nil when none (or
    /// it cannot be told).
    static func describe(_ store: String) -> String? {
        let descriptor = open(store + "-shm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = off_t(writeLockOffset)
        lock.l_len = 1
        guard fcntl(descriptor, F_GETLK, &lock) == 0, lock.l_type != Int16(F_UNLCK), lock.l_pid > 0 else { return nil }
        let pid = lock.l_pid
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else {
            return "PID \(pid)"
        }
        let words = data.split(separator: 0, omittingEmptySubsequences: true).map {
            String(decoding: $0, as: UTF8.self)
        }
        let command = words.enumerated().map {
            $0.offset == 0 ? URL(fileURLWithPath: $0.element).lastPathComponent : $0.element
        }
        return "PID \(pid) (\(command.joined(separator: " ")))"
    }
}
