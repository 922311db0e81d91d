import GRDB

/// The `groupMember` table: the `MEMBER`s of each group card (``ContactGroupRecord``), as UID keys
/// (``ContactFacets/memberKey(_:)``: without `urn:uuid:`, ASCII lower-cased). A member is resolved
/// when it is read, through the `rawContact_uidKey` index, so a member imported after its group, or
/// linked into another contact, is found all the same. Created by "v7-categories-groups-dates".
enum GroupMemberRecord: TableRecord {
    static let databaseTableName = "groupMember"

    /// A raw contact's UID as a member key: the expression of the `rawContact_uidKey` index,
    /// written exactly as the migration writes it so that SQLite uses the index.
    static let uidKey = "lower(CASE WHEN lower(substr(uid, 1, 9)) = 'urn:uuid:' THEN substr(uid, 10) ELSE uid END)"

    /// Adds the members of group `groupId`.
    static func insert(_ groupId: ContactRowID, keys: [String], _ db: Database) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO groupMember (groupId, memberKey) VALUES (?, ?)")
        for key in keys { try statement.execute(arguments: [groupId, key]) }
    }

    /// The member keys of group `groupId`, in key order.
    static func keys(ofGroup groupId: ContactRowID, _ db: Database) throws -> [String] {
        try String.fetchAll(
            db.cachedStatement(sql: "SELECT memberKey FROM groupMember WHERE groupId = ? ORDER BY memberKey"),
            arguments: [groupId])
    }

    /// The contact whose raw contact has the UID `key`, if any.
    static func contact(forKey key: String, _ db: Database) throws -> ContactRowID? {
        try ContactRowID.fetchOne(
            db.cachedStatement(sql: "SELECT contactId FROM rawContact WHERE \(uidKey) = ? LIMIT 1"), arguments: [key])
    }

    /// The groups naming any raw contact of contact `id` as a member.
    static func groups(containing id: ContactRowID, _ db: Database) throws -> [ContactRowID] {
        try ContactRowID.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT DISTINCT groupMember.groupId FROM rawContact
                    JOIN groupMember ON groupMember.memberKey = \(uidKey)
                    WHERE rawContact.contactId = ? AND rawContact.uid IS NOT NULL
                    """), arguments: [id])
    }
}
