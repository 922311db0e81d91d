@testable import ContactsKit
import Foundation
import GRDB
import Testing

/// An import logs its new contacts, raw contacts and their cards as one range each (``UndoRangeRecord``), and
/// `undo` still takes it back exactly: links to older contacts, contacts merged inside the import,
/// updates of older cards, across batches.
@Suite struct ImportUndoRangeTests {
    /// 2,500 numbered cards (three batches) with, in the middle of the second and at the start of
    /// the third batch, two new cards of one person (merged inside the import, the second contact
    /// deleted), a card of Ann (linked to the older contact), and Bob's card changed.
    static func bigImport() -> String {
        Cards.numbered(1_500) + Cards.person("Zoe", "Quinn", emails: ["zoe@example.com"])
            + Cards.numbered(499, from: 1_501)
            + Cards.person("Zoe", "Quinn", emails: ["zoe@example.com"], phones: ["+1 555 0199"])
            + Cards.person("Ann", "Lee", emails: ["ann@example.com"], phones: ["+1 555 0100"])
            + Cards.numbered(498, from: 2_001)
    }

    static let older =
        Cards.person("Ann", "Lee", uid: "ann", emails: ["ann@example.com"])
        + Cards.person("Bob", "Ray", uid: "bob", emails: ["bob@example.com"])

    @Test func anImportIsLoggedAsThreeRangesAndUndoneExactly() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.older, name: "cards.vcf")
        let before = try temporary.exported(raw: true)
        let listedBefore = try temporary.list(includeRawContacts: true)

        let text =
            Self.bigImport() + Cards.person("Bob", "Ray", uid: "bob", emails: ["bob@example.com", "bob@work.example"])
        let summary = try temporary.importText(text, name: "cards.vcf").summary
        #expect(summary.imported == 2_500 && summary.updated == 1)
        #expect(try temporary.store.count() == 2 + 2_500 - 2)  // Zoe's two cards are one contact, Ann's joined hers

        let log = try temporary.store.uncheckedDatabase.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT tableName, statement FROM undoLog WHERE changeId = (SELECT MAX(id) FROM change) ORDER BY seq
                    """
            ).map { ($0[0] as String, $0[1] as String) }
        }
        let ranges = log.filter { UndoRangeRecord.rowIDQuery($0.1, table: $0.0) != nil }
        #expect(ranges.map(\.0) == ["contact", "rawContact", "rawCard"])
        #expect(
            log.prefix(3).map(\.0) == ["contact", "rawContact", "rawCard"],
            "the ranges come first, so they are undone last")
        let rowDeletes = ["contact", "rawContact", "rawCard"].map { "DELETE FROM \($0) WHERE rowid = " }
        #expect(!log.contains { entry in rowDeletes.contains { entry.1.hasPrefix($0) } })
        #expect(log.count < 20, "a handful of rows, not one per inserted row: \(log.count)")
        let empty = try temporary.store.uncheckedDatabase.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM undoRange")
        }
        #expect(empty == 0)

        #expect(try temporary.store.undo().kind == .import)
        #expect(try temporary.exported(raw: true) == before)
        #expect(try temporary.list(includeRawContacts: true) == listedBefore)
        #expect(try temporary.names(ListRequest(query: "zoe")).isEmpty, "the search index lost the import's contacts")
        #expect(try temporary.store.checkHealth().isEmpty)
    }

    @Test func aChangeAfterTheImportIsNotInItsRange() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.older)
        try temporary.importText(Cards.numbered(30), name: "more.vcf")
        try temporary.store.delete([.lookup("ann")])
        try temporary.importText(Cards.numbered(5, from: 100), name: "late.vcf")
        let afterLate = try temporary.exported(raw: true)
        try temporary.importText(Cards.numbered(5, from: 200), name: "later.vcf")
        #expect(try temporary.store.undo().kind == .import)
        #expect(try temporary.exported(raw: true) == afterLate)
        #expect(try temporary.store.undo().kind == .import)
        #expect(try temporary.store.undo().kind == .delete)
        #expect(try temporary.names(ListRequest(query: "ann")) == ["Ann Lee"])
        #expect(try temporary.store.count() == 32)
        #expect(try temporary.store.checkHealth().isEmpty)
    }

    @Test func anImportThatChangesNothingLogsNothing() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.older)
        let changes = try temporary.store.history().count
        #expect(try temporary.importText(Self.older).summary.unchanged == 2)
        #expect(try temporary.store.history().count == changes)
    }
}
