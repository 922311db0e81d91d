import ContactsKit
import Testing

/// The example at the top of `ContactStore`'s documentation, run as written there (public API only,
/// no `@testable`): when it stops compiling or doing what it says, this fails, and the doc changes
/// with it.
@Suite struct ContactStoreExampleTests {
    @Test func theDocumentedExampleImportsAFileAndListsItsFirstPageByFamilyName() throws {
        let temporary = try TemporaryStore()
        let path = temporary.pathOf("example/contacts.sqlite")
        let file = try temporary.write("icloud.vcf", Cards.person("Ann", "Smith") + Cards.person("Bob", "Jones"))

        let store = try ContactStore(path: path)  // StoreLocation.defaultPath(): the user's own
        let summary = try store.importCards(from: [.file(file)])
        var names: [String] = []
        try store.list(ListRequest(order: .familyName, limit: 50)) { names.append($0.contact.displayName) }

        #expect(summary.imported == 2)
        #expect(names == ["Bob Jones", "Ann Smith"])
    }
}
