@testable import ContactsKit
import Foundation
import Testing
import VCard

/// Adding and editing contacts: where each change goes, what refuses, and how edits live with
/// imports of the same source.
@Suite struct EditTests {
    static let ann = Cards.person(
        "Ann", "Lee", uid: "ann", emails: ["ann@example.com"], phones: ["+44 20 7946 0000"], extra: ["NOTE:from icloud"]
    )

    @Test func anAddedValueGoesToTheContactsLocalCardAndAnImportedCardIsUntouched() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.ann, source: "icloud")
        let before = try temporary.store.contact(.position(1))
        let after = try temporary.store.edit(
            .lookup("ann"), [.addPhone(LabeledText(label: "mobile", value: "+44 7700 900123"))])
        #expect(after.id == before.id && after.position == 1)
        #expect(after.phones.map(\.value) == ["+44 20 7946 0000", "+44 7700 900123"])
        let raws = try temporary.store.rawContacts(of: .id(after.id))
        #expect(raws.map(\.reference.source) == ["icloud", "local"])
        #expect(raws[0].card.telephones.map(\.value) == ["+44 20 7946 0000"])
        #expect(raws[1].card.telephones.map(\.value) == ["+44 7700 900123"])
    }

    @Test func aRemovedValueGoesFromEveryCardThatHoldsIt() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.ann, source: "icloud")
        try temporary.importText(
            Cards.person("Ann", "Lee", uid: "g-ann", emails: ["ANN@example.com"]), source: "google")
        #expect(try temporary.store.count() == 1)
        let after = try temporary.store.edit(.position(1), [.removeEmail("ann@EXAMPLE.com")])
        #expect(after.emails.isEmpty)
        #expect(try temporary.store.rawContacts(of: .position(1)).allSatisfy { $0.card.emails.isEmpty })
    }

    @Test(arguments: [
        [FieldChange.removeEmail("nobody@example.com")],
        [.addEmail(LabeledText(label: "", value: "ann@example.com"))],
        [.addEmail(LabeledText(label: "", value: "no-at-sign"))],
        [.setName(formatted: "  ", structured: StructuredName())],
        [.setNote("fine"), .removePhone("+1 555 0100")],
    ])
    func aRefusedEditChangesNothing(_ changes: [FieldChange]) throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.ann, source: "icloud")
        let before = try temporary.exported(raw: true)
        #expect(throws: ContactStoreError.self) { try temporary.store.edit(.position(1), changes) }
        #expect(try temporary.exported(raw: true) == before)
        #expect(try temporary.store.history().map(\.kind) == [.import])
    }

    @Test func reimportingTheUnchangedSourceKeepsTheEdit() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.ann, source: "icloud")
        try temporary.store.edit(.position(1), [.setNote("mine"), .removePhone("+44 20 7946 0000")])
        let result = try temporary.importText(Self.ann, source: "icloud")
        #expect(result.summary == ImportSummary(unchanged: 1))
        let contact = try temporary.store.contact(.position(1))
        #expect(contact.note == "mine" && contact.phones.isEmpty)
    }

    @Test func aChangedSourceIsMergedWithTheEditAndAConflictKeepsOurs() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.ann, source: "icloud")
        try temporary.store.edit(.position(1), [.setNote("mine"), .removePhone("+44 20 7946 0000")])
        let changed = Cards.person(
            "Ann", "Lee", uid: "ann", emails: ["ann@example.com", "ann@work.example"], phones: ["+44 20 7946 0000"],
            extra: ["NOTE:changed in icloud"])
        let result = try temporary.importText(changed, name: "icloud.vcf", source: "icloud")
        #expect(result.summary.updated == 1 && result.summary.conflicts == 1)
        #expect(
            result.problems.map(\.message) == [
                "conflict: Ann Lee: NOTE changed here and in icloud; kept yours (theirs: contacts conflicts)"
            ])
        #expect(result.problems.map(\.rejectsCard) == [false])
        let contact = try temporary.store.contact(.position(1))
        #expect(contact.note == "mine")
        #expect(contact.phones.isEmpty)  // removed here, unchanged there
        #expect(contact.emails.map(\.value) == ["ann@example.com", "ann@work.example"])  // added there
        // The source's new version is the base now: importing it again changes nothing.
        #expect(
            try temporary.importText(changed, name: "icloud.vcf", source: "icloud").summary
                == ImportSummary(unchanged: 1))
    }

    @Test func theValueThatLostAConflictIsKeptAndCanBeTakenOrDismissed() throws {
        let temporary = try TemporaryStore()
        let store = temporary.store
        try temporary.importText(Self.ann, source: "icloud")
        try store.edit(.position(1), [.setNote("mine")])
        try temporary.importText(
            Cards.person(
                "Ann", "Lee", uid: "ann", emails: ["ann@example.com"], phones: ["+44 20 7946 0000"],
                extra: ["NOTE:theirs\\nsecond line"]), source: "icloud")
        let kept = try store.conflicts()
        #expect(
            kept.map { [$0.field, $0.source, $0.kept, $0.lost] } == [["NOTE", "icloud", "mine", "theirs\nsecond line"]])
        #expect(try store.conflicts(of: .position(1)) == kept)

        try store.takeConflict(kept[0].id)
        #expect(try store.contact(.position(1)).note == "theirs\nsecond line")
        #expect(try store.conflicts().isEmpty)
        try store.undo()
        #expect(try store.contact(.position(1)).note == "mine")
        #expect(try store.conflicts() == kept)

        try store.dismissConflict(kept[0].id)
        #expect(try store.conflicts().isEmpty && store.contact(.position(1)).note == "mine")
        #expect(throws: ContactStoreError.noSuchConflict(kept[0].id)) { try store.takeConflict(kept[0].id) }
        // Undoing the import that found it takes it away.
        try store.undo()
        try store.undo()
        #expect(try store.conflicts().isEmpty)
    }

    @Test func anEditFromAStaleReadIsRefused() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.ann, source: "icloud")
        let snapshot = try temporary.store.editable(.position(1))
        try temporary.reopened().edit(.position(1), [.setTitle("Engineer")])  // another process
        #expect(throws: ContactStoreError.changedSinceRead(name: "Ann Lee")) {
            try temporary.store.edit(.id(snapshot.contact.id), [.setNote("late")], expecting: snapshot.version)
        }
        #expect(try temporary.store.contact(.position(1)).note == "from icloud")
    }

    @Test func anAddedContactIsALocalCardAndJoinsTheSamePerson() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.ann, source: "icloud")
        var bob = EditableContact()
        bob.formattedName = "Bob Ray"
        bob.emails = [LabeledText(label: "work", value: "bob@example.com")]
        let added = try temporary.store.add(bob.card)
        #expect(added.displayName == "Bob Ray" && added.position == 2)
        #expect(try temporary.store.rawContacts(of: .id(added.id)).map(\.reference.source) == ["local"])
        var annAgain = EditableContact()
        annAgain.formattedName = "Ann Lee"
        annAgain.emails = [LabeledText(label: "", value: "ann@example.com")]
        let joined = try temporary.store.add(annAgain.card)
        #expect(joined.position == 1 && joined.rawContacts.count == 2)
        #expect(throws: ContactStoreError.emptyContact) { try temporary.store.add(EditableContact().card) }
    }

    @Test func theTemplatesDiffIsTheChangesThatMakeIt() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.ann, source: "icloud")
        let snapshot = try temporary.store.editable(.position(1))
        var edited = snapshot.editable
        edited.emails.append(LabeledText(label: "work", value: "ann@work.example"))
        edited.phones = []
        edited.note = "met at the conference"
        edited.birthday = VCardDate(year: 1980, month: 4, day: 12)
        let changes = snapshot.editable.changes(to: edited)
        try temporary.store.edit(.position(1), changes, expecting: snapshot.version)
        #expect(try temporary.store.editable(.position(1)).editable == edited)
        #expect(snapshot.editable.changes(to: snapshot.editable).isEmpty)
    }
}
