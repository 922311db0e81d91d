@testable import ContactsKit
import GRDB
import Testing

/// `checkHealth()` finds each kind of damage and `repair()` rebuilds it from the imported cards,
/// keeping the order, the links and the user's decisions.
@Suite struct HealthTests {
    static func store() throws -> TemporaryStore {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Ann", "Lee", emails: ["ann@example.com"]) + Cards.person("Bob", "Ray")
                + Cards.person("Cy", "Young"), source: "a")
        try temporary.importText(
            Cards.person("Ann", "Lee", emails: ["ANN@example.com"], phones: ["+1 555 010 4477"]), source: "b")
        try temporary.store.move(from: 3, to: 1)
        return temporary
    }

    struct Damage: CustomTestStringConvertible, Sendable {
        let label: String
        let sql: String
        let kinds: [StoreProblem.Kind]
        var testDescription: String { label }
    }

    static let damages: [Damage] = [
        Damage(
            label: "a search row lost", sql: "DELETE FROM contactSearch WHERE rowid = (SELECT MIN(id) FROM contact)",
            kinds: [.searchIndex]),
        Damage(
            label: "a search row for nobody", sql: "INSERT INTO contactSearch (rowid, name) VALUES (9999, 'ghost')",
            kinds: [.searchIndex]),
        Damage(
            label: "a word of the index lost from its list",
            sql: "DELETE FROM searchWord WHERE word = (SELECT MIN(word) FROM searchWord)", kinds: [.searchIndex]),
        Damage(label: "order counts off", sql: "UPDATE orderBucket SET count = count + 2", kinds: [.orderCounts]),
        Damage(
            label: "a count in the wrong bucket",
            sql: """
                UPDATE orderBucket SET count = count - 1 WHERE bucket = (SELECT MIN(bucket) FROM orderBucket);
                INSERT INTO orderBucket (bucket, count) VALUES (999999, 1)
                """, kinds: [.orderCounts]),
        Damage(
            label: "linking keys lost", sql: "UPDATE rawCard SET profile = ''; DELETE FROM rawKey",
            kinds: [.linkingKeys]),
        Damage(
            label: "a contact without cards",
            sql: """
                INSERT INTO contact (uuid, orderKey, displayName, sortKeyFamily, sortKeyGiven, sectionFamily, sectionGiven)
                VALUES ('ghost', 1, 'Ghost', '0ghost', '0ghost', 'G', 'G')
                """, kinds: [.emptyContacts, .searchIndex]),
        Damage(
            label: "a raw contact pointing nowhere",
            sql: """
                PRAGMA foreign_keys = OFF;
                INSERT INTO rawContact (uuid, contactId, source, contentHash) VALUES ('r', 777, 'x', x'00');
                INSERT INTO rawCard (id, card, profile) VALUES (last_insert_rowid(), x'00', 'p');
                PRAGMA foreign_keys = ON
                """, kinds: [.foreignKeys]),
        // Nor has `rawCard` (v18): a card is deleted with its raw contact by a trigger.
        Damage(
            label: "a card of a raw contact that is gone",
            sql: "INSERT INTO rawCard (id, card, profile) VALUES (99999, x'00', 'p')",
            kinds: [.foreignKeys]),
        // `rawKey` has no foreign key (v15): its rows are checked by hand.
        Damage(
            label: "a lookup key of a raw contact that is gone",
            sql: "INSERT INTO rawKey (key, rawContactId) VALUES (42, 777)",
            kinds: [.foreignKeys]),
    ]

    /// Counts that add up but sit in the wrong buckets are told as such, not as a total that differs.
    @Test func countsInTheWrongBucketsAreToldApartFromAWrongTotal() throws {
        let temporary = try Self.store()
        try temporary.store.uncheckedDatabase.writeWithoutTransaction { db in
            try db.execute(sql: Self.damages.first { $0.label == "a count in the wrong bucket" }!.sql)
        }
        #expect(
            try temporary.store.checkHealth().map(\.detail) == [
                "1 of the counts positions are computed from disagree with the contacts' order"
            ])
    }

    @Test func aHealthyStoreHasNoProblems() throws {
        #expect(try Self.store().store.checkHealth() == [])
    }

    @Test(arguments: damages)
    func damageIsFoundAndRepaired(_ damage: Damage) throws {
        let temporary = try Self.store()
        let before = try temporary.list(includeRawContacts: true)
        try temporary.store.uncheckedDatabase.writeWithoutTransaction { db in try db.execute(sql: damage.sql) }
        #expect(try temporary.store.checkHealth().map(\.kind) == damage.kinds)
        #expect(try temporary.store.repair().map(\.kind) == damage.kinds)
        #expect(try temporary.store.checkHealth() == [])
        #expect(try temporary.list(includeRawContacts: true) == before)
        #expect(try temporary.names(ListRequest(query: "ann")) == ["Ann Lee"])
        #expect(try temporary.names(ListRequest(query: "4477")) == ["Ann Lee"])
    }

    @Test func repairKeepsDecisions() throws {
        let temporary = try Self.store()
        try temporary.store.unlink(.position(2))
        try temporary.store.uncheckedDatabase.write { db in try db.execute(sql: "DELETE FROM contactSearch") }
        let before = try temporary.list(includeRawContacts: true)
        try temporary.store.repair()
        #expect(try temporary.list(includeRawContacts: true) == before)
        #expect(try temporary.store.linkAutomatically() == 0)
    }
}
