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
}
