import Testing
import VCard

@testable import ContactsKit

/// What the `other` column of a search row holds (``SearchDocument/otherText(_:card:)``).
@Suite struct SearchDocumentOtherTests {
    static func document(_ lines: String...) throws -> SearchDocument {
        let text =
            (["BEGIN:VCARD", "VERSION:3.0", "FN:Ann Lee", "N:Lee;Ann;;;"] + lines + ["END:VCARD"]).joined(
                separator: "\r\n") + "\r\n"
        var reader = VCardReader(string: text)
        let card = try #require(reader.next()?.card)
        let fields = ContactFields(card: card)
        return SearchDocument(fields, facets: ContactFacets(card: card, displayName: fields.displayName), card: card)
    }

    @Test func holdsTheNoteAndEveryPartOfEachAddress() throws {
        let document = try Self.document(
            "NOTE:Allergic to peanuts", "ADR:PO Box 7;Apt 4;Rua Augusta 27;Lisboa;Lisboa;1100-048;Portugal")
        #expect(document.other == "Allergic to peanuts PO Box 7 Apt 4 Rua Augusta 27 Lisboa 1100-048 Portugal")
    }

    @Test func holdsURLsAndHandlesWithoutTheirSchemes() throws {
        let document = try Self.document(
            "URL:https://www.lumen.example/a", "IMPP:xmpp:ann@jabber.example", "X-SKYPE:ann.lee",
            "X-SOCIALPROFILE;TYPE=twitter:https://twitter.com/annlee")
        #expect(document.other == "lumen.example/a ann@jabber.example ann.lee twitter.com/annlee")
    }

    @Test func holdsUnitsLaterNicknamesAndRelatedNamesNotUIDs() throws {
        let document = try Self.document(
            "ORG:Acme;Cryogenics;East", "NICKNAME:Annie,Whistler", "RELATED;TYPE=spouse;VALUE=text:Sam Lee",
            "RELATED:urn:uuid:0b1d3c4e-0000-4000-8000-000000000000", "X-ABRELATEDNAMES:Pat")
        #expect(document.other == "Cryogenics East Whistler Sam Lee Pat")
        #expect(document.name.contains("Annie"), "the first nickname stays in the name column")
    }

    @Test func aCardWithNothingMoreHasAnEmptyOtherColumn() throws {
        #expect(try Self.document("EMAIL:ann@example.com", "TEL:555 0100").other == "")
    }

    @Test(arguments: [
        ("https://www.example.com/a", "example.com/a"), ("http://example.com", "example.com"),
        ("xmpp:ann@jabber.org", "ann@jabber.org"),
        ("@ann", "@ann"), ("ann.smith", "ann.smith"), ("www.example.com", "www.example.com"), ("12:30", "12:30"),
    ])
    func schemesGoAndOtherTextStays(_ value: String, _ expected: String) {
        #expect(SearchDocument.withoutScheme(value) == expected)
    }
}
