import GRDB

extension ContactStore {
    /// How much of the store file the writer reads through a memory map during a bulk write.
    static let bulkWriteMapSize = 256 << 20

    /// Runs `body` (an import, or linking the whole store) with the writer connection set for
    /// writes that touch much of the store: statement journals in memory and the file read through
    /// a memory map. The settings are the writer connection's own and are put back afterwards;
    /// failing to change them changes nothing else.
    ///
    /// Statement journals: every statement that fires a trigger (the undo log's, the order
    /// buckets') keeps a journal of the pages it changes; past 64 KiB SQLite spills it to a
    /// temporary file, which then stays a file for the rest of the transaction: an import wrote ten
    /// pages there per card (`strace`: 206,000 page writes for 10,000 cards, 16 times the WAL's
    /// frames). An import's statements each change a few rows, so in memory the journals stay
    /// small (each is emptied when its statement ends). Other writes keep SQLite's default, so a
    /// single statement changing a great many rows (the undo of a large import) spills to a file
    /// rather than into memory.
    ///
    /// Memory map (``bulkWriteMapSize``): linking 100,000 raw contacts rewrites half the store's
    /// pages and, through the 64 MB page cache, read pages with 144,000 `pread64` calls; mapped,
    /// a page the cache let go costs no system call (SQLite only reads through the map: writes
    /// still go to the WAL). Readers keep plain reads, so streaming a million contacts stays small.
    ///
    /// `foreignKeys: false` also turns foreign keys off: the body's write must then make the
    /// cascades' deletes itself (``withoutForeignKeys(_:)``).
    ///
    /// Changing `temp_store` drops the connection's TEMP objects, the change log's triggers among
    /// them (``UndoTriggers``): they are made again after each change, and failing that is an
    /// error, never a writer that no longer logs.
    func withBulkWriteSettings<T>(foreignKeys: Bool = true, _ body: () throws -> T) throws -> T {
        try uncheckedDatabase.writeWithoutTransaction { db in
            try? db.execute(sql: "PRAGMA temp_store = MEMORY")
            try? db.execute(sql: "PRAGMA mmap_size = \(Self.bulkWriteMapSize)")
            try UndoTriggers.install(db)
        }
        let result = Result { try foreignKeys ? body() : withoutForeignKeys(body) }
        try uncheckedDatabase.writeWithoutTransaction { db in
            try? db.execute(sql: "PRAGMA temp_store = DEFAULT")
            try? db.execute(sql: "PRAGMA mmap_size = 0")
            try UndoTriggers.install(db)
        }
        return try result.get()
    }

    /// Runs `body` with the writer connection's foreign keys off: no checks and no cascades, which
    /// SQLite runs row by row (deleting 16,000 merged contacts cost twice as long with them, each
    /// delete cascading into four tables). The body's write transaction must make every delete a
    /// cascade would have made itself: the writes `BulkLinker` runs do (``Linker/merge(_:)``,
    /// ``ContactGroupRecord/delete(_:_:)``, ``ChangeRecord/begin(_:summary:client:_:)``,
    /// ``TrashRecord/purgeExpired(_:)``, ``ThumbnailRecord/deleteOrphans(_:)``), and in debug
    /// builds ``StoreIntegrity/assertNoDanglingRows(_:)`` checks it before the commit. Foreign keys
    /// are turned on again afterwards, whatever happens (the pragma is set outside a transaction);
    /// failing that is an error, not a connection left without them.
    private func withoutForeignKeys<T>(_ body: () throws -> T) throws -> T {
        _ = try? uncheckedDatabase.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA foreign_keys = OFF") }
        let result = Result { try body() }
        try uncheckedDatabase.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA foreign_keys = ON") }
        return try result.get()
    }
}
