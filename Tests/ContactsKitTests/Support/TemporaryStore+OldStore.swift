import Foundation
import GRDB
import Testing
import VCard

@testable import ContactsKit

extension TemporaryStore {
    /// A store file (`old.sqlite` here) as an older version left it: the migrations up to
    /// `migration` run, then one contact per card written as that version wrote it, with its
    /// search row and its raw contact (`profile` nil before "v2-linking", which added the column).
    func oldStore(upTo migration: String, cards: [(text: String, source: String, profile: String?)]) throws -> String {
        let path = pathOf("old.sqlite")
        let queue = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(queue, upTo: migration)
        try queue.write { db in
            for (index, entry) in cards.enumerated() {
                var reader = VCardReader(string: entry.text)
                let card = try #require(reader.next()?.card)
                let bytes = VCardWriter(version: .v4_0).bytes([card])
                let fields = ContactFields(card: card)
                let family = fields.familyOrder, given = fields.givenOrder
                try db.execute(
                    sql: """
                        INSERT INTO contact (id, uuid, orderKey, displayName, hasPhoto, sortKeyFamily, sortKeyGiven, sectionFamily, sectionGiven)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        index + 1, "c\(index)", (index + 1) << 20, fields.displayName, fields.hasPhoto,
                        family.key, given.key, family.section, given.section,
                    ])
                try db.execute(
                    sql: "INSERT INTO contactSearch (rowid, name) VALUES (?, ?)",
                    arguments: [index + 1, fields.displayName])
                let columns =
                    "uuid, contactId, source, uid, contentHash, card" + (entry.profile == nil ? "" : ", profile")
                var values: [(any DatabaseValueConvertible)?] = [
                    "r\(index)", index + 1, entry.source, card.uid, Data(SHA256.hash(bytes)), Data(bytes),
                ]
                if let profile = entry.profile { values.append(profile) }
                try db.execute(
                    sql: "INSERT INTO rawContact (\(columns)) VALUES (\(databaseQuestionMarks(count: values.count)))",
                    arguments: StatementArguments(values))
            }
        }
        try queue.close()
        return path
    }
}
