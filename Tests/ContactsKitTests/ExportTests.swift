import SharedCorpus
import Foundation
import Testing
import VCard

@testable import ContactsKit

/// Export: every imported property comes back (unknown `X-` properties, groups, photos), in manual
/// order or the order asked for, in 3.0 or 4.0; and import → export → import → export is
/// byte-for-byte stable.
@Suite struct ExportTests {
    /// A card with a bit of everything a model does not understand.
    static let richCard = Cards.card([
        "N:Smith;Ann;Marie;Dr.;PhD",
        "FN:Dr. Ann Smith",
        "UID:urn:uuid:4fbe8971-0bc3-424c-9c26-36c3e1eff6b1",
        "NICKNAME:Annie",
        "ORG:Acme;Research",
        "TITLE:Chemist",
        "item1.EMAIL;TYPE=INTERNET,pref:ann@acme.example",
        "item1.X-ABLabel:_$!<Other>!$_",
        "item2.TEL:+1 555 0100",
        "item2.X-ABLabel:Lab bench",
        "TEL;TYPE=CELL,VOICE:+1 (555) 010-4477",
        "ADR;TYPE=HOME:;Apt 2;1 Main St;Springfield;IL;62701;USA",
        "URL:https://acme.example/ann",
        "BDAY:1980-04-05",
        "NOTE:first line\\nsecond\\, with comma\\; and semicolon",
        "CATEGORIES:friends,work",
        "X-CUSTOM;X-PARAM=yes:some value",
        "X-SOCIALPROFILE;TYPE=twitter:https://twitter.example/ann",
        "X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Nan;1;;;;;;;;;;;;;",
        "PHOTO;ENCODING=b;TYPE=PNG:\(Cards.pngBase64)",
        "REV:2024-01-02T03:04:05Z",
    ])

    @Test(arguments: VCardWriter.Version.allCases)
    func everyImportedPropertyComesBack(_ version: VCardWriter.Version) throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.richCard)
        let exported = try temporary.exported(version: version)
        let original = try Self.onlyCard(Array(Self.richCard.utf8))
        let back = try Self.onlyCard(exported)
        // Written as a valid card of the version (docs/vcard.md, "What is exported"): here, 4.0's
        // SOCIALPROFILE travels as X-SOCIALPROFILE in 3.0, and that form is SOCIALPROFILE in 4.0.
        #expect(back.properties == original.converted(to: version).properties)
        #expect(back.version.rawValue == version.rawValue)
        let text = String(decoding: exported, as: UTF8.self)
        #expect(text.contains("X-CUSTOM;X-PARAM=yes:some value"))
        #expect(text.contains("item1.X-ABLABEL:_$!<Other>!$_"))  // names are written upper-case
        #expect(back.photo?.data == original.photo?.data)
        #expect(back.photo?.data != nil)
    }

    @Test func exportOfEverythingIsInManualOrder() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(5))
        try temporary.store.move(from: 5, to: 2)
        let names = try Self.cards(temporary.exported()).map { $0.formattedName ?? "" }
        #expect(names == [1, 5, 2, 3, 4].map(Cards.numberedName))
    }

    @Test func exportOfChosenContactsIsInTheOrderGiven() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(5))
        let fourth = try temporary.store.contact(.position(4))
        let names = try Self.cards(temporary.exported([.position(3), .position(1), .id(fourth.id)])).map {
            $0.formattedName ?? ""
        }
        #expect(names == [3, 1, 4].map(Cards.numberedName))
    }

    @Test func exportOfAnOutOfRangePositionThrows() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(2))
        #expect(throws: ContactStoreError.positionOutOfRange(3, count: 2)) {
            try temporary.exported([.position(3)])
        }
    }

    @Test func exportOfAnEmptyStoreIsEmpty() throws {
        let temporary = try TemporaryStore()
        #expect(try temporary.exported().isEmpty)
    }

    @Test(arguments: VCardWriter.Version.allCases)
    func exportWritesTheAskedVersionWithCRLF(_ version: VCardWriter.Version) throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Smith"))
        let text = String(decoding: try temporary.exported(version: version), as: UTF8.self)
        #expect(text.hasPrefix("BEGIN:VCARD\r\nVERSION:\(version.rawValue)\r\n"))
        #expect(text.hasSuffix("END:VCARD\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func exportStreamsOneCardAtATime() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(3))
        var calls: [[UInt8]] = []
        try temporary.store.export { calls.append($0) }
        #expect(calls.count == 3)
        #expect(try calls.map { try Self.onlyCard($0).formattedName } == (1...3).map(Cards.numberedName))
    }

    @Test func updatedCardIsExportedInItsNewVersion() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Smith", uid: "ann", extra: ["X-OLD:1"]))
        try temporary.importText(Cards.person("Ann", "Smith", uid: "ann", extra: ["X-NEW:2"]))
        let card = try Self.onlyCard(temporary.exported())
        #expect(card.property(named: "X-NEW")?.value == "2")
        #expect(card.property(named: "X-OLD") == nil)
    }

    // MARK: - Round trip

    @Test(arguments: VCardWriter.Version.allCases)
    func roundTripOfTheRichCardIsStable(_ version: VCardWriter.Version) throws {
        let first = try Self.exportAfterImport(Array(Self.richCard.utf8), version)
        let second = try Self.exportAfterImport(first, version)
        #expect(second == first, "\(Self.firstDifference(first, second))")
    }

    // MARK: - Helpers

    /// Imports `bytes` into a fresh store and exports everything in `version`.
    static func exportAfterImport(_ bytes: [UInt8], _ version: VCardWriter.Version) throws -> [UInt8] {
        let temporary = try TemporaryStore()
        try temporary.importFiles([temporary.write("input.vcf", bytes: bytes)])
        return try temporary.exported(version: version)
    }

    /// The cards of `bytes`, which must read without a problem.
    static func cards(_ bytes: [UInt8]) throws -> [VCard] {
        var reader = VCardReader(bytes: bytes)
        let entries = reader.readAll()
        #expect(entries.flatMap(\.problems).isEmpty, "\(entries.flatMap(\.problems))")
        return entries.compactMap(\.card)
    }

    /// The only card of `bytes`.
    static func onlyCard(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> VCard {
        let all = try cards(bytes)
        try #require(all.count == 1, "\(all.count) cards", sourceLocation: sourceLocation)
        return all[0]
    }

    /// The first line where two exports differ, for a readable failure.
    static func firstDifference(_ first: [UInt8], _ second: [UInt8]) -> String {
        let a = String(decoding: first, as: UTF8.self).components(separatedBy: "\r\n")
        let b = String(decoding: second, as: UTF8.self).components(separatedBy: "\r\n")
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : "(end)"
            let right = index < b.count ? b[index] : "(end)"
            if left != right { return "line \(index + 1):\n  first:  \(left)\n  second: \(right)" }
        }
        return "no difference"
    }
}

/// Every file of `../shared/corpus/valid` through the store: import → export → import (fresh
/// store) → export gives the same bytes, in 3.0 and 4.0, and no property is lost on the way.
@Suite(.enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missingReason)))
struct CorpusExportTests {
    static let paths = Corpus.files(in: "valid")

    @Test func theCorpusHasValidFiles() {
        #expect(!Self.paths.isEmpty)
    }

    @Test(arguments: paths)
    func exportIsByteForByteStableAfterReimport(_ path: String) throws {
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: Corpus.path(path))))
        let temporary = try TemporaryStore()
        try temporary.importFiles([temporary.write("input.vcf", bytes: original)])
        for version in VCardWriter.Version.allCases {
            let first = try temporary.exported(version: version)
            try #require(!first.isEmpty, "\(version.rawValue): nothing exported")
            let second = try ExportTests.exportAfterImport(first, version)
            #expect(second == first, "\(version.rawValue): \(ExportTests.firstDifference(first, second))")
        }
    }

    @Test(arguments: paths)
    func reimportingTheFileChangesNothing(_ path: String) throws {
        let temporary = try TemporaryStore()
        let file = try temporary.write(
            "input.vcf", bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Corpus.path(path)))))
        let first = try temporary.importFiles([file]).summary
        let contacts = try temporary.list(includeRawContacts: true)
        let again = try temporary.importFiles([file]).summary
        #expect(again == ImportSummary(unchanged: first.imported + first.updated + first.unchanged))
        #expect(try temporary.list(includeRawContacts: true) == contacts)
    }

    @Test(arguments: paths)
    func everyPropertyOfEveryCardComesBack(_ path: String) throws {
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: Corpus.path(path))))
        var reader = VCardReader(bytes: original)
        let cards = reader.readAll().compactMap(\.card)
        let temporary = try TemporaryStore()
        try temporary.importFiles([temporary.write("input.vcf", bytes: original)])
        let back = try ExportTests.cards(temporary.exported(version: .v4_0, raw: true))
        // Cards without a UID that read the same are one raw contact; a later card with a UID seen before replaces it.
        let rawCount = try temporary.list(includeRawContacts: true).reduce(0) { $0 + $1.rawContacts.count }
        #expect(back.count == rawCount)
        // Merged, there is one card per unified contact.
        #expect(try ExportTests.cards(temporary.exported(version: .v4_0)).count == (try temporary.store.count()))
        // Each card is exported as a valid 4.0 card (docs/vcard.md), a card without a UID given the raw
        // contact's id.
        func exported(_ card: VCard, as back: VCard) -> [VCardProperty] {
            card.converted(to: .v4_0, uid: back.uid).properties
        }
        for card in back {
            let match = cards.last { exported($0, as: card) == card.properties }
            #expect(match != nil, "exported card \(card.formattedName ?? "?") matches no card of the file")
        }
        for card in cards where card.uid == nil {
            #expect(
                back.contains { $0.properties == exported(card, as: $0) }, "card \(card.formattedName ?? "?") was lost")
        }
        for uid in Set(cards.compactMap(\.uid)) {
            let last = cards.last { $0.uid == uid }!
            #expect(back.contains { $0.properties == exported(last, as: $0) }, "the last card with UID \(uid) was lost")
        }
    }
}
