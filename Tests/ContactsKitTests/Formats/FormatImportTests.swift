import Foundation
import Testing

@testable import ContactsKit

/// Importing CSV (Google's two header generations, Outlook's, `;`-separated, `--map`), LDIF
/// (Thunderbird's), abook and mutt alias files into a real store: what each row becomes, its
/// stable identity, and the rows and files that are refused.
@Suite struct FormatImportTests {
    /// Imports `bytes` written to `name`, read as `format` (nil: by content).
    @discardableResult
    static func importBytes(
        _ temporary: TemporaryStore, _ name: String, _ bytes: [UInt8], format: ImportFormat? = nil,
        map: [String: CSVField] = [:]
    ) throws -> TemporaryStore.ImportResult {
        let path = try temporary.write(name, bytes: bytes)
        var problems: [ImportProblem] = []
        let summary = try temporary.store.importCards(
            from: [ImportInput.file(path).reading(as: format, columnMap: map)],
            onProblem: { problems.append($0) })
        return TemporaryStore.ImportResult(summary: summary, problems: problems, progress: [])
    }

    static func contact(_ temporary: TemporaryStore, _ name: String) throws -> Contact {
        let contacts = try temporary.list(includeRawContacts: true)
        return try #require(contacts.first { $0.displayName == name }, "no \(name) in \(contacts.map(\.displayName))")
    }

    // MARK: - CSV

    @Test func googleCSVOfTheOlderHeaderKeepsEveryField() throws {
        let temporary = try TemporaryStore()
        let result = try Self.importBytes(temporary, "google.csv", Array(FormatFixtures.googleOld.utf8))
        #expect(result.summary == ImportSummary(imported: 2))
        #expect(result.problems.isEmpty)
        let zoe = try Self.contact(temporary, "Zoë Ørsted")
        #expect(zoe.givenName == "Zoë" && zoe.familyName == "Ørsted" && zoe.nickname == "Zo")
        #expect(zoe.emails.map(\.value) == ["zoe@example.com", "zoe@work.example"])
        #expect(zoe.phones.map(\.value) == ["+45 20 12 34 56"] && zoe.phones.first?.label == "mobile")
        #expect(zoe.addresses.map(\.street) == ["Nørregade 1"] && zoe.addresses.first?.locality == "København")
        #expect(zoe.birthday == "1980-05-17")
        #expect(zoe.note == "First line\nsecond line, with a comma")
        #expect(zoe.organization == "Ørsted A/S" && zoe.jobTitle == "Engineer")
        #expect(zoe.categories == ["Friends"])
        let jose = try Self.contact(temporary, "José Núñez")
        #expect(jose.emails.map(\.value) == ["jose@example.org", "jn@example.org"])
        #expect(jose.birthday == "--12-24")
    }

    @Test func googleCSVOfTheNewerHeaderIsRead() throws {
        let temporary = try TemporaryStore()
        let result = try Self.importBytes(temporary, "contacts.csv", Array(FormatFixtures.googleNew.utf8))
        #expect(result.summary == ImportSummary(imported: 2))
        let asa = try Self.contact(temporary, "Dr. Åsa Öberg")
        #expect(asa.organization == "Volvo" && asa.note == "Met at the fair" && asa.categories == ["Work"])
        #expect(asa.phones.map(\.label) == ["mobile"])
        let li = try Self.contact(temporary, "Li Wei")
        #expect(li.addresses.first?.region == "IL" && li.addresses.first?.label == "home")
    }

    @Test(arguments: ["windows-1252", "utf-8 with a mark"])
    func outlookCSVIsReadInEitherEncoding(_ encoding: String) throws {
        let temporary = try TemporaryStore()
        let bytes =
            encoding == "windows-1252"
            ? Array(try #require(FormatFixtures.outlook.data(using: .windowsCP1252)))
            : [0xEF, 0xBB, 0xBF] + Array(FormatFixtures.outlook.utf8)
        let result = try Self.importBytes(temporary, "outlook export.CSV", bytes)
        #expect(result.summary == ImportSummary(imported: 2))
        let francois = try Self.contact(temporary, "M. François Lefèvre")
        #expect(francois.namePrefix == "M." && francois.jobTitle == "Directeur" && francois.organization == "Café SA")
        #expect(francois.phones.map(\.label) == ["work", "mobile"])
        #expect(francois.addresses.first?.street == "12 rue de la Paix" && francois.addresses.first?.label == "work")
        #expect(francois.birthday == "1970-03-14")
        #expect(francois.note == "Aime le café\net le thé")
        #expect(francois.categories.sorted() == ["Clients", "VIP"])
        let mueller = try Self.contact(temporary, "Müller")
        #expect(mueller.birthday == nil && mueller.addresses.first?.street == "Hauptstraße 7")
    }

    @Test func semicolonSeparatedCSVIsRead() throws {
        let temporary = try TemporaryStore()
        try Self.importBytes(temporary, "excel.csv", Array(FormatFixtures.semicolons.utf8))
        let emile = try Self.contact(temporary, "Émile Zola")
        #expect(emile.emails.map(\.value) == ["emile@example.fr"] && emile.note == "a; b")
    }

    @Test func mapNamesWhatAnUnknownColumnHolds() throws {
        let temporary = try TemporaryStore()
        let text = "Person,Courriel,Portable\nAnn Lee,ann@example.com,555 0101\n"
        #expect(throws: ContactStoreError.self) { try Self.importBytes(temporary, "own.csv", Array(text.utf8)) }
        #expect(try temporary.store.count() == 0)
        try Self.importBytes(
            temporary, "own.csv", Array(text.utf8), map: ["person": .name, "courriel": .email, "portable": .mobile])
        let ann = try Self.contact(temporary, "Ann Lee")
        #expect(ann.emails.map(\.value) == ["ann@example.com"] && ann.phones.map(\.label) == ["mobile"])
    }

    @Test func importingTheSameFileAgainUpdatesAndNeverDuplicates() throws {
        let temporary = try TemporaryStore()
        try Self.importBytes(temporary, "google.csv", Array(FormatFixtures.googleOld.utf8))
        let again = try Self.importBytes(temporary, "google.csv", Array(FormatFixtures.googleOld.utf8))
        #expect(again.summary == ImportSummary(unchanged: 2))
        let changed = FormatFixtures.googleOld.replacingOccurrences(of: "Engineer", with: "Manager")
        let third = try Self.importBytes(temporary, "google.csv", Array(changed.utf8))
        #expect(third.summary == ImportSummary(updated: 1, unchanged: 1))
        #expect(try temporary.store.count() == 2)
        #expect(try Self.contact(temporary, "Zoë Ørsted").jobTitle == "Manager")
    }

    @Test func aRaggedRowIsRejectedWithItsLineAndTheOthersStored() throws {
        let temporary = try TemporaryStore()
        let text =
            "Name,Email\nAnn,ann@example.com\nBob,bob@example.com,extra,\"more\"\n\"Cy\nYoung\",cy@example.com\nDi,di@example.com\n"
        let result = try Self.importBytes(temporary, "ragged.csv", Array(text.utf8))
        #expect(result.summary == ImportSummary(imported: 3, rejected: 1))
        #expect(
            result.problems == [
                ImportProblem(
                    file: temporary.pathOf("ragged.csv"), line: 3,
                    message: "this row has 4 fields where the header has 2", rejectsCard: true)
            ])
        #expect(try temporary.store.count() == 3)
        #expect(try temporary.names().contains("Di"))
    }

    @Test func anUnclosedQuoteRejectsItsRowNamingWhereItOpened() throws {
        let temporary = try TemporaryStore()
        let text = "Name,Email\nAnn,ann@example.com\n\"Bob,bob@example.com\nCy,cy@example.com\n"
        let result = try Self.importBytes(temporary, "open.csv", Array(text.utf8))
        #expect(result.summary == ImportSummary(imported: 1, rejected: 1))
        #expect(result.problems.map(\.line) == [3])
    }

    // MARK: - LDIF, abook, mutt

    @Test func thunderbirdLDIFIsReadWithBase64FoldedLinesAndPhoto() throws {
        let temporary = try TemporaryStore()
        let result = try Self.importBytes(temporary, "abook.ldif", Array(FormatFixtures.thunderbird.utf8))
        #expect(result.summary == ImportSummary(imported: 2))
        let aegir = try Self.contact(temporary, "Ægir Þórsson")
        #expect(aegir.givenName == "Ægir" && aegir.nickname == "aegir")
        #expect(aegir.emails.map(\.value) == ["aegir@example.is", "ae@example.org"])
        #expect(aegir.addresses.first?.locality == "Reykjavik")
        #expect(aegir.birthday == "1969-07-04" && aegir.note == "Likes hot springs\nand fish" && aegir.hasPhoto)
        #expect(try temporary.names().contains("Bob Lee"))
    }

    @Test func anLDIFEntryWithBrokenBase64IsRejectedAndTheOthersStored() throws {
        let temporary = try TemporaryStore()
        let text = "version: 1\n\ndn: cn=Ann\ncn: Ann\n\ndn: cn=Bob\ncn:: not*base64!\n\ndn: cn=Cy\ncn: Cy\n"
        let result = try Self.importBytes(temporary, "broken.ldif", Array(text.utf8))
        #expect(result.summary == ImportSummary(imported: 2, rejected: 1))
        #expect(result.problems.map(\.line) == [6] && result.problems.first?.message.contains("base64") == true)
        #expect(try temporary.names() == ["Ann", "Cy"])
    }

    @Test func abookFileIsRead() throws {
        let temporary = try TemporaryStore()
        let result = try Self.importBytes(temporary, "addressbook", Array(FormatFixtures.abook.utf8))
        #expect(result.summary == ImportSummary(imported: 2))
        let soren = try Self.contact(temporary, "Søren Kierkegaard")
        #expect(soren.emails.map(\.value) == ["soren@example.dk", "sk@example.org"])
        #expect(
            soren.phones.map(\.label) == ["home", "mobile"] && soren.nickname == "soren" && soren.note == "Philosopher")
        #expect(soren.categories.sorted() == ["authors", "friends"] && soren.addresses.first?.postalCode == "1450")
    }

    @Test func muttAliasesAreReadWithGroupsCommentsAndContinuations() throws {
        let temporary = try TemporaryStore()
        let result = try Self.importBytes(temporary, "aliases", Array(FormatFixtures.mutt.utf8))
        #expect(result.summary == ImportSummary(imported: 3))
        let ann = try Self.contact(temporary, "Lee, Ann")
        #expect(ann.emails.map(\.value) == ["ann@example.com", "ann.lee@work.example"] && ann.categories == ["work"])
        #expect(try Self.contact(temporary, "Zoë Ørsted").emails.map(\.value) == ["zoe@example.dk"])
        #expect(try Self.contact(temporary, "Bob Smith").nickname == "bob")
    }

    // MARK: - Refused files

    @Test func aFileOfNoKnownFormatIsRefusedBeforeAnythingIsStored() throws {
        let temporary = try TemporaryStore()
        let good = try temporary.write("good.vcf", Cards.person("Ann", "Smith"))
        var binary: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
        binary += (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let bad = try temporary.write("photo.vcf", bytes: binary)
        #expect {
            try temporary.store.importCards(from: [.file(good), .file(bad)])
        } throws: { error in
            guard case .unrecognizedFormat(let path, let reason)? = error as? ContactStoreError else { return false }
            return path == bad && reason == "not a vCard, CSV (with a header row), LDIF, abook or mutt alias file"
        }
        #expect(try temporary.store.count() == 0)
    }

    @Test func aHeaderlessCSVIsRefusedSayingAHeaderIsExpected() throws {
        let temporary = try TemporaryStore()
        let text = "\"Bob Smith\",\"bob@example.com\",\"\",\"\",\"bob\"\n"
        #expect {
            try Self.importBytes(temporary, "abook-out.csv", Array(text.utf8))
        } throws: { error in
            guard case .unrecognizedFormat(_, let reason)? = error as? ContactStoreError else { return false }
            return reason.hasPrefix("a CSV file without a header row")
        }
    }

    @Test func aFiftyMegabyteLineIsAClearErrorAndTheOtherRowsAreStored() throws {
        let temporary = try TemporaryStore()
        var bytes = Array("Name,Email\nAnn,ann@example.com\n".utf8)
        bytes += [UInt8](repeating: 0x61, count: 50 << 20)
        bytes += Array("\nBob,bob@example.com\n".utf8)
        let result = try Self.importBytes(temporary, "long.csv", bytes)
        #expect(result.summary == ImportSummary(imported: 2, rejected: 1))
        #expect(
            result.problems.map(\.line) == [3]
                && result.problems.first?.message == "a line longer than 8 MiB: not a CSV row")
        let single = try temporary.write("single.csv", bytes: [UInt8](repeating: 0x62, count: 50 << 20))
        #expect(
            throws: ContactStoreError.unrecognizedFormat(
                path: single, reason: "not a vCard, CSV (with a header row), LDIF, abook or mutt alias file")
        ) {
            try temporary.store.importCards(from: [.file(single)])
        }
    }

    // MARK: - Detection

    @Test(arguments: [
        ("BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n", ImportFormat.vcard), ("", .vcard), ("\n\n", .vcard),
        (FormatFixtures.googleOld, .csv), (FormatFixtures.semicolons, .csv), (FormatFixtures.thunderbird, .ldif),
        ("dn: cn=A\ncn: A\n", .ldif), (FormatFixtures.abook, .abook), ("[0]\nname=A\n", .abook),
        (FormatFixtures.mutt, .mutt),
    ])
    func formatIsToldByContent(_ text: String, _ format: ImportFormat) {
        #expect(ImportFormat.detect(Array(text.utf8)) == format)
    }

    @Test func plainTextIsNoFormat() {
        #expect(ImportFormat.detect(Array("Dear Ann\nthank you for the letter\n".utf8)) == nil)
        #expect(ImportFormat.detect([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00]) == nil)
    }
}
