import Foundation
import GRDB
import Testing

@testable import ContactsKit

/// `link --auto` runs with foreign keys off (no cascades, which cost a row-by-row program each):
/// it must delete what the cascades would have, and leave the connection with foreign keys on.
@Suite struct LinkWithoutForeignKeysTests {
    private func count(_ sql: String, _ store: ContactStore) throws -> Int {
        try store.uncheckedDatabase.read { db in try Int.fetchOne(db, sql: sql) ?? 0 }
    }

    /// The setting before, and the rows left dangling after, which a debug build also asserts.
    private func check(_ store: ContactStore) throws -> (foreignKeys: Int?, dangling: Int) {
        let foreignKeys = try store.uncheckedDatabase.writeWithoutTransaction { db in
            try Int.fetchOne(db, sql: "PRAGMA foreign_keys")
        }
        return (foreignKeys, try store.uncheckedDatabase.read { db in try StoreIntegrity.danglingRows(db).count })
    }

    private func addExpiredTrashAndOldChanges(_ store: ContactStore) throws {
        try store.uncheckedDatabase.write { db in
            try db.execute(
                sql:
                    "INSERT INTO trash (contactId, displayName, deletedAt, orderKey, payload) VALUES ('x', 'Old', '2000-01-01T00:00:00Z', 1, x'00')"
            )
            try db.execute(
                sql:
                    "INSERT INTO deletedCard (source, uid, contentHash, trashId, deletedAt) VALUES ('a', 'u', x'00', ?, '2000-01-01T00:00:00Z')",
                arguments: [db.lastInsertedRowID])
            for _ in 0..<ChangeRecord.kept {
                try db.execute(
                    sql:
                        "INSERT INTO change (at, client, kind, summary) VALUES ('2000-01-01T00:00:00Z', 'test', 'edit', 'old')"
                )
                try db.execute(
                    sql:
                        "INSERT INTO undoLog (changeId, tableName, rowId, statement) VALUES (?, 'contact', 0, 'SELECT 1')",
                    arguments: [db.lastInsertedRowID])
            }
        }
    }

    @Test func theLinkDeletesWhatCascadesWouldHaveAndTurnsForeignKeysBackOn() async throws {
        let temporary = try TemporaryStore()
        // Two cards of one person in two sources, each with its photo, categories and a birthday;
        // the larger photo is the merged contact's, so the smaller one goes with its thumbnail.
        let (small, large) =
            PhotoCards.png.count < PhotoCards.jpeg.count
            ? ((PhotoCards.png, "PNG"), (PhotoCards.jpeg, "JPEG"))
            : ((PhotoCards.jpeg, "JPEG"), (PhotoCards.png, "PNG"))
        let email = "EMAIL:ann@example.com"
        for (source, photo, extra) in [
            ("a", small, ["CATEGORIES:Friends", "BDAY:1985-04-12"]), ("b", large, ["CATEGORIES:Work", "BDAY:--0412"]),
        ] {
            let card = PhotoCards.person("Ann", "Lee", photo: photo.0, type: photo.1, extra: [email] + extra)
            _ = try temporary.store.importCards(
                from: [.file(try temporary.write("\(source).vcf", card))], source: source, link: false)
        }
        _ = try await temporary.store.thumbnail(
            of: .position(1), side: 8, using: try temporary.store.makeThumbnailCache())
        #expect(try count("SELECT COUNT(*) FROM thumbnail", temporary.store) == 1)
        // An expired trash entry with its tombstone, and more changes than are kept.
        try addExpiredTrashAndOldChanges(temporary.store)

        #expect(try temporary.store.linkAutomatically() == 1)

        #expect(try temporary.store.count() == 1)
        #expect(try count("SELECT COUNT(*) FROM photo", temporary.store) == 1)
        #expect(try count("SELECT COUNT(*) FROM thumbnail", temporary.store) == 0)
        #expect(try count("SELECT COUNT(*) FROM contactCategory", temporary.store) == 2)  // both on the survivor
        #expect(
            try count(
                "SELECT COUNT(*) FROM contactDate WHERE contactId NOT IN (SELECT id FROM contact)", temporary.store)
                == 0)
        #expect(try count("SELECT COUNT(*) FROM trash", temporary.store) == 0)
        #expect(try count("SELECT COUNT(*) FROM deletedCard WHERE trashId IS NOT NULL", temporary.store) == 0)
        #expect(
            try count("SELECT COUNT(*) FROM undoLog WHERE changeId NOT IN (SELECT id FROM change)", temporary.store)
                == 0)
        let after = try check(temporary.store)
        #expect(after.foreignKeys == 1 && after.dangling == 0)
        // And the link is undone as any other.
        try temporary.store.undo()
        #expect(try temporary.store.count() == 2)
    }
}
