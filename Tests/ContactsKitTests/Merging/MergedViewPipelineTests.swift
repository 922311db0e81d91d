import GRDB
import Testing

@testable import ContactsKit

@Suite struct MergedViewPipelineTests {
    /// A store of `count` contacts, each from two cards (linked on import), and every contact's
    /// raw contacts in import order: a plan as ``BulkLinker`` makes one.
    static func store(_ count: Int) throws -> (TemporaryStore, [(contact: ContactRowID, raws: [RawContactRowID])]) {
        let temporary = try TemporaryStore()
        func card(_ index: Int, _ organization: String?) -> String {
            Cards.person(
                "Given\(index)", "Family", emails: ["p\(index)@example.com"], phones: ["+1 555 010 \(1000 + index)"],
                organization: organization)
        }
        try temporary.importText((0..<count).map { card($0, nil) }.joined(), source: "phone")
        try temporary.importText((0..<count).map { card($0, "Acme") }.joined(), source: "mail")
        let plan = try temporary.store.uncheckedDatabase.read { db in
            var raws: [ContactRowID: [RawContactRowID]] = [:]
            try RawContactRecord.forEachContactId(db) { raws[$1, default: []].append($0) }
            return raws.map { (contact: $0.key, raws: $0.value.sorted()) }.sorted { $0.contact < $1.contact }
        }
        return (temporary, plan)
    }

    @Test func viewsTakenInChunksAreTheViewsOfTheStoredCardsWhateverTheBudget() throws {
        let (temporary, plan) = try Self.store(250)
        #expect(plan.count == 250 && plan.allSatisfy { $0.raws.count == 2 })
        try temporary.store.uncheckedDatabase.read { db in
            try Self.expectViews(
                of: plan,
                takenFrom: { budget in
                    let pipeline = MergedViewPipeline(plan, budget: budget)
                    try pipeline.topUp(db)
                    return pipeline
                }, db)
        }
    }

    /// Linking on demand: the thread reads the cards itself on a connection beside the writer's,
    /// inside the writer's transaction.
    @Test func viewsReadOnASideConnectionAreTheViewsOfTheStoredCardsWhateverTheBudget() throws {
        let (temporary, plan) = try Self.store(250)
        let reader = try #require(temporary.store.uncheckedDatabase.sideReader)
        try temporary.store.uncheckedDatabase.write { db in
            try Self.expectViews(of: plan, takenFrom: { MergedViewPipeline(plan, budget: $0, reader: reader) }, db)
        }
    }

    /// A side connection whose reads fail (here: a file without the tables) leaves the reading to
    /// the writer, which gets every view all the same.
    @Test func aSideConnectionThatFailsLeavesTheReadingToTheWriter() throws {
        let (temporary, plan) = try Self.store(250)
        let empty = try UncheckedDatabase(path: temporary.pathOf("empty.sqlite"))
        let reader = try #require(empty.sideReader)
        try temporary.store.uncheckedDatabase.write { db in
            try Self.expectViews(of: plan, takenFrom: { MergedViewPipeline(plan, budget: $0, reader: reader) }, db)
        }
    }

    /// Takes every view of `plan` in chunks of 70 (across the jobs of 100) from pipelines of a small
    /// and a large budget, and expects each to be the view of the stored cards.
    private static func expectViews(
        of plan: [(contact: ContactRowID, raws: [RawContactRowID])],
        takenFrom pipeline: (Int) throws -> MergedViewPipeline,
        _ db: Database
    ) throws {
        let contacts = plan.map(\.contact)
        let stored = try RawContactRecord.storedCards(ofContacts: contacts, db)
        for budget in [1, 1 << 30] {
            let pipeline = try pipeline(budget)
            defer { pipeline.close() }
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
