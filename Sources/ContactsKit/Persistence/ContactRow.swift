import Foundation
import GRDB

/// Reading and writing `contact` rows (and their search document).
enum ContactRow {
    /// The columns a listing reads.
    static let columns = """
        contact.id, contact.uuid, contact.orderKey, displayName, givenName, familyName, middleName, namePrefix,
        nameSuffix, nickname, organization, jobTitle, emails, phones, addresses, birthday, note, hasPhoto,
        sectionFamily, sectionGiven, photoHash
        """

    /// Inserts a new contact for a prepared card; returns its row id. Its search row is written
    /// separately (``writeSearch(_:_:)``), after the batch's other statements: an FTS5 table flushes its
    /// pending terms at every statement savepoint, and the order-bucket trigger opens one per insert,
    /// which made interleaved inserts 2.4 times slower.
    static func insert(_ fields: ContactFields, orderKey: Int64, _ db: Database) throws -> Int64 {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO contact (uuid, orderKey, displayName, givenName, familyName, middleName, namePrefix, nameSuffix,
                nickname, organization, jobTitle, emails, phones, addresses, birthday, note, hasPhoto,
                sortKeyFamily, sortKeyGiven, sectionFamily, sectionGiven)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        try statement.execute(arguments: [RandomID.make(), orderKey] + fieldArguments(fields))
        return db.lastInsertedRowID
    }

    /// Rewrites a contact's fields (its id, position and order stay); its search row is rewritten by
    /// ``writeSearch(_:_:)``.
    static func update(_ id: Int64, with fields: ContactFields, _ db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            UPDATE contact SET displayName = ?, givenName = ?, familyName = ?, middleName = ?, namePrefix = ?,
                nameSuffix = ?, nickname = ?, organization = ?, jobTitle = ?, emails = ?, phones = ?, addresses = ?,
                birthday = ?, note = ?, hasPhoto = ?, sortKeyFamily = ?, sortKeyGiven = ?, sectionFamily = ?,
                sectionGiven = ?
            WHERE id = ?
            """)
        try statement.execute(arguments: fieldArguments(fields) + [id])
    }

    private static func fieldArguments(_ fields: ContactFields) -> StatementArguments {
        let family = fields.familyOrder, given = fields.givenOrder
        return [
            fields.displayName, fields.givenName, fields.familyName, fields.middleName, fields.namePrefix,
            fields.nameSuffix, fields.nickname, fields.organization, fields.jobTitle, fields.packedEmails,
            fields.packedPhones, fields.packedAddresses, fields.birthday, fields.note, fields.hasPhoto,
            family.key, given.key, family.section, given.section,
        ]
    }

    /// (Re)writes the search rows of contacts, last in a transaction.
    static func writeSearch(_ documents: [(id: Int64, document: SearchDocument, replacing: Bool)], _ db: Database) throws {
        let delete = try db.cachedStatement(sql: "DELETE FROM contactSearch WHERE rowid = ?")
        let insert = try db.cachedStatement(sql: """
            INSERT INTO contactSearch (rowid, name, organization, email, phone) VALUES (?, ?, ?, ?, ?)
            """)
        for (id, document, replacing) in documents {
            if replacing { try delete.execute(arguments: [id]) }
            try insert.execute(arguments: [id, document.name, document.organization, document.email, document.phone])
        }
    }

    /// Deletes the search rows of deleted contacts (the delete trigger does not, see the v2 migration).
    static func deleteSearch(_ ids: [Int64], _ db: Database) throws {
        let delete = try db.cachedStatement(sql: "DELETE FROM contactSearch WHERE rowid = ?")
        for id in ids { try delete.execute(arguments: [id]) }
    }

    /// A contact from a row of ``columns``, at `position`, without its raw contacts.
    static func contact(_ row: Row, position: Int) -> Contact {
        Contact(
            position: position, id: row["uuid"], displayName: row["displayName"], givenName: row["givenName"],
            familyName: row["familyName"], middleName: row["middleName"], namePrefix: row["namePrefix"],
            nameSuffix: row["nameSuffix"], nickname: row["nickname"], organization: row["organization"],
            jobTitle: row["jobTitle"], emails: ContactFields.labeledTexts(row["emails"]),
            phones: ContactFields.labeledTexts(row["phones"]), addresses: ContactFields.addresses(row["addresses"]),
            birthday: row["birthday"], note: row["note"], hasPhoto: row["hasPhoto"],
            photoHash: (row["photoHash"] as Data?).map { Array($0) }
        )
    }

    /// The raw contacts of a contact, in import order.
    static func rawContacts(of id: Int64, _ db: Database) throws -> [RawContactReference] {
        let statement = try db.cachedStatement(sql: "SELECT uuid, source, uid FROM rawContact WHERE contactId = ? ORDER BY id")
        return try Row.fetchAll(statement, arguments: [id]).map {
            RawContactReference(id: $0["uuid"], source: $0["source"], uid: $0["uid"] ?? "")
        }
    }
}
