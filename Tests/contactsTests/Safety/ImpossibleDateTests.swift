import Foundation
import Testing

/// A date that is no day of the calendar (`1990-02-30`) is refused with exit 64 wherever a person
/// types one: `add --birthday`, `edit --set-birthday`, the editor's template and `add -`; nothing is
/// stored. A date without a year keeps February 29, and a leap year's February 29 stays valid.
@Suite struct ImpossibleDateTests {
    @Test func addAndEditRefuseADayTheMonthDoesNotHave() throws {
        let scratch = try Scratch()
        try scratch.expect(["add", "--name", "Ann Lee"])
        let add = try scratch.expect(["add", "--name", "Bob Ray", "--birthday", "1990-02-30"], status: 64, stdout: "")
        #expect(
            add.stderr.contains("--birthday '1990-02-30' is not a date: February 1990 has 28 days"), "\(add.stderr)")
        #expect(try scratch.names() == ["Ann Lee"])
        let edit = try scratch.expect(["edit", "ann", "--set-birthday", "2023-02-31"], status: 64, stdout: "")
        #expect(
            edit.stderr.contains("--set-birthday '2023-02-31' is not a date: February 2023 has 28 days"),
            "\(edit.stderr)")
        try scratch.expect(["edit", "ann", "--set-birthday", "2023-04-31"], status: 64, stdout: "")
        try scratch.expect(["edit", "ann", "--set-birthday", "2023-02-29"], status: 64, stdout: "")
        #expect(!(try AddEditTests.shown(scratch, "ann")["birthday"] as? String ?? "").hasPrefix("2023"))
    }

    @Test func yearlessDatesAndLeapDaysStayValid() throws {
        let scratch = try Scratch()
        try scratch.expect(["add", "--name", "Leap Year", "--birthday", "2024-02-29"])
        try scratch.expect(["add", "--name", "No Year", "--birthday=--0229"])
        try scratch.expect(["add", "--name", "Christmas", "--birthday=--12-25"])
        try scratch.expect(["add", "--name", "Century", "--birthday", "2000-02-29"])
        try scratch.expect(["add", "--name", "Not Leap", "--birthday", "1900-02-29"], status: 64, stdout: "")
        #expect(try AddEditTests.shown(scratch, "leap")["birthday"] as? String == "2024-02-29")
        #expect(try AddEditTests.shown(scratch, "no year")["birthday"] as? String == "--02-29")
        #expect(try scratch.names().sorted() == ["Century", "Christmas", "Leap Year", "No Year"])
    }

    @Test func aCardOnStandardInputWithAnImpossibleBirthdayAddsNothing() throws {
        let scratch = try Scratch()
        try scratch.expect(["add", "--name", "Ann Lee"])
        let card = VCF.card("FN:Bob Ray", "N:Ray;Bob;;;", "BDAY:19900230")
        let run = try scratch.expect(["add", "-"], stdin: Array(card.utf8), status: 64, stdout: "")
        #expect(run.stderr.contains("birthday '1990-02-30': not a date: February 1990 has 28 days"), "\(run.stderr)")
        #expect(try scratch.names() == ["Ann Lee"])
        let anniversary = VCF.card("VERSION:4.0", "FN:Bob Ray", "ANNIVERSARY:20230431")
        try scratch.expect(["add", "-"], stdin: Array(anniversary.utf8), status: 64, stdout: "")
    }

    @Test func theEditorsTemplateNamesTheImpossibleDateAndReopens() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:ann@example.com"))
        let editor = try EditorTests.editor(
            scratch,
            [
                #"sed -i 's/^Birthday:.*/Birthday: 2023-02-31/' "$1""#,
                #"sed -i 's/^Birthday:.*/Birthday: 2023-03-31/' "$1""#,
            ])
        let run = try scratch.expect(
            ["edit", "ann"], stdin: Array("\n".utf8), environment: ["EDITOR": editor, "VISUAL": nil], terminal: 80)
        #expect(run.stderr.contains("'2023-02-31' is not a date: February 2023 has 28 days"), "\(run.stderr)")
        #expect(try AddEditTests.shown(scratch, "ann")["birthday"] as? String == "2023-03-31")
    }
}
