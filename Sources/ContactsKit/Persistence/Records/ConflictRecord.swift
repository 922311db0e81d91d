import GRDB

/// The `conflict` table: the value that lost each conflict of a merge, kept to be seen and taken.
/// Created by "v20-conflicts".
enum ConflictRecord: TableRecord {
    static let databaseTableName = "conflict"

    /// One kept conflict, as stored.
    struct Stored {
        let id: Int64
        /// The contact whose card it is in (nil when the card is no longer in the store).
        let contactId: ContactRowID?
        let rawUuid: String
        let source: String
        let field: String
        /// Our value's and the source's value's properties, as vCard 4.0 text.
        let kept: String
        let lost: String
        let foundAt: String
    }

    /// Keeps a conflict of raw contact `rawUuid`, replacing an older one of the same field.
    static func insert(
        rawUuid: String, source: String, field: String, kept: String, lost: String, foundAt: String,
        _ db: Database
    ) throws {
        try db.cachedStatement(sql: "DELETE FROM conflict WHERE rawUuid = ? AND field = ?").execute(arguments: [
            rawUuid, field,
        ])
        try db.cachedStatement(
            sql: """
                INSERT INTO conflict (rawUuid, source, field, kept, lost, foundAt) VALUES (?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [rawUuid, source, field, kept, lost, foundAt])
    }

    private static let selection = """
        SELECT conflict.id, rawContact.contactId, conflict.rawUuid, conflict.source, conflict.field, conflict.kept, conflict.lost,
            conflict.foundAt
        FROM conflict JOIN rawContact ON rawContact.uuid = conflict.rawUuid
        """

    private static func stored(_ row: Row) -> Stored {
        Stored(
            id: row[0], contactId: row[1], rawUuid: row[2], source: row[3], field: row[4], kept: row[5], lost: row[6],
            foundAt: row[7])
    }

    /// The conflicts of cards still in the store, of contact `contactId` or of every contact, oldest first.
    static func all(ofContact contactId: ContactRowID?, _ db: Database) throws -> [Stored] {
        if let contactId {
            return try Row.fetchAll(
                db, sql: selection + " WHERE rawContact.contactId = ? ORDER BY conflict.id", arguments: [contactId]
            )
            .map(stored)
        }
        return try Row.fetchAll(db, sql: selection + " ORDER BY conflict.id").map(stored)
    }

    /// Conflict `id`, when its card is still in the store.
    static func find(_ id: Int64, _ db: Database) throws -> Stored? {
        try Row.fetchOne(db, sql: selection + " WHERE conflict.id = ?", arguments: [id]).map(stored)
    }

    /// Forgets conflict `id`.
    static func delete(_ id: Int64, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM conflict WHERE id = ?", arguments: [id])
    }

    /// Forgets the conflicts of raw contact `rawUuid` on `field` (a value set since decides it).
    static func delete(rawUuid: String, field: String, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM conflict WHERE rawUuid = ? AND field = ?").execute(arguments: [
            rawUuid, field,
        ])
    }
}
