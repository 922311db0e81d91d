@testable import ContactsKit
import Foundation
import GRDB
import Testing

/// An import into an empty store takes the bulk path (``BulkLoad``, ``BulkWriter``) and stores
/// exactly what the batch path stores: the same contacts in the same order, linked the same way,
/// found by the same searches; the schema is whole again after it, and `undo` takes it back.
@Suite struct BulkImportTests {
    /// Three batches of numbered cards, two cards of Zoe (linked), Bob's card twice with new content
    /// the second time (an update), an exact repeat of a card without a UID (unchanged), and a
    /// card with a category and a birthday.
    static let text =
        ImportUndoRangeTests.bigImport()
        + Cards.person("Bob", "Ray", uid: "bob", emails: ["bob@example.com"])
        + Cards.person("Cy", "Doe", emails: ["cy@example.com"])
        + Cards.person("Bob", "Ray", uid: "bob", emails: ["bob@example.com", "bob@work.example"])
        + Cards.person("Cy", "Doe", emails: ["cy@example.com"])
        + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Dee Fox\r\nN:Fox;Dee;;;\r\nCATEGORIES:Work\r\nBDAY:1990-04-05\r\nEND:VCARD\r\n"

    /// Imports `text` into `temporary`'s store, by the bulk path when `bulk`.
    @discardableResult
    static func load(_ temporary: TemporaryStore, bulk: Bool) throws -> ImportSummary {
        var options = ContactStore.StoreOptions()
        options.bulkMinimumBytes = bulk ? 0 : .max
        return try temporary.store.importCards(
            from: [.file(temporary.write("cards.vcf", text))], source: nil, strict: false,
            options: options, onProblem: { _ in }, onProgress: nil)
    }

    /// The store's schema and the writing connection's own (the change log's triggers).
    static func schema(_ temporary: TemporaryStore) throws -> [String] {
        try temporary.store.uncheckedDatabase.writeWithoutTransaction { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT type || ' ' || name || ' ' || COALESCE(sql, '') FROM main.sqlite_master
                    UNION ALL SELECT 'temp ' || type || ' ' || name || ' ' || sql FROM temp.sqlite_master
                    ORDER BY 1
                    """)
        }
    }

    static func buckets(_ temporary: TemporaryStore) throws -> [[Int64]] {
        try temporary.store.uncheckedDatabase.read { db in
            try Row.fetchAll(db, sql: "SELECT bucket, count FROM orderBucket WHERE count > 0 ORDER BY bucket").map {
                [$0[0], $0[1]]
            }
        }
    }

    /// Every lookup key with the content hash of its raw contact's card (row ids and UUIDs may differ).
    static func keys(_ temporary: TemporaryStore) throws -> [[DatabaseValue]] {
        try temporary.store.uncheckedDatabase.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT key, hex(contentHash) FROM rawKey JOIN rawContact ON rawContact.id = rawKey.rawContactId ORDER BY 1, 2
                    """
            ).map { [$0[0], $0[1]] as [DatabaseValue] }
        }
    }

    @Test func theBulkPathStoresWhatTheBatchPathStores() throws {
        let bulk = try TemporaryStore(), batch = try TemporaryStore()
        let schema = try Self.schema(bulk)
        #expect(schema.filter { $0.hasPrefix("temp trigger undo_") }.count == 3 * UndoTriggers.loggedTables.count)
        let summary = try Self.load(bulk, bulk: true)
        #expect(summary.counts == (try Self.load(batch, bulk: false)).counts)
        #expect(summary.imported == 2_503 && summary.updated == 1 && summary.unchanged == 1)
        #expect(try Self.schema(bulk) == schema, "every index and trigger is back, as it was")
        let listed = try bulk.list(includeRawContacts: true), expected = try batch.list(includeRawContacts: true)
        #expect(listed.map(\.displayName) == expected.map(\.displayName))
        #expect(listed.map(\.rawContacts.count) == expected.map(\.rawContacts.count))
        #expect(listed.map(\.emails) == expected.map(\.emails))
        for query in ["zoe", "bob work", "cy", "work", "555 0199", "person 2000"] {
            #expect(
                try bulk.names(ListRequest(query: query)) == (try batch.names(ListRequest(query: query))), "\(query)")
        }
        #expect(try bulk.names(ListRequest(query: "work")) == ["Bob Ray", "Dee Fox"])
        // The order keys differ (a card merged inside the import took one here): the buckets count them.
        let counted = try bulk.store.uncheckedDatabase.read { db in
            try Row.fetchAll(db, sql: "SELECT orderKey >> 30, COUNT(*) FROM contact GROUP BY 1 ORDER BY 1").map {
                [$0[0], $0[1]] as [Int64]
            }
        }
        #expect(try Self.buckets(bulk) == counted)
        // The same lookup keys, Bob's replaced card's included (its work address).
        let keys = try Self.keys(bulk), batchKeys = try Self.keys(batch)
        #expect(keys.count > 2_503 && keys == batchKeys)
        #expect(try Self.words(bulk) == (try Self.words(batch)) && !(try Self.words(bulk)).isEmpty)
        #expect(try bulk.store.checkHealth().isEmpty)
    }

    static func words(_ temporary: TemporaryStore) throws -> [String] {
        try temporary.store.uncheckedDatabase.read { db in try String.fetchAll(db, sql: "SELECT word FROM searchWord") }
    }

    /// The search index indexed beside the writer (``BulkSearchIndex``, several chunks of rows) and
    /// copied in is FTS5's own afterwards: it passes FTS5's integrity check (in the health check), in
    /// this process and the next, and takes later writes.
    @Test func theSearchIndexCopiedInTakesLaterWrites() throws {
        let temporary = try TemporaryStore()
        try Self.load(temporary, bulk: true)
        #expect(2_503 > BulkSearchIndex.chunkSize)
        #expect(try temporary.store.checkHealth().isEmpty)
        var added = EditableContact()
        added.formattedName = "Quentin Zebulon"
        added.emails = [LabeledText(label: "", value: "quentin@zebulon.example")]
        try temporary.store.add(added.card)
        try temporary.store.edit(.position(1), [.setNote("marmalade")])
        let deleted = try temporary.list(ListRequest(query: "lee"))
        #expect(deleted.count == 1)
        try temporary.store.delete(deleted.map { .id($0.id) })
        func names(_ store: ContactStore, _ query: String) throws -> [String] {
            var names: [String] = []
            try store.list(ListRequest(query: query)) { names.append($0.contact.displayName) }
            return names
        }
        for store in [temporary.store, try temporary.reopened()] {
            #expect(try names(store, "zebulon") == ["Quentin Zebulon"])
            #expect(try names(store, "marmalade").count == 1)
            #expect(try names(store, "lee").isEmpty)
            #expect(try names(store, "zoe").count == 1)
            #expect(try store.checkHealth().isEmpty)
        }
    }

    /// A store whose search index holds a row (nothing this version writes leaves one without a
    /// raw contact) is not emptied by a bulk import: the batch path keeps the row.
    @Test func aSearchIndexHoldingARowTakesTheBatchPath() throws {
        let temporary = try TemporaryStore()
        try temporary.store.uncheckedDatabase.write { db in
            try db.execute(sql: "INSERT INTO contactSearch (rowid, name) VALUES (1000000, 'ghost')")
        }
        try Self.load(temporary, bulk: true)
        let rows = try temporary.store.uncheckedDatabase.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM contactSearch WHERE rowid = 1000000")
        }
        #expect(rows == 1)
    }

    @Test func undoTakesABulkImportBackExactly() throws {
        let temporary = try TemporaryStore()
        let before = try temporary.exported(raw: true)
        try Self.load(temporary, bulk: true)
        #expect(try temporary.store.count() == 2_503 - 1)  // Zoe's two cards are one contact
        #expect(try temporary.store.undo().kind == .import)
        #expect(try temporary.exported(raw: true) == before)
        #expect(try temporary.store.count() == 0)
        #expect(try temporary.names(ListRequest(query: "zoe")).isEmpty)
        #expect(try Self.buckets(temporary).isEmpty)
        #expect(try temporary.store.checkHealth().isEmpty)
    }

    @Test func aStoreHoldingCardsTakesTheBatchPath() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(ImportUndoRangeTests.older)
        let summary = try Self.load(temporary, bulk: true)
        #expect(summary.updated == 1, "Bob's stored card is updated, not repeated")
        #expect(try temporary.names(ListRequest(query: "bob")) == ["Bob Ray"])
        #expect(try temporary.store.checkHealth().isEmpty)
    }
}
