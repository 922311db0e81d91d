import Foundation
import Testing

/// `contacts add`, `contacts edit`, `contacts add-email`, and naming contacts by id prefix and name,
/// on the real binary.
@Suite struct AddEditTests {
    /// `show --json REF`, parsed.
    static func shown(
        _ scratch: Scratch, _ reference: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String: Any] {
        let run = try scratch.expect(["show", reference, "--json"], stderr: "", sourceLocation: sourceLocation)
        return try JSONLines.object(run.stdout, sourceLocation: sourceLocation)
    }

    static func values(_ object: [String: Any], _ key: String) -> [String] {
        (object[key] as? [[String: Any]] ?? []).map { $0["value"] as? String ?? "" }
    }

    @Test func addFromFlagsPrintsTheIdAndTheContactIsFoundByName() throws {
        let scratch = try Scratch()
        let run = try scratch.expect(
            [
                "add", "--name", "Ann Lee", "--email", "work:ann@example.com", "--phone", "+44 20 7946 0000",
                "--org", "Acme", "--birthday", "1980-04-12", "--category", "friends", "--category", "work",
                "--address", "12 Baker Street, London, NW1 6XE, United Kingdom", "--note", "Met in May",
            ], stderr: "")
        let id = run.stdout.trimmingCharacters(in: .newlines)
        #expect(id.count == 36)
        let ann = try Self.shown(scratch, "ann lee")
        #expect(ann["id"] as? String == id)
        #expect(
            ann["organization"] as? String == "Acme" && ann["birthday"] as? String == "1980-04-12"
                && ann["note"] as? String == "Met in May")
        #expect(Self.values(ann, "emails") == ["ann@example.com"])
        #expect((ann["emails"] as? [[String: Any]])?.first?["label"] as? String == "work")
        let address = (ann["addresses"] as? [[String: Any]])?.first
        #expect(address?["street"] as? String == "12 Baker Street" && address?["postalCode"] as? String == "NW1 6XE")
        #expect((ann["rawContacts"] as? [[String: Any]])?.map { $0["source"] as? String } == ["local"])
        // Any unique start of the id (4 characters or more) names her too: `id:` before it, or 8
        // characters as the ID column shows them (a shorter start of digits only is a position).
        #expect(try Self.shown(scratch, String(id.prefix(8)))["displayName"] as? String == "Ann Lee")
        #expect(try Self.shown(scratch, "id:" + id.prefix(5))["displayName"] as? String == "Ann Lee")
    }

    @Test func addReadsVCardsOnStandardInputAndJSONPrintsEach() throws {
        let scratch = try Scratch()
        let run = try scratch.expect(
            ["add", "-", "--json"],
            stdin: Array((VCF.named("Bo Ek") + VCF.person("Cy", "Lin", "EMAIL:cy@example.com")).utf8),
            stderr: "")
        #expect(try JSONLines.objects(run.stdout).map { $0["displayName"] as? String } == ["Bo Ek", "Cy Lin"])
        #expect(try scratch.names() == ["Bo Ek", "Cy Lin"])
    }

    @Test func addingSomeoneAlreadyThereJoinsTheirContact() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:ann@example.com"))
        let id = try #require(try scratch.listed()[0]["id"] as? String)
        let run = try scratch.expect([
            "add", "--name", "Ann Lee", "--email", "ANN@example.com", "--phone", "+1 555 0100",
        ])
        #expect(run.stdout == id + "\n")
        #expect(run.stderr.contains("joined Ann Lee"))
        #expect(try scratch.names() == ["Ann Lee"])
    }

    @Test(arguments: [
        (["add", "--name", "Ann", "--birthday", "1980-13-45"], "--birthday"),
        (["add", "--name", "Ann", "--email", "ann.example.com"], "--email"),
        (["add", "--name", "  "], "--name"),
        (["edit", "1", "--set-birthday", "someday"], "--set-birthday"),
        (["edit", "1", "--add-email", "bob-at-example.com"], "--add-email"),
        (["edit", "1", "--set-name", ""], "--set-name"),
        (["edit", "1", "--remove-email", "nobody@example.com"], "nobody@example.com"),
        (["edit", "1", "--add-email", "bob@example.com"], "bob@example.com"),
        (["edit", "1", "--set-shoe-size", "B"], "--set-shoe-size"),  // --set-nickname is a flag since issue 41
        (["edit", "1", "--add-im", "bob at example"], "--add-im"),
        (["edit", "zelda", "--set-note", "x"], "zelda"),
        (["import", "--source", "local", "cards.vcf"], "local"),
    ])
    func badInputExits64AndChangesNothing(_ arguments: [String], _ named: String) throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Bob", "Ray", "EMAIL:bob@example.com"))
        let before = try scratch.expect(["export", "--raw"]).stdout
        let history = try scratch.expect(["history", "--json"]).stdout
        let run = try scratch.expect(arguments, status: 64, stdout: "")
        #expect(run.stderr.contains(named), "names the culprit: \(run.stderr)")
        #expect(try scratch.expect(["export", "--raw"]).stdout == before)
        #expect(try scratch.expect(["history", "--json"]).stdout == history)
    }

    @Test func editFlagsChangeTheFieldsAndTheIdStays() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Bob", "Ray", "EMAIL:bob@old.example", "TEL:+1 555 0100", "NOTE:old"))
        let id = try #require(try scratch.listed()[0]["id"] as? String)
        let run = try scratch.expect(
            [
                "edit", "bob", "--add-email", "home:bob@new.example", "--remove-email", "bob@old.example",
                "--set-org", "Acme", "--add-category", "friends", "--set-note", "", "--set-birthday=--04-12",
            ], stderr: "")
        #expect(run.stdout.hasPrefix("edited Bob Ray (\(id.prefix(8))): "), "\(run.stdout)")
        let bob = try Self.shown(scratch, "bob")
        #expect(bob["id"] as? String == id)
        #expect(Self.values(bob, "emails") == ["bob@new.example"])
        #expect(
            bob["organization"] as? String == "Acme" && bob["note"] as? String == ""
                && bob["birthday"] as? String == "--04-12")
        // The imported card kept the phone; re-importing the same file keeps the edits.
        try scratch.expect(
            ["import", scratch.path("cards.vcf")],
            stdout: "imported 0, updated 0, unchanged 1, skipped 0 deleted, rejected 0\n")
        #expect(Self.values(try Self.shown(scratch, "bob"), "emails") == ["bob@new.example"])
    }

    @Test func aNameMatchingSeveralExits64AndListsThem() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Ann", "Lee", "EMAIL:ann@example.com") + VCF.person("Ann", "Tanaka") + VCF.named("Bob Ray"))
        let ids = try scratch.listed().map { try #require($0["id"] as? String) }
        let run = try scratch.expect(["show", "ann"], status: 64, stdout: "")
        let listed = run.stderr.split(separator: "\n").dropFirst().map { $0.split(separator: " ").map(String.init) }
        #expect(
            run.stderr.hasPrefix("contacts: error: 'ann' matches 2 contacts: name one by its id\n"), "\(run.stderr)")
        #expect(listed.map { $0.first.map { ids[0].hasPrefix($0) } } == [true, false])
        #expect(listed.map { Array($0.dropFirst()) } == [["Ann", "Lee", "ann@example.com"], ["Ann", "Tanaka"]])
        #expect(ids[1].hasPrefix(listed[1][0]))
        // The same goes for every command that takes a contact: nothing is changed.
        try scratch.expect(["delete", "ann", "--yes"], status: 64, stdout: "")
        try scratch.expect(["move", "ann", "1"], status: 64, stdout: "")
        #expect(try scratch.names() == ["Ann Lee", "Ann Tanaka", "Bob Ray"])
    }

    @Test func tablesShowTheStartOfEachId() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Ann Lee", "Bob Ray"))
        let ids = try scratch.listed().map { String(try #require($0["id"] as? String).prefix(8)) }
        let lines = try scratch.expect(["list"], stderr: "").stdout.split(separator: "\n").map(String.init)
        // Through a pipe the table is tab-separated: #, ID, then the columns.
        #expect(
            lines.dropFirst().map { $0.split(separator: "\t").dropFirst().first.map(String.init) } == ids, "\(lines)")
    }

    @Test func addEmailAddsTheSenderToTheContactWithThatNameOrAsANewOne() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Zoë", "Lee", "EMAIL:zoe@example.com"))
        let mail =
            "Received: by mx\r\nFrom: =?UTF-8?B?Wm/DqyBMZWU=?= <zoe@work.example>\r\nSubject: hi\r\n\r\nFrom: not this one <x@y.z>\r\n"
        let added = try scratch.expect(["add-email"], stdin: Array(mail.utf8), stderr: "")
        #expect(added.stdout.hasPrefix("added zoe@work.example to Zoë Lee ("), "\(added.stdout)")
        let zoe = try Self.shown(scratch, "lee")
        #expect(Self.values(zoe, "emails") == ["zoe@example.com", "zoe@work.example"])
        #expect(
            try scratch.expect(["add-email"], stdin: Array(mail.utf8)).stdout.hasPrefix(
                "zoe@work.example is already in Zoë Lee"))
        #expect(Self.values(try Self.shown(scratch, "lee"), "emails") == ["zoe@example.com", "zoe@work.example"])
        let latin1: [UInt8] = Array("From: \"=?ISO-8859-1?Q?Ren=E9_Dupont?=\" <rene@example.fr>\n\nbody\n".utf8)
        try scratch.expect(["add-email"], stdin: latin1)
        #expect(try scratch.names() == ["Zoë Lee", "René Dupont"])
        try scratch.expect(["add-email"], stdin: Array("Subject: no sender\n\n".utf8), status: 65, stdout: "")
    }

    /// The `FN` and `N` lines of the exported contact `reference`, sorted.
    static func nameLines(
        _ scratch: Scratch, _ reference: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        try scratch.expect(["export", reference], stderr: "", sourceLocation: sourceLocation).stdout
            .split(whereSeparator: \.isNewline).filter { $0.hasPrefix("FN:") || $0.hasPrefix("N:") }.map(String.init)
            .sorted()
    }

    /// Issue 41: a typed name's prefix, middle name, suffix and particles go to their parts of `N`,
    /// `FN` stays as typed; a new name keeps the prefix and suffix; a sender written `Family, Given`
    /// is a contact named given name first.
    @Test func aTypedNameIsSplitIntoItsPartsAndANewNameKeepsItsHonorifics() throws {
        let scratch = try Scratch()
        let id = try scratch.expect(["add", "--name", " Dr. Jane Q. Public Jr. "], stderr: "").stdout
            .trimmingCharacters(in: .newlines)
        #expect(try Self.nameLines(scratch, id) == ["FN:Dr. Jane Q. Public Jr.", "N:Public;Jane;Q.;Dr.;Jr."])
        try scratch.expect(["edit", id, "--set-name", "Jane Smith"], stderr: "")
        #expect(try Self.nameLines(scratch, id) == ["FN:Jane Smith", "N:Smith;Jane;;Dr.;Jr."])
        try scratch.expect(["edit", id, "--set-name", "Prof. Jane van der Berg"], stderr: "")
        #expect(try Self.nameLines(scratch, id) == ["FN:Prof. Jane van der Berg", "N:van der Berg;Jane;;Prof.;Jr."])

        let mail = "From: \"Doe, John\" <john@example.com>\r\nSubject: hi\r\n\r\nbody\r\n"
        let added = try scratch.expect(["add-email"], stdin: Array(mail.utf8), stderr: "")
        #expect(added.stdout.hasPrefix("added John Doe <john@example.com> as a new contact ("), "\(added.stdout)")
        #expect(try Self.nameLines(scratch, "john doe") == ["FN:John Doe", "N:Doe;John;;;"])
        // His next mail, from another address, finds him by that name.
        let again = try scratch.expect(
            ["add-email"], stdin: Array("From: \"Doe, John\" <jd@work.example>\r\n\r\n".utf8), stderr: "")
        #expect(again.stdout.hasPrefix("added jd@work.example to John Doe ("), "\(again.stdout)")
        #expect(try scratch.names() == ["Prof. Jane van der Berg", "John Doe"])
        #expect(Self.values(try Self.shown(scratch, "john doe"), "emails") == ["john@example.com", "jd@work.example"])
    }
}
