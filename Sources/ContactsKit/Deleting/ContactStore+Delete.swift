import Foundation
import GRDB

extension ContactStore {
    /// Moves contacts to the trash, in one transaction: each one's raw contacts, link decisions and
    /// photo choice are kept in a trash entry (``restore(_:)`` brings it back, ``undo()`` too), its
    /// imported cards are remembered so that importing them again does not bring them back
    /// (tombstones, which outlive the trash), and its rows are deleted. References are all resolved
    /// before anything is deleted, so `delete 7 9` deletes what was shown at 7 and 9.
    /// - Returns: The number of contacts deleted.
    @discardableResult
    public func delete(_ references: [ContactReference]) throws -> Int {
        try write(change: ChangeDescription(.delete)) { db, change in
            let index = try PositionIndex(db)
            var ids: [ContactRowID] = []
            var seen = Set<ContactRowID>()
            for reference in references {
                let id = try Self.rowID(reference, index, db)
                if seen.insert(id).inserted { ids.append(id) }
            }
            change.summary = "delete " + (try ChangeDescription.names(ids, db))
            try Trash.put(ids, deletedAt: ChangeRecord.timestamp(Date()), db)
            return ids.count
        }
    }
}

/// Moving a contact to the trash and back.
enum Trash {
    /// Moves contacts `ids` to the trash: each one's entry and tombstones written, its rows
    /// deleted; the search rows all at once at the end (an FTS5 table writes its pending terms out
    /// at every statement).
    /// - Parameter tombstones: Whether importing the contacts' cards again skips them (a contact
    ///   the user deleted); false for cards their source no longer holds (`SourceCards`), which
    ///   come back as new cards if it holds them again.
    static func put(_ ids: [ContactRowID], deletedAt: String, tombstones: Bool = true, _ db: Database) throws {
        for id in ids { try put(id, deletedAt: deletedAt, tombstones: tombstones, db) }
        try ContactSearchRecord.delete(ids, db)
    }

    /// Moves contact `id` to the trash but for its search row.
    private static func put(_ id: ContactRowID, deletedAt: String, tombstones: Bool, _ db: Database) throws {
        guard let listed = try ContactRecord.listed(id: id, db) else { return }
        let raws = try RawContactRecord.stored(ofContact: id, db)
        let uuids = Dictionary(uniqueKeysWithValues: raws.map { ($0.id, $0.uuid) })
        func uuid(_ raw: RawContactRowID) throws -> String? { try uuids[raw] ?? RawContactRecord.uuid(of: raw, db) }
        let decisions = try LinkDecisionRecord.decisions(involving: raws.map(\.id), db).compactMap { decision in
            try uuid(decision.rawA).flatMap { a in
                try uuid(decision.rawB).map { TrashPayload.Decision(a: a, b: $0, together: decision.together) }
            }
        }
        let edges = try LinkEdgeRecord.edges(ofContacts: [id], db).compactMap { edge in
            uuids[edge.rawA].flatMap { a in
                uuids[edge.rawB].map { TrashPayload.Edge(a: a, b: $0, reason: edge.reason, detail: edge.detail) }
            }
        }
        var photo: TrashPayload.Photo?
        if let columns = try ContactRecord.photoColumns(of: id, db), let choice = columns.choice {
            let stored = try columns.hash.flatMap { try PhotoRecord.photo(hash: $0, db) }
            photo = TrashPayload.Photo(
                choice: choice.rawValue, mediaType: stored?.mediaType, bytes: stored.map { Data($0.bytes) })
        }
        let payload = TrashPayload(
            cards: raws.map {
                TrashPayload.Card(
                    uuid: $0.uuid, source: $0.source, uid: $0.uid, contentHash: Data($0.contentHash),
                    card: Data($0.card),
                    base: $0.base.map { Data($0) })
            },
            decisions: decisions, edges: edges, photo: photo)
        let trashId = try TrashRecord.insert(
            contactId: listed.contact.id, displayName: listed.contact.displayName, deletedAt: deletedAt,
            orderKey: listed.orderKey, payload: try payload.encoded(), db)
        for raw in raws where tombstones && raw.source != LocalSource.name {
            try DeletedCardRecord.insert(
                source: raw.source, uid: raw.uid, contentHash: raw.contentHash, trashId: trashId,
                deletedAt: deletedAt, db)
        }
        try ContactRecord.delete(id, db)
    }
}
