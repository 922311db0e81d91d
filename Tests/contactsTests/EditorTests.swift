import Foundation
import Testing

/// `contacts edit` and `contacts add` in the editor, on a pseudo-terminal, with `$EDITOR` a script
/// that edits the file as a person would.
@Suite struct EditorTests {
    /// An editor that runs `steps` in turn, one per opening (`$1` is the file; each step's output
    /// goes to `log`), and fails when opened more often.
    static func editor(_ scratch: Scratch, _ steps: [String]) throws -> String {
        var script =
            "#!/bin/sh\nn=$(cat \(scratch.path("count")) 2>/dev/null || echo 0)\necho $((n + 1)) > \(scratch.path("count"))\ncase $n in\n"
        for (index, step) in steps.enumerated() { script += "\(index)) \(step) ;;\n" }
        script += "*) exit 3 ;;\nesac\n"
        let path = try scratch.write("editor.sh", script)
        chmod(path, 0o755)
        // Read by sh, not executed: a process another test spawns while this file is being
        // written inherits its descriptor, and executing a file open for writing fails (ETXTBSY).
        return "/bin/sh " + path
    }

    @Test func aMistakeNamesItsLineAndReopensTheEditorOnTheUsersText() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:ann@example.com"))
        let editor = try Self.editor(
            scratch,
            [
                #"sed -i 's/^Birthday:.*/Birthday: 12 April/; s/^Title:.*/Title: Engineer/' "$1""#,
                // The second opening sees the first one's text, mistake and all.
                #"grep -q '^Title: Engineer' "$1" && grep -q '^Birthday: 12 April' "$1" && sed -i 's/^Birthday:.*/Birthday: 1980-04-12/' "$1""#,
            ])
        let run = try scratch.expect(
            ["edit", "ann"], stdin: Array("\n".utf8), environment: ["EDITOR": editor, "VISUAL": nil], terminal: 80)
        let birthdayLine = run.stderr.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? ""
        #expect(birthdayLine.contains(".txt:"), "names the file and line: \(run.stderr)")
        let lineNumber = birthdayLine.split(separator: ":").dropFirst().first.flatMap { Int($0) }
        #expect(lineNumber == 13, "the Birthday line of the template: \(birthdayLine)")
        #expect(run.stdout.contains("edited Ann Lee"), "\(run.stdout)")
        let ann = try AddEditTests.shown(scratch, "ann")
        #expect(ann["birthday"] as? String == "1980-04-12" && ann["jobTitle"] as? String == "Engineer")
    }

    @Test func anUnchangedFileChangesNothing() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:ann@example.com"))
        let before = try scratch.expect(["export", "--raw"]).stdout
        let editor = try Self.editor(scratch, ["true"])
        try scratch.expect(
            ["edit", "1"], environment: ["EDITOR": editor, "VISUAL": nil], terminal: 80, stderr: "no change\n")
        #expect(try scratch.expect(["export", "--raw"]).stdout == before)
        #expect(
            try scratch.expect(["history", "--json"]).stdout.split(separator: "\n").count == 1,
            "only the import is in the history")
    }

    @Test func aFailingEditorChangesNothingAndKeepsWhatWasTyped() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:ann@example.com"))
        let before = try scratch.expect(["export", "--raw"]).stdout
        let editor = try Self.editor(scratch, [#"sed -i 's/^Title:.*/Title: Typed/' "$1"; kill -9 $$"#])
        let run = try scratch.expect(
            ["edit", "1"], environment: ["EDITOR": editor, "VISUAL": nil], terminal: 80, status: 1, stdout: "")
        let kept = try #require(run.stderr.split(separator: " ").last { $0.contains("contacts-edit-") })
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try String(contentsOfFile: kept, encoding: .utf8).contains("Title: Typed"), "\(run.stderr)")
        unlink(kept)
        #expect(try scratch.expect(["export", "--raw"]).stdout == before)
    }

    @Test func anEditWhileAnotherProgramChangedTheContactStoresNothingAndKeepsTheText() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:ann@example.com"))
        let binary = try #require(ContactsProcess.executable).path
        // While the editor is open, a second process edits Ann; then the user saves a change.
        let editor = try Self.editor(
            scratch,
            [
                "'\(binary)' edit ann --set-title Engineer --store '\(scratch.store)' > /dev/null && sed -i 's/^Organization:.*/Organization: Typed/' \"$1\""
            ])
        let run = try scratch.expect(
            ["edit", "ann"], environment: ["EDITOR": editor, "VISUAL": nil], terminal: 80, status: 1, stdout: "")
        #expect(
            run.stderr.contains(
                "Ann Lee was changed by another program while you were editing it: nothing was changed"),
            "\(run.stderr)")
        let kept = try #require(run.stderr.split(separator: " ").last { $0.contains("contacts-edit-") })
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try String(contentsOfFile: kept, encoding: .utf8).contains("Organization: Typed"))
        unlink(kept)
        let ann = try AddEditTests.shown(scratch, "ann")
        // the first change stands, alone
        #expect(ann["jobTitle"] as? String == "Engineer" && ann["organization"] as? String == "")
    }

    @Test func addWithNoFlagsOnATerminalFillsInTheTemplate() throws {
        let scratch = try Scratch()
        let editor = try Self.editor(
            scratch, [#"sed -i 's/^Name:.*/Name: Eve Moss/; s/^Organization:.*/Organization: Acme/' "$1""#])
        let run = try scratch.expect(["add"], environment: ["EDITOR": editor, "VISUAL": nil], terminal: 80)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).count == 36, "\(run.stdout)")
        #expect(try scratch.names() == ["Eve Moss"])
    }

    /// Issue 41: the Name line is split into the name's parts by the rule of `--name`; a changed Name
    /// with its parts untouched changes the parts too, keeping the prefix and suffix.
    @Test func theNameLineGivesTheNamesParts() throws {
        let scratch = try Scratch()
        // One script for both openings: writing a second one at the same path while a process
        // started beside it still holds the first open makes exec fail with ETXTBSY.
        let editor = try Self.editor(
            scratch,
            [
                #"sed -i 's/^Name:.*/Name: Dr. Jane van der Berg Jr./' "$1""#,
                #"sed -i 's/^Name:.*/Name: Jane Smith/' "$1""#,
            ])
        let id = try scratch.expect(["add"], environment: ["EDITOR": editor, "VISUAL": nil], terminal: 80).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            try AddEditTests.nameLines(scratch, id) == ["FN:Dr. Jane van der Berg Jr.", "N:van der Berg;Jane;;Dr.;Jr."])
        try scratch.expect(["edit", id], environment: ["EDITOR": editor, "VISUAL": nil], terminal: 80)
        #expect(try AddEditTests.nameLines(scratch, id) == ["FN:Jane Smith", "N:Smith;Jane;;Dr.;Jr."])
    }
}
