import GRDB
import VCard

extension ContactStore {
    /// Writes contacts as vCards, in manual order, streaming: each card's bytes go to `write` as soon
    /// as they are made.
    ///
    /// By default each unified contact is one card, its merged view (`CardMerger`): every property
    /// of its raw contacts, without duplicates. With `raw`, each raw contact's card is written as it
    /// was imported, photos included, one after the other. Either way each card is made a valid card
    /// of `version` first (`VCard/converted(to:uid:)`), a card without a UID getting the store's id.
    ///
    /// On a damaged store file an export of every contact does not stop where SQLite finds the
    /// damage: it goes on reading the cards one by one (`salvage(skipping:into:)`), writes every
    /// card it can read, and counts those it cannot (``ExportSummary/skipped``).
    /// - Parameters:
    ///   - references: The contacts to export, in the order given; nil for all.
    ///   - version: 3.0 (default, widest support) or 4.0.
    ///   - raw: Whether to write the raw contacts' cards instead of one merged card per contact.
    ///   - write: Receives the bytes of one card at a time.
    /// - Returns: How many cards were written, and how many could not be read.
    @discardableResult
    public func export(
        _ references: [ContactReference]? = nil, version: VCardWriter.Version = .v3_0, raw: Bool = false,
        write: ([UInt8]) throws -> Void
    ) throws -> ExportSummary {
        try withoutActuallyEscaping(write) { write in
            try export(
                references, version: version, raw: raw, exporter: CardExporter(version: version, raw: raw, write: write)
            )
        }
    }

    private func export(
        _ references: [ContactReference]?, version: VCardWriter.Version, raw: Bool, exporter: consuming CardExporter
    ) throws -> ExportSummary {
        var exporter = exporter
        do {
            try read { db in
                exporter.photoChoices = try PhotoChoices(db)
                // Rows of one contact are consecutive. Contacts are gathered a batch at a time, whose
                // cards are made on every core and written in order.
                var batch: [ExportedContact] = []
                var batchBytes = 0
                /// Writes the cards of `contactId` (nil: of every contact).
                func emit(_ contactId: ContactRowID?) throws {
                    var startsContact = true
                    let rows = try RawContactRecord.storedCards(ofContact: contactId, db)
                    while let row = try rows.next() {
                        if startsContact || row.contactId != batch.last?.id {
                            if batch.count >= CardExporter.batchContacts || batchBytes >= CardExporter.batchBytes {
                                try exporter.write(batch, db)
                                (batch, batchBytes) = ([], 0)
                            }
                            batch.append(ExportedContact(id: row.contactId, uuid: row.contactUUID))
                            startsContact = false
                        }
                        batch[batch.count - 1].cards.append((row.bytes, row.uuid))
                        batchBytes += row.bytes.count
                    }
                }
                if let references {
                    let index = try PositionIndex(db)
                    for reference in references { try emit(try Self.rowID(reference, index, db)) }
                } else {
                    try emit(nil)
                }
                try exporter.write(batch, db)
            }
        } catch ContactStoreError.storeDamaged where references == nil {
            // Outside a transaction: the COMMIT of a read that met a damaged page fails too.
            try checkAccess()
            try uncheckedDatabase.readWithoutTransaction { db in
                try Self.salvage(skipping: exporter.written, into: &exporter, db)
            }
        }
        return exporter.summary
    }

    /// The export of a damaged store, after the streaming export stopped on the damage: every raw
    /// contact is looked up by its row id, one at a time, so a damaged page loses only the rows it
    /// holds; the contacts already written are left out, the others written in the order of their
    /// first raw contact. A row that cannot be read, or whose card cannot be parsed, is counted in
    /// ``ExportSummary/skipped``.
    private static func salvage(
        skipping written: Set<ContactRowID>, into exporter: inout CardExporter, _ db: Database
    ) throws {
        var order: [ContactRowID] = []
        var rawIDs: [ContactRowID: [RawContactRowID]] = [:]
        for id in RawContactRecord.probedIDs(db) {
            do {
                guard let contact = try RawContactRecord.contactID(ofRaw: id, db), !written.contains(contact) else {
                    continue
                }
                if rawIDs[contact] == nil { order.append(contact) }
                rawIDs[contact, default: []].append(id)
            } catch let error as DatabaseError where ContactStoreError.isDamage(error) {
                exporter.summary.skipped += 1
            }
        }
        if exporter.photoChoices == nil { exporter.photoChoices = try? PhotoChoices(db) }
        for contact in order {
            var cards: [(bytes: [UInt8], uuid: String)] = []
            for id in rawIDs[contact] ?? [] {
                if let stored = try? RawContactRecord.storedCard(raw: id, db) {
                    cards.append((stored.bytes, stored.uuid))
                } else {
                    exporter.summary.skipped += 1
                }
            }
            let uuid = (try? ContactRecord.uuid(of: contact, db)) ?? cards.first?.uuid
            guard let uuid else { continue }
            let exported = ExportedContact(id: contact, uuid: uuid, cards: cards)
            do {
                try exporter.write([exported], db)
            } catch let error as DatabaseError where ContactStoreError.isDamage(error) {
                exporter.photoChoices = nil  // the photo choice is what could not be read: the cards' own photos
                try exporter.write([exported], db)
            }
        }
    }
}

/// What ``ContactStore/export(_:version:raw:write:)`` did.
public struct ExportSummary: Sendable, Hashable {
    /// The cards written.
    public var cards = 0
    /// The raw contacts that could not be read (a damaged store file, or stored bytes that no
    /// longer parse): not written.
    public var skipped = 0

    public init(cards: Int = 0, skipped: Int = 0) {
        self.cards = cards
        self.skipped = skipped
    }
}

/// One contact as an export reads it: its id (row and UUID string) and its raw contacts' stored
/// cards, in import order, not parsed yet.
private struct ExportedContact: Sendable {
    let id: ContactRowID
    let uuid: String
    var cards: [(bytes: [UInt8], uuid: String)] = []
}

/// Writes contacts' cards as an export does: merged into one (with the user's photo choice), or
/// each raw card; converted to the version, a card without a UID getting the store's id. The cards
/// of a batch of contacts are read, merged and converted on every core, then written in order.
private struct CardExporter {
    /// A batch ends at this many contacts or after this many bytes of stored cards.
    static let batchContacts = 2_000
    static let batchBytes = 8 << 20

    let writer: VCardWriter
    let version: VCardWriter.Version
    let raw: Bool
    let output: ([UInt8]) throws -> Void
    /// The user's photo choices; nil when they cannot be read (a damaged store).
    var photoChoices: PhotoChoices?
    var summary = ExportSummary()
    /// The contacts written so far.
    private(set) var written: Set<ContactRowID> = []

    init(version: VCardWriter.Version, raw: Bool, write: @escaping ([UInt8]) throws -> Void) {
        writer = VCardWriter(version: version)
        self.version = version
        self.raw = raw
        output = write
    }

    mutating func write(_ contacts: [ExportedContact], _ db: Database) throws {
        let choices = try photoChoices?.choices(of: contacts.map(\.id), db) ?? [:]
        let (writer, version, raw) = (writer, version, raw)
        let made = ParallelSlices.map(contacts.count, minimum: 50) { range in
            range.map {
                Self.cards(
                    of: contacts[$0], choice: choices[contacts[$0].id], writer: writer, version: version, raw: raw)
            }
        }.joined()
        for (contact, made) in zip(contacts, made) {
            summary.skipped += made.skipped
            guard !made.cards.isEmpty else { continue }
            for bytes in made.cards {
                try output(bytes)
                summary.cards += 1
            }
            written.insert(contact.id)
        }
    }

    /// The bytes of the cards written for one contact, and how many of its stored cards could not
    /// be read.
    private static func cards(
        of contact: ExportedContact, choice: PhotoChoices.Choice?, writer: VCardWriter, version: VCardWriter.Version,
        raw: Bool
    ) -> (cards: [[UInt8]], skipped: Int) {
        let parsed = contact.cards.compactMap { stored in
            VCard(stored: stored.bytes).map { (card: $0, uuid: stored.uuid) }
        }
        let skipped = contact.cards.count - parsed.count
        guard !parsed.isEmpty else { return ([], skipped) }
        // A card without a UID gets the store's id of what is written: the raw contact's with --raw,
        // the unified contact's for a merged card (both stable: docs/vcard.md).
        let written: [(card: VCard, uuid: String)]
        if raw {
            written = parsed
        } else {
            let merged = CardMerger.merge(parsed.map(\.card))
            written = [(choice.map { PhotoChoices.apply($0, to: merged) } ?? merged, contact.uuid)]
        }
        let cards = written.map { card, uuid in
            var bytes: [UInt8] = []
            writer.write(card.converted(to: version, uid: "urn:uuid:" + uuid), into: &bytes)
            return bytes
        }
        return (cards, skipped)
    }
}
