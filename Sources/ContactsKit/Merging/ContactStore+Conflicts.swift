import Foundation
import GRDB
import VCard

extension ContactStore {
    /// The conflicts kept for contact `reference`, or for every contact when nil, oldest first:
    /// for each, the value kept here and the one the source has (``KeptConflict``).
    public func conflicts(of reference: ContactReference? = nil) throws -> [KeptConflict] {
        try read { db in
            let index = try PositionIndex(db)
            let id = try reference.map { try Self.rowID($0, index, db) }
            var contacts: [ContactRowID: Contact] = [:]
            return try ConflictRecord.all(ofContact: id, db).compactMap { stored in
                guard let contactId = stored.contactId else { return nil }
                if contacts[contactId] == nil { contacts[contactId] = try Self.contact(rowID: contactId, index, db) }
                guard let contact = contacts[contactId] else { return nil }
                return KeptConflict(
                    id: stored.id, contact: contact, source: stored.source, field: stored.field,
                    kept: KeptConflicts.text(stored.kept), lost: KeptConflicts.text(stored.lost),
                    foundAt: stored.foundAt)
            }
        }
    }

    /// Puts the source's value of conflict `id` in its contact, as an edit of that field would (in
    /// every card of the contact that has the field), and forgets the contact's conflicts on that
    /// field; one change (``undo()`` takes it back). The name is one field: taking `FN` also takes
    /// the same card's conflict on `N`, and the other way round. The next sync sends the value where
    /// the contact's cards go.
    /// - Returns: The contact after the change.
    /// - Throws: ``ContactStoreError/noSuchConflict(_:)``.
    @discardableResult
    public func takeConflict(_ id: Int64) throws -> Contact {
        let uuid: String = try write(change: ChangeDescription(.edit)) { db, change in
            guard let conflict = try ConflictRecord.find(id, db), let contactId = conflict.contactId else {
                throw ContactStoreError.noSuchConflict(id)
            }
            let raws = try RawContactRecord.stored(ofContact: contactId, db)
            let taken = try ConflictRecord.all(ofContact: contactId, db).filter {
                $0.id == id
                    || $0.rawUuid == conflict.rawUuid
                        && KeptConflicts.nameFields.isSuperset(of: [$0.field, conflict.field])
            }
            change.summary =
                "edit \(try ChangeDescription.name(of: contactId, db)): "
                + "\(taken.map(\.field).joined(separator: " and ")) as \(conflict.source) has it"
            try Editing.apply(to: contactId, raws, db) { editor in
                for conflict in taken {
                    editor.set(
                        conflict.field,
                        VCard(stored: Array(conflict.lost.utf8))?.properties.filter { $0.name == conflict.field } ?? [])
                }
            }
            for raw in raws {
                for conflict in taken { try ConflictRecord.delete(rawUuid: raw.uuid, field: conflict.field, db) }
            }
            return try ContactRecord.uuid(of: contactId, db) ?? ""
        }
        return try contact(.id(uuid))
    }

    /// Forgets conflict `id`, keeping the value the contact has; one change (``undo()`` brings the
    /// conflict back).
    /// - Throws: ``ContactStoreError/noSuchConflict(_:)``.
    public func dismissConflict(_ id: Int64) throws {
        try write(change: ChangeDescription(.edit)) { db, change in
            guard let conflict = try ConflictRecord.find(id, db), let contactId = conflict.contactId else {
                throw ContactStoreError.noSuchConflict(id)
            }
            change.summary =
                "edit \(try ChangeDescription.name(of: contactId, db)): keep \(conflict.field), not \(conflict.source)'s"
            try ConflictRecord.delete(id, db)
        }
    }
}

/// Keeping the conflicts a merge found, and showing their values.
enum KeptConflicts {
    /// The properties that make the name, taken together.
    static let nameFields: Set<String> = ["FN", "N"]

    /// Keeps `conflicts` of raw contact `raw` (from `source`), each replacing an older one of its field.
    static func keep(_ conflicts: [MergeConflict], ofRaw raw: RawContactRowID, source: String, _ db: Database) throws {
        guard let uuid = try RawContactRecord.uuid(of: raw, db) else { return }
        let now = ChangeRecord.timestamp(Date())
        for conflict in conflicts {
            try ConflictRecord.insert(
                rawUuid: uuid, source: source, field: conflict.field, kept: stored(conflict.kept),
                lost: stored(conflict.lost), foundAt: now, db)
        }
    }

    /// Properties as the vCard 4.0 text of a card holding only them.
    private static func stored(_ properties: [VCardProperty]) -> String {
        String(decoding: VCard(version: .v4_0, properties: properties).storedBytes, as: UTF8.self)
    }

    /// The values of the properties in stored card text, as a person reads them (one per line).
    static func text(_ stored: String) -> String {
        guard let card = VCard(stored: Array(stored.utf8)) else { return "" }
        return card.properties.map { property in
            switch property.name {
            case "N", "ORG", "ADR": return property.components.filter { !$0.isEmpty }.joined(separator: " ")
            case "BDAY", "ANNIVERSARY": return VCardDate(parsing: property.value)?.isoString ?? property.value
            default: return property.text
            }
        }.joined(separator: "\n")
    }
}
