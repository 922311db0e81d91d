import Foundation
import GRDB
import Testing

@testable import ContactsKit

/// A damaged store file (docs/hardening.md, finding 5): an operation that meets a damaged page
/// throws ``ContactStoreError/storeDamaged(path:detail:)`` and marks the store, after which no write
/// goes through, even one that would touch only whole pages; `checkHealth` reports it; the export
/// salvages every card it can read and counts the others.
@Suite struct DamagedFileTests {
    /// A store of 600 people whose `table` pages (leaf pages, found through SQLite's `dbstat`) are
    /// overwritten with garbage: the first `pages` of them.
    private func store(damaging table: String, pages: Int) throws -> (TemporaryStore, damaged: [Int]) {
        let temporary = try TemporaryStore()
        try temporary.importText(
            (0..<600).map {
                Cards.person("Given\($0)", "Family\($0)", extra: ["NOTE:" + String(repeating: "x", count: 200)])
            }.joined())
        let leaves = try temporary.store.uncheckedDatabase.read { db in
            try Int.fetchAll(
                db, sql: "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno",
                arguments: [table])
        }
        try #require(leaves.count > pages, "\(table) has \(leaves.count) leaf pages")
        // Everything checkpointed into the file, then no connection left (the store value is dropped).
        try temporary.store.uncheckedDatabase.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let damaged = Array(leaves.dropFirst().prefix(pages))
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: temporary.path))
        for page in damaged {
            try handle.seek(toOffset: UInt64((page - 1) * 4096))
            handle.write(Data(repeating: 0xA5, count: 4096))
        }
        try handle.close()
        return (temporary, damaged)
    }

    @Test func aWriteThatMeetsDamageIsRefusedAndEveryLaterWriteToo() throws {
        let (temporary, _) = try store(damaging: "contact", pages: 3)
        let store = try temporary.reopened()
        #expect(throws: ContactStoreError.self) { try store.list(ListRequest()) { _ in } }
        #expect(FileManager.default.fileExists(atPath: temporary.path + ".damaged"), "the damage was not remembered")
        // An import would write pages that are whole: refused all the same.
        let file = try temporary.write("new.vcf", Cards.person("New", "Person"))
        #expect {
            try store.importCards(from: [.file(file)])
        } throws: { error in
            guard let interrupted = error as? ImportInterrupted,
                case .storeDamaged(let path, let detail) = interrupted.reason
            else { return false }
            return path == temporary.path && detail.contains("malformed") && interrupted.stored == ImportSummary()
        }
        #expect(try store.checkHealth().map(\.kind) == [.integrity])
    }

    @Test func exportSalvagesTheCardsOnWholePagesAndCountsTheOthers() throws {
        let (temporary, damaged) = try store(damaging: "rawContact", pages: 2)
        let store = try temporary.reopened()
        var cards = 0
        let summary = try store.export { bytes in
            cards += 1
            #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("BEGIN:VCARD"))
        }
        #expect(summary.cards == cards)
        #expect(summary.skipped > 0 && summary.skipped < 100, "\(summary) with \(damaged.count) pages damaged")
        #expect(summary.cards + summary.skipped == 600, "\(summary)")
    }
}
