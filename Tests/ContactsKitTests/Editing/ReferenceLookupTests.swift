@testable import ContactsKit
import Testing

/// Naming a contact by the start of its id or by a name query: one match names it, several throw
/// with the candidates, none throws.
@Suite struct ReferenceLookupTests {
    static let book =
        Cards.person("Ann", "Lee", emails: ["ann@example.com"]) + Cards.person("Ann", "Tanaka")
        + Cards.person("Bob", "Ray", emails: ["bob@example.com"])

    @Test func aNameMatchingOneContactNamesIt() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        #expect(try temporary.store.contact(.lookup("tanaka")).displayName == "Ann Tanaka")
        #expect(try temporary.store.contact(.lookup("ann lee")).displayName == "Ann Lee")
    }

    @Test func aNameMatchingSeveralThrowsWithTheCandidatesInManualOrder() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let contacts = try temporary.list()
        #expect {
            try temporary.store.contact(.lookup("ann"))
        } throws: { error in
            guard case ContactStoreError.ambiguousReference(let text, let candidates) = error else { return false }
            return text == "ann"
                && candidates == [
                    ContactSummary(id: contacts[0].id, displayName: "Ann Lee", email: "ann@example.com"),
                    ContactSummary(id: contacts[1].id, displayName: "Ann Tanaka", email: ""),
                ]
        }
    }

    @Test func theStartOfAnIdNamesItsContact() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        let bob = try temporary.list()[2]
        #expect(try temporary.store.contact(.idPrefix(String(bob.id.prefix(6)))).id == bob.id)
        #expect(try temporary.store.contact(.lookup(String(bob.id.prefix(8)))).id == bob.id)
        #expect(try temporary.store.contact(.idPrefix(bob.id.replacingOccurrences(of: "-", with: ""))).id == bob.id)
    }

    @Test func nothingMatchingThrowsNoMatch() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Self.book)
        #expect(throws: ContactStoreError.noMatch("zelda")) { try temporary.store.contact(.lookup("zelda")) }
    }
}
