import GRDB
import VCard

extension ContactStore {
    /// A contact as read for editing: its fields (from its merged card) and its version, which
    /// ``edit(_:_:expecting:)`` checks, so an edit made from them never overwrites a change made
    /// meanwhile by another program.
    public func editable(_ reference: ContactReference) throws -> EditSnapshot {
        try read { db in
            let index = try PositionIndex(db)
            let id = try Self.rowID(reference, index, db)
            guard let contact = try Self.contact(rowID: id, index, db) else {
                throw ContactStoreError.noSuchContact(id: reference.description)
            }
            let raws = try RawContactRecord.stored(ofContact: id, db)
            let merged = CardMerger.merge(raws.compactMap { VCard(stored: $0.card) })
            return EditSnapshot(
                contact: contact, editable: EditableContact(card: merged), version: Self.version(of: raws))
        }
    }

    /// Changes a contact's fields, in one transaction (``undo()`` takes it back). Each change goes
    /// to the cards ``FieldChange`` says; the merged view is recomputed. An imported card that is
    /// changed keeps its source's version as its base, so importing the source again keeps the edit
    /// (``ThreeWayMerge``). The contact keeps its id and position; it is not linked to others.
    ///
    /// ```swift
    /// try store.edit(.lookup("ann lee"), [.addPhone(LabeledText(label: "mobile", value: "+44 20 7946 0000"))])
    /// ```
    /// - Parameters:
    ///   - reference: The contact.
    ///   - changes: Applied in order; nothing is changed if any fails.
    ///   - version: When given, the edit is made only if the contact is still as it was read
    ///     (``editable(_:)``).
    /// - Returns: The contact after the edit.
    /// - Throws: ``ContactStoreError/changedSinceRead(name:)``, ``ContactStoreError/valueNotFound(field:value:)``,
    ///   ``ContactStoreError/valueAlreadyPresent(field:value:)``, ``ContactStoreError/invalidValue(field:value:reason:)``,
    ///   or what resolving the reference throws.
    @discardableResult
    public func edit(
        _ reference: ContactReference, _ changes: [FieldChange], expecting version: ContactVersion? = nil
    ) throws -> Contact {
        for change in changes { try CardEditor.validate(change) }
        let uuid: String = try write(change: ChangeDescription(.edit)) { db, change in
            let id = try Self.rowID(reference, try PositionIndex(db), db)
            let raws = try RawContactRecord.stored(ofContact: id, db)
            let name = try ChangeDescription.name(of: id, db)
            if let version, Self.version(of: raws) != version { throw ContactStoreError.changedSinceRead(name: name) }
            change.summary = "edit \(name): " + changes.map(\.description).joined(separator: ", ")
            try Editing.apply(changes, to: id, raws, db)
            return try ContactRecord.uuid(of: id, db) ?? ""
        }
        return try contact(.id(uuid))
    }

    /// Adds contacts: each card becomes a card of `book` — the default book (``defaultBook()``)
    /// unless named: a remote, whose next sync creates it there, or `local` — with a UID
    /// `urn:uuid:…` unless it brings one, linked by the rules like an imported card, so adding a
    /// person who is already in the address book joins their contact. One change for all
    /// (``undo()`` takes it back).
    /// - Returns: The contact each card is in, in the order given.
    /// - Throws: ``ContactStoreError/emptyContact`` for a card with no name, organisation, email or
    ///   phone; ``ContactStoreError/invalidValue(field:value:reason:)`` for an email without @;
    ///   ``ContactStoreError/noSuchRemote(_:)`` for a book that is neither `local` nor a remote.
    @discardableResult
    public func add(_ cards: [VCard], link: Bool = true, to book: String? = nil) throws -> [Contact] {
        for card in cards { try Editing.validateNew(card) }
        let uuids: [String] = try write(change: ChangeDescription(.add)) { db, change in
            let homes = HomeBooks(remotes: try RemoteRecord.all(db))
            let source = book ?? homes.defaultBook
            guard homes.isBook(source) else { throw ContactStoreError.noSuchRemote(source) }
            let ids = try cards.map { try Editing.add($0, source: source, home: book, link: link, db) }
            change.summary = "add " + (try ChangeDescription.names(ids, db))
            return try ids.map { try ContactRecord.uuid(of: $0, db) ?? "" }
        }
        return try uuids.map { try contact(.id($0)) }
    }

    /// Adds one contact (``add(_:link:to:)``).
    @discardableResult
    public func add(_ card: VCard) throws -> Contact {
        try add([card])[0]
    }

    static func version(of raws: [RawContactRecord.Stored]) -> ContactVersion {
        ContactVersion(cards: raws.map { ($0.uuid, $0.card) })
    }
}

/// Writing edits and added cards.
enum Editing {
    /// Applies `changes` to the cards of contact `id` and stores the cards that changed (a new
    /// local card joined to the contact by keep-together decisions), then recomputes its merged view.
    static func apply(
        _ changes: [FieldChange], to id: ContactRowID, _ raws: [RawContactRecord.Stored], _ db: Database
    ) throws {
        try apply(to: id, raws, db) { try $0.apply(changes) }
    }

    /// Lets `edit` change the cards of contact `id`, then stores them as ``apply(_:to:_:_:)`` does.
    static func apply(
        to id: ContactRowID, _ raws: [RawContactRecord.Stored], _ db: Database,
        _ edit: (inout CardEditor) throws -> Void
    ) throws {
        // A contact synced with a remote takes additions in its home's card there, so that they are synced.
        let homes = HomeBooks(remotes: try RemoteRecord.all(db))
        let home = homes.home(sources: Set(raws.map(\.source)), sentTo: raws.lazy.compactMap(\.home).first)
        var editor = CardEditor(
            raws.map { CardEditor.Card(rawID: $0.id, source: $0.source, card: VCard(stored: $0.card) ?? VCard()) },
            additionsSource: raws.contains { $0.source == home } ? home : nil)
        try edit(&editor)
        let stored = Dictionary(uniqueKeysWithValues: raws.map { ($0.id, $0) })
        for card in editor.cards where card.changed {
            let prepared = PreparedCard(card.card, source: card.source)
            if let rawID = card.rawID, let old = stored[rawID] {
                guard prepared.card != old.card else { continue }
                if card.source == LocalSource.name {
                    // A local card is its own source: its hash follows it.
                    try RawContactRecord.update(
                        rawID, card: prepared.card, base: nil, contentHash: prepared.contentHash,
                        profile: prepared.packedProfile, keys: prepared.keys, db)
                } else {
                    // An imported card keeps the source's version it was read as.
                    let base = old.base ?? old.card
                    try RawContactRecord.update(
                        rawID, card: prepared.card, base: base == prepared.card ? nil : base,
                        contentHash: old.contentHash, profile: prepared.packedProfile, keys: prepared.keys, db)
                }
            } else {
                let local = try RawContactRecord.insert(
                    contactId: id, source: LocalSource.name, uid: prepared.uid, card: prepared.card,
                    contentHash: prepared.contentHash, profile: prepared.packedProfile,
                    keys: prepared.keys, db)
                for raw in raws { try LinkDecisionRecord.decide(raw.id, local, together: true, db) }
                if let first = raws.first {
                    try LinkEdgeRecord.save(
                        first.id, local, reason: LinkEvidence.Reason.linkedByUser.rawValue, detail: "", db)
                }
            }
        }
        var linker = Linker(db)
        linker.invalidate(id)
        try linker.finish()
    }

    /// Stores `card` as a new card of `source` (`local`, or a remote, which creates it at its next
    /// sync), linked by the rules when `link`; returns its contact's row id.
    ///
    /// A card that joins a contact already there is a `local` card whatever `source` says: the
    /// contact has a book already, and its fields reach that book's card at the next sync.
    /// `home`, when given, is the book the contact was sent to (``HomeBooks``), kept with the card.
    static func add(
        _ card: VCard, source: String, home: String? = nil, link: Bool, _ db: Database
    ) throws -> ContactRowID {
        var prepared = try prepare(card, source: source, db)
        var linker = Linker(db)
        let (found, links) =
            link ? try linker.link(prepared.profile, keys: prepared.keys, raw: nil, current: nil) : (nil, [])
        let contact: ContactRowID
        if let found {
            contact = found
            if source != LocalSource.name { prepared = try prepare(card, source: LocalSource.name, db) }
        } else {
            let key = try ContactRecord.largestOrderKey(db).map { $0 + OrderKey.gap } ?? OrderKey.first
            contact = try ContactRecord.insert(prepared.fields, orderKey: key, db)
            if prepared.photo != nil || prepared.fields.hasPhoto {
                try PhotoAssignment.attach(prepared.photo, to: contact, db)
            }
            linker.created(contact, search: prepared.search, facets: prepared.facets)
        }
        let raw = try RawContactRecord.insert(
            contactId: contact, source: prepared.source, uid: prepared.uid, card: prepared.card,
            contentHash: prepared.contentHash, profile: prepared.packedProfile, keys: prepared.keys, db)
        if let home { try RawContactRecord.setHome(home, ofRaw: raw, db) }
        for (other, evidence) in links { try linker.record(raw, other, evidence) }
        try linker.finish()
        return contact
    }

    /// `card` prepared as a new card of `source`, with a UID `urn:uuid:…` unless it brings one that
    /// no card of the source has.
    private static func prepare(_ card: VCard, source: String, _ db: Database) throws -> PreparedCard {
        var card = card
        let uid = card.uid?.trimmed ?? ""
        let taken = try !uid.isEmpty && RawContactRecord.existing(source: source, uid: uid, db) != nil
        if uid.isEmpty || taken {
            card.properties.removeAll { $0.name == "UID" }
            card.properties.append(.text("UID", value: "urn:uuid:" + RandomID.make()))
        }
        return PreparedCard(card, source: source)
    }

    /// Refuses a new card with nothing to show, an email without @, or a birthday or anniversary
    /// that is no day of the calendar (`BDAY:19900230` on `add -`).
    static func validateNew(_ card: VCard) throws {
        let fields = ContactFields(card: card)
        guard !fields.displayName.isEmpty else { throw ContactStoreError.emptyContact }
        for email in card.emails {
            try CardEditor.validate(.addEmail(LabeledText(label: email.label, value: email.value)))
        }
        if let birthday = card.birthday { try CardEditor.checkCalendar("birthday", birthday) }
        if let anniversary = card.anniversary { try CardEditor.checkCalendar("anniversary", anniversary) }
    }
}
