@testable import ContactsKit
import GRDB
import Testing

/// The blocks linking judges are the same whether read from the `rawKey` index (linking on demand)
/// or found in the keys a bulk import holds in memory.
@Suite struct KeyBlocksTests {
    /// People sharing emails, a phone that five of them carry (more than the limit of 4 used
    /// here), names with organisations and birthdays.
    static let cards = (0..<12).map { index in
        Cards.person(
            "Ann\(index % 3)", "Lee", uid: "u\(index)", emails: ["ann\(index % 4)@example.com"],
            phones: index < 5 ? ["+49 30 2345678"] : ["+49 30 76543\(index % 6)1"],
            organization: index % 2 == 0 ? "Acme" : nil,
            extra: index % 3 == 0 ? ["BDAY:1990-01-0\(index % 2 + 1)"] : [])
    }.joined()

    @Test func theKeysInMemoryGiveTheBlocksTheIndexGives() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.cards)
        try temporary.store.uncheckedDatabase.read { db in
            let pairs = try Row.fetchAll(db, sql: "SELECT key, rawContactId FROM rawKey ORDER BY key, rawContactId")
                .map { (key: $0[0] as LinkKey, raw: $0[1] as RawContactRowID) }
            let limit: (LinkKey.Kind) -> Int = { $0 == .phone ? 4 : 10 }
            let stored = try KeyBlocks(BulkLinker.kinds, limit: limit, db)
            let held = KeyBlocks(BulkLinker.kinds, limit: limit, sorted: pairs)
            #expect(stored.blocks.count > 4, "emails, phones, names with organisations and birthdays")
            #expect(held.blocks == stored.blocks)
            #expect(held.phoneSharers == stored.phoneSharers)
            #expect(
                stored.phoneSharers.values.contains(5),
                "the phone of five is counted, though its block is over the limit")
            // Each kind alone, the bare full names (not linked on) included: its own range of keys.
            for kind in LinkKey.Kind.allCases {
                #expect(
                    KeyBlocks([kind], limit: limit, sorted: pairs).blocks
                        == (try KeyBlocks([kind], limit: limit, db)).blocks, "\(kind)")
            }
            #expect(!KeyBlocks([.fullName], limit: limit, sorted: pairs).blocks.isEmpty)
        }
    }
}
