import Foundation
import Testing

/// Unified contacts from the command line: import links one person's cards from several files,
/// `duplicates` shows why, `link`/`unlink` record the user's decisions, `export` writes merged cards
/// and `--raw` the imported ones.
@Suite struct LinkTests {
    static let icloud = VCF.card(
        "N:Smith;Robert;;;", "FN:Robert Smith", "item1.EMAIL;type=INTERNET:bob@example.com",
        "item1.X-ABLabel:_$!<Other>!$_",
        "BDAY:1979-06-02", "UID:icloud-1")
    static let google = VCF.person(
        "Bob", "Smith", "EMAIL;TYPE=INTERNET;TYPE=WORK:bob@Example.com", "TEL;TYPE=CELL:+1 (555) 010-4477")
    static let outlook = VCF.card(
        ["N:Smith;Bob", "FN:Bob Smith", "TEL;WORK;VOICE:555.010.4477", "ORG:Harbor Freight"], version: "2.1")
    /// Another Robert Smith: the same name, nothing else.
    static let namesake = VCF.person("Robert", "Smith", "TEL;TYPE=CELL:+1 555 010 9921")

    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.expect(
            [
                "import", try scratch.write("icloud.vcf", Self.icloud + Self.namesake),
                try scratch.write("google.vcf", Self.google),
                try scratch.write("outlook.vcf", Self.outlook),
            ],
            stdout: "imported 4, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n", stderr: "")
        return scratch
    }

    @Test func importLinksOnePersonsCardsFromThreeFiles() throws {
        let scratch = try store()
        let listed = try scratch.listed()
        #expect(listed.map { $0["displayName"] as? String } == ["Robert Smith", "Robert Smith"])
        let sources = listed.map { ($0["rawContacts"] as? [[String: Any]] ?? []).map { $0["source"] as? String ?? "" } }
        #expect(sources == [["icloud", "google", "outlook"], ["icloud"]])
        let uids = (listed[0]["rawContacts"] as? [[String: Any]] ?? []).map { $0["uid"] as? String ?? "?" }
        #expect(uids == ["icloud-1", "", ""])
        #expect(listed[0]["birthday"] as? String == "1979-06-02")
        #expect((listed[0]["phones"] as? [[String: Any]])?.count == 1)
        #expect((listed[0]["emails"] as? [[String: Any]])?.count == 1)
    }

    @Test func duplicatesShowsSuggestionsAndLinksByIdNeverByPosition() throws {
        let scratch = try store()
        let ids = try scratch.listed().map { $0["id"] as? String ?? "?" }
        try #require(ids.count == 2)
        let short = ids.map { String($0.prefix(8)) }
        try scratch.expect(
            ["duplicates"],
            stdout: """
                1 linked contact (3 cards); 1 suggestion for 1 person

                 1  \(short[0])  Robert Smith  from icloud, google, outlook
                    \(short[1])  Robert Smith  from icloud   same name
                    contacts link id:\(ids[0]) id:\(ids[1])

                """, stderr: "")
        try scratch.expect(
            ["duplicates", "--linked"],
            stdout: """
                1 linked contact (3 cards); 1 suggestion for 1 person

                  \(short[0])  Robert Smith  from icloud, google, outlook
                      icloud (UID icloud-1) ↔ google: shared email bob@example.com
                      google ↔ outlook: shared phone 5550104477

                """, stderr: "")
        let lines = try JSONLines.objects(try scratch.expect(["duplicates", "--json"], stderr: "").stdout)
        try #require(lines.count == 2)
        #expect(lines[0]["type"] as? String == "summary")
        #expect(lines[0]["linkedContacts"] as? Int == 1)
        #expect(lines[0]["linkedCards"] as? Int == 3)
        #expect(lines[0]["suggestions"] as? Int == 1)
        #expect(lines[0]["people"] as? Int == 1)
        #expect(lines[0]["shown"] as? Int == 1)
        #expect(lines[1]["type"] as? String == "suggestion")
        #expect(lines[1]["rank"] as? Int == 1)
        #expect(lines[1]["reason"] as? String == "sameName")
        let contacts = try #require(lines[1]["contacts"] as? [[String: Any]])
        #expect(contacts.map { $0["id"] as? String } == ids)
        #expect(contacts.map { $0["position"] as? Int } == [1, 2])
        #expect(contacts.map { $0["sources"] as? [String] } == [["icloud", "google", "outlook"], ["icloud"]])
        #expect(contacts.map { $0["tiedTo"] as? String } == [nil, ids[0]])
        let pairs = try #require(lines[1]["pairs"] as? [[String: Any]])
        #expect(pairs.map { $0["contacts"] as? [String] } == [ids])
        #expect(pairs.first?["rule"] as? Int == 8)
        let linked = try JSONLines.objects(try scratch.expect(["duplicates", "--linked", "--json"], stderr: "").stdout)
        try #require(linked.count == 2)
        #expect(linked[1]["type"] as? String == "linked")
        #expect(linked[1]["id"] as? String == ids[0])
        #expect(
            (linked[1]["links"] as? [[String: Any]])?.map { $0["reason"] as? String } == ["sharedEmail", "sharedPhone"])
    }

    @Test func linkThenUnlinkAndTheDecisionSurvivesReimport() throws {
        let scratch = try store()
        let linked = try scratch.expect(["link", "2", "1", "--yes"], stderr: "")
        #expect(linked.stdout.hasPrefix("linked Robert Smith (4 raw contacts) at position 1, id "), "\(linked.stdout)")
        #expect(try scratch.names() == ["Robert Smith"])
        try scratch.expect(["unlink", "1", "--yes"], stderr: "")
        #expect(try scratch.positionedNames() == ["1:Robert Smith", "2:Robert Smith", "3:Bob Smith", "4:Bob Smith"])
        // The same files again: nothing changes, nothing is linked again.
        try scratch.expect(
            ["import", scratch.path("icloud.vcf"), scratch.path("google.vcf"), scratch.path("outlook.vcf")],
            stdout: "imported 0, updated 0, unchanged 4, skipped 0 deleted, rejected 0\n", stderr: "")
        try scratch.expect(["link", "--auto"], stdout: "made 0 links; 4 contacts\n", stderr: "")
        try scratch.expect(["duplicates"], stdout: "no linked contacts; no suggestions\n", stderr: "")
    }

    @Test func importWithoutLinkingThenLinkAuto() throws {
        let scratch = try Scratch()
        try scratch.expect(
            [
                "import", "--no-link", try scratch.write("icloud.vcf", Self.icloud),
                try scratch.write("google.vcf", Self.google),
            ],
            stdout: "imported 2, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n", stderr: "")
        #expect(try scratch.names().count == 2)
        try scratch.expect(["link", "--auto"], stdout: "made 1 link; 1 contacts\n", stderr: "")
        #expect(try scratch.names() == ["Robert Smith"])
    }

    @Test func exportWritesOneMergedCardPerContactAndRawEveryCard() throws {
        let scratch = try store()
        let merged = try scratch.expect(["export"], stderr: "").stdout
        #expect(merged.components(separatedBy: "BEGIN:VCARD").count - 1 == 2)
        #expect(
            merged.contains("EMAIL;TYPE=internet:bob@example.com")
                || merged.contains("item1.EMAIL;TYPE=internet:bob@example.com"))
        #expect(merged.components(separatedBy: "bob@").count - 1 == 1)
        #expect(merged.contains("ORG:Harbor Freight"))
        let raw = try scratch.expect(["export", "--raw"], stderr: "").stdout
        #expect(raw.components(separatedBy: "BEGIN:VCARD").count - 1 == 4)
        #expect(raw.components(separatedBy: "bob@").count - 1 == 2)
        // A merged export imported into a new store is the same people.
        let other = try Scratch()
        try other.expect(["import", "-"], stdin: Array(merged.utf8), stderr: "")
        #expect(try other.names() == ["Robert Smith", "Robert Smith"])
    }

    @Test func showRawHeadsEachCardWithItsSource() throws {
        let scratch = try store()
        let shown = try scratch.expect(["show", "1", "--raw"], stderr: "").stdout
        let headings = shown.split(separator: "\n").filter { $0.hasPrefix("from ") }.map {
            $0.split(separator: " ").prefix(2).joined(separator: " ")
        }
        #expect(headings == ["from icloud", "from google", "from outlook"])
    }

    @Test(arguments: [
        (["link"], "name at least two contacts"), (["link", "1"], "name at least two contacts"),
        (["link", "--auto", "1"], "--auto links the whole address book"),
        (["link", "1", "9", "--yes"], "out of range"),
        (["link", "1", "1", "--yes"], "at least two different contacts"),
        (["unlink", "2", "--yes"], "nothing to unlink"),
        (["unlink", "xavier", "--yes"], "no contact matches 'xavier'"), (["link", "1", "2"], "add --yes"),
    ])
    func misuseExits64WithAClearMessage(_ arguments: [String], _ message: String) throws {
        let scratch = try store()
        let run = try scratch.expect(arguments, status: 64, stdout: "")
        #expect(run.stderr.contains(message), "got \(run.stderr)")
    }
}
