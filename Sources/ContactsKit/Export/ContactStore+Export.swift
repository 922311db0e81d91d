import GRDB
import VCard

extension ContactStore {
    /// Writes contacts as vCards, in manual order, streaming: each card's bytes go to `write` as soon
    /// as they are made. Every property that was imported is written back, photos included.
    /// - Parameters:
    ///   - references: The contacts to export, in the order given; nil for all.
    ///   - version: 3.0 (default, widest support) or 4.0.
    ///   - write: Receives the bytes of one card at a time.
    public func export(
        _ references: [ContactReference]? = nil, version: VCardWriter.Version = .v3_0, write: ([UInt8]) throws -> Void
    ) throws {
        let writer = VCardWriter(version: version)
        try database.read { db in
            func emit(_ rows: RowCursor) throws {
                while let row = try rows.next() {
                    let stored: [UInt8] = Array(row["card"] as Data)
                    var reader = VCardReader(bytes: stored)
                    guard let card = reader.next()?.card else { continue }
                    var bytes: [UInt8] = []
                    writer.write(card, into: &bytes)
                    try write(bytes)
                }
            }
            if let references {
                let index = try PositionIndex(db)
                for reference in references {
                    let id = try Self.rowID(reference, index, db)
                    try emit(try Row.fetchCursor(db, sql: "SELECT card FROM rawContact WHERE contactId = ? ORDER BY id", arguments: [id]))
                }
            } else {
                try emit(try Row.fetchCursor(db, sql: """
                    SELECT rawContact.card FROM rawContact JOIN contact ON contact.id = rawContact.contactId
                    ORDER BY contact.orderKey, contact.id, rawContact.id
                    """))
            }
        }
    }
}

import Foundation
