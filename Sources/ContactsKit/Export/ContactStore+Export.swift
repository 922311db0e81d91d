import GRDB
import VCard

extension ContactStore {
    /// Writes contacts as vCards, in manual order, streaming: each card's bytes go to `write` as soon
    /// as they are made.
    ///
    /// By default each unified contact is one card, its merged view (``CardMerger``): every property
    /// of its raw contacts, without duplicates. With `raw`, each raw contact's card is written as it
    /// was imported, photos included, one after the other. Either way each card is made a valid card
    /// of `version` first (``VCard/converted(to:uid:)``), a card without a UID getting the store's id.
    ///
    /// On a damaged store file an export of every contact does not stop where SQLite finds the
    /// damage: it goes on reading the cards one by one (``salvage(skipping:into:)``), writes every
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
            try export(references, version: version, raw: raw, exporter: CardExporter(version: version, raw: raw, write: write))
        }
    }

    private func export(
        _ references: [ContactReference]?, version: VCardWriter.Version, raw: Bool, exporter: consuming CardExporter
    ) throws -> ExportSummary {
        var exporter = exporter
        do {
            try read { db in
                exporter.photoChoices = try PhotoChoices(db)
                // Rows of one contact are consecutive; a contact's cards are written when the next begins.
                var contact: (id: Int64, uuid: String)?
                var cards: [(card: VCard, uuid: String)] = []
                func flush() throws {
                    guard let contact else { return }
                    try exporter.write(cards, contact: contact.id, uuid: contact.uuid, db)
                    cards.removeAll()
                }
                /// Writes the cards of `contactId` (nil: of every contact).
                func emit(_ contactId: Int64?) throws {
                    contact = nil
                    let rows = try RawContactRecord.storedCards(ofContact: contactId, db)
                    while let row = try rows.next() {
                        if row.contactId != contact?.id { try flush() }
                        contact = (row.contactId, row.contactUUID)
                        if let card = row.card { cards.append((card, row.uuid)) } else { exporter.summary.skipped += 1 }
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
        } catch ContactStoreError.storeDamaged where references == nil {
            // Outside a transaction: the COMMIT of a read that met a damaged page fails too.
            try checkAccess()
            try uncheckedDatabase.readWithoutTransaction { db in try Self.salvage(skipping: exporter.written, into: &exporter, db) }
        }
        return exporter.summary
    }

    /// The export of a damaged store, after the streaming export stopped on the damage: every raw
    /// contact is looked up by its row id, one at a time, so a damaged page loses only the rows it
    /// holds; the contacts already written are left out, the others written in the order of their
    /// first raw contact. A row that cannot be read, or whose card cannot be parsed, is counted in
    /// ``ExportSummary/skipped``.
    private static func salvage(skipping written: Set<Int64>, into exporter: inout CardExporter, _ db: Database) throws {
        var order: [Int64] = []
        var rawIDs: [Int64: [Int64]] = [:]
        for id in RawContactRecord.probedIDs(db) {
            do {
                guard let contact = try RawContactRecord.contactID(ofRaw: id, db), !written.contains(contact) else { continue }
                if rawIDs[contact] == nil { order.append(contact) }
                rawIDs[contact, default: []].append(id)
            } catch let error as DatabaseError where ContactStoreError.isDamage(error) {
                exporter.summary.skipped += 1
            }
        }
        if exporter.photoChoices == nil { exporter.photoChoices = try? PhotoChoices(db) }
        for contact in order {
            var cards: [(card: VCard, uuid: String)] = []
            for id in rawIDs[contact] ?? [] {
                if let stored = try? RawContactRecord.storedCard(raw: id, db), let card = stored.card {
                    cards.append((card, stored.uuid))
                } else {
                    exporter.summary.skipped += 1
                }
            }
            let uuid = (try? ContactRecord.uuid(of: contact, db)) ?? cards.first?.uuid
            guard let uuid else { continue }
            do {
                try exporter.write(cards, contact: contact, uuid: uuid, db)
            } catch let error as DatabaseError where ContactStoreError.isDamage(error) {
                exporter.photoChoices = nil  // the photo choice is what could not be read: the cards' own photos
                try exporter.write(cards, contact: contact, uuid: uuid, db)
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

/// Writes a contact's cards as an export does: merged into one (with the user's photo choice), or
/// each raw card; converted to the version, a card without a UID getting the store's id.
private struct CardExporter {
    let writer: VCardWriter
    let version: VCardWriter.Version
    let raw: Bool
    let output: ([UInt8]) throws -> Void
    /// The user's photo choices; nil when they cannot be read (a damaged store).
    var photoChoices: PhotoChoices?
    var summary = ExportSummary()
    /// The contacts written so far.
    private(set) var written: Set<Int64> = []

    init(version: VCardWriter.Version, raw: Bool, write: @escaping ([UInt8]) throws -> Void) {
        writer = VCardWriter(version: version)
        self.version = version
        self.raw = raw
        output = write
    }

    mutating func write(_ cards: [(card: VCard, uuid: String)], contact: Int64, uuid contactUUID: String, _ db: Database) throws {
        guard !cards.isEmpty else { return }
        // A card without a UID gets the store's id of what is written: the raw contact's with --raw,
        // the unified contact's for a merged card (both stable: docs/vcard.md).
        let written: [(card: VCard, uuid: String)]
        if raw {
            written = cards
        } else {
            let merged = CardMerger.merge(cards.map(\.card))
            written = [(try photoChoices?.apply(to: merged, contact: contact, db) ?? merged, contactUUID)]
        }
        for (card, uuid) in written {
            var bytes: [UInt8] = []
            writer.write(card.converted(to: version, uid: "urn:uuid:" + uuid), into: &bytes)
            try output(bytes)
            summary.cards += 1
        }
        self.written.insert(contact)
    }
}
