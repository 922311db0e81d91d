@testable import ContactsKit
import PropertyBased
import Testing

@Suite struct MatchPhoneTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let a: String
        let b: String
        let same: Bool
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(label: "international and national US", a: "+1 (555) 010-4477", b: "555.010.4477", same: true),
        Case(label: "US with trunk 1", a: "1-555-010-4477", b: "+1 555 010 4477", same: true),
        Case(label: "00 prefix", a: "001 555 010 4477", b: "(555) 010-4477", same: true),
        Case(label: "011 prefix from North America", a: "011 44 20 7946 0018", b: "+44 20 7946 0018", same: true),
        Case(label: "UK trunk 0", a: "+44 20 7946 0018", b: "020 7946 0018", same: true),
        Case(label: "UK (0) after the code", a: "+44 (0)20 7946 0018", b: "020 7946 0018", same: true),
        Case(label: "German trunk 0", a: "+49 30 1234567", b: "030 1234567", same: true),
        Case(label: "Italian landline keeps its 0", a: "+39 06 1234 5678", b: "06 1234 5678", same: true),
        Case(label: "tel: URI form", a: "tel:+1-555-010-4477", b: "555 010 4477", same: true),
        Case(label: "same digits, different countries", a: "+44 20 7946 0018", b: "+1 207 946 0018", same: false),
        Case(label: "different numbers", a: "+1 555 010 4477", b: "+1 555 010 4478", same: false),
        Case(label: "switchboard and an extension", a: "+1 555 010 0000", b: "+1 555 010 0000 x123", same: false),
        Case(
            label: "two extensions of one switchboard", a: "+1 555 010 0000 ext. 123", b: "+1 555 010 0000 ext 124",
            same: false),
        Case(label: "the same extension", a: "+1 555 010 0000;ext=123", b: "(555) 010-0000 x123", same: true),
        Case(
            label: "Lebanese mobile of 7 digits, international and national", a: "+961 3 548 800", b: "03.548.800",
            same: true),
        Case(
            label: "a 7-digit number is not the end of a longer one", a: "+961 3 548 800", b: "+961 1 354 8800",
            same: false),
    ]

    @Test(arguments: cases)
    func numbersMatchAcrossForms(_ test: Case) throws {
        let a = try #require(MatchPhone(test.a)), b = try #require(MatchPhone(test.b))
        #expect(a.matches(b) == test.same)
        #expect(b.matches(a) == test.same)
        if test.same { #expect(a.key == b.key) }
    }

    @Test(arguments: ["4477", "010-4477", "+1 4477", "112", "", "x123", "ext 55", "548 8001", "+1 555 0100"])
    func shortNumbersAreNotUsedForLinking(_ number: String) {
        #expect(MatchPhone(number) == nil)
    }

    @Test func extensionIsKeptApartFromTheNumber() throws {
        let phone = try #require(MatchPhone("+1 555 010 0000 x123"))
        #expect(phone.national == "5550100000")
        #expect(phone.countryCode == "1")
        #expect(phone.extension == "123")
    }
}

/// Where a number's extension starts, found by bytes on ASCII text, is where the character-wise
/// scan finds it.
@Suite struct ExtensionStartTests {
    static let pieces = [
        "1", "23", " ", ".", ":", "x", "X", "ext", "EXT", "Ext.", "extension", "Extension", ";ext=", "#", "+", "(", ")",
        "-", "é", "\r\n", "e\u{301}", "5\u{301}",
    ]
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...8).map { $0.map { pieces[$0] }.joined() }

    @Test func byBytesIsByCharacters() async {
        await propertyCheck(count: 3_000, input: Self.text) { text in
            #expect(
                MatchPhone.extensionStart(in: text) == MatchPhone.extensionStartByCharacters(in: text),
                "\(text.debugDescription)")
        }
        #expect(
            MatchPhone.extensionStart(in: "+1 555 010 0000 EXT. 12").map { "+1 555 010 0000 EXT. 12"[$0...] }
                == "EXT. 12")
        #expect(MatchPhone.extensionStart(in: "555 0100;ext=7").map { "555 0100;ext=7"[$0...] } == ";ext=7")
        #expect(MatchPhone.extensionStart(in: "555 0100") == nil)
    }
}
