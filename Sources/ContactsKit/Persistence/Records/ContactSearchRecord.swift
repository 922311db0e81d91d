import Foundation
import GRDB
import GRDBSQLite

/// The `contactSearch` table: an FTS5 index, one row per contact (its rowid is the contact's id),
/// of what `contacts list QUERY` matches: names, organisation, emails, phone digits, categories and
/// everything else a search finds (`other`: note, addresses, URLs, …; ``SearchDocument``);
/// case- and diacritic-insensitive, with prefix indexes. Created by "v1-contacts", made again with
/// `categories` by "v7-categories-groups-dates", with longer prefixes by "v14-search-prefixes",
/// without a copy of its text by "v17-contentless-search", and with `other` by
/// "v21-search-every-field": a row's columns read back as NULL; rows are only matched, deleted by
/// rowid and written.
///
/// Write search rows last in a transaction, after the other statements of a batch: FTS5 flushes its
/// pending terms at every statement savepoint, and inserts into `contact` open one (the order-bucket
/// trigger). Deletes leave no pending terms and may come earlier, with merging paused when there are
/// many (``pauseMerging(_:)``). Deleting a contact does not delete its search row (see
/// "v2-linking"): delete it here.
enum ContactSearchRecord: TableRecord {
    static let databaseTableName = "contactSearch"

    /// Adds the search rows of contacts that have none, in one statement, after their words
    /// (``SearchWordRecord``). FTS5 writes its pending terms out at every statement that opens a
    /// savepoint: with a statement a row, relinking a book wrote thousands of small segments and
    /// merged them.
    static func insert(_ documents: [(contact: ContactRowID, document: SearchDocument)], _ db: Database) throws {
        guard !documents.isEmpty else { return }
        let rows = JSONRows.text(documents.map { row -> [any JSONRowValue] in [row.contact] + row.document.columns })
        try SearchWordRecord.insertWords(
            of: """
                SELECT value ->> 1 AS name, value ->> 2 AS organization, value ->> 3 AS email, value ->> 4 AS phone,
                    value ->> 5 AS categories, value ->> 6 AS other FROM json_each(?)
                """, arguments: [rows], db)
        try db.execute(
            sql: """
                INSERT INTO contactSearch (rowid, name, organization, email, phone, categories, other)
                    SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6 FROM json_each(?)
                """, arguments: [rows])
    }

    /// Makes an empty temporary table for search rows to be written at once by
    /// ``writeStaged(_:)`` (rebuilding the whole index: ``RepairStep/rebuildSearchIndex(_:)``).
    static func beginStaging(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TABLE IF EXISTS temp.stagedSearch;
                CREATE TEMP TABLE stagedSearch (contactId INTEGER PRIMARY KEY, name, organization, email, phone, categories, other)
                """)
    }

    /// Adds search rows to the table of ``beginStaging(_:)``, in one statement.
    static func stage(_ documents: [(contact: ContactRowID, document: SearchDocument)], _ db: Database) throws {
        guard !documents.isEmpty else { return }
        let rows = documents.map { row -> [any JSONRowValue] in [row.contact] + row.document.columns }
        try db.execute(
            sql: """
                INSERT INTO temp.stagedSearch (contactId, name, organization, email, phone, categories, other)
                    SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6 FROM json_each(?)
                """, arguments: [JSONRows.text(rows)])
    }

    /// Writes the staged rows into the index in one statement, in contact order, with FTS5's merging
    /// paused (``pauseMerging(_:)``): its terms go out in a few large segments instead of a small
    /// one a statement merged again and again, then made one (``optimizeIfFragmented(_:)``) when
    /// that is more than a search asks one by one. Drops the staging table.
    static func writeStaged(_ db: Database) throws {
        try SearchWordRecord.insertWords(of: "SELECT * FROM temp.stagedSearch", db)
        try pauseMerging(db)
        try db.execute(
            sql: """
                INSERT INTO contactSearch (rowid, name, organization, email, phone, categories, other)
                    SELECT contactId, name, organization, email, phone, categories, other FROM temp.stagedSearch ORDER BY contactId;
                DROP TABLE temp.stagedSearch
                """)
        try resumeMerging(db)
        try optimizeIfFragmented(db)
    }

    /// FTS5's `automerge` and `hashsize`, its defaults: once a level of the index holds this many
    /// segments, each write merges some of them; pending terms are written out as a new segment
    /// whenever they reach this many bytes.
    static let automerge = 4, hashSize = 1 << 20

    /// From how many search rows written at once (a link of the whole store or its undo, not an
    /// import's batch of 1,000 cards) the index's segments are left for later writes to merge.
    static let rowsMergedLater = 5_000

    /// Deletes the search rows of contacts `deleting`, then adds `inserting`, in a statement each
    /// (see ``insert(_:_:)``).
    ///
    /// From ``rowsMergedLater`` rows on, FTS5's automerge is off and its hash holds a whole
    /// statement's terms (64 MB) meanwhile, and FTS5's defaults are put back after. A statement's
    /// writes become new segments of the index, one each time its pending terms fill the hash, and
    /// with automerge on FTS5 merges them at once with the segments already there: a link of
    /// 100,000 raw contacts deleted 27,000 search rows and inserted 11,000, and the merging took
    /// longer than the writing (inserts 0.37–0.73 s with it, 0.23–0.31 s without, replayed in the
    /// `sqlite3` shell while the index still kept its text). Now each statement leaves one segment
    /// (with the default hash, the link left 19 instead of 8), which later writes merge a little at
    /// a time, as FTS5 does with any segment; a search reads one more segment meanwhile. Inside the
    /// caller's transaction: a rollback takes the settings back with the rows.
    ///
    /// - Parameter mergingPaused: Whether ``pauseMerging(_:)`` was called before in the transaction
    ///   (for deletes made ahead of time): the defaults are put back here in any case.
    static func replace(
        deleting: [ContactRowID], inserting: [(contact: ContactRowID, document: SearchDocument)],
        mergingPaused: Bool = false, _ db: Database
    ) throws {
        let pausing = !mergingPaused && deleting.count + inserting.count >= rowsMergedLater
        if pausing { try pauseMerging(db) }
        try delete(deleting, db)
        try insert(inserting, db)
        if pausing || mergingPaused { try resumeMerging(db) }
    }

    /// Turns FTS5's automerge off and lets its hash hold 64 MB of terms, as
    /// ``replace(deleting:inserting:mergingPaused:_:)`` does for many rows, until that call puts the
    /// defaults back. Needed before many deletes too: FTS5 counts each delete as a page written, and
    /// the next flush (at the next statement savepoint) merged segments for all of them (a second
    /// for the 27,000 deletes of a link).
    static func pauseMerging(_ db: Database) throws {
        try configure(automerge: 0, hashSize: 64 << 20, db)
    }

    /// Puts FTS5's defaults back after ``pauseMerging(_:)``.
    static func resumeMerging(_ db: Database) throws {
        try configure(automerge: automerge, hashSize: hashSize, db)
    }

    private static func configure(automerge: Int, hashSize: Int, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO contactSearch (contactSearch, rank) VALUES ('automerge', ?);
                INSERT INTO contactSearch (contactSearch, rank) VALUES ('hashsize', ?);
                """, arguments: [automerge, hashSize])
    }

    /// The index's `CREATE VIRTUAL TABLE` statement, as the store has it (``BulkSearchIndex`` makes
    /// the same index on its own connection).
    static func definition(_ db: Database) throws -> String {
        guard
            let sql = try String.fetchOne(
                db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
                arguments: [databaseTableName])
        else { throw DatabaseError(message: "the store has no search index") }
        return sql
    }

    /// Whether the index holds a row (one read of FTS5's table of document sizes).
    static func hasAny(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM contactSearch_docsize)") ?? false
    }

    /// Deletes every search row (FTS5's `delete-all` command, for an index without its text), and
    /// the index's words (``SearchWordRecord``).
    static func clear(_ db: Database) throws {
        try db.execute(sql: "INSERT INTO contactSearch (contactSearch) VALUES ('delete-all')")
        try SearchWordRecord.clear(db)
    }

    /// Deletes the search rows of contacts `ids` in one statement (see ``insert(_:_:)``).
    static func delete(_ ids: [ContactRowID], _ db: Database) throws {
        guard !ids.isEmpty else { return }
        try db.execute(
            sql: "DELETE FROM contactSearch WHERE rowid IN (SELECT value FROM json_each(?))",
            arguments: [JSONRows.text(ids)])
    }

    /// The ids of the contacts matching an FTS5 MATCH expression, as bits. Read with SQLite's own
    /// step loop: a GRDB cursor costs about as much a row as FTS5 does (a retained statement, a
    /// type check), and a common prefix matches a hundred thousand contacts or more.
    static func matches(_ match: String, _ db: Database) throws -> IdBitSet {
        try matches(match, db, stopping: { false })!
    }

    /// ``matches(_:_:)``, asking `stopping` every ``rowsBetweenStops`` matches whether to give up:
    /// nil when it said so.
    static func matches(_ match: String, _ db: Database, stopping: () -> Bool) throws -> IdBitSet? {
        var matches = IdBitSet(largest: try ContactRecord.largestID(db))
        let statement = try db.cachedStatement(sql: "SELECT rowid FROM contactSearch WHERE contactSearch MATCH ?")
        try statement.setArguments([match])
        let finished = try statement.forRows { row in
            matches.insert(ContactRowID(sqlite3_column_int64(row, 0)))
            return matches.count % rowsBetweenStops != 0 || !stopping()
        }
        return finished ? matches : nil
    }

    /// How many rows a long read goes between asking whether to stop (about a millisecond).
    static let rowsBetweenStops = 16_384

    /// Whether contact `id` matches an FTS5 MATCH expression (a seek in the index's lists, not a read of them).
    static func contact(_ id: ContactRowID, matches match: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM contactSearch WHERE contactSearch MATCH ? AND rowid = ?"),
            arguments: [match, id]) ?? false
    }

    /// How many segments the index is in: FTS5 looks in each for every word, so a question about
    /// one contact costs about 5 µs a segment on a million contacts (one segment: 9 µs; ten: 50 µs).
    /// Read from the index's structure record (a 4-byte cookie, FTS5's 4-byte mark of its second
    /// format, then the number of levels and of segments as varints); nil when it cannot be read.
    static func segmentCount(_ db: Database) throws -> Int? {
        guard let data = try Data.fetchOne(db, sql: "SELECT block FROM contactSearch_data WHERE id = 10") else {
            return 0
        }
        let bytes = [UInt8](data)
        var offset = 4
        if bytes.count >= 8, bytes[4...7].elementsEqual([0xFF, 0x00, 0x00, 0x01]) { offset = 8 }
        func varint() -> Int? {
            var value = 0
            for _ in 0..<4 {
                guard offset < bytes.count else { return nil }
                let byte = bytes[offset]
                offset += 1
                value = value << 7 | Int(byte & 0x7F)
                if byte < 0x80 { return value }
            }
            return nil
        }
        guard varint() != nil else { return nil }
        return varint()
    }

    /// Rewrites the index as one segment (FTS5's `optimize`), so that each question about one
    /// contact looks in one place (``segmentCount(_:)``). Writes the whole index once.
    static func optimize(_ db: Database) throws {
        try db.execute(sql: "INSERT INTO contactSearch (contactSearch) VALUES ('optimize')")
    }

    /// ``optimize(_:)`` when the index is in more segments than a search asks about one by one
    /// (``MatchWalk/segmentsAsked``), after writing the whole index (a bulk import, a rebuild), which
    /// leaves a segment each time FTS5's 64 MB of pending terms fill (300,000 contacts leave two).
    /// On a million contacts left in ten segments, a search of a phone's digits (`list '555 01'
    /// --limit 50`) took 28.8 ms against 13.3 ms in one; the rewrite takes 11–19 s there.
    static func optimizeIfFragmented(_ db: Database) throws {
        if try (segmentCount(db) ?? 0) > MatchWalk.segmentsAsked { try optimize(db) }
    }

    /// Whether `word` (lowercase, as the index folds words) is a word of the index: one seek.
    static func holds(word: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM contactSearch WHERE contactSearch MATCH ? LIMIT 1"),
            arguments: [SearchQuery.phrase(word)]) ?? false
    }

    /// The ids of at most `limit` contacts matching an FTS5 MATCH expression.
    static func ids(matching match: String, limit: Int, _ db: Database) throws -> [ContactRowID] {
        try ContactRowID.fetchAll(
            db.cachedStatement(sql: "SELECT rowid FROM contactSearch WHERE contactSearch MATCH ? LIMIT ?"),
            arguments: [match, limit])
    }

    /// How many contacts have no search row.
    static func countMissing(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contact WHERE id NOT IN (SELECT rowid FROM contactSearch)") ?? 0
    }

    /// How many search rows are for contacts that do not exist.
    static func countOrphans(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contactSearch WHERE rowid NOT IN (SELECT id FROM contact)") ?? 0
    }

    /// Whether FTS5's own integrity check passes. It is an `INSERT` command, which a read-only
    /// connection refuses: call it inside a write transaction.
    static func passesIntegrityCheck(_ db: Database) -> Bool {
        do {
            try db.execute(sql: "INSERT INTO contactSearch(contactSearch, rank) VALUES ('integrity-check', 0)")
            return true
        } catch {
            return false
        }
    }
}
