import Testing

@testable import ContactsKit

/// Listing in manual order: pages by limit and offset with positions offset+1…, and streaming
/// that stops as soon as the caller's body throws.
@Suite struct ListingTests {
    /// A page of a 10-contact book in manual order.
    struct Page: Sendable, CustomTestStringConvertible {
        let limit: Int?
        let offset: Int
        let positions: [Int]
        var testDescription: String { "limit \(limit.map(String.init) ?? "none"), offset \(offset)" }
    }

    static let pages: [Page] = [
        Page(limit: nil, offset: 0, positions: Array(1...10)),
        Page(limit: 3, offset: 0, positions: [1, 2, 3]),
        Page(limit: 3, offset: 4, positions: [5, 6, 7]),
        Page(limit: 5, offset: 8, positions: [9, 10]),
        Page(limit: nil, offset: 8, positions: [9, 10]),
        Page(limit: nil, offset: 9, positions: [10]),
        Page(limit: 1, offset: 9, positions: [10]),
        Page(limit: 5, offset: 10, positions: []),
        Page(limit: nil, offset: 12, positions: []),
        Page(limit: 0, offset: 0, positions: []),
        Page(limit: 10, offset: 0, positions: Array(1...10)),
        Page(limit: 100, offset: 1, positions: Array(2...10)),
    ]

    @Test(arguments: pages)
    func pageInManualOrderStartsAtOffsetPlusOne(_ page: Page) throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(10))
        // Reorder first, so a page is positions in the user's order, not import order.
        try temporary.store.move(from: 10, to: 1)
        try temporary.store.move(from: 3, to: 8)
        var model = OrderModel(count: 10)
        model.move(from: 10, to: 1)
        model.move(from: 3, to: 8)
        let contacts = try temporary.list(ListRequest(limit: page.limit, offset: page.offset))
        #expect(contacts.map(\.position) == page.positions)
        #expect(contacts.map(\.displayName) == page.positions.map { model.names[$0 - 1] })
    }

    @Test func pagesOfAnEmptyStoreAreEmpty() throws {
        let temporary = try TemporaryStore()
        #expect(try temporary.list(ListRequest(limit: 5, offset: 0)).isEmpty)
        #expect(try temporary.list(ListRequest(offset: 3)).isEmpty)
        #expect(try temporary.store.sectionCounts(ListRequest(order: .familyName)).isEmpty)
    }

    @Test func throwingBodyStopsTheListingAndItsErrorComesOut() throws {
        struct Enough: Error, Equatable {}
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(50))
        for request in [ListRequest(), ListRequest(order: .familyName), ListRequest(query: "person")] {
            var seen: [Int] = []
            #expect(throws: Enough()) {
                try temporary.store.list(request) { listed in
                    seen.append(listed.contact.position)
                    if seen.count == 3 { throw Enough() }
                }
            }
            #expect(seen == [1, 2, 3])
        }
    }

    @Test func rawContactsAreFilledOnlyWhenAskedFor() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Ann", "Smith", uid: "ann-1") + Cards.person("Bob", "Jones"), name: "phone.vcf")
        #expect(try temporary.list().allSatisfy { $0.rawContacts.isEmpty })
        let contacts = try temporary.list(includeRawContacts: true)
        #expect(contacts.map { $0.rawContacts.map(\.source) } == [["phone"], ["phone"]])
        #expect(contacts.map { $0.rawContacts.map(\.uid) } == [["ann-1"], [""]])
    }

    @Test func manualListingCarriesTheFamilyOrderSection() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Zed", "Able") + Cards.card(["ORG:3M"]) + Cards.person("Émile", "Zola"))
        #expect(try temporary.listed().map(\.section) == ["A", "#", "Z"])
    }

    @Test func listedFieldsComeFromTheCard() throws {
        let temporary = try TemporaryStore()
        let card = Cards.card([
            "N:Smith;Ann;Marie;Dr.;PhD",
            "FN:Dr. Ann Smith",
            "NICKNAME:Annie,Nan",
            "ORG:Acme;Research",
            "TITLE:Chemist",
            "EMAIL;TYPE=WORK:ann@acme.example",
            "EMAIL;TYPE=HOME:ann@home.example",
            "EMAIL;TYPE=INTERNET:ANN@acme.example",
            "TEL;TYPE=CELL:+1 555 0100",
            "TEL;TYPE=WORK:+1 (555) 0100",
            "ADR;TYPE=HOME:;Apt 2;1 Main St;Springfield;IL;62701;USA",
            "BDAY:1980-04-05",
            "NOTE:first line\\nsecond line",
        ])
        try temporary.importText(card)
        let contact = try #require(try temporary.list().first)
        #expect(contact.displayName == "Dr. Ann Smith")
        #expect(
            [contact.givenName, contact.familyName, contact.middleName, contact.namePrefix, contact.nameSuffix]
                == ["Ann", "Smith", "Marie", "Dr.", "PhD"])
        #expect(contact.nickname == "Annie")
        #expect(contact.organization == "Acme")
        #expect(contact.jobTitle == "Chemist")
        #expect(
            contact.emails == [
                LabeledText(label: "work", value: "ann@acme.example"),
                LabeledText(label: "home", value: "ann@home.example"),
            ])
        #expect(contact.phones == [LabeledText(label: "mobile", value: "+1 555 0100")])
        #expect(
            contact.addresses == [
                Address(
                    label: "home", extended: "Apt 2", street: "1 Main St", locality: "Springfield",
                    region: "IL", postalCode: "62701", country: "USA")
            ])
        #expect(contact.birthday == "1980-04-05")
        #expect(contact.note == "first line\nsecond line")
        #expect(!contact.hasPhoto)
    }

    @Test func birthdayWithoutYear() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.card(["FN:Ann", "BDAY:--0405"], version: "4.0"))
        #expect(try temporary.list().first?.birthday == "--04-05")
    }

    @Test func contactWithoutNameIsShownByOrganisationThenEmailThenPhone() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.card(["ORG:Acme", "EMAIL:info@acme.example"])
                + Cards.card(["EMAIL:sales@acme.example", "TEL:+1 555 0100"])
                + Cards.card(["TEL:+1 555 0100"]) + Cards.card(["NICKNAME:Bucky", "ORG:Acme"])
        )
        #expect(try temporary.names() == ["Acme", "sales@acme.example", "+1 555 0100", "Bucky"])
    }

    @Test func aListedRowsColumnsAreWhereTheirIndexSays() throws {
        let temporary = try TemporaryStore()
        let names = try temporary.store.uncheckedDatabase.read { db in
            try db.makeStatement(sql: "SELECT \(ContactRecord.listedColumns) FROM contact").columnNames
        }
        #expect(names == ContactRecord.ListedColumn.allCases.map { "\($0)" })
    }
}
