@testable import ContactsKit
import Testing
import VCard

/// The linking rules on realistic pairs: what must link, what may only be suggested, and the hard
/// negatives that must never link.
@Suite struct MatchRulesTests {
    static func profile(_ lines: [String]) -> MatchProfile {
        var reader = VCardReader(string: Cards.card(lines))
        let card = reader.next()!.card!
        return MatchProfile(card: card, fields: ContactFields(card: card))
    }

    enum Expected: Sendable, Equatable {
        case link(LinkEvidence.Reason), suggest, conflict, unrelated
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let a: [String]
        let b: [String]
        let expected: Expected
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        // Must link.
        Case(label: "same UID, nickname", a: ["N:Smith;Bob", "FN:Bob Smith", "UID:u1"], b: ["N:Smith;Robert", "FN:Robert Smith", "UID:u1"],
             expected: .link(.sameUID)),
        Case(label: "email differing in case, Bob/Robert", a: ["N:Smith;Bob", "EMAIL:bob@Example.com"],
             b: ["N:Smith;Robert", "EMAIL:BOB@example.com"], expected: .link(.sharedEmail)),
        Case(label: "phone national/international, Bill/William", a: ["N:Jones;Bill", "TEL:+1 (555) 010-4477"],
             b: ["N:Jones;William", "TEL:555.010.4477"], expected: .link(.sharedPhone)),
        Case(label: "Liz/Elizabeth by email", a: ["N:Taylor;Liz", "EMAIL:liz@example.org"], b: ["N:Taylor;Elizabeth", "EMAIL:liz@example.org"],
             expected: .link(.sharedEmail)),
        Case(label: "Kate/Katherine by phone", a: ["N:Brown;Kate", "TEL:+44 20 7946 0018"], b: ["N:Brown;Katherine", "TEL:020 7946 0018"],
             expected: .link(.sharedPhone)),
        Case(label: "initial and full given name", a: ["N:Smith;J.", "EMAIL:js@example.com"], b: ["N:Smith;John", "EMAIL:js@example.com"],
             expected: .link(.sharedEmail)),
        Case(label: "diacritics and case", a: ["N:Fernández;José", "EMAIL:jf@example.es"], b: ["N:FERNANDEZ;jose", "EMAIL:jf@example.es"],
             expected: .link(.sharedEmail)),
        Case(label: "given and family swapped", a: ["N:Wei;Zhang", "TEL:+86 10 5555 0188"], b: ["N:Zhang;Wei", "TEL:010 5555 0188"],
             expected: .link(.sharedPhone)),
        Case(label: "formatted name only", a: ["FN:Smith, Robert", "EMAIL:r@example.com"], b: ["N:Smith;Bob", "EMAIL:r@example.com"],
             expected: .link(.sharedEmail)),
        Case(label: "a card with only an email", a: ["EMAIL:ann@example.com"], b: ["N:Lee;Ann", "EMAIL:ann@example.com"],
             expected: .link(.sharedEmail)),
        Case(label: "full name and organisation", a: ["N:Smith;Bob", "ORG:Acme Corp."], b: ["N:Smith;Robert", "ORG:ACME Corp"],
             expected: .link(.sameNameAndOrganization)),
        Case(label: "full name and birthday without year", a: ["N:Ito;Aiko", "BDAY:1990-03-04"], b: ["N:Ito;Aiko", "BDAY:--0304"],
             expected: .link(.sameNameAndBirthday)),
        Case(label: "full name and address", a: ["N:Okafor;Ngozi", "ADR:;;12 High St;Leeds;;LS1 4AP;UK"],
             b: ["N:Okafor;Ngozi", "ADR;TYPE=home:;;12 High St.;Leeds;;LS1 4AP;United Kingdom"], expected: .link(.sameNameAndAddress)),
        Case(label: "double family name", a: ["N:García López;Ana", "EMAIL:ana@example.es"], b: ["N:García;Ana", "EMAIL:ana@example.es"],
             expected: .link(.sharedEmail)),
        // Suggest only.
        Case(label: "the same name alone", a: ["N:Smith;John", "TEL:+1 555 010 1111"], b: ["N:Smith;John", "TEL:+1 555 010 2222"],
             expected: .suggest),
        Case(label: "nickname and nothing else", a: ["N:Smith;Bob"], b: ["N:Smith;Robert"], expected: .suggest),
        // Never link.
        Case(label: "family landline, different given names", a: ["N:Novak;Jan", "TEL:+420 222 555 010"],
             b: ["N:Novak;Petra", "TEL:+420 222 555 010"], expected: .conflict),
        Case(label: "family email, different given names", a: ["N:Smith;Ann", "EMAIL:smiths@example.com"],
             b: ["N:Smith;Tom", "EMAIL:smiths@example.com"], expected: .conflict),
        Case(label: "switchboard, colleagues", a: ["N:Ali;Omar", "ORG:Acme", "TEL:+1 555 010 0000"],
             b: ["N:Berg;Ingrid", "ORG:Acme", "TEL:+1 555 010 0000"], expected: .conflict),
        Case(label: "switchboard, a person and the company", a: ["FN:Acme Corp", "ORG:Acme Corp", "TEL:+1 555 010 0000"],
             b: ["N:Berg;Ingrid", "ORG:Acme Corp", "TEL:+1 555 010 0000"], expected: .conflict),
        Case(label: "twins", a: ["N:Kowalski;Adam", "BDAY:2001-05-06", "ADR:;;1 Long Rd;Kraków;;30-001;PL"],
             b: ["N:Kowalski;Ewa", "BDAY:2001-05-06", "ADR:;;1 Long Rd;Kraków;;30-001;PL"], expected: .conflict),
        Case(label: "same name, different birthdays", a: ["N:Smith;John", "BDAY:1970-01-01", "EMAIL:j@example.com"],
             b: ["N:Smith;John", "BDAY:1980-01-01", "EMAIL:j@example.com"], expected: .conflict),
        Case(label: "same name, birthday years differ", a: ["N:Smith;John", "BDAY:1970-01-01"], b: ["N:Smith;John", "BDAY:1971-01-01"],
             expected: .conflict),
        Case(label: "short shared number", a: ["N:Ng;Mei", "TEL:4477"], b: ["N:Ng;Mei", "TEL:4477"], expected: .suggest),
        Case(label: "different names conflict even with nothing shared", a: ["N:Ng;Mei"], b: ["N:Ito;Aiko"], expected: .conflict),
        Case(label: "nothing shared, nothing conflicting", a: ["N:Ng;Mei"], b: ["EMAIL:x@example.com"], expected: .unrelated),
    ]

    @Test(arguments: cases)
    func verdict(_ test: Case) {
        let a = Self.profile(test.a), b = Self.profile(test.b)
        for verdict in [MatchRules.verdict(a, b), MatchRules.verdict(b, a)] {
            switch (verdict, test.expected) {
            case (.link(let evidence), .link(let reason)): #expect(evidence.reason == reason)
            case (.suggest, .suggest), (.conflict, .conflict), (.unrelated, .unrelated): break
            default: Issue.record("\(test.label): \(verdict), expected \(test.expected)")
            }
        }
    }

    @Test func nicknameGroupsAreEquivalentBothWays() {
        for (short, formal) in [("bob", "robert"), ("bill", "william"), ("liz", "elizabeth"), ("kate", "katherine"), ("peggy", "margaret")] {
            #expect(MatchRules.givenCompatible(short, formal))
            #expect(MatchRules.givenCompatible(formal, short))
        }
        #expect(!MatchRules.givenCompatible("robert", "william"))
        // An ambiguous short form belongs to each of its names, which stay apart from each other.
        #expect(MatchRules.givenCompatible("alex", "alexander") && MatchRules.givenCompatible("alex", "alexandra"))
        #expect(!MatchRules.givenCompatible("alexander", "alexandra"))
    }

    @Test func profileSurvivesPacking() {
        let profile = Self.profile(["N:García López;José", "NICKNAME:Pepe", "ORG:Acme", "BDAY:--0304", "EMAIL:j@example.es",
                                    "TEL:+34 600 555 018 x12", "ADR:;;Calle Mayor 1;Madrid;;28013;ES", "UID:abc"])
        #expect(MatchProfile(packed: profile.packed) == profile)
        #expect(profile.kind == .person)
        #expect(profile.family == "garcia lopez")
        #expect(profile.phones.first?.extension == "12")
    }

    @Test func organisationAndUnnamedCardsAreRecognised() {
        #expect(Self.profile(["FN:Acme Corp", "ORG:Acme Corp"]).kind == .organization)
        #expect(Self.profile(["ORG:Acme Corp"]).kind == .organization)
        #expect(Self.profile(["FN:Acme", "X-ABShowAs:COMPANY", "N:;;;;"]).kind == .organization)
        #expect(Self.profile(["EMAIL:x@example.com"]).kind == .unnamed)
        #expect(Self.profile(["FN:Bob Smith", "ORG:Acme Corp"]).kind == .person)
    }
}
