import GRDB

extension ContactStore {
    /// The row id of the contact a reference names: by position in the manual order (through
    /// `index`) or by id.
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)`` or ``ContactStoreError/noSuchContact(id:)``.
    static func rowID(_ reference: ContactReference, _ index: PositionIndex, _ db: Database) throws -> Int64 {
        switch reference {
        case .position(let position):
            return try index.contact(at: position, db).id
        case .id(let uuid):
            guard let id = try ContactRecord.id(uuid: uuid, db) else { throw ContactStoreError.noSuchContact(id: uuid) }
            return id
        }
    }
}
