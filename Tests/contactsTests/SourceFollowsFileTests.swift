import Foundation
import Testing

/// Issue 41, item 2 ("A source follows its file"), on the real binary: a changed card without a
/// UID (a Google export) updates the card it replaces, `import --replace` makes the source hold
/// exactly the file, and `sources remove` takes a source out; each undoable.
@Suite struct SourceFollowsFileTests {
    /// A Google-style export: no UIDs. Bob's phone and note are what the tests change.
    static func google(
        bobPhone: String = "+1 555 0100", bobNote: String = "met at the fair", withCy: Bool = true
    ) -> String {
        VCF.person("Ann", "Lee", "EMAIL:ann@example.com", "TEL:+1 555 0001")
            + VCF.person("Bob", "Ray", "TEL:\(bobPhone)", "NOTE:\(bobNote)")
            + (withCy ? VCF.person("Cy", "Lin", "EMAIL:cy@example.com") : "")
    }

    /// The phones of the listed contact named `name`, and how many contacts have that name.
    private func phones(of name: String, _ scratch: Scratch) throws -> (count: Int, phones: [String], note: String?) {
        let matching = try scratch.listed().filter { $0["displayName"] as? String == name }
        let phones = (matching.first?["phones"] as? [[String: Any]] ?? []).compactMap { $0["value"] as? String }
        return (matching.count, phones, matching.first?["note"] as? String)
    }

    @Test func aChangedCardWithoutUIDUpdatesTheCardItReplaces() throws {
        let scratch = try Scratch()
        let file = try scratch.write("google.vcf", Self.google())
        try scratch.expect(
            ["import", file], stdout: "imported 3, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n", stderr: "")
        let bobID = try #require(
            try scratch.listed().first { $0["displayName"] as? String == "Bob Ray" }?["id"] as? String)

        try scratch.write("google.vcf", Self.google(bobPhone: "+1 555 0199", bobNote: "moved to Lyon"))
        try scratch.expect(
            ["import", file], stdout: "imported 0, updated 1, unchanged 2, skipped 0 deleted, rejected 0\n", stderr: "")
        let bob = try phones(of: "Bob Ray", scratch)
        #expect(bob.count == 1)
        #expect(bob.phones == ["+1 555 0199"])
        #expect(bob.note == "moved to Lyon")
        #expect(
            try scratch.listed().first { $0["displayName"] as? String == "Bob Ray" }?["id"] as? String == bobID,
            "Bob keeps his contact")
        try scratch.expect(["sources"], stdout: "google  3 cards, 3 contacts\n", stderr: "")

        // The same file again changes nothing, and is no change in the history.
        let history = try scratch.expect(["history"]).stdout
        try scratch.expect(
            ["import", file], stdout: "imported 0, updated 0, unchanged 3, skipped 0 deleted, rejected 0\n", stderr: "")
        #expect(try scratch.expect(["history"]).stdout == history)
    }

    @Test func aChangedCardWithoutUIDKeepsTheUsersEdit() throws {
        let scratch = try Scratch()
        let file = try scratch.write("google.vcf", Self.google())
        try scratch.expect(["import", file])
        try scratch.expect(["edit", "bob", "--add-email", "bob@example.com"], stderr: "")
        try scratch.write("google.vcf", Self.google(bobPhone: "+1 555 0199"))
        try scratch.expect(
            ["import", file], stdout: "imported 0, updated 1, unchanged 2, skipped 0 deleted, rejected 0\n", stderr: "")
        let bob = try #require(try scratch.listed().first { $0["displayName"] as? String == "Bob Ray" })
        #expect((bob["phones"] as? [[String: Any]])?.compactMap { $0["value"] as? String } == ["+1 555 0199"])
        #expect((bob["emails"] as? [[String: Any]])?.compactMap { $0["value"] as? String } == ["bob@example.com"])
        #expect(try scratch.names().filter { $0 == "Bob Ray" }.count == 1)
    }

    @Test func twoPeopleOfOneNameAreNeverMadeOne() throws {
        let scratch = try Scratch()
        let file = try scratch.write(
            "google.vcf",
            VCF.person("Bob", "Ray", "EMAIL:bob@one.example")
                + VCF.person("Bob", "Ray", "EMAIL:bob@two.example"))
        try scratch.expect(
            ["import", file], stdout: "imported 2, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        // The first changes his phone, keeping his email; the second is unchanged; a third appears.
        try scratch.write(
            "google.vcf",
            VCF.person("Bob", "Ray", "EMAIL:bob@one.example", "TEL:555 0100")
                + VCF.person("Bob", "Ray", "EMAIL:bob@two.example")
                + VCF.person("Bob", "Ray", "EMAIL:bob@three.example"))
        try scratch.expect(
            ["import", "--no-link", file], stdout: "imported 1, updated 1, unchanged 1, skipped 0 deleted, rejected 0\n"
        )
        let emails = try scratch.listed().map {
            ($0["emails"] as? [[String: Any]] ?? []).compactMap { $0["value"] as? String }
        }
        #expect(emails == [["bob@one.example"], ["bob@two.example"], ["bob@three.example"]])
    }

    @Test func replaceTrashesTheCardsTheFileDroppedAndUndoBringsThemBack() throws {
        let scratch = try Scratch()
        let file = try scratch.write("google.vcf", Self.google())
        try scratch.expect(["import", file])
        let before = try scratch.expect(["export", "--raw"]).stdout
        try scratch.write("google.vcf", Self.google(bobPhone: "+1 555 0199", withCy: false))
        try scratch.expect(
            ["import", "--replace", file],
            stdout: "imported 0, updated 1, unchanged 1, skipped 0 deleted, rejected 0, 1 removed\n", stderr: "")
        #expect(try scratch.names() == ["Ann Lee", "Bob Ray"])
        #expect(try phones(of: "Bob Ray", scratch).phones == ["+1 555 0199"])
        let trash = try JSONLines.objects(try scratch.expect(["trash", "--json"], stderr: "").stdout)
        #expect(trash.compactMap { $0["displayName"] as? String } == ["Cy Lin"])

        // One change: undo takes the whole import back, Cy included.
        try scratch.expect(
            ["undo"],
            stdout: "undid: import google.vcf: imported 0, updated 1, unchanged 1, skipped 0 deleted, removed 1\n",
            stderr: "")
        #expect(try scratch.expect(["export", "--raw"]).stdout == before)
        try scratch.expect(["trash"], stdout: "", stderr: "")

        // Replaced again, and the file holds Cy again: he comes back as a new card, not skipped.
        try scratch.expect(
            ["import", "--replace", file],
            stdout: "imported 0, updated 1, unchanged 1, skipped 0 deleted, rejected 0, 1 removed\n")
        try scratch.write("google.vcf", Self.google(bobPhone: "+1 555 0199"))
        try scratch.expect(
            ["import", "--replace", file],
            stdout: "imported 1, updated 0, unchanged 2, skipped 0 deleted, rejected 0, 0 removed\n")
        #expect(try scratch.names() == ["Ann Lee", "Bob Ray", "Cy Lin"])
    }

    @Test func replaceLeavesALinkedContactItsOtherCards() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Cy", "Lin", "UID:cy-work", "EMAIL:cy@example.com", "TITLE:Engineer"), as: "work.vcf")
        let file = try scratch.write("google.vcf", Self.google())
        try scratch.expect(["import", file])
        #expect(try scratch.names() == ["Cy Lin", "Ann Lee", "Bob Ray"], "Cy's cards are linked by email")
        try scratch.write("google.vcf", Self.google(withCy: false))
        try scratch.expect(
            ["import", "--replace", file],
            stdout: "imported 0, updated 0, unchanged 2, skipped 0 deleted, rejected 0, 1 removed\n")
        let cy = try #require(try scratch.listed().first { $0["displayName"] as? String == "Cy Lin" })
        #expect((cy["rawContacts"] as? [[String: Any]])?.compactMap { $0["source"] as? String } == ["work"])
        try scratch.expect(["trash"], stdout: "", stderr: "")
    }

    @Test func replaceRemovesNothingWhenACardCannotBeRead() throws {
        let scratch = try Scratch()
        let file = try scratch.write("google.vcf", Self.google())
        try scratch.expect(["import", file])
        try scratch.write(
            "google.vcf",
            VCF.person("Ann", "Lee", "EMAIL:ann@example.com", "TEL:+1 555 0001")
                + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Bob Ray\r\n")
        let run = try scratch.expect(
            ["import", "--replace", file], status: 65,
            stdout: "imported 0, updated 0, unchanged 1, skipped 0 deleted, rejected 1, 0 removed\n")
        #expect(run.stderr.contains("warning: nothing was removed"), "\(run.stderr)")
        #expect(try scratch.names() == ["Ann Lee", "Bob Ray", "Cy Lin"])
    }

    @Test func replaceRefusesFilesOfSeveralSources() throws {
        let scratch = try Scratch()
        let one = try scratch.write("one.vcf", VCF.named("Ann"))
        let two = try scratch.write("two.vcf", VCF.named("Bob"))
        let run = try scratch.expect(["import", "--replace", one, two], status: 64, stdout: "")
        #expect(
            run.stderr.hasPrefix("contacts: error: --replace makes one source hold exactly what is read"),
            "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.store), "nothing was imported")
        try scratch.expect(
            ["import", "--replace", "--source", "both", one, two],
            stdout: "imported 2, updated 0, unchanged 0, skipped 0 deleted, rejected 0, 0 removed\n")
    }

    @Test func removingASourceTrashesItsContactsAndLeavesLinkedOnesTheirOtherCards() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Cy", "Lin", "UID:cy-work", "EMAIL:cy@example.com"), as: "work.vcf")
        try scratch.importCards(Self.google(), as: "google.vcf")
        try scratch.expect(["sources", "remove", "google"], status: 64, stdout: "")  // no terminal, no --yes
        try scratch.expect(
            ["sources", "remove", "google", "--yes"],
            stdout: """
                removed source google: 3 cards, 2 contacts to the trash, 1 kept its other cards (`contacts undo` brings them back)

                """, stderr: "")
        #expect(try scratch.names() == ["Cy Lin"])
        try scratch.expect(["sources"], stdout: "work  1 card, 1 contact\n", stderr: "")
        let trash = try JSONLines.objects(try scratch.expect(["trash", "--json"]).stdout)
        #expect(Set(trash.compactMap { $0["displayName"] as? String }) == ["Ann Lee", "Bob Ray"])
        try scratch.expect(
            ["undo"], stdout: "undid: remove source google: 3 cards, 2 contacts to the trash\n", stderr: "")
        #expect(try scratch.names() == ["Cy Lin", "Ann Lee", "Bob Ray"])
        try scratch.expect(["trash"], stdout: "", stderr: "")

        // Removed again, its file imports as new cards: nothing is skipped as deleted.
        try scratch.expect(["sources", "remove", "google", "--yes"])
        try scratch.expect(
            ["import", scratch.path("google.vcf")],
            stdout: "imported 3, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        #expect(try scratch.names() == ["Cy Lin", "Ann Lee", "Bob Ray"])
    }

    @Test func removingASourceAsksOnATerminal() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.google(), as: "google.vcf")
        let run = try scratch.expect(
            ["sources", "remove", "google"], stdin: Array("n\n".utf8), terminal: 80, stdout: "")
        #expect(run.stderr.contains("Remove the source google (3 cards in 3 contacts)? [y/N]"), "\(run.stderr)")
        #expect(try scratch.names().count == 3)
    }

    @Test func removingLocalARemotesOrAnUnknownSourceIsRefused() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.google(), as: "google.vcf")
        try scratch.expect(["add", "--name", "Di Moss"])
        let vdir = scratch.path("book")
        try FileManager.default.createDirectory(atPath: vdir, withIntermediateDirectories: true)
        try scratch.expect(["remote", "add", "phone", vdir, "--no-upload"])
        let local = try scratch.expect(["sources", "remove", "local", "--yes"], status: 64, stdout: "")
        #expect(
            local.stderr
                == "contacts: error: the source 'local' holds the contacts you added and edited here: it cannot be removed (contacts delete removes contacts)\n"
        )
        let remote = try scratch.expect(["sources", "remove", "phone", "--yes"], status: 64, stdout: "")
        #expect(
            remote.stderr
                == "contacts: error: 'phone' is the source of a remote's cards: it goes when the remote is removed (contacts remote remove phone)\n"
        )
        let unknown = try scratch.expect(["sources", "remove", "gogle", "--yes"], status: 64, stdout: "")
        #expect(
            unknown.stderr.hasPrefix("contacts: error: no source is named 'gogle' (did you mean 'google'?)"),
            "\(unknown.stderr)")
        #expect(try scratch.names().count == 4)
    }
}
