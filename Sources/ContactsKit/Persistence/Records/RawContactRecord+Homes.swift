import GRDB

/// Which book each contact belongs to (``HomeBooks`` decides from what these read).
extension RawContactRecord {
    /// Contacts that hold no card of any remote and whose cards were sent to no book.
    private static let homeless = """
        SELECT id FROM contact WHERE NOT EXISTS (
            SELECT 1 FROM rawContact WHERE rawContact.contactId = contact.id
            AND (rawContact.home IS NOT NULL OR rawContact.source IN (SELECT name FROM remote)))
        """

    /// How many contacts hold no card of any remote and have no home of their own (they follow the
    /// default book).
    static func contactsWithoutHome(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM (\(homeless))") ?? 0
    }

    /// Gives the cards of every contact counted by ``contactsWithoutHome(_:)`` the home `book`.
    static func sendHomeless(to book: String, _ db: Database) throws {
        try db.execute(sql: "UPDATE rawContact SET home = ? WHERE contactId IN (\(homeless))", arguments: [book])
    }

    /// Gives every card of contacts `contacts` the home `book`.
    static func setHome(_ book: String, ofContacts contacts: [ContactRowID], _ db: Database) throws {
        let statement = try db.cachedStatement(sql: "UPDATE rawContact SET home = ? WHERE contactId = ?")
        for contact in contacts { try statement.execute(arguments: [book, contact]) }
    }

    /// Gives raw contact `id` the home `book`.
    static func setHome(_ book: String, ofRaw id: RawContactRowID, _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE rawContact SET home = ? WHERE id = ?").execute(arguments: [book, id])
    }

    /// Gives raw contacts above row id `floor` (an import's new cards) the home `book`.
    static func setHome(_ book: String, above floor: RawContactRowID, _ db: Database) throws {
        try db.execute(sql: "UPDATE rawContact SET home = ? WHERE id > ?", arguments: [book, floor])
    }

    /// The contacts holding a card of `source`, in row order.
    static func contacts(withSource source: String, _ db: Database) throws -> [ContactRowID] {
        try ContactRowID.fetchAll(
            db.cachedStatement(sql: "SELECT DISTINCT contactId FROM rawContact WHERE source = ? ORDER BY contactId"),
            arguments: [source])
    }

    /// The largest raw contact row id, 0 in an empty store.
    static func largestID(_ db: Database) throws -> RawContactRowID {
        try RawContactRowID.fetchOne(db, sql: "SELECT COALESCE(MAX(id), 0) FROM rawContact") ?? RawContactRowID(0)
    }

    /// Each contact that may have `book` as its home, with the sources of its cards and the first
    /// home its cards were given: those holding a card of a remote (`book` among them or not: the
    /// caller decides), and when `includeHomeless`, those holding none.
    static func homeCandidates(
        remotes: [String], includeHomeless: Bool, _ db: Database
    )
        throws -> [(contact: ContactRowID, sources: Set<String>, sentTo: String?)]
    {
        var result: [(contact: ContactRowID, sources: Set<String>, sentTo: String?)] = []
        let held =
            remotes.isEmpty
            ? "0" : "contactId IN (SELECT contactId FROM rawContact WHERE source IN (SELECT name FROM remote))"
        let filter = includeHomeless ? "" : "WHERE \(held)"
        let rows = try Row.fetchCursor(
            db, sql: "SELECT contactId, source, home FROM rawContact \(filter) ORDER BY contactId, id")
        while let row = try rows.next() {
            let contact: ContactRowID = row[0], source: String = row[1], home: String? = row[2]
            if result.last?.contact != contact { result.append((contact, [], nil)) }
            result[result.count - 1].sources.insert(source)
            if result[result.count - 1].sentTo == nil { result[result.count - 1].sentTo = home }
        }
        return result
    }
}

extension RawContactRecord {
    /// Whether some card was given the home `book`.
    static func hasHome(_ book: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM rawContact WHERE home = ? LIMIT 1", arguments: [book]) ?? false
    }
}
