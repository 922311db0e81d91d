import Foundation
import Testing

/// `contacts list QUERY` looks in every field of a contact (issue 41, item 5): a word of the note,
/// each part of a postal address, a URL's host, a messaging handle, an organisational unit, a
/// nickname after the first, a category. `contacts query`, a mail client's address lookup, still
/// looks only where a contact's name, organisation, email, phone and categories are.
@Suite struct SearchEveryFieldTests {
    /// One contact per field searched, and one (Zoe Hart) that none of the queries names.
    static let cards = [
        VCF.person("Ann", "Lee", "EMAIL:ann@lee.example", "NOTE:Allergic to peanuts\\, carries an EpiPen."),
        VCF.person(
            "Bruno", "Costa", "EMAIL:bruno@costa.example",
            "ADR;TYPE=HOME:;;Rua Augusta 27;Lisboa;;1100-048;Portugal"),
        VCF.person("Chiara", "Rossi", "URL:https://www.lumenstudio.example/portfolio"),
        VCF.person("Dorota", "Kowalski", "IMPP;X-SERVICE-TYPE=Jabber:xmpp:dkowal@jabber.example"),
        VCF.person("Emil", "Berg", "ORG:Acme Corp;Cryogenics", "TITLE:Engineer"),
        VCF.person("Fred", "Quinn", "NICKNAME:Freddie,Whistler"),
        VCF.person("Gita", "Rao", "CATEGORIES:Climbing"),
        VCF.person("Zoe", "Hart", "EMAIL:zoe@hart.example", "NOTE:Met in Porto."),
    ].joined()

    /// A query and the one contact it must find.
    struct Case: Sendable, CustomTestStringConvertible {
        let field: String
        let query: [String]
        let name: String
        var testDescription: String { "\(field): \(query.joined(separator: " "))" }
    }

    static let cases = [
        Case(field: "note word", query: ["peanuts"], name: "Ann Lee"),
        Case(field: "note word, prefix", query: ["epip"], name: "Ann Lee"),
        Case(field: "city", query: ["lisboa"], name: "Bruno Costa"),
        Case(field: "street", query: ["augusta"], name: "Bruno Costa"),
        Case(field: "postcode", query: ["1100-048"], name: "Bruno Costa"),
        Case(field: "country", query: ["portugal"], name: "Bruno Costa"),
        Case(field: "URL host", query: ["lumenstudio.example"], name: "Chiara Rossi"),
        Case(field: "IM handle", query: ["dkowal"], name: "Dorota Kowalski"),
        Case(field: "organisation unit", query: ["cryogenics"], name: "Emil Berg"),
        Case(field: "second nickname", query: ["whistler"], name: "Fred Quinn"),
        Case(field: "category", query: ["climbing"], name: "Gita Rao"),
        Case(field: "two fields at once", query: ["bruno", "lisboa"], name: "Bruno Costa"),
    ]

    @Test(arguments: cases)
    func listFindsAContactByAnyField(_ search: Case) throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards)
        #expect(try scratch.names(search.query) == [search.name])
        #expect(try scratch.names(["--sorted"] + search.query) == [search.name])
    }

    @Test func aWordOfNoFieldFindsNobody() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards)
        #expect(try scratch.names(["madrid"]) == [])
        #expect(try scratch.names(["https"]) == [], "a URL's scheme is not indexed")
    }

    @Test func mailQueryStillLooksOnlyAtNamesEmailsAndOrganisations() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards)
        // Porto is only in Zoe's note, Lisboa only in Bruno's address: no address to offer.
        try scratch.expect(["query", "porto"], status: 1, stdout: "No matches for porto\n", stderr: "")
        try scratch.expect(["query", "lisboa"], status: 1, stdout: "No matches for lisboa\n", stderr: "")
        try scratch.expect(["query", "lee"], stdout: "1 address for lee\nann@lee.example\tAnn Lee\t\n", stderr: "")
        try scratch.expect(
            ["query", "costa"], stdout: "1 address for costa\nbruno@costa.example\tBruno Costa\t\n", stderr: "")
        // While `list` finds them.
        #expect(try scratch.names(["porto"]) == ["Zoe Hart"])
    }

    @Test func aContactNamedOnTheCommandLineIsFoundByNameNotByNote() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards)
        // `show porto` names nobody: a word of Zoe's note is not her name.
        let run = try scratch.run(["show", "porto"])
        #expect(run.status != 0, "\(run)")
        #expect(try scratch.run(["show", "hart"]).stdout.contains("Zoe Hart"))
    }
}
