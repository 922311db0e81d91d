import Foundation
import GRDB

/// The `contact` table: one row per unified contact, with everything a listing shows denormalised
/// into it (``ContactFields``, packed lists), its manual order key and sort keys, and the photo it
/// shows. Created by "v1-contacts"; photo columns by "v4-photos".
///
/// A caseless namespace of cached, hand-written statements rather than a struct mirroring the row:
/// the table is on every hot path (import, listing a million rows, linking), its 25 columns are
/// never wanted all at once, and the values the rest of the module works with are not its rows
/// (``ContactFields`` in, ``Contact`` out). The same holds for every record of this folder but
/// ``AccessRecord`` and ``MaintenanceRecord``. Other concerns of the table are in
/// `ContactRecord+Listing.swift`, `+Order.swift`, `+Photo.swift` and `+Health.swift`.
enum ContactRecord: TableRecord {
    static let databaseTableName = "contact"

    enum Columns {
        static let id = Column("id")
        static let uuid = Column("uuid")
        static let orderKey = Column("orderKey")
        static let displayName = Column("displayName")
        static let givenName = Column("givenName")
        static let familyName = Column("familyName")
        static let middleName = Column("middleName")
        static let namePrefix = Column("namePrefix")
        static let nameSuffix = Column("nameSuffix")
        static let nickname = Column("nickname")
        static let organization = Column("organization")
        static let jobTitle = Column("jobTitle")
        /// Packed (``PackedList``): label, value.
        static let emails = Column("emails")
        /// Packed (``PackedList``): label, value.
        static let phones = Column("phones")
        /// Packed (``PackedList``): label and the seven parts of an address.
        static let addresses = Column("addresses")
        static let birthday = Column("birthday")
        static let note = Column("note")
        static let hasPhoto = Column("hasPhoto")
        static let sortKeyFamily = Column("sortKeyFamily")
        static let sortKeyGiven = Column("sortKeyGiven")
        static let sectionFamily = Column("sectionFamily")
        static let sectionGiven = Column("sectionGiven")
        static let photoHash = Column("photoHash")
        static let photoURI = Column("photoURI")
        static let photoChoice = Column("photoChoice")
    }

    // MARK: - Writing

    /// Inserts a new contact with `fields` at `orderKey` (with a new id, or `uuid` for a contact
    /// restored from the trash); returns its row id. Its search row is
    /// written separately (``ContactSearchRecord``), after the batch's other statements: an FTS5
    /// table flushes its pending terms at every statement savepoint, and the order-bucket trigger
    /// opens one per insert, which made interleaved inserts 2.4 times slower.
    static func insert(
        _ fields: ContactFields, orderKey: OrderKey, uuid: String = RandomID.make(), _ db: Database
    ) throws -> ContactRowID {
        try insert(ContactColumns(fields), orderKey: orderKey, uuid: uuid, db)
    }

    /// Inserts a new contact whose field columns were computed beforehand (``ContactColumns``).
    static func insert(
        _ columns: ContactColumns, orderKey: OrderKey, uuid: String, _ db: Database
    ) throws -> ContactRowID {
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO contact (uuid, orderKey, displayName, givenName, familyName, middleName, namePrefix, nameSuffix,
                    nickname, organization, jobTitle, emails, phones, addresses, birthday, note, hasPhoto,
                    sortKeyFamily, sortKeyGiven, sectionFamily, sectionGiven)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        try statement.execute(bound: [uuid.databaseValue, orderKey.databaseValue] + columns.values)
        return ContactRowID(db.lastInsertedRowID)
    }

    /// The field columns ``ContactColumns`` holds, in its order.
    static let fieldColumns = [
        "displayName", "givenName", "familyName", "middleName", "namePrefix", "nameSuffix", "nickname",
        "organization", "jobTitle", "emails", "phones", "addresses", "birthday", "note", "hasPhoto",
        "sortKeyFamily", "sortKeyGiven", "sectionFamily", "sectionGiven",
    ]

    /// The columns a contact's merged view (``MergedView``) sets: every field column but `hasPhoto`
    /// (``PhotoAssignment``'s). Computed from the contact's raw contacts; the change log leaves them
    /// out (``UndoTriggers``).
    static let mergedViewColumns = (Array(ContactColumns.plain) + Array(ContactColumns.sorting)).map {
        fieldColumns[$0]
    }

    /// A contact row's field columns (in ``fieldColumns``' order) and photo columns, as stored.
    struct StoredColumns {
        let fields: [DatabaseValue]
        let photo: PhotoColumns
    }

    /// The stored columns of the contacts `ids` that exist, by row id.
    static func storedColumns(of ids: [ContactRowID], _ db: Database) throws -> [ContactRowID: StoredColumns] {
        var columns: [ContactRowID: StoredColumns] = [:]
        for chunk in ids.statementChunks {
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT id, photoHash, photoURI, photoChoice, \(fieldColumns.joined(separator: ", ")) FROM contact
                    WHERE id IN (\(databaseQuestionMarks(count: chunk.count)))
                    """, arguments: StatementArguments(chunk))
            while let row = try rows.next() {
                let fields = (4..<row.count).map { row[$0] as DatabaseValue }
                let photo = PhotoColumns(
                    hash: (row[1] as Data?).map { Array($0) }, uri: row[2],
                    choice: (row[3] as String?).flatMap(PhotoChoice.init), hasPhoto: row[4 + ContactColumns.hasPhoto])
                columns[row[0]] = StoredColumns(fields: fields, photo: photo)
            }
        }
        return columns
    }

    /// Rewrites the field columns of contacts `rows` but for `hasPhoto` (``PhotoAssignment``
    /// decides it) and, unless `sortKeys`, the sort keys and sections: they are indexed, and SQLite
    /// rewrites an index entry whenever its column is set, even to the value it had. One cached
    /// statement a row: a statement of 500 rows of `VALUES` took longer to compile than to run
    /// (the triggers on `contact` each copy its `FROM` clause), 0.4 s of relinking 100,000 cards.
    static func update(_ rows: [(id: ContactRowID, columns: ContactColumns)], sortKeys: Bool, _ db: Database) throws {
        guard !rows.isEmpty else { return }
        let written = Array(ContactColumns.plain) + (sortKeys ? Array(ContactColumns.sorting) : [])
        let assignments = written.map { "\(fieldColumns[$0]) = ?" }.joined(separator: ", ")
        let statement = try db.cachedStatement(sql: "UPDATE contact SET \(assignments) WHERE id = ?")
        for row in rows {
            try statement.execute(bound: written.map { row.columns.values[$0] } + [row.id.databaseValue])
        }
    }

    /// Deletes a contact: its raw contacts go with it (a cascade), its order bucket is counted down
    /// and a photo nobody else shows is deleted (triggers). Its search row is not: delete it with
    /// ``ContactSearchRecord/delete(_:_:)`` (see "v2-linking"), with the others a change deletes.
    static func delete(_ id: ContactRowID, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM contact WHERE id = ?").execute(arguments: [id])
    }

    /// Deletes contacts `ids` in one statement, each as the one-contact `delete` does.
    static func delete(_ ids: [ContactRowID], _ db: Database) throws {
        guard !ids.isEmpty else { return }
        try db.execute(
            sql: "DELETE FROM contact WHERE id IN (SELECT value FROM json_each(?))", arguments: [JSONRows.text(ids)])
    }

    // MARK: - Identity

    /// The row id of the contact whose id (UUID string) is `uuid`.
    static func id(uuid: String, _ db: Database) throws -> ContactRowID? {
        try ContactRowID.fetchOne(db.cachedStatement(sql: "SELECT id FROM contact WHERE uuid = ?"), arguments: [uuid])
    }

    /// The id (UUID string) of the contact with row id `id`.
    static func uuid(of id: ContactRowID, _ db: Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT uuid FROM contact WHERE id = ?"), arguments: [id])
    }

    /// The largest row id (0 for an empty table): the size of a table indexed by id.
    static func largestID(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM contact") ?? 0
    }

    /// Every contact's row id.
    static func allIDs(_ db: Database) throws -> [ContactRowID] {
        try ContactRowID.fetchAll(db, sql: "SELECT id FROM contact")
    }
}

extension ContactRecord {
    /// The row ids of the contacts whose id (UUID string) starts with `prefix`, at most `limit`: a
    /// range of the unique index on `uuid`.
    static func ids(uuidPrefix prefix: String, limit: Int, _ db: Database) throws -> [ContactRowID] {
        try ContactRowID.fetchAll(
            db.cachedStatement(sql: "SELECT id FROM contact WHERE uuid >= ? AND uuid < ? ORDER BY uuid LIMIT ?"),
            arguments: [prefix, prefix + "\u{FFFF}", limit])
    }
}
