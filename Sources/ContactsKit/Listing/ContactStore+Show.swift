import GRDB

extension ContactStore {
    /// One contact in full, with its raw contacts.
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)`` or ``ContactStoreError/noSuchContact(id:)``.
    public func contact(_ reference: ContactReference) throws -> Contact {
        try read { db in
            let index = try PositionIndex(db)
            guard let contact = try Self.contact(rowID: try Self.rowID(reference, index, db), index, db) else {
                throw ContactStoreError.noSuchContact(id: reference.description)
            }
            return contact
        }
    }

    /// The contacts references name, in the order given (to show before deleting them).
    public func contacts(_ references: [ContactReference]) throws -> [Contact] {
        try references.map { try contact($0) }
    }

    /// The raw contacts behind a contact, in import order, each with the card as it was stored.
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)`` or ``ContactStoreError/noSuchContact(id:)``.
    public func rawContacts(of reference: ContactReference) throws -> [RawContact] {
        try read { db in
            try RawContactRecord.rawContacts(ofContact: try Self.rowID(reference, try PositionIndex(db), db), db)
        }
    }

    /// The contact with row id `id` in full: at its position, with its raw contacts.
    static func contact(rowID id: ContactRowID, _ index: PositionIndex, _ db: Database) throws -> Contact? {
        guard let listed = try ContactRecord.listed(id: id, db) else { return nil }
        var contact = listed.contact
        contact.position = try index.position(orderKey: listed.orderKey, id: id, db)
        contact.rawContacts = try RawContactRecord.references(ofContact: id, db)
        contact.categories = try ContactCategoryRecord.names(ofContact: id, db)
        return contact
    }
}
