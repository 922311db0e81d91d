import VCard

extension ContactStore {
    /// Writes contacts as vCards, in manual order, streaming: each card's bytes go to `write` as soon
    /// as they are made.
    ///
    /// By default each unified contact is one card, its merged view (``CardMerger``): every property
    /// of its raw contacts, without duplicates. With `raw`, each raw contact's card is written as it
    /// was imported, photos included, one after the other. Either way each card is made a valid card
    /// of `version` first (``VCard/converted(to:uid:)``), a card without a UID getting the store's id.
    /// - Parameters:
    ///   - references: The contacts to export, in the order given; nil for all.
    ///   - version: 3.0 (default, widest support) or 4.0.
    ///   - raw: Whether to write the raw contacts' cards instead of one merged card per contact.
    ///   - write: Receives the bytes of one card at a time.
    public func export(
        _ references: [ContactReference]? = nil, version: VCardWriter.Version = .v3_0, raw: Bool = false,
        write: ([UInt8]) throws -> Void
    ) throws {
        let writer = VCardWriter(version: version)
        try read { db in
            // Rows of one contact are consecutive; a contact's cards are written when the next begins.
            var contact: Int64?
            var cards: [(card: VCard, uuid: String)] = []
            var contactUUID = ""
            let photoChoices = try PhotoChoices(db)
            func flush() throws {
                guard !cards.isEmpty, let id = contact else { return }
                // A card without a UID gets the store's id of what is written: the raw contact's with
                // --raw, the unified contact's for a merged card (both stable: docs/vcard.md).
                let written = raw ? cards : [(try photoChoices.apply(to: CardMerger.merge(cards.map(\.card)), contact: id, db), contactUUID)]
                for (card, uuid) in written {
                    var bytes: [UInt8] = []
                    writer.write(card.converted(to: version, uid: "urn:uuid:" + uuid), into: &bytes)
                    try write(bytes)
                }
                cards.removeAll()
            }
            /// Writes the cards of `contactId` (nil: of every contact).
            func emit(_ contactId: Int64?) throws {
                contact = nil
                let rows = try RawContactRecord.storedCards(ofContact: contactId, db)
                while let row = try rows.next() {
                    if row.contactId != contact { try flush() }
                    contact = row.contactId
                    contactUUID = row.contactUUID
                    if let card = row.card { cards.append((card, row.uuid)) }
                }
                try flush()
            }
            if let references {
                let index = try PositionIndex(db)
                for reference in references { try emit(try Self.rowID(reference, index, db)) }
            } else {
                try emit(nil)
            }
        }
    }
}
