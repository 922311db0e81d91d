import Foundation
import GRDB

extension ContactRecord {
    /// The orders contacts are listed in, each an index: manual (`orderKey, id`), family then given
    /// name (`sortKeyFamily, id`), given then family name (`sortKeyGiven, id`).
    enum Order: Sendable {
        case manual, familyName, givenName

        var sql: String {
            switch self {
            case .manual: "contact.orderKey, contact.id"
            case .familyName: "contact.sortKeyFamily, contact.id"
            case .givenName: "contact.sortKeyGiven, contact.id"
            }
        }

        /// The section column of the order; the manual order uses the family order's sections.
        fileprivate var sectionColumn: String { self == .givenName ? "sectionGiven" : "sectionFamily" }
        var sortColumn: String { self == .givenName ? "sortKeyGiven" : "sortKeyFamily" }
    }

    /// Which contacts a listing keeps; the empty filter keeps every one.
    struct Filter: Sendable {
        /// An FTS5 MATCH expression over `contactSearch`.
        var match: String?
        /// Only contacts with a raw contact from this source.
        var source: String?
        /// Only contacts with a photo.
        var hasPhoto = false
        /// Only contacts in any of these categories (folded names).
        var categories: [String] = []
        /// Only members of the groups with this folded name.
        var group: String?
    }

    /// A contact as a listing reads it: the ``Contact`` (at position 0, without its raw contacts),
    /// with its row id, order key and section in the listing's order.
    struct Listed {
        let id: ContactRowID
        let orderKey: OrderKey
        /// `A`–`Z`, another script's first letter, or `#`.
        let section: String
        var contact: Contact
    }

    /// The columns a listing reads, in the order of ``ListedColumn`` (more may follow).
    static let listedColumns = """
        contact.id, contact.uuid, contact.orderKey, displayName, givenName, familyName, middleName, namePrefix,
        nameSuffix, nickname, organization, jobTitle, emails, phones, addresses, birthday, note, hasPhoto,
        sectionFamily, sectionGiven, photoHash
        """

    /// The contacts `filter` keeps, in `order`, streamed: from `start` (a contact's order key and id,
    /// for the manual order without a filter: a position found through the order buckets instead of
    /// skipping rows), or after skipping `offset`; at most `limit`.
    static func listing(
        _ filter: Filter, order: Order, start: Place? = nil, offset: Int = 0, limit: Int?,
        _ db: Database
    ) throws -> some Cursor<Listed> {
        var (condition, arguments) = filterSQL(filter)
        if let start {
            condition = "WHERE (contact.orderKey, contact.id) >= (?, ?)"
            arguments = [start.orderKey, start.id]
        }
        let range = start == nil && offset > 0 ? " OFFSET \(offset)" : ""
        let limit = limit.map { " LIMIT \($0)" } ?? (range.isEmpty ? "" : " LIMIT -1")
        let sql = "SELECT \(listedColumns) FROM contact \(condition) ORDER BY \(order.sql)\(limit)\(range)"
        return try Row.fetchCursor(db, sql: sql, arguments: arguments).map { listed($0, order: order) }
    }

    /// The contacts with these row ids, in no particular order (ids of no contact are left out).
    static func listed(ids: [ContactRowID], order: Order, _ db: Database) throws -> [Listed] {
        try ids.statementChunks.flatMap { chunk in
            try Row.fetchAll(
                db,
                sql: "SELECT \(listedColumns) FROM contact WHERE id IN (\(databaseQuestionMarks(count: chunk.count)))",
                arguments: StatementArguments(chunk)
            )
            .map { listed($0, order: order) }
        }
    }

    /// One contact by row id, with its family-order section.
    static func listed(id: ContactRowID, _ db: Database) throws -> Listed? {
        try Row.fetchOne(db.cachedStatement(sql: "SELECT \(listedColumns) FROM contact WHERE id = ?"), arguments: [id])
            .map { listed($0, order: .manual) }
    }

    /// How many contacts `filter` keeps in each section of `order`, in the order's order.
    static func sectionCounts(_ filter: Filter, order: Order, _ db: Database) throws -> [(section: String, count: Int)]
    {
        let (condition, arguments) = filterSQL(filter)
        let sql = """
            SELECT \(order.sectionColumn) AS section, COUNT(*) AS count, MIN(\(order.sortColumn)) AS first FROM contact
            \(condition) GROUP BY \(order.sectionColumn) ORDER BY first
            """
        return try Row.fetchAll(db, sql: sql, arguments: arguments).map { ($0["section"], $0["count"]) }
    }

    private static func filterSQL(_ filter: Filter) -> (String, StatementArguments) {
        var clauses: [String] = []
        var arguments: StatementArguments = []
        if let match = filter.match {
            clauses.append("contact.id IN (SELECT rowid FROM contactSearch WHERE contactSearch MATCH ?)")
            _ = arguments.append(contentsOf: [match])
        }
        if let source = filter.source {
            clauses.append("contact.id IN (SELECT contactId FROM rawContact WHERE source = ?)")
            _ = arguments.append(contentsOf: [source])
        }
        if filter.hasPhoto { clauses.append("contact.hasPhoto = 1") }
        for (sql, values) in [
            filter.categories.isEmpty ? nil : ContactCategoryRecord.filter(anyOf: filter.categories),
            filter.group.map(ContactGroupRecord.filter(membersOf:)),
        ].compactMap({ $0 }) {
            clauses.append(sql)
            _ = arguments.append(contentsOf: values)
        }
        return (clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND "), arguments)
    }

    /// A row of ``listedColumns``.
    ///
    /// Read by index: by name, GRDB compares each column's name with every name of the row, a
    /// fifth of a first page's instructions spent on its 50 rows.
    static func listed(_ row: Row, order: Order) -> Listed {
        typealias C = ListedColumn
        let contact = Contact(
            position: 0, id: row[C.uuid.rawValue], displayName: row[C.displayName.rawValue],
            givenName: row[C.givenName.rawValue], familyName: row[C.familyName.rawValue],
            middleName: row[C.middleName.rawValue], namePrefix: row[C.namePrefix.rawValue],
            nameSuffix: row[C.nameSuffix.rawValue], nickname: row[C.nickname.rawValue],
            organization: row[C.organization.rawValue], jobTitle: row[C.jobTitle.rawValue],
            emails: ContactFields.labeledTexts(row[C.emails.rawValue]),
            phones: ContactFields.labeledTexts(row[C.phones.rawValue]),
            addresses: ContactFields.addresses(row[C.addresses.rawValue]), birthday: row[C.birthday.rawValue],
            note: row[C.note.rawValue], hasPhoto: row[C.hasPhoto.rawValue],
            photoHash: (row[C.photoHash.rawValue] as Data?).map { Array($0) }
        )
        let section = order == .givenName ? C.sectionGiven : C.sectionFamily
        return Listed(
            id: row[C.id.rawValue], orderKey: row[C.orderKey.rawValue], section: row[section.rawValue],
            contact: contact)
    }

    /// The columns of ``listedColumns`` by their index in a row of them.
    enum ListedColumn: Int, CaseIterable {
        case id, uuid, orderKey, displayName, givenName, familyName, middleName, namePrefix, nameSuffix, nickname
        case organization, jobTitle, emails, phones, addresses, birthday, note, hasPhoto, sectionFamily, sectionGiven
        case photoHash
    }
}
