import Foundation
import GRDB
import VCard

extension ContactStore {
    /// The contacts in the trash, most recently deleted first. Entries are purged 30 days after
    /// their delete, by any write.
    public func trash() throws -> [TrashEntry] {
        try read { db in
            try TrashRecord.entries(db).map {
                TrashEntry(id: $0.contactId, displayName: $0.displayName, deletedAt: $0.deletedAt)
            }
        }
    }

    /// Brings a contact back from the trash: with its id, its raw contacts (their ids too), the
    /// user's link decisions about them and photo choice, at its old order key (so near its old
    /// position). Its tombstones are removed, so its cards are imported again as usual. A card
    /// that came back meanwhile (`import --restore-deleted`) is not restored twice.
    /// - Parameter reference: The entry, by the deleted contact's id, the start of it, or a name
    ///   query; positions name no entry.
    /// - Returns: The contact, back in the address book.
    /// - Throws: ``ContactStoreError/noMatch(_:)`` or ``ContactStoreError/ambiguousReference(_:candidates:)``.
    @discardableResult
    public func restore(_ reference: ContactReference) throws -> Contact {
        let uuid: String = try write(change: ChangeDescription(.restore)) { db, change in
            let entry = try Trash.find(reference, in: try TrashRecord.entries(db))
            change.summary = "restore " + (entry.displayName.isEmpty ? "(no name)" : entry.displayName)
            return try Trash.restore(entry, db)
        }
        return try contact(.id(uuid))
    }

    /// Deletes every entry of the trash for good (their cards' tombstones stay: importing them
    /// again still skips them).
    /// - Returns: How many entries there were.
    @discardableResult
    public func emptyTrash() throws -> Int {
        try write(change: ChangeDescription(.trashEmpty)) { db, change in
            let count = try TrashRecord.deleteAll(db)
            change.summary = "empty the trash (\(count) \(count == 1 ? "contact" : "contacts"))"
            return count
        }
    }
}

extension Trash {
    /// The entry a reference names among `entries`: by the deleted contact's id or its start, or by
    /// a name query (every word starts a word of the name; case and accents ignored).
    static func find(_ reference: ContactReference, in entries: [TrashRecord.Entry]) throws -> TrashRecord.Entry {
        let matches: [TrashRecord.Entry]
        let text: String
        switch reference {
        case .position(let position):
            throw ContactStoreError.noMatch(String(position))
        case .id(let uuid):
            text = uuid
            matches = entries.filter { $0.contactId == uuid }
        case .idPrefix(let typed), .lookup(let typed):
            text = typed
            let prefix = ReferenceLookup.idPrefix(typed)
            var found = prefix.map { prefix in entries.filter { $0.contactId.hasPrefix(prefix) } } ?? []
            if case .lookup = reference {
                let words = fold(typed).split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                if !words.isEmpty {
                    for entry in entries where !found.contains(where: { $0.id == entry.id }) {
                        let nameWords = fold(entry.displayName).split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                        if words.allSatisfy({ word in nameWords.contains { $0.hasPrefix(word) } }) {
                            found.append(entry)
                        }
                    }
                }
            }
            matches = found
        }
        switch matches.count {
        case 0: throw ContactStoreError.noMatch(text)
        case 1: return matches[0]
        default:
            throw ContactStoreError.ambiguousReference(
                text,
                candidates: matches.prefix(ReferenceLookup.candidateLimit).map {
                    ContactSummary(id: $0.contactId, displayName: $0.displayName, email: "")
                })
        }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Recreates the contact of `entry` and deletes the entry and its tombstones; returns its id.
    static func restore(_ entry: TrashRecord.Entry, _ db: Database) throws -> String {
        guard let bytes = try TrashRecord.payload(of: entry.id, db) else {
            throw ContactStoreError.noMatch(entry.contactId)
        }
        let payload = try TrashPayload(decoding: bytes)
        // Cards imported again meanwhile (`import --restore-deleted`) are in the address book already.
        let cards = try payload.cards.filter { card in
            try !RawContactRecord.exists(source: card.source, uid: card.uid, contentHash: Array(card.contentHash), db)
        }
        guard !cards.isEmpty else {
            try TrashRecord.delete(entry.id, db)
            throw ContactStoreError.noMatch(entry.contactId)
        }
        let contact = try ContactRecord.insert(
            ContactFields(card: VCard()), orderKey: entry.orderKey, uuid: entry.contactId, db)
        var rawIDs: [String: RawContactRowID] = [:]
        for card in cards {
            let bytes = Array(card.card)
            let parsed = VCard(stored: bytes) ?? VCard()
            let profile = MatchProfile(card: parsed, fields: ContactFields(card: parsed), source: card.source)
            rawIDs[card.uuid] = try RawContactRecord.insert(
                contactId: contact, source: card.source, uid: card.uid, card: bytes,
                contentHash: Array(card.contentHash),
                profile: profile.packed, keys: LinkKey.keys(profile).map(\.key), uuid: card.uuid,
                base: card.base.map { Array($0) }, db)
        }
        func rawID(_ uuid: String) throws -> RawContactRowID? {
            try rawIDs[uuid] ?? RawContactRecord.id(uuid: uuid, db)
        }
        for decision in payload.decisions {
            guard let a = try rawID(decision.a), let b = try rawID(decision.b) else { continue }
            try LinkDecisionRecord.decide(a, b, together: decision.together, db)
        }
        for edge in payload.edges {
            guard let a = rawIDs[edge.a], let b = rawIDs[edge.b] else { continue }
            try LinkEdgeRecord.save(a, b, reason: edge.reason, detail: edge.detail, db)
        }
        if let photo = payload.photo {
            if photo.choice == ContactRecord.PhotoChoice.set.rawValue, let bytes = photo.bytes {
                try PhotoAssignment.choose(
                    PhotoBlob(bytes: Array(bytes), declaredMediaType: photo.mediaType ?? ""), for: contact, db)
            } else if photo.choice == ContactRecord.PhotoChoice.removed.rawValue {
                try PhotoAssignment.choose(nil, for: contact, db)
            }
        }
        var linker = Linker(db)
        linker.created(contact, search: SearchDocument(ContactFields(card: VCard())), facets: ContactFacets())
        linker.invalidate(contact)
        try linker.finish()
        try DeletedCardRecord.deleteAll(ofTrash: entry.id, db)
        try TrashRecord.delete(entry.id, db)
        return entry.contactId
    }
}
