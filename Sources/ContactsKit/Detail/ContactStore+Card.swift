import GRDB
import VCard

extension ContactStore {
    /// One contact in full for `contacts show`: its merged card with every property as a labelled
    /// field, its postal addresses as label lines, a group card's members and the groups that name it.
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)`` or ``ContactStoreError/noSuchContact(id:)``.
    public func card(_ reference: ContactReference) throws -> ContactCard {
        try read { db in
            let index = try PositionIndex(db)
            let id = try Self.rowID(reference, index, db)
            guard let contact = try Self.contact(rowID: id, index, db) else {
                throw ContactStoreError.noSuchContact(id: reference.description)
            }
            let merged = CardMerger.merge(try RawContactRecord.cards(ofContact: id, db))
            func resolve(_ value: String) -> Contact? {
                let key = ContactFacets.memberKey(value)
                guard !key.isEmpty, let other = try? GroupMemberRecord.contact(forKey: key, db) else { return nil }
                return try? Self.positioned(other, index, db)
            }
            let members =
                try ContactGroupRecord.isGroup(id, db)
                ? merged.members.map { GroupMember(reference: $0, contact: resolve($0)) } : []
            let groups = try GroupMemberRecord.groups(containing: id, db).compactMap {
                try Self.positioned($0, index, db)
            }
            .sorted { $0.position < $1.position }
            return ContactCard(contact: contact, card: merged, members: members, groups: groups, resolve: resolve)
        }
    }
}
