import Testing

/// `contacts delete N...`: every position is read before anything is deleted, the ones after
/// shift up, ids work too, and without a terminal it refuses (exit 64, mentioning --yes) unless
/// `--yes` is given.
@Suite struct DeleteTests {
    private func fiveContacts() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("A", "B", "C", "D", "E"))
        return scratch
    }

    @Test func deleteRemovesWhatWasShownAtEachPositionAndTheRestMoveUp() throws {
        let scratch = try fiveContacts()
        try scratch.expect(
            ["delete", "2", "4", "--yes"],
            stdout: "deleted 2 contacts (to the trash: `contacts undo` brings them back)\n", stderr: "")
        #expect(try scratch.positionedNames() == ["1:A", "2:C", "3:E"])
        try scratch.expect(
            ["delete", "3", "-y"], stdout: "deleted 1 contact (to the trash: `contacts undo` brings it back)\n",
            stderr: "")
        #expect(try scratch.positionedNames() == ["1:A", "2:C"])
    }

    @Test func positionsAreReadBeforeDeletingWhateverTheirOrder() throws {
        let scratch = try fiveContacts()
        try scratch.expect(
            ["delete", "5", "1", "3", "--yes"],
            stdout: "deleted 3 contacts (to the trash: `contacts undo` brings them back)\n")
        #expect(try scratch.positionedNames() == ["1:B", "2:D"])
    }

    @Test func idsAndRepeatedPositionsNameOneContactOnce() throws {
        let scratch = try fiveContacts()
        let idOfD = try #require(try scratch.listed()[3]["id"] as? String)
        try scratch.expect(
            ["delete", "2", "2", "id:\(idOfD)", "--yes"],
            stdout: "deleted 2 contacts (to the trash: `contacts undo` brings them back)\n")
        #expect(try scratch.positionedNames() == ["1:A", "2:C", "3:E"])
        try scratch.expect(["show", "id:\(idOfD)"], status: 64)
    }

    @Test func withoutATerminalAndWithoutYesNothingIsDeleted() throws {
        let scratch = try fiveContacts()
        // Standard input is /dev/null, then a pipe that says yes: neither is a terminal to ask on.
        for stdin in [nil, Array("y\n".utf8)] {
            let run = try scratch.expect(["delete", "2"], stdin: stdin, status: 64, stdout: "")
            #expect(run.stderr.contains("--yes"), "says what to do: \(run.stderr)")
        }
        #expect(try scratch.names() == ["A", "B", "C", "D", "E"])
    }

    @Test(arguments: [["9"], ["1", "9"], ["0"], ["id:00000000-0000-0000-0000-000000000000"]])
    func anUnknownContactExits64AndDeletesNothing(_ contacts: [String]) throws {
        let scratch = try fiveContacts()
        let run = try scratch.expect(["delete"] + contacts + ["--yes"], status: 64, stdout: "")
        if contacts.last == "9" || contacts == ["0"] {
            #expect(run.stderr.contains("valid positions are 1–5"), "got \(run.stderr)")
        }
        #expect(try scratch.names() == ["A", "B", "C", "D", "E"])
    }

    @Test func deleteWithoutAnyContactIsAUsageError() throws {
        let scratch = try fiveContacts()
        try scratch.expect(["delete", "--yes"], status: 64, stdout: "")
        #expect(try scratch.names().count == 5)
    }
}
