import Foundation
@testable import ContactsKit
import GRDB
import Testing
import VCard

/// Linking in the store: on import, incrementally, against the user's decisions, and on demand.
@Suite struct LinkingTests {
    /// One person as three clients export them.
    static let icloud = Cards.card([
        "N:Smith;Robert;;;", "FN:Robert Smith", "item1.EMAIL;type=INTERNET:bob@example.com",
        "item1.X-ABLabel:_$!<Other>!$_",
        "BDAY:1979-06-02", "UID:icloud-1",
    ])
    static let google = Cards.card([
        "N:Smith;Bob;;;", "FN:Bob Smith", "EMAIL;TYPE=INTERNET;TYPE=WORK:bob@Example.com",
        "TEL;TYPE=CELL:+1 (555) 010-4477",
        "PHOTO;ENCODING=b;TYPE=PNG:" + Cards.pngBase64,
    ])
    static let outlook = Cards.card(
        ["N:Smith;Bob", "FN:Bob Smith", "TEL;WORK;VOICE:555.010.4477", "ORG:Harbor Freight"], version: "2.1")

    @Test func onePersonFromThreeSourcesIsOneContactWithEverything() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.icloud, source: "icloud")
        try temporary.importText(Self.google, source: "google")
        try temporary.importText(Self.outlook, source: "outlook")
        let contacts = try temporary.list(includeRawContacts: true)
        try #require(contacts.count == 1)
        let bob = contacts[0]
        #expect(bob.rawContacts.map(\.source) == ["icloud", "google", "outlook"])
        #expect(bob.displayName == "Robert Smith")
        #expect(bob.emails.map(\.value) == ["bob@example.com"])
        #expect(bob.phones.map(\.value) == ["+1 (555) 010-4477"])
        #expect(bob.birthday == "1979-06-02")
        #expect(bob.organization == "Harbor Freight")
        #expect(bob.hasPhoto)
        // Every name and number finds the one contact.
        for query in ["bob", "robert", "harbor", "5550104477", "4477"] {
            #expect(try temporary.names(ListRequest(query: query)) == ["Robert Smith"], "query \(query)")
        }
    }

    @Test func hardNegativesStayApart() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Jan", "Novak", phones: ["+420 222 555 010"])
                + Cards.person("Petra", "Novak", phones: ["+420 222 555 010"])
                + Cards.person("Omar", "Ali", phones: ["+1 555 010 0000 x12"], organization: "Acme")
                + Cards.person("Ingrid", "Berg", phones: ["+1 555 010 0000"], organization: "Acme")
                + Cards.card(["FN:Acme", "ORG:Acme", "TEL:+1 555 010 0000", "EMAIL:info@acme.example"])
                + Cards.person("Tom", "Berg", emails: ["info@acme.example"])
                + Cards.person("John", "Smith", phones: ["+1 555 010 1111"])
                + Cards.person("John", "Smith", phones: ["+1 555 010 2222"]),
            source: "phone")
        #expect(try temporary.store.count() == 8)
        let report = try temporary.store.duplicates()
        #expect(report.linked.isEmpty)
        #expect(report.suggestions.map { $0.contacts.map(\.position) } == [[7, 8]])
        #expect(report.suggestions.first?.evidence.reason == .sameName)
    }

    @Test func aChainOfResemblancesNeverJoinsTwoPeople() throws {
        // A card with only the switchboard would link to both colleagues; the second link would glue
        // Omar and Ingrid together, whose names conflict, so it is not made.
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Omar", "Ali", phones: ["+1 555 010 0000"]) + Cards.card(["TEL:+1 555 010 0000"])
                + Cards.person("Ingrid", "Berg", phones: ["+1 555 010 0000"]))
        let groups = try temporary.list(includeRawContacts: true).map(\.rawContacts.count)
        #expect(groups == [2, 1])
    }

    @Test func cardsLinkWithinOneFileAndBridgeTwoContacts() throws {
        let temporary = try TemporaryStore()
        // The third card has Ann's email and Ann's phone, which the first two had one each of: all three are Ann.
        try temporary.importText(
            Cards.person("Ann", "Lee", emails: ["ann@example.com"])
                + Cards.person("Ann", "Lee", phones: ["+44 20 7946 0018"])
                + Cards.person("Ann", "Lee", emails: ["ann@example.com"], phones: ["020 7946 0018"]))
        let contacts = try temporary.list(includeRawContacts: true)
        #expect(contacts.map(\.rawContacts.count) == [3])
        #expect(contacts.first?.position == 1)
    }

    @Test func theEarliestContactKeepsItsPositionAndId() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Ann", "Lee") + Cards.person("Di", "Lane", emails: ["di@example.org"])
                + Cards.person("Cy", "Young"))
        let before = try temporary.list()
        try temporary.importText(
            Cards.person("Diana", "Lane", emails: ["DI@example.org"], phones: ["+1 555 010 3333"]), source: "other")
        let after = try temporary.list(includeRawContacts: true)
        #expect(after.map(\.displayName) == ["Ann Lee", "Di Lane", "Cy Young"])
        #expect(after[1].id == before[1].id)
        #expect(after[1].phones.map(\.value) == ["+1 555 010 3333"])
        #expect(after[1].rawContacts.count == 2)
    }

    @Test func reimportingAnUnchangedSourceChangesNothing() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.icloud, source: "icloud")
        try temporary.importText(Self.google, source: "google")
        let before = try temporary.list(includeRawContacts: true)
        #expect(try temporary.importText(Self.google, source: "google").summary == ImportSummary(unchanged: 1))
        #expect(try temporary.list(includeRawContacts: true) == before)
    }

    @Test func anUpdatedCardUpdatesTheMergedView() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.icloud, source: "icloud")
        try temporary.importText(Self.google, source: "google")
        let updated = Self.icloud.replacingOccurrences(
            of: "BDAY:1979-06-02", with: "BDAY:1979-06-02\r\nNOTE:Moved to Leeds")
        #expect(try temporary.importText(updated, source: "icloud").summary == ImportSummary(updated: 1))
        let contacts = try temporary.list()
        #expect(contacts.count == 1)
        #expect(contacts.first?.note == "Moved to Leeds")
        #expect(try temporary.names(ListRequest(query: "bob")) == ["Robert Smith"])
    }

    // MARK: - The user's decisions

    @Test func unlinkSplitsInPlaceAndIsRememberedOnReimport() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Ann", "Lee") + Self.icloud + Cards.person("Cy", "Young"), source: "icloud")
        try temporary.importText(Self.google, source: "google")
        #expect(try temporary.store.count() == 3)
        let parts = try temporary.store.unlink(.position(2))
        #expect(parts.map(\.position) == [2, 3])
        #expect(try temporary.names() == ["Ann Lee", "Robert Smith", "Bob Smith", "Cy Young"])
        // A changed card comes in again (the same raw contact, by its UID): it is not linked again.
        let changed = Self.icloud.replacingOccurrences(of: "FN:Robert Smith", with: "FN:Robert Smith\r\nNOTE:new")
        #expect(try temporary.importText(changed, source: "icloud").summary == ImportSummary(updated: 1))
        #expect(try temporary.store.count() == 4)
        #expect(try temporary.store.linkAutomatically() == 0)
        #expect(try temporary.store.count() == 4)
        // Nor suggested.
        #expect(try temporary.store.duplicates().suggestions.isEmpty)
    }

    @Test func linkJoinsWhatTheRulesKeepApartAndKeepsItTogether() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Jane", "Doe", uid: "jd", emails: ["jane@old.example"]) + Cards.person("Cy", "Young")
                + Cards.person("Jane", "Smith", emails: ["jane@new.example"], extra: ["BDAY:1980-01-02"]),
            source: "phone")
        let linked = try temporary.store.link([.position(3), .position(1)])
        #expect(linked.position == 1)
        #expect(linked.rawContacts.count == 2)
        #expect(try temporary.names() == ["Jane Doe", "Cy Young"])
        let report = try temporary.store.duplicates()
        #expect(report.linked.first?.links.map(\.evidence.reason) == [.linkedByUser])
        // Kept together through a re-import that changes a card.
        let again = try temporary.importText(
            Cards.person("Jane", "Doe", uid: "jd", emails: ["jane@old.example"], extra: ["NOTE:x"]), source: "phone")
        #expect(again.summary == ImportSummary(updated: 1))
        #expect(try temporary.names() == ["Jane Doe", "Cy Young"])
        #expect(try temporary.list().first?.note == "x")
    }

    @Test func linkNeedsTwoDifferentContacts() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Lee"))
        #expect(throws: ContactStoreError.nothingToLink) { try temporary.store.link([.position(1), .position(1)]) }
        #expect(throws: ContactStoreError.nothingToUnlink(id: "1")) { try temporary.store.unlink(.position(1)) }
        #expect(throws: ContactStoreError.positionOutOfRange(2, count: 1)) {
            try temporary.store.link([.position(1), .position(2)])
        }
    }

    @Test func aNumberOnManyCardsOfTheFileIsASwitchboardFromItsFirstCard() throws {
        // Five cards carry one number, two from the first file and three from the second. Eric Cody
        // Thomas comes first in the second file: with only the cards stored so far the number would
        // be three cards' (a person's, Eric Thomas's); counting the cards still to come, it is a
        // switchboard, as linking the whole store at once sees it.
        let number = "+1 617 207 3503"
        let first = Cards.person("Eric", "Thomas", phones: [number]) + Cards.person("Jane", "Roe", phones: [number])
        let second =
            Cards.person("Eric Cody", "Thomas", emails: ["eric.thomas2@freeman.example"], phones: [number])
            + Cards.person("Pat", "Poe", phones: [number]) + Cards.person("Sam", "Sun", phones: [number])
        var groups: [[[String]]] = []
        for link in [true, false] {
            let temporary = try TemporaryStore()
            for (text, source) in [(first, "gmail"), (second, "iphone")] {
                _ = try temporary.store.importCards(
                    from: [.file(temporary.write("\(source).vcf", text))], source: source, link: link)
            }
            if !link { try temporary.store.linkAutomatically() }
            groups.append(try temporary.list(includeRawContacts: true).map { $0.rawContacts.map(\.source) })
        }
        #expect(groups[0] == [["gmail"], ["gmail"], ["iphone"], ["iphone"], ["iphone"]])
        #expect(groups[0] == groups[1])
    }

    // MARK: - On demand

    @Test func importWithoutLinkingThenLinkAutomatically() throws {
        let temporary = try TemporaryStore()
        for (text, source) in [(Self.icloud, "icloud"), (Self.google, "google"), (Self.outlook, "outlook")] {
            let path = try temporary.write("\(source).vcf", text)
            _ = try temporary.store.importCards(from: [.file(path)], source: source, link: false)
        }
        #expect(try temporary.store.count() == 3)
        #expect(try temporary.store.linkAutomatically() == 2)
        let contacts = try temporary.list(includeRawContacts: true)
        #expect(contacts.map(\.rawContacts.count) == [3])
        #expect(contacts.first?.birthday == "1979-06-02")
        #expect(try temporary.store.linkAutomatically() == 0)
    }

    @Test func undoingALinkRemovesTheOtherCardsNamesFromTheSurvivorsSearch() throws {
        let temporary = try TemporaryStore()
        // The survivor's row does not change (Robert's name wins, the number is the same): only its
        // search row learns "Bob", which undo must take back too.
        for (source, given) in [("icloud", "Robert"), ("google", "Bob")] {
            let path = try temporary.write("\(source).vcf", Cards.person(given, "Smith", phones: ["+1 555 010 4477"]))
            _ = try temporary.store.importCards(from: [.file(path)], source: source, link: false)
        }
        #expect(try temporary.store.linkAutomatically() == 1)
        #expect(try temporary.names(ListRequest(query: "bob")) == ["Robert Smith"])
        try temporary.store.undo()
        #expect(try temporary.names(ListRequest(query: "bob")) == ["Bob Smith"])
        #expect(try temporary.names(ListRequest(query: "robert")) == ["Robert Smith"])
    }

    @Test func duplicatesReportsEvidencePerLink() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.icloud, source: "icloud")
        try temporary.importText(Self.google, source: "google")
        try temporary.importText(Self.outlook, source: "outlook")
        let report = try temporary.store.duplicates()
        let links = try #require(report.linked.first).links
        #expect(
            links.map(\.evidence) == [
                LinkEvidence(.sharedEmail, "bob@example.com"), LinkEvidence(.sharedPhone, "5550104477"),
            ])
        #expect(links.map(\.from.source) == ["icloud", "google"])
        #expect(links.map(\.to.source) == ["google", "outlook"])
    }

    // MARK: - Export and raw contacts

    @Test func exportWritesOneMergedCardAndRawWritesEachCard() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.icloud, source: "icloud")
        try temporary.importText(Self.google, source: "google")
        let merged = try ExportTests.cards(temporary.exported())
        #expect(merged.count == 1)
        #expect(merged.first?.emails.count == 1)
        #expect(merged.first?.telephones.count == 1)
        #expect(merged.first?.photo != nil)
        let raw = try ExportTests.cards(temporary.exported(raw: true))
        #expect(raw.map(\.formattedName) == ["Robert Smith", "Bob Smith"])
        let stored = try temporary.store.rawContacts(of: .position(1))
        #expect(stored.map(\.reference.source) == ["icloud", "google"])
        // --raw writes each stored card made a valid 3.0 card, a card without a UID given its raw contact's id.
        #expect(
            stored.map { $0.card.converted(to: .v3_0, uid: "urn:uuid:\($0.reference.id)").properties }
                == raw.map(\.properties))
    }

    @Test func storeFromBeforeLinkingGetsProfilesAndKeys() throws {
        let temporary = try TemporaryStore()
        let path = try temporary.oldStore(upTo: "v1-contacts", cards: [(Self.icloud, "icloud", nil)])
        let reopened = try ContactStore(path: path)
        let keys = try reopened.uncheckedDatabase.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM rawKey")
        }
        #expect(keys == 4)  // UID, email, full name, full name + birthday
        let google = try temporary.write("google.vcf", Self.google)
        _ = try reopened.importCards(from: [.file(google)], source: "google")
        #expect(try reopened.count() == 1)
    }

    @Test func profilesFromBeforeScriptsAreRecomputed() throws {
        let temporary = try TemporaryStore()
        // A profile as v4 packed it (ten fields: no source, script or Latin reading), and v5 not run yet.
        let packed = ["p", "h1", "陽菜", "鈴木", "", "", "", "hina@example.com", "", ""].joined(separator: "\u{1E}")
        let path = try temporary.oldStore(
            upTo: "v4-photos",
            cards: [(Cards.card(["N:鈴木;陽菜", "FN:鈴木陽菜", "EMAIL:hina@example.com", "UID:h1"]), "icloud", packed)])
        let reopened = try ContactStore(path: path)
        let stored = try reopened.uncheckedDatabase.read { db in
            try String.fetchOne(db, sql: "SELECT profile FROM rawCard")
        }
        let profile = MatchProfile(packed: try #require(stored))
        #expect((profile.source, profile.script, profile.latinFamily) == ("icloud", .han, "ling mu"))
        // The Latin card shares the email: linked, the names being unknown to each other but the mailbox holding Hina.
        let google = try temporary.write(
            "google.vcf", Cards.card(["N:Suzuki;Hina", "FN:Hina Suzuki", "EMAIL:hina@example.com", "UID:h2"]))
        _ = try reopened.importCards(from: [.file(google)], source: "google")
        #expect(try reopened.count() == 1)
    }
}

extension LinkingTests {
    @Test func aLinkedContactIsFoundByEveryNameAndCompanyItsCardsKnow() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Bob", "Smith", emails: ["bob@example.com"]), source: "google")
        try temporary.importText(
            Cards.person("Robert", "Smith", emails: ["bob@example.com"], organization: "Harbor Freight;"),
            source: "icloud")
        #expect(try temporary.names() == ["Bob Smith"])
        for query in ["robert", "bob", "harbor", "smith"] {
            #expect(try temporary.names(ListRequest(query: query)) == ["Bob Smith"], "query \(query)")
        }
        // After an unlink, each is found by its own names only.
        try temporary.store.unlink(.position(1))
        #expect(try temporary.names(ListRequest(query: "robert")) == ["Robert Smith"])
    }

    /// A link of thousands of contacts writes its search rows with FTS5's merging left to later
    /// writes (``ContactSearchRecord/replace(deleting:inserting:mergingPaused:_:)``): the index stays whole and searchable,
    /// its settings are FTS5's defaults again, and undo takes the rows back.
    @Test func aLinkOfThousandsLeavesTheSearchIndexWholeWithItsDefaults() throws {
        let temporary = try TemporaryStore()
        let people = 2_600
        let number = { (person: Int) in "+1 555 \(String(format: "%07d", person))" }
        for source in ["icloud", "google"] {
            let text = (1...people).map { person in
                Cards.person(
                    "Person", "P\(person)", emails: ["p\(person)@example.com"],
                    phones: source == "google" ? [number(person)] : [])
            }.joined()
            let path = try temporary.write("\(source).vcf", text)
            _ = try temporary.store.importCards(from: [.file(path)], source: source, link: false)
        }
        #expect(try temporary.store.linkAutomatically() == people)

        // The settings' rows are there only once FTS5 was told them: the link took the path.
        let settings = try temporary.store.uncheckedDatabase.read { db in
            try Row.fetchAll(
                db, sql: "SELECT k, v FROM contactSearch_config WHERE k IN ('automerge', 'hashsize') ORDER BY k"
            )
            .map { "\($0[0] as String)=\($0[1] as Int)" }
        }
        #expect(settings == ["automerge=\(ContactSearchRecord.automerge)", "hashsize=\(ContactSearchRecord.hashSize)"])
        let whole = try temporary.store.uncheckedDatabase.write { db in ContactSearchRecord.passesIntegrityCheck(db) }
        #expect(whole)
        // The survivor (the iCloud card's contact) is found by the number only the Google card has.
        #expect(try temporary.names(ListRequest(query: "555 0001234")) == ["Person P1234"])
        #expect(
            try temporary.list(ListRequest(query: "555 0001234"), includeRawContacts: true).map(\.rawContacts.count)
                == [2])

        try temporary.store.undo()
        #expect(
            try temporary.list(ListRequest(query: "555 0001234"), includeRawContacts: true).map(\.rawContacts.count)
                == [1])
        #expect(try temporary.store.count() == people * 2)
    }
}
