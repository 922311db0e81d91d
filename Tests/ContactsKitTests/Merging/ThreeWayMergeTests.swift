@testable import ContactsKit
import Testing
import VCard

/// The three-way merge of a card edited here with a newer version from its source: its table of
/// cases, each a base, our version, the source's version, and what the merge must give.
@Suite struct ThreeWayMergeTests {
    /// One row of the table: property lines (after `VERSION`) of each side.
    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var base: [String]
        var local: [String]
        var incoming: [String]
        var expected: [String]
        var conflicts: [String] = []
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "nothing changed", base: ["FN:Ann", "NOTE:x"], local: ["FN:Ann", "NOTE:x"],
            incoming: ["FN:Ann", "NOTE:x"],
            expected: ["FN:Ann", "NOTE:x"]),
        Case(
            label: "single value changed only at the source: taken", base: ["FN:Ann", "NOTE:old"],
            local: ["FN:Ann", "NOTE:old"],
            incoming: ["FN:Ann", "NOTE:new"], expected: ["FN:Ann", "NOTE:new"]),
        Case(
            label: "single value changed only here: kept", base: ["FN:Ann", "NOTE:old"],
            local: ["FN:Ann", "NOTE:mine"],
            incoming: ["FN:Ann", "NOTE:old"], expected: ["FN:Ann", "NOTE:mine"]),
        Case(
            label: "single value changed on both sides alike: no conflict", base: ["FN:Ann", "TITLE:a"],
            local: ["FN:Ann", "TITLE:b"],
            incoming: ["FN:Ann", "TITLE:b"], expected: ["FN:Ann", "TITLE:b"]),
        Case(
            label: "single value changed on both sides differently: ours, and a conflict",
            base: ["FN:Ann", "NOTE:old"],
            local: ["FN:Ann", "NOTE:mine"], incoming: ["FN:Ann", "NOTE:theirs"], expected: ["FN:Ann", "NOTE:mine"],
            conflicts: ["NOTE"]),
        Case(
            label: "single value added at the source", base: ["FN:Ann"], local: ["FN:Ann", "EMAIL:a@x.org"],
            incoming: ["FN:Ann", "BDAY:1980-04-12"], expected: ["FN:Ann", "EMAIL:a@x.org", "BDAY:1980-04-12"]),
        Case(
            label: "single value removed here, unchanged at the source: stays removed", base: ["FN:Ann", "ORG:Acme"],
            local: ["FN:Ann"],
            incoming: ["FN:Ann", "ORG:Acme"], expected: ["FN:Ann"]),
        Case(
            label: "single value removed here, changed at the source: a conflict, ours (none) kept",
            base: ["FN:Ann", "ORG:Acme"],
            local: ["FN:Ann"], incoming: ["FN:Ann", "ORG:Acme Ltd"], expected: ["FN:Ann"], conflicts: ["ORG"]),
        Case(
            label: "repeatable value added on each side: both kept", base: ["FN:Ann", "EMAIL:a@x.org"],
            local: ["FN:Ann", "EMAIL:a@x.org", "EMAIL:mine@x.org"],
            incoming: ["FN:Ann", "EMAIL:a@x.org", "EMAIL:theirs@x.org"],
            expected: ["FN:Ann", "EMAIL:a@x.org", "EMAIL:mine@x.org", "EMAIL:theirs@x.org"]),
        Case(
            label: "repeatable value removed at the source: dropped", base: ["FN:Ann", "TEL:111", "TEL:222"],
            local: ["FN:Ann", "TEL:111", "TEL:222"], incoming: ["FN:Ann", "TEL:111"], expected: ["FN:Ann", "TEL:111"]),
        Case(
            label: "repeatable value removed here: stays removed", base: ["FN:Ann", "TEL:111", "TEL:222"],
            local: ["FN:Ann", "TEL:222"],
            incoming: ["FN:Ann", "TEL:111", "TEL:222"], expected: ["FN:Ann", "TEL:222"]),
        Case(
            label: "repeatable value changed on both sides: both new values kept", base: ["FN:Ann", "TEL:111"],
            local: ["FN:Ann", "TEL:112"],
            incoming: ["FN:Ann", "TEL:113"], expected: ["FN:Ann", "TEL:112", "TEL:113"]),
        Case(
            label: "values compared normalised: punctuation of a phone and case of an email do not count",
            base: ["FN:Ann", "TEL:+44 20 7946 0000", "EMAIL:Ann@X.org"],
            local: ["FN:Ann", "TEL:+44 (20) 7946-0000", "EMAIL:Ann@X.org"],
            incoming: ["FN:Ann", "TEL:+44 20 7946 0000", "EMAIL:ann@x.org"],
            expected: ["FN:Ann", "TEL:+44 (20) 7946-0000", "EMAIL:Ann@X.org"]),
        Case(
            label: "a group travels with its value, renamed when ours uses the name",
            base: ["FN:Ann"], local: ["FN:Ann", "item1.EMAIL:mine@x.org", "item1.X-ABLABEL:mine"],
            incoming: ["FN:Ann", "item1.EMAIL:theirs@x.org", "item1.X-ABLABEL:theirs"],
            expected: [
                "FN:Ann", "item1.EMAIL:mine@x.org", "item1.X-ABLABEL:mine", "item1-2.EMAIL:theirs@x.org",
                "item1-2.X-ABLABEL:theirs",
            ]),
        Case(
            label: "name changed at the source, note here: both taken", base: ["FN:Ann Lee", "N:Lee;Ann;;;", "NOTE:x"],
            local: ["FN:Ann Lee", "N:Lee;Ann;;;", "NOTE:y"], incoming: ["FN:Ann Smith", "N:Smith;Ann;;;", "NOTE:x"],
            expected: ["FN:Ann Smith", "N:Smith;Ann;;;", "NOTE:y"]),
    ]

    static func card(_ lines: [String]) -> VCard {
        var reader = VCardReader(string: Cards.card(lines))
        return reader.next()!.card!
    }

    @Test(arguments: cases)
    func mergesByTheTableOfCases(_ row: Case) {
        let (merged, conflicts) = ThreeWayMerge.merge(
            base: Self.card(row.base), local: Self.card(row.local), incoming: Self.card(row.incoming))
        #expect(merged.properties.map(Self.line) == Self.card(row.expected).properties.map(Self.line))
        #expect(conflicts.map(\.field) == row.conflicts)
    }

    @Test(arguments: cases)
    func mergingWithAnUnchangedSourceKeepsOurCard(_ row: Case) {
        let local = Self.card(row.local)
        let (merged, conflicts) = ThreeWayMerge.merge(
            base: Self.card(row.base), local: local, incoming: Self.card(row.base))
        #expect(merged.properties.map(Self.line) == local.properties.map(Self.line))
        #expect(conflicts.isEmpty)
    }

    /// A property as one comparable line: group, name, parameters and value.
    static func line(_ property: VCardProperty) -> String {
        String(
            decoding: VCardWriter(version: .v4_0).bytes([VCard(version: .v4_0, properties: [property])]), as: UTF8.self)
    }
}
