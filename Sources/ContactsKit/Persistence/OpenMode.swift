/// What a ``ContactStore`` is opened for, which decides how its file is opened (docs/hardening.md,
/// "Commands that only read").
public enum OpenMode: Sendable, Hashable {
    /// Reading and writing: a GRDB `DatabasePool` in WAL mode (one writer, readers beside it).
    case readWrite
    /// Reading only, as `list`, `show`, `query` and `export` do: one connection that writes nothing
    /// to the store when it opens or closes, so such a command costs no write and no `fsync`. A
    /// store the user cannot write is opened immutable (reads work, no `-wal` or `-shm` is made).
    /// Writing through it still works on a writable store (an access decision is recorded), at the
    /// usual cost. A store that does not exist yet or needs migrating is opened read-write once.
    case readOnly
    /// Reading and writing on one connection, for a command that makes one short change (`move`,
    /// `delete`, `edit`, `undo`): opening an existing store costs one connection where
    /// ``readWrite`` costs three (the access check's, the pool's writer and a reader), and writes
    /// nothing to the file before the first change (GRDB's pool writes a transaction to make the
    /// `-wal`). No reader works beside the writer, so long work (import, link, sync, browse) keeps
    /// ``readWrite``. A store that does not exist yet or needs migrating is opened as ``readWrite``.
    case readWriteOneConnection

    /// Whether the store is opened for writing: every mode but ``readOnly``.
    var writes: Bool { self != .readOnly }
}
