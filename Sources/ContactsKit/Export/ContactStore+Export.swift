import Foundation
import GRDB
import VCard

extension ContactStore {
    /// Writes contacts as vCards, in manual order, streaming: each card's bytes go to `write` as soon
    /// as they are made.
    ///
    /// By default each unified contact is one card, its merged view (``CardMerger``): every property
    /// of its raw contacts, without duplicates. With `raw`, each raw contact's card is written as it
    /// was imported, photos included, one after the other.
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
            var cards: [VCard] = []
            let photoChoices = try PhotoChoices(db)
            func flush() throws {
                guard !cards.isEmpty, let id = contact else { return }
                for card in raw ? cards : [try photoChoices.apply(to: CardMerger.merge(cards), contact: id, db)] {
                    var bytes: [UInt8] = []
                    writer.write(card, into: &bytes)
                    try write(bytes)
                }
                cards.removeAll()
            }
            func emit(_ rows: RowCursor) throws {
                while let row = try rows.next() {
                    let id: Int64 = row["contactId"]
                    if id != contact { try flush() }
                    contact = id
                    var reader = VCardReader(bytes: Array(row["card"] as Data))
                    if let card = reader.next()?.card { cards.append(card) }
                }
                try flush()
            }
            if let references {
                let index = try PositionIndex(db)
                for reference in references {
                    let id = try Self.rowID(reference, index, db)
                    contact = nil
                    try emit(try Row.fetchCursor(db, sql: "SELECT contactId, card FROM rawContact WHERE contactId = ? ORDER BY id", arguments: [id]))
                }
            } else {
                try emit(try Row.fetchCursor(db, sql: """
                    SELECT rawContact.contactId, rawContact.card FROM rawContact JOIN contact ON contact.id = rawContact.contactId
                    ORDER BY contact.orderKey, contact.id, rawContact.id
                    """))
            }
        }
    }
}
