import Testing

@testable import ContactsKit

/// Naming one contact (by position or id) to show it, and deleting contacts: positions all resolved
/// before anything is deleted, later positions shifting up, and the search index following.
@Suite struct ShowAndDeleteTests {
    // MARK: - Show

    @Test func contactAtAPositionIsTheOneListedThere() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(6))
        try temporary.store.move(from: 6, to: 2)
        let listed = try temporary.list()
        for position in 1...6 {
            var shown = try temporary.store.contact(.position(position))
            #expect(shown.position == position)
            shown.rawContacts = []
            #expect(shown == listed[position - 1])
        }
    }

    @Test func contactByIdIsTheSameContactWithItsPosition() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(4))
        let third = try temporary.store.contact(.position(3))
        let byId = try temporary.store.contact(.id(third.id))
        #expect(byId == third)
        try temporary.store.move(from: 3, to: 1)
        #expect(try temporary.store.contact(.id(third.id)).position == 1)
    }

    @Test func contactShowsItsRawContactsWithSourceAndUID() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(
            Cards.person("Ann", "Smith", uid: "urn:uuid:ann") + Cards.person("Bob", "Jones"), name: "icloud.vcf")
        let ann = try temporary.store.contact(.position(1))
        let raw = try #require(ann.rawContacts.first)
        #expect(ann.rawContacts.count == 1)
        #expect(raw.source == "icloud")
        #expect(raw.uid == "urn:uuid:ann")
        #expect(raw.id != ann.id)
        #expect(try temporary.store.contact(.position(2)).rawContacts.map(\.uid) == [""])
    }

    @Test func unknownIdIsNoSuchContact() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(2))
        #expect(throws: ContactStoreError.noSuchContact(id: "0f8e0000-0000-0000-0000-000000000000")) {
            try temporary.store.contact(.id("0f8e0000-0000-0000-0000-000000000000"))
        }
    }

    @Test(arguments: [0, 3, -2])
    func positionOutOfRangeIsReportedWithTheCount(_ position: Int) throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(2))
        #expect(throws: ContactStoreError.positionOutOfRange(position, count: 2)) {
            try temporary.store.contact(.position(position))
        }
    }

    @Test func emptyStoreHasNoPositions() throws {
        let temporary = try TemporaryStore()
        #expect(throws: ContactStoreError.positionOutOfRange(1, count: 0)) {
            try temporary.store.contact(.position(1))
        }
    }

    // MARK: - Delete

    @Test func deletingSevenAndNineDeletesWhatWasShownThere() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(12))
        var model = OrderModel(count: 12)
        try temporary.store.move(from: 12, to: 1)
        model.move(from: 12, to: 1)
        let seventh = try temporary.store.contact(.position(7)).displayName
        let ninth = try temporary.store.contact(.position(9)).displayName
        let deleted = try temporary.store.delete([.position(7), .position(9)])
        #expect(deleted == 2)
        model.remove(positions: [7, 9])
        try model.expectMatches(temporary)
        #expect(!model.names.contains(seventh) && !model.names.contains(ninth))
        // What was at 8 is now at 7; what was at 10 is now at 8.
        #expect(try temporary.store.contact(.position(7)).displayName == Cards.numberedName(7))
        #expect(try temporary.store.contact(.position(8)).displayName == Cards.numberedName(9))
        #expect(try temporary.store.count() == 10)
    }

    @Test func deletingInDescendingOrderDeletesTheSameContacts() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(10))
        try temporary.store.delete([.position(9), .position(7)])
        var model = OrderModel(count: 10)
        model.remove(positions: [9, 7])
        try model.expectMatches(temporary)
    }

    @Test func deletingOneContactNamedTwiceDeletesItOnce() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(5))
        let third = try temporary.store.contact(.position(3))
        #expect(try temporary.store.delete([.position(3), .id(third.id)]) == 1)
        #expect(try temporary.names() == [1, 2, 4, 5].map(Cards.numberedName))
    }

    @Test func deletingWithAnOutOfRangePositionDeletesNothing() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(5))
        #expect(throws: ContactStoreError.positionOutOfRange(6, count: 5)) {
            try temporary.store.delete([.position(2), .position(6)])
        }
        #expect(try temporary.store.count() == 5)
    }

    @Test func deletedContactIsNoLongerFound() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Smith", phones: ["+1 555 0100"]) + Cards.person("Anna", "Jones"))
        try temporary.store.delete([.position(1)])
        #expect(try temporary.names(ListRequest(query: "ann")) == ["Anna Jones"])
        #expect(try temporary.names(ListRequest(query: "smith")).isEmpty)
        #expect(try temporary.names(ListRequest(query: "5550100")).isEmpty)
        #expect(try temporary.store.sectionCounts(ListRequest(order: .familyName, query: "ann")).map(\.count) == [1])
        #expect(try temporary.list(ListRequest(query: "ann")).map(\.position) == [1])
    }

    @Test func deletedContactIsNotExported() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Smith") + Cards.person("Bob", "Jones"))
        try temporary.store.delete([.position(1)])
        let text = String(decoding: try temporary.exported(), as: UTF8.self)
        #expect(!text.contains("Ann"))
        #expect(text.contains("FN:Bob Jones"))
    }

    @Test func deletingEveryoneLeavesAnEmptyStoreThatTakesNewContacts() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.numbered(3))
        try temporary.store.delete([.position(1), .position(2), .position(3)])
        #expect(try temporary.store.count() == 0)
        #expect(try temporary.list().isEmpty)
        try temporary.importText(Cards.person("Ann", "Smith"), name: "new.vcf")
        #expect(try temporary.list().map(\.position) == [1])
    }
}
