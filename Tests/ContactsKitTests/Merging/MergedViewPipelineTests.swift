import GRDB
import Testing

@testable import ContactsKit

@Suite struct MergedViewPipelineTests {
    /// A store of `count` contacts, each from two cards (linked on import), and every contact's
    /// raw contacts in import order: a plan as ``BulkLinker`` makes one.
    static func store(_ count: Int) throws -> (TemporaryStore, [(contact: Int64, raws: [Int64])]) {
        let temporary = try TemporaryStore()
        func card(_ index: Int, _ organization: String?) -> String {
            Cards.person("Given\(index)", "Family", emails: ["p\(index)@example.com"], phones: ["+1 555 010 \(1000 + index)"],
                         organization: organization)
        }
        try temporary.importText((0..<count).map { card($0, nil) }.joined(), source: "phone")
        try temporary.importText((0..<count).map { card($0, "Acme") }.joined(), source: "mail")
        let plan = try temporary.store.uncheckedDatabase.read { db in
            try Dictionary(grouping: Array(RawContactRecord.contactIds(db)), by: \.contactId)
                .map { (contact: $0.key, raws: $0.value.map(\.id).sorted()) }.sorted { $0.contact < $1.contact }
        }
        return (temporary, plan)
    }

    @Test func viewsTakenInChunksAreTheViewsOfTheStoredCardsWhateverTheBudget() throws {
        let (temporary, plan) = try Self.store(250)
        #expect(plan.count == 250 && plan.allSatisfy { $0.raws.count == 2 })
        try temporary.store.uncheckedDatabase.read { db in
            let contacts = plan.map(\.contact)
            let stored = try RawContactRecord.storedCards(ofContacts: contacts, db)
            for budget in [1, 1 << 30] {
                let pipeline = MergedViewPipeline(plan, budget: budget)
                defer { pipeline.close() }
                try pipeline.topUp(db)
                // Chunks that cut across the pipeline's jobs of 100.
                for start in stride(from: 0, to: contacts.count, by: 70) {
                    let chunk = Array(contacts[start..<min(start + 70, contacts.count)])
                    let views = try #require(try pipeline.take(chunk, db))
                    for (contact, view) in zip(chunk, views) {
                        let direct = MergedView(stored: stored[contact] ?? [])
                        #expect(view.columns.values == direct.columns.values)
                        #expect(view.search.columns == direct.search.columns)
                        #expect(view.columns.values.contains("Acme".databaseValue))
                    }
                }
            }
        }
    }

    @Test func aContactNotPlannedIsLeftToTheCaller() throws {
        let (temporary, plan) = try Self.store(3)
        try temporary.store.uncheckedDatabase.read { db in
            let pipeline = MergedViewPipeline(Array(plan.prefix(2)))
            defer { pipeline.close() }
            let unplanned = try pipeline.take([plan[0].contact, plan[2].contact], db)
            let planned = try pipeline.take([plan[0].contact, plan[1].contact], db)
            #expect(unplanned == nil)
            #expect(planned?.count == 2)
        }
    }
}
