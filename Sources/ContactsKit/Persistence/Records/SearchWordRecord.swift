import GRDB
import SQLiteLinkage

/// The `searchWord` table ("v24-search-words"): the words of the search index a typed word may
/// stand for — six characters or more, the first five ASCII letters and digits with at least one
/// letter — so that a word typed longer than the index's prefix lists is searched as the few words
/// of the index it starts, or as its first five letters when they start the same words
/// (``form(of:_:)``, ``SearchQuery/match(_:scope:terms:tokens:)``), found by range reads.
///
/// A superset of the index's words of that form, never shrunk but by a rebuild of the whole index
/// (``clear(_:)``): each write of search rows adds their words first (``insertWords(of:arguments:_:)``),
/// with FTS5's own tokenizer (`search_words`, `SQLiteLinkage/SearchWords.c`), and a bulk import
/// those of the index it copies (``vocabularyWords(_:)``), so no word of the index is ever
/// missing; a word whose contacts are gone only adds a branch that matches nobody. Before, FTS5's
/// view of its words (`fts5vocab`) answered, but finding that no word follows `conference` made
/// FTS5 read `conference`'s list of 640,000 contacts to its end: 13–41 ms of a browse letter on a
/// million contacts.
enum SearchWordRecord {
    /// How many words a typed word may stand for (``words(startingWith:limit:_:)``) before it is
    /// searched as a prefix after all.
    static let wordsPerTypedWord = 16

    /// Adds the SQL aggregate `search_words` to the connection, which ``insertWords(of:arguments:_:)``
    /// calls (every connection to the store has it).
    static func addFunction(_ db: Database) throws {
        guard contacts_add_search_words_function(db.sqliteConnection) == 0 else {
            throw DatabaseError(resultCode: .SQLITE_ERROR, message: "cannot add the search index's word function")
        }
    }

    /// Adds the words of the search rows that `rows` selects (a `SELECT` of the columns `name`,
    /// `organization`, `email`, `phone`, `categories` and `other`, as `contactSearch` has them), in
    /// one statement. Run before the rows go into the index: FTS5 writes its pending terms out at
    /// every statement that opens a savepoint.
    static func insertWords(of rows: String, arguments: StatementArguments = [], _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO searchWord (word)
                    SELECT value FROM json_each((
                        SELECT search_words(name, organization, email, phone, categories, other) FROM (\(rows))))
                """, arguments: arguments)
    }

    /// Which terms of FTS5's vocabulary (`fts5vocab`'s `term` column) the table holds, as SQL:
    /// those `search_words` keeps.
    static let vocabularyFilter = """
        length(term) >= 6 AND substr(term, 1, 5) NOT GLOB '*[^a-z0-9]*' AND substr(term, 1, 5) GLOB '*[a-z]*'
        """

    /// The words the table would hold for the index (``BulkSearchIndex``'s, on its own
    /// connection), in order, from FTS5's vocabulary.
    static func vocabularyWords(_ db: Database) throws -> [String] {
        try withVocabulary(db) {
            try String.fetchAll(
                db, sql: "SELECT term FROM temp.searchWordVocabulary WHERE \(vocabularyFilter) ORDER BY term")
        }
    }

    /// Adds `words` (from ``vocabularyWords(_:)``, in order).
    static func insert(_ words: [String], _ db: Database) throws {
        let statement = try db.makeStatement(sql: "INSERT OR IGNORE INTO searchWord (word) VALUES (?)")
        for word in words { try statement.execute(arguments: [word]) }
    }

    /// How many words of the index the table lacks, from FTS5's whole vocabulary (a few seconds on
    /// a million contacts): for the health check. None unless something other than this version
    /// wrote search rows (an earlier version writing a store this one migrated, the `sqlite3` shell).
    /// Inside a write transaction: it makes a TEMP view of the vocabulary for the while.
    static func countMissing(_ db: Database) throws -> Int {
        try withVocabulary(db) {
            try Int.fetchOne(
                db,
                sql: """
                    SELECT COUNT(*) FROM temp.searchWordVocabulary
                    WHERE \(vocabularyFilter) AND term NOT IN (SELECT word FROM searchWord)
                    """) ?? 0
        }
    }

    /// Runs `body` with FTS5's vocabulary of the index as the TEMP table `searchWordVocabulary`.
    private static func withVocabulary<Result>(_ db: Database, _ body: () throws -> Result) throws -> Result {
        try db.execute(sql: "CREATE VIRTUAL TABLE temp.searchWordVocabulary USING fts5vocab(main, contactSearch, row)")
        defer { try? db.execute(sql: "DROP TABLE temp.searchWordVocabulary") }
        return try body()
    }

    /// Empties the table, with the whole index (``ContactSearchRecord/clear(_:)``).
    static func clear(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM searchWord")
    }

    /// What `word` (lowercase ASCII letters and digits, longer than the index's prefix lists)
    /// stands for in the index: its first five characters when they start exactly the same words
    /// of the index (one list FTS5 keeps, whatever the number of words), else the words it starts
    /// when there are at most ``wordsPerTypedWord``; nil when neither, or when `word` is not one
    /// the table can answer for (its first five characters all digits, or not ASCII letters and
    /// digits): then it is searched as a prefix.
    static func form(of word: String, _ db: Database) throws -> IndexedWordForm? {
        let bytes = Array(word.utf8)
        let short = SearchQuery.longestIndexedPrefix
        guard bytes.count > short, bytes.allSatisfy(isLetterOrDigit), bytes[..<short].contains(where: isLetter) else {
            return nil
        }
        let prefix = String(decoding: bytes[..<short], as: UTF8.self)
        // The table holds every word of six characters or more that `prefix` starts; `prefix`
        // itself, a word of five, only the index knows of.
        if try !holdsWord(from: prefix, before: word, db),
            try !holdsWord(from: after(word), before: after(prefix), db),
            try !ContactSearchRecord.holds(word: prefix, db)
        {
            return .prefix(prefix)
        }
        return try words(startingWith: word, limit: wordsPerTypedWord, db).map(IndexedWordForm.words)
    }

    /// The words that start with `prefix` (see ``form(of:_:)``), in order; nil when there are more
    /// than `limit`.
    static func words(startingWith prefix: String, limit: Int, _ db: Database) throws -> [String]? {
        let words = try String.fetchAll(
            db.cachedStatement(sql: "SELECT word FROM searchWord WHERE word >= ? AND word < ? ORDER BY word LIMIT ?"),
            arguments: [prefix, after(prefix), limit + 1])
        return words.count > limit ? nil : words
    }

    /// Whether the table holds a word from `start` (included) to `end` (excluded).
    private static func holdsWord(from start: String, before end: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM searchWord WHERE word >= ? AND word < ? LIMIT 1"),
            arguments: [start, end]) ?? false
    }

    /// The least text after every text `prefix` (ASCII letters and digits) starts: its last
    /// character, plus one.
    private static func after(_ prefix: String) -> String {
        var bytes = Array(prefix.utf8)
        bytes[bytes.count - 1] += 1
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool { isLetter(byte) || (0x30...0x39).contains(byte) }
}
