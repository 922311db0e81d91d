import GRDB

/// The `contactGroup` table: the contacts whose merged view is a group card (`KIND:group`, Apple's
/// `X-ADDRESSBOOKSERVER-KIND:group`), by folded display name; their members are in `groupMember`
/// (``GroupMemberRecord``). Created by "v7-categories-groups-dates"; written where the merged view
/// is (``Linker/finish()``), deleted with its contact (a cascade, which takes the members along).
enum ContactGroupRecord: TableRecord {
    static let databaseTableName = "contactGroup"

    /// Records that contact `id` is a group named `folded` (folded display name).
    static func insert(_ id: ContactRowID, folded: String, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO contactGroup (contactId, folded) VALUES (?, ?)").execute(
            arguments: [id, folded])
    }

    /// Deletes the group rows and members of contacts `ids`, a statement each (the members not
    /// left to the cascade, which a bulk link turns off).
    static func delete(_ ids: [ContactRowID], _ db: Database) throws {
        let ids = JSONRows.text(ids)
        try db.execute(
            sql: "DELETE FROM groupMember WHERE groupId IN (SELECT value FROM json_each(?))", arguments: [ids])
        try db.execute(
            sql: "DELETE FROM contactGroup WHERE contactId IN (SELECT value FROM json_each(?))", arguments: [ids])
    }

    /// Whether contact `id` is a group.
    static func isGroup(_ id: ContactRowID, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM contactGroup WHERE contactId = ?"), arguments: [id])
            ?? false
    }

    /// Every group: its contact id, display name and how many members it names, by folded name.
    static func all(_ db: Database) throws -> [(id: ContactRowID, name: String, members: Int)] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT contactGroup.contactId AS id, contact.displayName AS name,
                    (SELECT COUNT(*) FROM groupMember WHERE groupId = contactGroup.contactId) AS members
                FROM contactGroup JOIN contact ON contact.id = contactGroup.contactId
                ORDER BY contactGroup.folded, contactGroup.contactId
                """
        ).map { ($0["id"], $0["name"], $0["members"]) }
    }

    /// Whether some group is named `folded`.
    static func exists(named folded: String, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT 1 FROM contactGroup WHERE folded = ? LIMIT 1"), arguments: [folded])
            ?? false
    }

    /// The condition a listing adds for the members of the groups named `folded`: the contacts
    /// whose raw contacts have a UID one of those groups names (see ``GroupMemberRecord``).
    static func filter(membersOf folded: String) -> (sql: String, arguments: StatementArguments) {
        (
            """
            contact.id IN (SELECT rawContact.contactId FROM contactGroup
                JOIN groupMember ON groupMember.groupId = contactGroup.contactId
                JOIN rawContact ON \(GroupMemberRecord.uidKey) = groupMember.memberKey
                WHERE contactGroup.folded = ?)
            """, [folded]
        )
    }
}
