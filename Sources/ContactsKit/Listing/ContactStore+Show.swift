import Foundation
import VCard
import GRDB

extension ContactStore {
    /// One contact in full, with its raw contacts.
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)`` or ``ContactStoreError/noSuchContact(id:)``.
    public func contact(_ reference: ContactReference) throws -> Contact {
        try read { db in
            let index = try PositionIndex(db)
            let id = try Self.rowID(reference, index, db)
            guard let row = try Row.fetchOne(db, sql: "SELECT \(ContactRow.columns) FROM contact WHERE id = ?", arguments: [id]) else {
                throw ContactStoreError.noSuchContact(id: reference.description)
            }
            var contact = ContactRow.contact(row, position: try index.position(orderKey: row["orderKey"], id: id, db))
            contact.rawContacts = try ContactRow.rawContacts(of: id, db)
            return contact
        }
    }

    /// The row id a reference names.
    static func rowID(_ reference: ContactReference, _ index: PositionIndex, _ db: Database) throws -> Int64 {
        switch reference {
        case .position(let position):
            return try index.contact(at: position, db).id
        case .id(let uuid):
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM contact WHERE uuid = ?", arguments: [uuid]) else {
                throw ContactStoreError.noSuchContact(id: uuid)
            }
            return id
        }
    }
}

extension ContactStore {
    /// The raw contacts behind a contact, in import order, each with the card as it was stored.
    /// - Throws: ``ContactStoreError/positionOutOfRange(_:count:)`` or ``ContactStoreError/noSuchContact(id:)``.
    public func rawContacts(of reference: ContactReference) throws -> [RawContact] {
        try read { db in
            let id = try Self.rowID(reference, try PositionIndex(db), db)
            return try Row.fetchAll(db, sql: "SELECT uuid, source, uid, card FROM rawContact WHERE contactId = ? ORDER BY id", arguments: [id])
                .compactMap { row in
                    var reader = VCardReader(bytes: Array(row["card"] as Data))
                    guard let card = reader.next()?.card else { return nil }
                    return RawContact(reference: RawContactReference(id: row["uuid"], source: row["source"], uid: row["uid"] ?? ""), card: card)
                }
        }
    }
}

/// One imported card behind a unified contact, as stored (the canonical form of what was imported).
public struct RawContact: Sendable, Hashable {
    /// Its id, source and UID.
    public var reference: RawContactReference
    /// The card, every imported property kept.
    public var card: VCard

    public init(reference: RawContactReference, card: VCard) {
        self.reference = reference
        self.card = card
    }
}
