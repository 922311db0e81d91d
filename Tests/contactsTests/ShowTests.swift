import Foundation
import Testing

/// `contacts show`: one contact in full by position or id, `--json` as one object, `--raw` with
/// the source and the card as stored, and exit 64 naming the valid range for a bad position.
@Suite struct ShowTests {
    static let cards =
        VCF.card(
            "N:Lee;Ann;;;", "FN:Ann Lee", "EMAIL;TYPE=WORK:ann@work.example", "TEL;TYPE=CELL:+1 555 0100",
            "NOTE:Likes tea\\nand cake", "X-CUSTOM;X-PARAM=1:kept"
        )
        + VCF.card(
            [
                "UID:urn:uuid:b0b", "FN:Bob Ray", "N:Ray;Bob;;;", "ORG:Ray & Sons", "TITLE:Owner",
                "ADR;TYPE=HOME:;;1 Main St;Springfield;;12345;USA", "BDAY:--0229",
            ],
            version: "4.0"
        )

    private func store() throws -> (Scratch, ids: [String]) {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards, as: "people.vcf")
        let ids = try scratch.listed().map { $0["id"] as? String ?? "" }
        return (scratch, ids)
    }

    @Test func showPrintsEveryFieldWithItsLabelAndWhereItCameFrom() throws {
        let (scratch, ids) = try store()
        try scratch.expect(
            ["show", "1"],
            stdout: """
                Ann Lee
                  email    work      ann@work.example
                  phone    mobile    +1 555 0100
                  custom             kept
                  note               Likes tea
                                     and cake
                  position 1 · id \(ids[0]) · from people

                """, stderr: "")
        try scratch.expect(
            ["show", "2"],
            stdout: """
                Bob Ray
                  Owner, Ray & Sons
                  address  home      1 Main St
                                     Springfield 12345
                                     USA
                  birthday           --02-29
                  position 2 · id \(ids[1]) · from people (UID urn:uuid:b0b)

                """, stderr: "")
    }

    @Test func aContactCanBeNamedByItsIdWithOrWithoutThePrefix() throws {
        let (scratch, ids) = try store()
        let byPosition = try scratch.expect(["show", "2"])
        try scratch.expect(["show", "id:\(ids[1])"], stdout: byPosition.stdout, stderr: "")
        try scratch.expect(["show", ids[1]], stdout: byPosition.stdout, stderr: "")
        try scratch.expect(["show", "id:\(ids[1].uppercased())"], stdout: byPosition.stdout, stderr: "")
    }

    @Test func jsonIsOneObjectEqualToTheListingsLine() throws {
        let (scratch, _) = try store()
        let listed = try scratch.expect(["list", "--json"]).stdoutLines
        try #require(listed.count == 2)
        for position in 1...2 {
            let run = try scratch.expect(
                ["show", String(position), "--json"], stdout: listed[position - 1] + "\n", stderr: "")
            let shown = try JSONLines.object(run.stdout)
            #expect(ListOutputTests.contractKeys.isSubset(of: shown.keys))
            #expect(shown["position"] as? Int == position)
        }
    }

    @Test func rawAddsEachCardAsStoredHeadedByItsSource() throws {
        let (scratch, ids) = try store()
        let rawIds = try scratch.listed().map {
            (($0["rawContacts"] as? [[String: Any]])?.first?["id"] as? String) ?? ""
        }
        try scratch.expect(
            ["show", "1", "--raw"],
            stdout: """
                Ann Lee
                  email    work      ann@work.example
                  phone    mobile    +1 555 0100
                  custom             kept
                  note               Likes tea
                                     and cake
                  position 1 · id \(ids[0]) · from people

                from people · raw id \(rawIds[0])
                BEGIN:VCARD
                VERSION:3.0
                N:Lee;Ann;;;
                FN:Ann Lee
                EMAIL;TYPE=work:ann@work.example
                TEL;TYPE=cell:+1 555 0100
                NOTE:Likes tea\\nand cake
                X-CUSTOM;X-PARAM=1:kept
                END:VCARD

                """, stderr: "")
        let bob = try scratch.expect(["show", "id:\(ids[1])", "--raw"], stderr: "")
        #expect(
            bob.stdout.contains("from people · UID urn:uuid:b0b · raw id \(rawIds[1])\n"), "the source: \(bob.stdout)")
        #expect(
            bob.stdout.contains("\nBEGIN:VCARD\nVERSION:3.0\nUID:urn:uuid:b0b\nFN:Bob Ray\nN:Ray;Bob;;;\n"),
            "the card: \(bob.stdout)")
    }

    @Test(arguments: ["3", "0", "99"])
    func aPositionOutOfRangeExits64NamingTheValidRange(_ position: String) throws {
        let (scratch, _) = try store()
        let run = try scratch.expect(["show", position], status: 64, stdout: "")
        #expect(run.stderr.contains("valid positions are 1–2"), "got \(run.stderr)")
        #expect(run.stderr.contains(position))
    }

    @Test func showOnAnEmptyStoreSaysItIsEmpty() throws {
        let scratch = try Scratch()
        try scratch.expect(
            ["import", try scratch.write("empty.vcf", "")],
            stdout: "imported 0, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        let run = try scratch.expect(["show", "1"], status: 64, stdout: "")
        #expect(run.stderr.contains("empty"), "got \(run.stderr)")
    }

    @Test(arguments: [
        "id:00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000000", "abc", "1.5", "-1",
    ])
    func anUnknownIdOrSomethingThatIsNeitherExits64(_ argument: String) throws {
        let (scratch, _) = try store()
        let run = try scratch.expect(["show", argument], status: 64, stdout: "")
        #expect(!run.stderr.isEmpty)
    }
}
