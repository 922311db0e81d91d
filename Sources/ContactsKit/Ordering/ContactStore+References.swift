import GRDB

extension ContactStore {
    /// The row id of the contact a reference names: by position in the manual order (through
    /// `index`), by id, by the start of its id, or by a name query (``ReferenceLookup``).
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)``, ``ContactStoreError/noSuchContact(id:)``,
    ///   ``ContactStoreError/ambiguousReference(_:candidates:)`` or ``ContactStoreError/noMatch(_:)``.
    static func rowID(_ reference: ContactReference, _ index: PositionIndex, _ db: Database) throws -> ContactRowID {
        switch reference {
        case .position(let position):
            return try index.contact(at: position, db).id
        case .id(let uuid):
            guard let id = try ContactRecord.id(uuid: uuid, db) else { throw ContactStoreError.noSuchContact(id: uuid) }
            return id
        case .idPrefix(let prefix):
            return try ReferenceLookup.one(prefix, byName: false, index, db)
        case .lookup(let text):
            return try ReferenceLookup.one(text, byName: true, index, db)
        }
    }

    /// The contacts a reference could name, in a few words: one for a reference that names exactly
    /// one contact.
    /// - Throws: as ``contact(_:)``.
    public func summary(_ reference: ContactReference) throws -> ContactSummary {
        try read { db in try ReferenceLookup.summary(try Self.rowID(reference, try PositionIndex(db), db), db) }
    }
}
