import Testing
import VCard

/// `StructuredName(splitting:)`: the one rule that turns a typed or formatted name into `N`'s five
/// parts, over a table of names; and what builds on it (reading order, keeping honorifics).
@Suite struct NameParsingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        /// `family;given;additional;prefixes;suffixes`, as `N` writes them (unescaped).
        var parts: String
        var testDescription: String { "\"\(text)\" → \(parts)" }
    }

    static let cases: [Case] = [
        // Issue 41's names
        Case(text: "Dr. Jane Q. Public Jr.", parts: "Public;Jane;Q.;Dr.;Jr."),
        Case(text: "Ludwig van Beethoven", parts: "van Beethoven;Ludwig;;;"),
        Case(text: "Juan de la Cruz", parts: "de la Cruz;Juan;;;"),
        Case(text: "Doe, John", parts: "Doe;John;;;"),
        Case(text: "van Gogh, Vincent", parts: "van Gogh;Vincent;;;"),
        Case(text: "Jane Q. Public", parts: "Public;Jane;Q.;;"),
        // Prefixes and suffixes
        Case(text: "Prof. Dr. Jane Public", parts: "Public;Jane;;Prof. Dr.;"),
        Case(text: "dr jane public", parts: "public;jane;;dr;"),
        Case(text: "MRS. ANN LEE", parts: "LEE;ANN;;MRS.;"),
        Case(text: "Jane Public, PhD", parts: "Public;Jane;;;PhD"),
        Case(text: "Jane Public, Ph.D.", parts: "Public;Jane;;;Ph.D."),
        Case(text: "Jane Public, Jr., PhD", parts: "Public;Jane;;;Jr., PhD"),
        Case(text: "Jane Public III", parts: "Public;Jane;;;III"),
        Case(text: "Dr. Martin Luther King Jr.", parts: "King;Martin;Luther;Dr.;Jr."),
        Case(text: "Sir Patrick Stewart", parts: "Stewart;Patrick;;Sir;"),
        Case(text: "Mrs. Jones", parts: "Jones;;;Mrs.;"),
        Case(text: "Sir Elton", parts: ";Elton;;Sir;"),
        Case(text: "Dr.", parts: ";Dr.;;;"),
        // Particles
        Case(text: "Otto von Bismarck", parts: "von Bismarck;Otto;;;"),
        Case(text: "Vincent van Gogh", parts: "van Gogh;Vincent;;;"),
        Case(text: "Dick Van Dyke", parts: "Van Dyke;Dick;;;"),
        Case(text: "Ursula K. Le Guin", parts: "Le Guin;Ursula;K.;;"),
        Case(text: "Mohammed bin Salman", parts: "bin Salman;Mohammed;;;"),
        Case(text: "David ben Gurion", parts: "ben Gurion;David;;;"),
        Case(text: "van Gogh", parts: "van Gogh;;;;"),
        Case(text: "Van Morrison", parts: "Morrison;Van;;;"),
        Case(text: "Al Gore", parts: "Gore;Al;;;"),
        Case(text: "Ronald McDonald", parts: "McDonald;Ronald;;;"),
        // Family name first
        Case(text: "García Márquez, Gabriel", parts: "García Márquez;Gabriel;;;"),
        Case(text: "King, Martin Luther, Jr.", parts: "King;Martin;Luther;;Jr."),
        Case(text: "Doe, Dr. John Jr.", parts: "Doe;John;;Dr.;Jr."),
        Case(text: "Smith,John", parts: "Smith;John;;;"),
        Case(text: "Acme, Inc.", parts: ";Acme;;;Inc."),
        // Middle names, one word, nothing, spacing
        Case(text: "Mary Ann Smith", parts: "Smith;Mary;Ann;;"),
        Case(text: "Jean-Luc Picard", parts: "Picard;Jean-Luc;;;"),
        Case(text: "Madonna", parts: ";Madonna;;;"),
        Case(text: "鈴木陽菜", parts: ";鈴木陽菜;;;"),
        Case(text: "", parts: ";;;;"),
        Case(text: " \t ", parts: ";;;;"),
        Case(text: "  Jane   Q.\tPublic  ", parts: "Public;Jane;Q.;;"),
        Case(text: "Doe,", parts: ";Doe;;;"),
    ]

    static func parts(_ name: StructuredName) -> String {
        [name.family, name.given, name.additional, name.prefixes, name.suffixes].joined(separator: ";")
    }

    @Test(arguments: cases)
    func aNameIsSplitIntoNsFiveParts(_ example: Case) {
        #expect(Self.parts(StructuredName(splitting: example.text)) == example.parts)
    }

    @Test(arguments: [
        ("Doe, John", "John Doe"), ("van Gogh, Vincent", "Vincent van Gogh"),
        ("King, Martin Luther, Jr.", "Martin Luther King Jr."),
        ("García Márquez, Gabriel", "Gabriel García Márquez"), ("Jane Public, PhD", "Jane Public, PhD"),
        (" René  Dupont ", "René  Dupont"),
        ("Madonna", "Madonna"), ("Acme, Inc.", "Acme, Inc."),
    ])
    func aNameWrittenFamilyFirstReadsGivenNameFirst(_ text: String, _ expected: String) {
        #expect(StructuredName.readingOrder(text) == expected)
    }

    @Test func aNewNameKeepsTheHonorificsItDoesNotReplace() {
        let old = StructuredName(splitting: "Dr. Jane Q. Public Jr.")
        #expect(Self.parts(StructuredName(splitting: "Jane Smith", keepingHonorificsOf: old)) == "Smith;Jane;;Dr.;Jr.")
        #expect(
            Self.parts(StructuredName(splitting: "Prof. Jane Smith", keepingHonorificsOf: old))
                == "Smith;Jane;;Prof.;Jr.")
        #expect(
            Self.parts(StructuredName(splitting: "Jane Smith, PhD", keepingHonorificsOf: old)) == "Smith;Jane;;Dr.;PhD")
        #expect(
            Self.parts(StructuredName(splitting: "Jane Smith", keepingHonorificsOf: StructuredName()))
                == "Smith;Jane;;;")
    }
}
