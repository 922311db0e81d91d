/// vCard text for the tests, written inline so each test shows what it imports.
enum VCF {
    /// One card: `BEGIN`, `VERSION`, these content lines, `END`, with CRLF line breaks.
    static func card(_ lines: String..., version: String = "3.0") -> String {
        card(lines, version: version)
    }

    static func card(_ lines: [String], version: String = "3.0") -> String {
        (["BEGIN:VCARD", "VERSION:\(version)"] + lines + ["END:VCARD"]).map { $0 + "\r\n" }.joined()
    }

    /// A person with a structured name (`N`) and the formatted name `given family`, plus `extra` lines.
    static func person(_ given: String, _ family: String, _ extra: String...) -> String {
        card(["N:\(family);\(given);;;", "FN:\(given) \(family)"] + extra)
    }

    /// Cards with only a formatted name each, in order.
    static func named(_ names: String...) -> String {
        names.map { card("FN:\($0)") }.joined()
    }

    /// A 1×1 PNG (a green pixel), base64, for an inline photo.
    static let pngBase64 =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC"

    // MARK: - Shared fixtures

    /// Eleven contacts in a deliberately unsorted manual order, with accents that must not matter to
    /// sorting (Émile/Emile, Zoë/Zoe, ångström/Angstrom), two contacts with only an organisation
    /// (numbers in natural order), and one starting with a digit (the `#` section).
    static let sortingFixture = [
        person("Anna", "Zoë"),  // 1
        person("Émile", "Dupont"),  // 2
        person("Bo", "ångström"),  // 3
        person("Emile", "Dupuis"),  // 4
        person("Al", "Angstrom"),  // 5
        person("Zed", "Zimmer"),  // 6
        card("FN:1-800-Flowers", "ORG:1-800-Flowers"),  // 7
        person("Émile", "Durand"),  // 8
        person("Bea", "Zoe"),  // 9
        card("ORG:Suite 10"),  // 10
        card("ORG:Suite 9"),  // 11
    ].joined()

    /// Contacts for `list QUERY`: José by name, jose@ by email, Josefine by prefix, a phone number,
    /// and a near miss for each.
    static let searchFixture = [
        person("José", "García"),  // 1
        card("FN:Mail Only", "EMAIL:jose@x.org"),  // 2
        person("Josefine", "Berg"),  // 3
        person("Bob", "Smith", "TEL;TYPE=CELL:+1 (555) 010-4477"),  // 4
        // 5: found by `jose` through the note
        person("Joe", "Other", "TEL:555 999 0000", "NOTE:jose is only in the note"),
        person("Ann", "Hosé"),  // 6: "jose" is not a prefix of any of her words
    ].joined()
}
