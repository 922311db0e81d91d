import Testing

@testable import ContactsKit

/// Which stored contact a re-imported card is: same source and UID (or, without a UID, same
/// content) is the same contact, updated or unchanged, never a duplicate.
@Suite struct IdentityTests {
    static let book =
        Cards.person("Ann", "Smith", uid: "ann")
        + Cards.person("Bob", "Jones", uid: "bob")
        + Cards.person("Cy", "Young")
        + Cards.person("Di", "Lane", emails: ["di@example.org"])

    @Test func reimportingTheSameFileLeavesEverythingUnchanged() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let before = try temporary.list(includeRawContacts: true)
        let again = try temporary.importText(Self.book)
        #expect(again.summary == ImportSummary(unchanged: 4))
        #expect(try temporary.list(includeRawContacts: true) == before)
    }

    @Test func reimportingAfterMovesKeepsTheUserOrder() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        try temporary.store.move(from: 4, to: 1)
        let order = try temporary.names()
        try temporary.importText(Self.book)
        #expect(try temporary.names() == order)
    }

    @Test func sameUIDWithChangedContentUpdatesInPlace() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let before = try temporary.store.contact(.position(2))
        let changed = Cards.person("Robert", "Jones", uid: "bob", emails: ["rob@example.org"])
        let result = try temporary.importText(changed)
        #expect(result.summary == ImportSummary(updated: 1))
        let after = try temporary.store.contact(.position(2))
        #expect(after.id == before.id)
        #expect(after.rawContacts.map(\.id) == before.rawContacts.map(\.id))
        #expect(after.displayName == "Robert Jones")
        #expect(after.emails.map(\.value) == ["rob@example.org"])
        #expect(try temporary.store.count() == 4)
    }

    @Test func updatedContactIsFoundByItsNewNameOnly() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        try temporary.importText(Cards.person("Robert", "Jones", uid: "bob"))
        #expect(try temporary.names(ListRequest(query: "robert")) == ["Robert Jones"])
        #expect(try temporary.names(ListRequest(query: "bob")).isEmpty)
        #expect(
            try temporary.names(ListRequest(order: .givenName)) == ["Ann Smith", "Cy Young", "Di Lane", "Robert Jones"])
    }

    @Test func updatedTwiceThenUnchanged() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let changed = Cards.person("Robert", "Jones", uid: "bob")
        #expect(try temporary.importText(changed).summary == ImportSummary(updated: 1))
        #expect(try temporary.importText(changed).summary == ImportSummary(unchanged: 1))
        #expect(try temporary.importText(Self.book).summary == ImportSummary(updated: 1, unchanged: 3))
        #expect(try temporary.store.contact(.position(2)).displayName == "Bob Jones")
    }

    @Test func uidIsComparedWithoutSurroundingSpace() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Smith", uid: "ann"))
        let result = try temporary.importText(Cards.person("Annie", "Smith", uid: " ann "))
        #expect(result.summary == ImportSummary(updated: 1))
        #expect(try temporary.store.contact(.position(1)).rawContacts.map(\.uid) == ["ann"])
    }

    @Test func withoutUIDSameContentIsUnchanged() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let result = try temporary.importText(Cards.person("Cy", "Young"))
        #expect(result.summary == ImportSummary(unchanged: 1))
        #expect(try temporary.store.count() == 4)
    }

    @Test func withoutUIDChangedContentUpdatesTheCardOfTheSameName() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let before = try temporary.store.contact(.position(3))
        let result = try temporary.importText(Cards.person("Cy", "Young", emails: ["cy@example.org"]))
        #expect(result.summary == ImportSummary(updated: 1))
        #expect(try temporary.names() == ["Ann Smith", "Bob Jones", "Cy Young", "Di Lane"])
        let after = try temporary.store.contact(.position(3))
        #expect(after.id == before.id && after.rawContacts.map(\.id) == before.rawContacts.map(\.id))
        #expect(after.emails.map(\.value) == ["cy@example.org"])
        // The changed card is now the stored one: the same file again changes nothing.
        #expect(
            try temporary.importText(Cards.person("Cy", "Young", emails: ["cy@example.org"])).summary
                == ImportSummary(unchanged: 1))
    }

    @Test func withoutUIDAnotherNameIsANewContact() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let result = try temporary.importText(Cards.person("Cyrus", "Young"))
        #expect(result.summary == ImportSummary(imported: 1))
        #expect(try temporary.names() == ["Ann Smith", "Bob Jones", "Cy Young", "Di Lane", "Cyrus Young"])
    }

    @Test func withoutUIDTheNameIsComparedWithoutCaseAccentsOrSpaces() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.card(["FN:José  García", "TEL:1"]))
        let result = try temporary.importText(Cards.card(["FN:jose garcia", "TEL:2"]))
        #expect(result.summary == ImportSummary(updated: 1))
        #expect(try temporary.names() == ["jose garcia"])
    }

    @Test func withoutUIDACardFoundByContentLaterInTheFileIsNotTaken() throws {
        let temporary = try TemporaryStore()
        let first = Cards.person("Cy", "Young", extra: ["NOTE:first"]),
            second = Cards.person("Cy", "Young", extra: ["NOTE:second"])
        try temporary.importText(first + second)
        // The second Cy changed, and comes before the first, unchanged: only the second is his.
        let result = try temporary.importText(Cards.person("Cy", "Young", extra: ["NOTE:second changed"]) + first)
        #expect(result.summary == ImportSummary(updated: 1, unchanged: 1))
        #expect(try temporary.list().map(\.note) == ["first", "second changed"])
    }

    @Test func withoutUIDSeveralCardsOfOneNamePairOnlyBySharedEmailOrPhone() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Cy", "Young", emails: ["a@example.org"]) + Cards.person("Cy", "Young", phones: ["555 0100"])
                + Cards.person("Cy", "Young", extra: ["NOTE:nothing to tell him by"]))
        let result = try temporary.importText(
            Cards.person("Cy", "Young", emails: ["a@example.org"], extra: ["NOTE:a"])
                + Cards.person("Cy", "Young", phones: ["(555) 0100"], extra: ["NOTE:b"])
                + Cards.person("Cy", "Young", extra: ["NOTE:c"]))
        #expect(result.summary == ImportSummary(imported: 1, updated: 2))
        #expect(try temporary.list().map(\.note) == ["a", "b", "nothing to tell him by", "c"])
    }

    @Test func replaceRemovesTheCardsTheFileNoLongerHolds() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let file = try temporary.write(
            "cards.vcf", Cards.person("Ann", "Smith", uid: "ann") + Cards.person("Cy", "Young"))
        let summary = try temporary.store.importCards(from: [.file(file)], replace: true)
        var expected = ImportSummary(unchanged: 2)
        expected.removed = 2
        #expect(summary == expected)
        #expect(try temporary.names() == ["Ann Smith", "Cy Young"])
        #expect(Set(try temporary.store.trash().map(\.displayName)) == ["Bob Jones", "Di Lane"])
        _ = try temporary.store.undo()
        #expect(try temporary.names() == ["Ann Smith", "Bob Jones", "Cy Young", "Di Lane"])
        #expect(try temporary.store.trash().isEmpty)
    }

    @Test func sameCardTwiceInOneFileIsStoredOnce() throws {
        let temporary = try TemporaryStore()
        let card = Cards.person("Cy", "Young")
        let result = try temporary.importText(card + Cards.person("Ann", "Smith") + card)
        #expect(result.summary == ImportSummary(imported: 2, unchanged: 1))
        #expect(try temporary.names() == ["Cy Young", "Ann Smith"])
    }

    @Test func sameUIDTwiceInOneFileKeepsTheLastVersionAtTheFirstPlace() throws {
        let temporary = try TemporaryStore()
        let text =
            Cards.person("Bob", "Jones", uid: "bob") + Cards.person("Ann", "Smith")
            + Cards.person("Robert", "Jones", uid: "bob")
        let result = try temporary.importText(text)
        #expect(result.summary == ImportSummary(imported: 2, updated: 1))
        #expect(try temporary.names() == ["Robert Jones", "Ann Smith"])
        #expect(try temporary.names(ListRequest(query: "robert")) == ["Robert Jones"])
        #expect(try temporary.names(ListRequest(query: "bob")).isEmpty)
    }

    @Test func sameCardsFromAnotherSourceAreNewRawContactsOfTheSameContacts() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book, source: "icloud")
        let result = try temporary.importText(Self.book, source: "gmail")
        #expect(result.summary == ImportSummary(imported: 4))
        // Linked by UID (Ann, Bob) and email (Di); Cy Young has nothing but his name in both, which
        // is only a suggestion, so his gmail card is a contact of its own, at the end.
        let sources = try temporary.list(includeRawContacts: true).map { $0.rawContacts.map(\.source) }
        #expect(sources == [["icloud", "gmail"], ["icloud", "gmail"], ["icloud"], ["icloud", "gmail"], ["gmail"]])
    }

    @Test func defaultSourceIsTheFileSoTheSameCardsFromAnotherFileAreNew() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book, name: "phone.vcf")
        #expect(try temporary.importText(Self.book, name: "phone.vcf").summary == ImportSummary(unchanged: 4))
        #expect(try temporary.importText(Self.book, name: "laptop.vcf").summary == ImportSummary(imported: 4))
        // An explicit source that names the first file finds its cards again.
        #expect(
            try temporary.importText(Self.book, name: "other.vcf", source: "phone").summary
                == ImportSummary(unchanged: 4))
    }

    @Test func sameUIDInAnotherSourceIsAnotherRawContactLinkedToTheFirst() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Bob", "Jones", uid: "bob"), source: "icloud")
        try temporary.importText(Cards.person("Robert", "Jones", uid: "bob"), source: "gmail")
        let contacts = try temporary.list(includeRawContacts: true)
        #expect(contacts.map(\.displayName) == ["Bob Jones"])
        #expect(contacts.first?.rawContacts.map(\.source) == ["icloud", "gmail"])
    }

    @Test func deletedContactStaysDeletedOnReimportUntilRestoredDeletedIsAsked() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        try temporary.store.delete([.position(2)])
        var skipped = ImportSummary(unchanged: 3)
        skipped.skippedDeleted = 1
        #expect(try temporary.importText(Self.book).summary == skipped)
        #expect(try temporary.names() == ["Ann Smith", "Cy Young", "Di Lane"])
        #expect(
            try temporary.importText(Self.book, restoreDeleted: true).summary
                == ImportSummary(imported: 1, unchanged: 3))
        #expect(try temporary.names() == ["Ann Smith", "Cy Young", "Di Lane", "Bob Jones"])
        #expect(try temporary.store.trash().isEmpty)  // every card of the entry came back
    }
}
