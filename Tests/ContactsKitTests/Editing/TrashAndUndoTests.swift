@testable import BenchmarkSupport
@testable import ContactsKit
import Foundation
import GRDB
import Testing
import VCard

/// Deletes that stick (the trash, tombstones, restore) and undo over the change log.
@Suite struct TrashAndUndoTests {
    static let book =
        Cards.person("Ann", "Lee", uid: "ann", emails: ["ann@example.com"]) + Cards.person("Bob", "Ray", uid: "bob")
        + Cards.person("Cy", "Young") + Cards.person("Di", "Lane", uid: "di")

    @Test func aRestoredContactComesBackWithItsIdAtItsPlace() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        try temporary.importText(
            Cards.person("Bob", "Ray", uid: "bob-g", emails: ["bob@example.com"]), source: "google")
        try temporary.store.link([.position(2), .position(5)])
        let before = try temporary.exported(raw: true)
        let bob = try temporary.store.contact(.lookup("bob"))
        #expect(bob.rawContacts.count == 2)
        #expect(try temporary.store.delete([.lookup("bob")]) == 1)
        #expect(try temporary.names() == ["Ann Lee", "Cy Young", "Di Lane"])
        #expect(try temporary.store.trash().map(\.id) == [bob.id])
        let restored = try temporary.store.restore(.lookup("bob"))
        #expect(restored.id == bob.id && restored.position == 2)
        #expect(try temporary.exported(raw: true) == before)
        #expect(try temporary.store.trash().isEmpty)
        // Its tombstones went with it: importing the file again finds the card unchanged.
        #expect(try temporary.importText(Self.book).summary == ImportSummary(unchanged: 4))
    }

    @Test func tombstonesOutliveTheTrashAndMatchCardsWithoutUID() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        try temporary.store.delete([.lookup("cy"), .lookup("di")])
        #expect(try temporary.store.emptyTrash() == 2)
        #expect(try temporary.store.trash().isEmpty)
        var expected = ImportSummary(unchanged: 2)
        expected.skippedDeleted = 2
        #expect(try temporary.importText(Self.book).summary == expected)
        #expect(try temporary.names() == ["Ann Lee", "Bob Ray"])
    }

    @Test func undoTakesBackEachKindOfChangeStepByStep() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        var states = [try temporary.exported(raw: true)]
        try temporary.store.edit(
            .lookup("ann"), [.setNote("hello"), .addPhone(LabeledText(label: "", value: "+1 555 0100"))])
        states.append(try temporary.exported(raw: true))
        _ = try temporary.store.move(.lookup("di"), to: 1)
        states.append(try temporary.exported(raw: true))
        try temporary.store.link([.lookup("bob"), .lookup("cy")])
        states.append(try temporary.exported(raw: true))
        try temporary.store.unlink(.lookup("bob"))
        states.append(try temporary.exported(raw: true))
        try temporary.store.delete([.lookup("ann")])
        states.append(try temporary.exported(raw: true))
        try temporary.store.restore(.lookup("ann"))
        states.append(try temporary.exported(raw: true))
        #expect(
            try temporary.store.history().map(\.kind) == [.restore, .delete, .unlink, .link, .move, .edit, .import])
        for kind in [ChangeKind.restore, .delete, .unlink, .link, .move, .edit, .import] {
            states.removeLast()
            #expect(try temporary.store.undo().kind == kind)
            if kind != .import { #expect(try temporary.exported(raw: true) == states.last, "after undoing \(kind)") }
        }
        #expect(try temporary.store.count() == 0)
        #expect(throws: ContactStoreError.nothingToUndo) { try temporary.store.undo() }
        #expect(try temporary.store.checkHealth().isEmpty)
    }

    /// The log leaves a contact row's merged-view columns out (``UndoTriggers``): undo computes them
    /// again, and gives back every column of every row as it was.
    @Test func undoGivesBackEveryColumnThoughTheLogLeavesTheMergedViewOut() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Self.book
                + Cards.person(
                    "Eve", "Park", emails: ["eve@example.com"], organization: "Quillfeather Ltd",
                    extra: ["NOTE:Met at the harbour", "BDAY:1990-04-02", "CATEGORIES:Friends"]))
        let google = try temporary.write(
            "google.vcf",
            Cards.person(
                "Eve", "Park-Lin", emails: ["eve@example.com"], phones: ["+44 20 7946 0000"],
                extra: ["NICKNAME:Evie", "CATEGORIES:Work"]))
        _ = try temporary.store.importCards(from: [.file(google)], source: "google", link: false)
        func rows() throws -> [[DatabaseValue]] {
            try temporary.store.uncheckedDatabase.read { db in
                try Row.fetchAll(db, sql: "SELECT * FROM contact ORDER BY id").map { Array($0.databaseValues) }
                    + Row.fetchAll(db, sql: "SELECT * FROM contactCategory ORDER BY contactId, folded").map {
                        Array($0.databaseValues)
                    }
                    + Row.fetchAll(db, sql: "SELECT * FROM contactDate ORDER BY contactId, kind").map {
                        Array($0.databaseValues)
                    }
            }
        }
        func contactStatements() throws -> [String] {
            try temporary.store.uncheckedDatabase.read { db in
                try String.fetchAll(db, sql: "SELECT statement FROM undoLog WHERE tableName = 'contact'")
            }
        }
        var states = [try rows()]
        #expect(try temporary.store.linkAutomatically() == 1)
        states.append(try rows())
        try temporary.store.edit(.lookup("eve"), [.setNote("Met again in May")])
        states.append(try rows())
        _ = try temporary.store.move(.lookup("eve"), to: 1)
        states.append(try rows())
        try temporary.store.delete([.lookup("eve")])
        states.append(try rows())
        // Only the row's own columns are logged: its id, place and photo, never its names or lists.
        let logged = try contactStatements().joined(separator: "\n")
        #expect(logged.contains("INSERT INTO contact"))
        for text in ["Quillfeather", "harbour", "Park", "eve@example.com", "Evie"] {
            #expect(!logged.contains(text), "\(text) in the log")
        }
        for kind in [ChangeKind.delete, .move, .edit, .link] {
            states.removeLast()
            #expect(try temporary.store.undo().kind == kind)
            #expect(try rows() == states.last, "after undoing \(kind)")
        }
        #expect(try temporary.store.checkHealth().isEmpty)
    }

    /// A random sequence of add / edit / delete / move / link / unlink / import / restore, then
    /// undo of every step: after each undo the store exports (merged and raw) the bytes it
    /// exported before that step, and `doctor` finds nothing. Seeded, so a failure repeats.
    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func undoingEveryStepOfARandomSequenceGivesBackTheSameExport(_ seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        var states: [(merged: [UInt8], raw: [UInt8])] = []
        var steps: [String] = []
        for _ in 0..<8 {
            let before = (merged: try temporary.exported(), raw: try temporary.exported(raw: true))
            let last = try temporary.store.history(limit: 1).first?.id
            guard let step = try Self.randomStep(&random, temporary) else { continue }
            guard try temporary.store.history(limit: 1).first?.id != last else {
                // Not recorded (a move to where it is, an import of nothing new): it changed nothing.
                #expect(
                    try temporary.exported(raw: true) == before.raw,
                    "seed \(seed): \(step) changed the store but was not recorded")
                continue
            }
            states.append(before)
            steps.append(step)
        }
        for (state, step) in zip(states, steps).reversed() {
            try temporary.store.undo()
            #expect(try temporary.exported() == state.merged, "seed \(seed): undo of \(step) (steps: \(steps))")
            #expect(try temporary.exported(raw: true) == state.raw, "seed \(seed): undo of \(step) (steps: \(steps))")
        }
        #expect(try temporary.store.checkHealth().isEmpty, "seed \(seed): \(steps)")
    }

    /// Makes one random change; nil when the one drawn has nothing to act on (it changed nothing).
    static func randomStep(_ random: inout SplitMix64, _ temporary: TemporaryStore) throws -> String? {
        let count = try temporary.store.count()
        func position() -> Int { Int.random(in: 1...max(count, 1), using: &random) }
        let names = ["Eve Moss", "Fay Wu", "Gus Obi", "Ann Lee"]
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            var contact = EditableContact()
            contact.formattedName = names.randomElement(using: &random)!
            contact.emails = [LabeledText(label: "", value: "p\(Int.random(in: 0..<5, using: &random))@example.com")]
            try temporary.store.add(contact.card)
            return "add \(contact.formattedName)"
        case 1 where count > 0:
            let at = position()
            try temporary.store.edit(
                .position(at),
                [
                    .setNote("note \(Int.random(in: 0..<1000, using: &random))"),
                    .addCategory("c\(Int.random(in: 0..<1000, using: &random))"),
                ])
            return "edit \(at)"
        case 2 where count > 0:
            let at = position()
            try temporary.store.delete([.position(at)])
            return "delete \(at)"
        case 3 where count > 1:
            let (from, to) = (position(), position())
            _ = try temporary.store.move(.position(from), to: to)
            return "move \(from) \(to)"
        case 4 where count > 1:
            let (a, b) = (position(), position())
            guard a != b else { return nil }
            try temporary.store.link([.position(a), .position(b)])
            return "link \(a) \(b)"
        case 5 where count > 0:
            let at = position()
            guard try temporary.store.contact(.position(at)).rawContacts.count > 1 else { return nil }
            try temporary.store.unlink(.position(at))
            return "unlink \(at)"
        case 6:
            let variant = Int.random(in: 0..<3, using: &random)
            let text =
                Cards.person("Ann", "Lee", uid: "ann", emails: ["ann@example.com"], extra: ["NOTE:version \(variant)"])
                + Cards.person("Hal", "Ito", uid: "hal\(variant)") + Cards.person("Cy", "Young")
            try temporary.importText(text, restoreDeleted: variant == 2)
            return "import \(variant)"
        case 7:
            guard let entry = try temporary.store.trash().first else { return nil }
            try temporary.store.restore(.idPrefix(entry.id))
            return "restore \(entry.displayName)"
        default:
            return nil
        }
    }

    @Test func historyListsChangesNewestFirstAndKeepsTheLastHundred() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        for index in 0..<105 { try temporary.store.edit(.position(1), [.setNote("note \(index)")]) }
        let history = try temporary.store.history(limit: 200)
        #expect(history.count == 100)
        #expect(history.first?.summary == "edit Ann Lee: note")
        #expect(history.first?.kind == .edit)
    }
}
