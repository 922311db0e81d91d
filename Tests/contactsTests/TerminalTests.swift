import Foundation
import Testing

/// On a real (pseudo-)terminal: colours appear, and only the CLI's own; `NO_COLOR` and `TERM=dumb`
/// turn them off; the table fits the terminal's width; `delete` asks, and only "y" deletes.
@Suite struct TerminalTests {
    /// Colour is what these tests check: `NO_COLOR` unset, a terminal type that has colours.
    static let colourful: [String: String?] = ["NO_COLOR": nil, "TERM": "xterm-256color"]

    /// `text` without the SGR sequences (`ESC [ n m`) the CLI styles with.
    static func withoutStyles(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test func theTableIsStyledOnATerminal() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Ann") + VCF.card("FN:Bob", "EMAIL:b@x.org"))
        try scratch.expectTable(
            ["list"], environment: Self.colourful, terminal: 100,
            stdout: """
                \u{1B}[1m#  ID        Name  Email    Phone\u{1B}[0m
                \u{1B}[2m1  ########\u{1B}[0m  Ann
                \u{1B}[2m2  ########\u{1B}[0m  Bob   b@x.org

                """, stderr: "")
    }

    @Test(
        arguments: [
            ["NO_COLOR": "1"], ["NO_COLOR": "yes", "TERM": "xterm-256color"], ["NO_COLOR": nil, "TERM": "dumb"],
        ] as [[String: String?]])
    func noColourOnATerminalWithNO_COLORorADumbTerminal(_ environment: [String: String?]) throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.sortingFixture)
        for arguments in [["list"], ["list", "--sections"], ["show", "1"]] {
            let run = try scratch.expect(arguments, environment: environment, terminal: 100, stderr: "")
            #expect(!run.stdoutBytes.contains(0x1B), "\(arguments) \(environment): \(run.stdout.debugDescription)")
            #expect(!run.stdout.isEmpty)
        }
    }

    @Test func theOnlyEscapesOnATerminalAreTheCLIsOwnStyles() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Calm") + ListOutputTests.hostileCard)
        for arguments in [["list"], ["list", "--sections"], ["show", "2"], ["show", "2", "--raw"]] {
            let run = try scratch.expect(arguments, environment: Self.colourful, terminal: 200, stderr: "")
            #expect(run.stdoutBytes.contains(0x1B), "\(arguments): styled")
            ListOutputTests.assertInert(
                Array(Self.withoutStyles(run.stdout).utf8), arguments.joined(separator: " ") + " on a terminal")
        }
    }

    @Test func theTableFitsTheTerminalsWidthBeforeCOLUMNS() throws {
        let scratch = try Scratch()
        try scratch.importCards(ListOutputTests.wideFixture)
        try scratch.expectTable(
            ["list"], environment: ["COLUMNS": "200"], terminal: 60,
            stdout: """
                #  ID        Name         Email        Phone
                1  ########  Maximilian…  maximilian…  +44 20 7946 0958 ext…
                2  ########  Ann Lee      ann@x.org    555-0100
                3  ########  张伟张伟张…  zhang@exam…

                """, stderr: "")
    }

    @Test func deleteAsksOnATerminalAndNoKeepsTheContact() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Ann", "Bob", "Cy"))
        let ids = try scratch.listed().map { String(($0["id"] as? String ?? "").prefix(8)) }
        for answer in ["n\n", "\n", "nope\n"] {
            try scratch.expect(
                ["delete", "2"], stdin: Array(answer.utf8), terminal: 80, stdout: "",
                stderr: "Delete contact (\(ids[1]) Bob)? [y/N] nothing deleted\n")
        }
        try scratch.expect(
            ["delete", "1", "3"], stdin: Array("no\n".utf8), terminal: 80, stdout: "",
            stderr: "Delete 2 contacts (\(ids[0]) Ann, \(ids[2]) Cy)? [y/N] nothing deleted\n")
        #expect(try scratch.names() == ["Ann", "Bob", "Cy"])
    }

    @Test(arguments: ["y\n", "yes\n", "Y\n"])
    func deleteAsksOnATerminalAndYesDeletes(_ answer: String) throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Ann", "Bob", "Cy"))
        let bob = String(try #require(try scratch.listed()[1]["id"] as? String).prefix(8))
        try scratch.expect(
            ["delete", "2"], stdin: Array(answer.utf8), terminal: 80,
            stdout: "deleted 1 contact (to the trash: `contacts undo` brings it back)\n",
            stderr: "Delete contact (\(bob) Bob)? [y/N] ")
        #expect(try scratch.positionedNames() == ["1:Ann", "2:Cy"])
    }

    @Test func theDeleteQuestionNamesContactsSafely() throws {
        let scratch = try Scratch()
        try scratch.importCards(ListOutputTests.hostileCard)
        let run = try scratch.expect(
            ["delete", "1"], stdin: Array("n\n".utf8), environment: Self.colourful, terminal: 80, stdout: "")
        #expect(
            run.stderr.hasPrefix("Delete contact (") && run.stderr.contains(" Evil "),
            "got \(run.stderr.debugDescription)")
        ListOutputTests.assertInert(Array(run.stderr.utf8), "the delete question")
        #expect(try scratch.names().count == 1)
    }
}
