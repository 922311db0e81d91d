import GRDB

/// The schema set aside while a bulk import (``ContactStore/importCards(from:source:strict:link:restoreDeleted:to:onProblem:onProgress:)``
/// into an empty store) loads its rows, and put back once at the end, inside the import's one
/// transaction: a SIGKILL at any moment rolls the drops back with the rows, so the store is never
/// seen without its indexes.
///
/// - The secondary indexes of the tables the load fills (`contact`, `rawContact`, `rawKey` and the
///   facet tables) are dropped and made again with `CREATE INDEX`, which sorts each index's entries
///   once instead of inserting them one by one at random places (the UUID-free ones; a table's
///   `UNIQUE` constraints stay, SQLite cannot drop them).
/// - The per-row insert triggers of `contact`, `rawContact` and `rawCard` (the order buckets', and the undo
///   log's, which log nothing above an import's ``UndoRangeRecord`` anyway, ``UndoTriggers``) are
///   dropped; the order buckets are counted once at the end with one grouped statement.
/// - Search rows are indexed beside the writer, on a connection of their own (``BulkSearchIndex``),
///   as one segment, and copied into the store's index at the end. When that leaves the index in
///   more segments than a search asks one by one (``MatchWalk/segmentsAsked``: from about 600,000
///   contacts, FTS5 writing a segment each time its 64 MB of pending terms fill), FTS5 rewrites it
///   as one there first (``ContactSearchRecord/optimize(_:)``; 18.5 s for a million contacts,
///   about a tenth of their import), which makes each question about one contact five times
///   cheaper for good.
/// - Lookup keys (``RawKeyRecord``) are kept in memory, then sorted and appended to `rawKey` in
///   key order: `rawKey` is a B-tree on the key, a hash, so one insert per key landed at a random
///   place (a quarter of the writer's time). Staged in a temporary table instead, a JSON array per
///   raw contact, and written by one sorted `INSERT … SELECT`, they took 2.8 s for 100,000 cards,
///   most of it the foreign key's lookup of each key's raw contact (gone since "v15").
///
/// Each index and trigger is made again from its own text in `sqlite_master`, so the schema after
/// the load is exactly the schema before it.
struct BulkLoad {
    /// The tables whose secondary indexes are dropped for the load.
    static let indexedTables = [
        "contact", "rawContact", "rawKey", "contactCategory", "contactGroup", "groupMember", "contactDate",
    ]
    /// The store's triggers that fire once per inserted row of the load.
    static let rowTriggers = ["contact_orderInsert"]
    /// The change log's triggers that do (the connection's own, made again by ``UndoTriggers/install(_:)``).
    static let undoRowTriggers = ["undo_contact_insert", "undo_rawContact_insert", "undo_rawCard_insert"]

    /// The `CREATE` statements of what was dropped, indexes first.
    private let dropped: [String]
    /// The largest contact id before the load: the rows above it are the load's.
    private let contactsAbove: Int64
    /// The lookup keys staged (a reference: the copies of the load stage into one).
    private let keys = StagedKeys()
    /// The search rows staged, indexed beside the writer.
    private let search: BulkSearchIndex

    /// Lookup keys by raw contact, as pairs in staging order; a raw contact staged again (its card
    /// replaced by a later one of the import) has its latest keys apart.
    private final class StagedKeys {
        var pairs: [(key: LinkKey, raw: RawContactRowID)] = []
        var restaged: [RawContactRowID: [LinkKey]] = [:]

        /// Every pair, sorted by key then raw contact, without repeats.
        func sorted() -> [(key: LinkKey, raw: RawContactRowID)] {
            var all = restaged.isEmpty ? pairs : pairs.filter { restaged[$0.raw] == nil }
            for (raw, keys) in restaged { all += keys.map { ($0, raw) } }
            all.sort { ($0.key, $0.raw) < ($1.key, $1.raw) }
            var unique: [(key: LinkKey, raw: RawContactRowID)] = []
            unique.reserveCapacity(all.count)
            for pair in all where unique.last.map({ $0 != pair }) ?? true { unique.append(pair) }
            return unique
        }
    }

    /// Drops the indexes and triggers and opens the search rows' index beside. Inside the import's
    /// transaction.
    static func begin(_ db: Database) throws -> BulkLoad {
        let tables = indexedTables.map { "'\($0)'" }.joined(separator: ", ")
        let triggers = rowTriggers.map { "'\($0)'" }.joined(separator: ", ")
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT type, name, sql FROM sqlite_master
                WHERE (type = 'index' AND tbl_name IN (\(tables)) AND sql IS NOT NULL) OR (type = 'trigger' AND name IN (\(triggers)))
                ORDER BY type = 'trigger', name
                """)
        for row in rows {
            let type: String = row["type"], name: String = row["name"]
            try db.execute(sql: "DROP \(type == "index" ? "INDEX" : "TRIGGER") main.\(name.quotedDatabaseIdentifier)")
        }
        try UndoTriggers.drop(db, only: undoRowTriggers)
        let above = try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(id), 0) FROM contact") ?? 0
        return BulkLoad(
            dropped: rows.map { $0["sql"] }, contactsAbove: above,
            search: try BulkSearchIndex(definition: try ContactSearchRecord.definition(db)))
    }

    /// Stages the search row of a contact the load created.
    func stageSearch(_ contact: ContactRowID, _ document: SearchDocument) {
        search.stage(contact, document)
    }

    /// Stages the lookup keys of a raw contact the load has just created.
    func stageKeys(_ rawContact: RawContactRowID, _ keys: [LinkKey]) {
        self.keys.pairs += keys.map { ($0, rawContact) }
    }

    /// Stages the lookup keys of a raw contact the load created earlier and whose card a later one
    /// replaced, instead of those staged for it before.
    func restageKeys(_ rawContact: RawContactRowID, _ keys: [LinkKey]) {
        self.keys.restaged[rawContact] = keys
    }

    /// Writes the staged keys, once the load has stored every row; returns them sorted by key then
    /// raw contact (linking can find its blocks in them while ``finish(_:)`` runs).
    func writeKeys(_ db: Database) throws -> [(key: LinkKey, raw: RawContactRowID)] {
        let sorted = keys.sorted()
        keys.pairs = []
        keys.restaged = [:]
        try RawKeyRecord.insert(sorted: sorted, db)
        return sorted
    }

    /// After ``writeKeys(_:)``: makes the indexes and triggers again and counts the load's contacts
    /// into their order buckets while the search rows are written out beside, then copies them.
    /// Inside the import's transaction, before anything else reads or changes the loaded rows.
    func finish(_ db: Database) throws {
        search.finishIndexing()
        for sql in dropped { try db.execute(sql: sql) }
        try UndoTriggers.install(db)
        try db.execute(
            sql: """
                INSERT INTO orderBucket (bucket, count)
                    SELECT orderKey >> 30, COUNT(*) FROM contact WHERE id > ? GROUP BY 1 ORDER BY 1
                    ON CONFLICT (bucket) DO UPDATE SET count = count + excluded.count
                """, arguments: [contactsAbove])
        try search.copy(into: db)
    }
}
