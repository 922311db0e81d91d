import Foundation
import Testing

/// Deletes that stick (`trash`, `restore`, `import --restore-deleted`), `undo` and `history`, and the
/// confirmations of `link` and `unlink`, on the real binary.
@Suite struct TrashUndoTests {
    static let book =
        VCF.person("Ann", "Lee", "UID:ann", "EMAIL:ann@example.com") + VCF.person("Bob", "Ray", "UID:bob")
        + VCF.person("Cy", "Lin")

    @Test func aDeletedContactGoesToTheTrashAndStaysDeletedOnReimport() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.book)
        let bob = try #require(try scratch.listed()[1]["id"] as? String)
        try scratch.expect(
            ["delete", "bob", "lin", "--yes"],
            stdout: "deleted 2 contacts (to the trash: `contacts undo` brings them back)\n")
        let trash = try JSONLines.objects(try scratch.expect(["trash", "--json"], stderr: "").stdout)
        #expect(Set(trash.compactMap { $0["displayName"] as? String }) == ["Bob Ray", "Cy Lin"])
        #expect(
            trash.allSatisfy {
                ($0["deletedAt"] as? String)?.hasSuffix("Z") == true && ($0["id"] as? String)?.count == 36
            })
        try scratch.expect(
            ["import", scratch.path("cards.vcf")],
            stdout: "imported 0, updated 0, unchanged 1, skipped 2 deleted, rejected 0\n")
        #expect(try scratch.names() == ["Ann Lee"])
        try scratch.expect(["restore", "1"], status: 64, stdout: "")
        let restored = try scratch.expect(["restore", "bob"], stderr: "")
        #expect(restored.stdout == "restored Bob Ray at position 2, id \(bob.prefix(8))\n")
        #expect(try scratch.listed().map { $0["id"] as? String }.contains(bob))
        try scratch.expect(
            ["import", "--restore-deleted", scratch.path("cards.vcf")],
            stdout: "imported 1, updated 0, unchanged 2, skipped 0 deleted, rejected 0\n")
        #expect(try scratch.names() == ["Ann Lee", "Bob Ray", "Cy Lin"])
        try scratch.expect(["trash"], stdout: "", stderr: "")
    }

    @Test func emptyingTheTrashAsksAndTombstonesStay() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.book)
        try scratch.expect(["delete", "ann", "--yes"])
        try scratch.expect(["trash", "--empty"], status: 64, stdout: "")
        try scratch.expect(["trash", "--empty", "--yes"], stdout: "emptied the trash: 1 contact deleted for good\n")
        try scratch.expect(["trash", "--json"], stdout: "")
        try scratch.expect(
            ["import", scratch.path("cards.vcf")],
            stdout: "imported 0, updated 0, unchanged 2, skipped 1 deleted, rejected 0\n")
        try scratch.expect(["restore", "ann"], status: 64, stdout: "")
    }

    @Test func undoTakesBackEachChangeAndHistoryListsThem() throws {
        let scratch = try Scratch()
        try scratch.importCards(Self.book)
        let start = try scratch.expect(["export", "--raw"]).stdout
        try scratch.expect(["add", "--name", "Di Moss"])
        try scratch.expect(["edit", "ann", "--set-note", "hello"])
        try scratch.expect(["move", "3", "1"])
        try scratch.expect(["link", "bob", "lin", "--yes"])
        try scratch.expect(["delete", "ann", "--yes"])
        let history = try JSONLines.objects(try scratch.expect(["history", "--json"], stderr: "").stdout)
        #expect(history.map { $0["kind"] as? String } == ["delete", "link", "move", "edit", "add", "import"])
        #expect(history.allSatisfy { $0["client"] as? String == "contacts" && $0["id"] is Int && $0["at"] is String })
        #expect(history.first?["summary"] as? String == "delete Ann Lee")
        try scratch.expect(["undo"], stdout: "undid: delete Ann Lee\n", stderr: "")
        #expect(try scratch.names().contains("Ann Lee"))
        for _ in 0..<4 { try scratch.expect(["undo"], stderr: "") }
        #expect(try scratch.expect(["export", "--raw"]).stdout == start)
        try scratch.expect(
            // the import itself
            ["undo"], stdout: "undid: import cards.vcf: imported 3, updated 0, unchanged 0, skipped 0 deleted\n")
        #expect(try scratch.names().isEmpty)
        let nothing = try scratch.expect(["undo"], status: 1, stdout: "")
        #expect(nothing.stderr.contains("nothing to undo"))
        try scratch.expect(["history"], stdout: "", stderr: "")
    }

    @Test(arguments: [["link", "1", "2"], ["unlink", "1"]])
    func linkAndUnlinkRefuseWithoutATerminalOrYes(_ arguments: [String]) throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Ann", "Lee", "EMAIL:ann@example.com") + VCF.person("Ann", "Lee", "EMAIL:ann@example.com")
                + VCF.named("Bob Ray"))
        let before = try scratch.expect(["list", "--json"]).stdout
        let run = try scratch.expect(arguments, status: 64, stdout: "")
        #expect(run.stderr.contains("--yes"), "\(run.stderr)")
        #expect(try scratch.expect(["list", "--json"]).stdout == before)
    }

    @Test func linkAsksOnATerminalNamingTheContacts() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Ann Lee", "Bob Ray"))
        let ids = try scratch.listed().map { String(try #require($0["id"] as? String).prefix(8)) }
        let run = try scratch.expect(["link", "1", "2"], stdin: Array("n\n".utf8), terminal: 80, stdout: "")
        #expect(run.stderr.hasPrefix("Link "), "\(run.stderr)")
        #expect(run.stderr.contains("\(ids[0]) Ann Lee") && run.stderr.contains("\(ids[1]) Bob Ray"), "\(run.stderr)")
        #expect(try scratch.names() == ["Ann Lee", "Bob Ray"])
    }
}
