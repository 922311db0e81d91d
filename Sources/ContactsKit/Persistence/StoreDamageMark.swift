import Foundation

/// A file beside the store, `STORE.damaged`, that `contacts doctor` leaves when it finds the store
/// file damaged and removes when it finds it whole again. While it is there, nothing is written to
/// the store (docs/hardening.md, "A damaged store keeps accepting writes").
///
/// Why a mark, and why beside the file: SQLite notices damage only when it reads a damaged page, so
/// an import or a move that touches other pages succeeds on a damaged file and spreads its damage
/// (an index pointing at lost rows, a half-merged contact). Checking the whole file before every
/// write (`PRAGMA quick_check` reads every page: seconds on a large store) would cost far more than
/// the writes. So every write refuses when SQLite reports damage on the way (`SQLITE_CORRUPT`,
/// `SQLITE_NOTADB`), and when the last full check found some. The mark is not kept inside the
/// store: writing to a damaged file is what it is there to prevent.
enum StoreDamageMark {
    /// The mark's path for the store at `path`.
    static func path(for store: String) -> String {
        store + ".damaged"
    }

    /// What the last check found, when the store is marked damaged.
    static func finding(_ store: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path(for: store)) else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "damaged" : text
    }

    /// Throws ``ContactStoreError/storeDamaged(path:detail:)`` when the store is marked damaged.
    /// One `open` that fails when it is not: no cost worth measuring beside a write transaction.
    static func refuseWrites(_ store: String) throws {
        if let finding = finding(store) {
            throw ContactStoreError.storeDamaged(path: store, detail: "the last health check found: " + finding)
        }
    }

    /// Marks the store damaged, with what was found (0600, as the store).
    static func mark(_ store: String, finding: String) {
        let descriptor = open(path(for: store), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let bytes = Array((finding + "\n").utf8)
        _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Removes the mark (the store was found whole).
    static func clear(_ store: String) {
        unlink(path(for: store))
    }
}
