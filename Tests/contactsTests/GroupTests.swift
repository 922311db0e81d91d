import Foundation
import Testing

/// Group cards, vCard 4.0's (`KIND:group`, `MEMBER`) and Apple's 3.0 form
/// (`X-ADDRESSBOOKSERVER-KIND:group`, `X-ADDRESSBOOKSERVER-MEMBER`): `show` names the members,
/// a member's `show` names its groups, `list --group NAME` lists them, `contacts groups` counts them,
/// and export writes each group in the form of the version asked for, members kept.
@Suite struct GroupTests {
    static let cards =
        VCF.card("N:Lee;Ann;;;", "FN:Ann Lee", "UID:ann-1")
        + VCF.card(["N:Ray;Bob;;;", "FN:Bob Ray", "UID:urn:uuid:bob-2"], version: "4.0")
        + VCF.person("Cyd", "Ko")
        + VCF.card(
            [
                "KIND:group", "FN:Chess club", "UID:urn:uuid:chess", "MEMBER:urn:uuid:ann-1", "MEMBER:urn:uuid:bob-2",
                "MEMBER:urn:uuid:gone",
            ], version: "4.0")
        + VCF.card(
            "FN:Family", "N:Family;;;;", "UID:fam", "X-ADDRESSBOOKSERVER-KIND:group",
            "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:bob-2")

    private func store() throws -> (Scratch, ids: [String]) {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards, as: "groups.vcf")
        return (scratch, try scratch.listed().map { $0["id"] as? String ?? "" })
    }

    @Test func showNamesTheMembersOfBothFormsAndAMemberNotInTheBook() throws {
        let (scratch, ids) = try store()
        try scratch.expect(
            ["show", "4"],
            stdout: """
                Chess club
                  member   1         Ann Lee
                  member   2         Bob Ray
                  member             urn:uuid:gone (not in the address book)
                  position 4 · id \(ids[3]) · from groups (UID urn:uuid:chess)

                """, stderr: "")
        try scratch.expect(
            ["show", "5"],
            stdout: """
                Family
                  member   2         Bob Ray
                  position 5 · id \(ids[4]) · from groups (UID fam)

                """, stderr: "")
    }

    @Test func aMembersShowNamesItsGroups() throws {
        let (scratch, _) = try store()
        #expect(try scratch.expect(["show", "2"]).stdoutLines.contains("  groups             Chess club, Family"))
        #expect(try scratch.expect(["show", "1"]).stdoutLines.contains("  groups             Chess club"))
        #expect(!(try scratch.expect(["show", "3"]).stdoutLines.contains { $0.hasPrefix("  groups ") }))
    }

    @Test func listGroupKeepsTheMembersIgnoringCase() throws {
        let (scratch, _) = try store()
        #expect(try scratch.names(["--group", "chess CLUB"]) == ["Ann Lee", "Bob Ray"])
        #expect(try scratch.names(["--group", "Family"]) == ["Bob Ray"])
        #expect(try scratch.names(["--group", "Family", "--sorted", "ann"]) == [])
    }

    @Test func anUnknownGroupIsAnErrorNamingTheGroups() throws {
        let (scratch, _) = try store()
        try scratch.expect(
            ["list", "--group", "Famly"], status: 64, stdout: "",
            stderr: """
                contacts: error: no group is named 'Famly' (did you mean 'Family'?); the groups are 'Chess club', 'Family' (`contacts groups`)

                """)
    }

    @Test func groupsListsEveryGroupWithItsMemberCount() throws {
        let (scratch, ids) = try store()
        try scratch.expect(
            ["groups"],
            stdout: """
                4  Chess club  3 members
                5  Family      1 member

                """, stderr: "")
        try scratch.expect(
            ["groups", "--json"],
            stdout: """
                {"position":4,"id":"\(ids[3])","group":"Chess club","members":3}
                {"position":5,"id":"\(ids[4])","group":"Family","members":1}

                """, stderr: "")
    }

    @Test func exportWritesEachGroupInTheFormOfTheVersionAskedFor() throws {
        let (scratch, _) = try store()
        let v4 = try scratch.expect(["export", "4", "5", "--vcard-version", "4.0"], stderr: "").stdout.components(
            separatedBy: "\r\n")
        #expect(v4.filter { $0 == "KIND:group" }.count == 2)
        #expect(
            v4.filter { $0.hasPrefix("MEMBER:") } == [
                "MEMBER:urn:uuid:ann-1", "MEMBER:urn:uuid:bob-2", "MEMBER:urn:uuid:gone", "MEMBER:urn:uuid:bob-2",
            ])
        #expect(!v4.contains { $0.hasPrefix("X-ADDRESSBOOKSERVER") })
        let v3 = try scratch.expect(["export", "4", "5"], stderr: "").stdout.components(separatedBy: "\r\n")
        #expect(v3.filter { $0 == "X-ADDRESSBOOKSERVER-KIND:group" }.count == 2)
        #expect(v3.filter { $0.hasPrefix("X-ADDRESSBOOKSERVER-MEMBER:") }.count == 4)
        #expect(!v3.contains { $0.hasPrefix("KIND:") || $0.hasPrefix("MEMBER:") })
    }

    @Test func anExportedGroupImportsAgainWithItsMembers() throws {
        let (scratch, _) = try store()
        for version in ["3.0", "4.0"] {
            let exported = try scratch.expect(["export", "--vcard-version", version], stderr: "").stdout
            let again = try Scratch()
            try again.importCards(exported)
            try again.expect(
                ["groups"],
                stdout: """
                    4  Chess club  3 members
                    5  Family      1 member

                    """, stderr: "")
            #expect(try again.names(["--group", "Chess club"]) == ["Ann Lee", "Bob Ray"], "\(version)")
        }
    }
}
