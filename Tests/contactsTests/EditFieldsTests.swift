import Foundation
import Testing

/// Issue 41, item 4: every field `contacts edit` shows can be edited, in the editor's template and
/// by flags: nickname, anniversary, IM, related people, URLs, the preferred email and phone (the
/// first), and a note of several lines, written in the template as the parser reads it back.
@Suite struct EditFieldsTests {
    /// The content lines of the contact's merged card exported as vCard `version`.
    static func exported(
        _ scratch: Scratch, _ reference: String, version: String = "4.0",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        try scratch.expect(
            ["export", reference, "--vcard-version", version], stderr: "", sourceLocation: sourceLocation
        ).stdout
            .split(whereSeparator: \.isNewline).map(String.init)
    }

    /// Runs `contacts edit ARGUMENTS` on a terminal with the scripted editor `steps`.
    static func edit(
        _ scratch: Scratch, _ arguments: [String], _ editor: String, typed: String = "", status: Int32 = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ContactsRun {
        try scratch.expect(
            ["edit"] + arguments, stdin: Array(typed.utf8), environment: ["EDITOR": editor, "VISUAL": nil],
            terminal: 80,
            status: status, sourceLocation: sourceLocation)
    }

    // MARK: - The template

    @Test func nicknameAnniversaryIMAndRelatedAreEditedInTheTemplate() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:ann@example.com"))
        let editor = try EditorTests.editor(
            scratch,
            [
                #"sed -i 's/^Nickname:.*/Nickname: Annie/; s/^Anniversary:.*/Anniversary: 2010-06-19/; "#
                    + #"s/^IM:$/IM:\n  work: xmpp:ann@example.com\n  skype:ann.lee/; s/^Related:$/Related:\n  spouse: Bob Lee\n  Friend: Cy Moss/; "#
                    + #"s/^URLs:$/URLs:\n  home: https:\/\/ann.example/' "$1""#
            ])
        let run = try Self.edit(scratch, ["ann"], editor)
        #expect(run.stdout.contains("edited Ann Lee"), "\(run)")
        let card = try Self.exported(scratch, "ann")
        for line in [
            "NICKNAME:Annie", "ANNIVERSARY:20100619", "IMPP;TYPE=work:xmpp:ann@example.com", "IMPP:skype:ann.lee",
            "RELATED;TYPE=spouse;VALUE=text:Bob Lee", "RELATED;TYPE=friend;VALUE=text:Cy Moss",
            "URL;TYPE=home:https://ann.example",
        ] {
            #expect(card.contains(line), "\(line) in\n\(card.joined(separator: "\n"))")
        }
        #expect(try AddEditTests.shown(scratch, "ann")["nickname"] as? String == "Annie")
    }

    @Test func theTemplateShowsTheNewFieldsAndSavingItUnchangedChangesNothing() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.card(
                [
                    "FN:Ann Lee", "N:Lee;Ann;;;", "NICKNAME:Annie", "ANNIVERSARY:20100619",
                    "IMPP;TYPE=work:xmpp:ann@example.com", "RELATED;TYPE=spouse;VALUE=text:Bob Lee",
                    "URL:https://ann.example", "EMAIL:ann@example.com",
                ], version: "4.0"))
        let before = try scratch.expect(["export", "--raw"]).stdout
        // The first opening copies the template aside and changes only the title.
        let copy = scratch.path("template.txt")
        let editor = try EditorTests.editor(
            scratch, [#"cp "$1" "# + copy + #" && sed -i 's/^Title:.*/Title: Engineer/' "$1""#])
        let run = try Self.edit(scratch, ["ann"], editor)
        #expect(run.stdout.contains("edited Ann Lee (") && run.stdout.hasSuffix("): title Engineer\n"), "\(run)")
        let template = try String(contentsOfFile: copy, encoding: .utf8)
        for line in [
            "Nickname: Annie", "Anniversary: 2010-06-19", "IM:\n  work: xmpp:ann@example.com",
            "Related:\n  spouse: Bob Lee",
            "URLs:\n  other: https://ann.example",
        ] {
            #expect(template.contains(line), "\(line) in\n\(template)")
        }
        // The imported card is as it was; the title went to the contact's new local card.
        let after = try scratch.expect(["export", "--raw"]).stdout
        #expect(after.hasPrefix(before) && after.contains("TITLE:Engineer"), "\(after)")
    }

    @Test func anImpossibleAnniversaryIsRefusedWithItsLineAndCorrected() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee"))
        let editor = try EditorTests.editor(
            scratch,
            [
                #"sed -i 's/^Anniversary:.*/Anniversary: 2023-02-29/' "$1""#,
                #"sed -i 's/^Anniversary:.*/Anniversary: --02-29/' "$1""#,
            ])
        let run = try Self.edit(scratch, ["ann"], editor, typed: "\n")
        #expect(run.stderr.contains("error: '2023-02-29' is not a date: February 2023 has 28 days"), "\(run)")
        #expect(try Self.exported(scratch, "ann").contains("ANNIVERSARY:--0229"))
    }

    @Test func anIMWithoutItsServiceIsRefusedSayingTheForm() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee"))
        let editor = try EditorTests.editor(
            scratch,
            [
                #"sed -i 's/^IM:$/IM:\n  work: ann lee/' "$1""#,
                #"sed -i 's/^  work: ann lee$/  work: xmpp:ann@example.com/' "$1""#,
            ])
        let run = try Self.edit(scratch, ["ann"], editor, typed: "\n")
        #expect(
            run.stderr.contains(
                "error: 'ann lee': an IM address is the service and the handle, as xmpp:ann@example.com"), "\(run)")
        #expect(try Self.exported(scratch, "ann").contains("IMPP;TYPE=work:xmpp:ann@example.com"))
    }

    // MARK: - Order: the first is the preferred one

    @Test func movingAnEmailFirstMakesItPreferredAndIsAChange() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person(
                "Ann", "Lee", "EMAIL:a@example.com", "EMAIL:b@example.com", "TEL:+44 20 7946 0001",
                "TEL:+44 20 7946 0002"))
        let editor = try EditorTests.editor(
            scratch,
            [
                #"sed -i '/^  other: b@example.com$/d; s/^Emails:$/Emails:\n  other: b@example.com/' "$1""#
            ])
        let run = try Self.edit(scratch, ["ann"], editor)
        #expect(run.stdout.hasSuffix("): order emails b@example.com, a@example.com\n"), "\(run)")
        let shown = try AddEditTests.shown(scratch, "ann")
        #expect(AddEditTests.values(shown, "emails") == ["b@example.com", "a@example.com"])
        let card = try Self.exported(scratch, "ann")
        #expect(card.filter { $0.hasPrefix("EMAIL") } == ["EMAIL;PREF=1:b@example.com", "EMAIL:a@example.com"])
        // vCard 3.0 has no PREF: the preferred one is TYPE=pref, as the writer marks it.
        #expect(
            try Self.exported(scratch, "ann", version: "3.0").filter { $0.hasPrefix("EMAIL") }
                == ["EMAIL;TYPE=pref:b@example.com", "EMAIL:a@example.com"])
        // Moving the phones too: the next opening shows the new order of the emails. (Its script is
        // another scratch folder's: one path is never written twice, ETXTBSY.)
        let other = try Scratch()
        let phones = try EditorTests.editor(
            other,
            [
                #"grep -qPz 'Emails:\n  other: b@example.com\n  other: a@example.com' "$1" && "#
                    + #"sed -i '/^  other: +44 20 7946 0002$/d; s/^Phones:$/Phones:\n  other: +44 20 7946 0002/' "$1""#
            ])
        let second = try Self.edit(scratch, ["ann"], phones)
        #expect(second.stdout.hasSuffix("): order phones +44 20 7946 0002, +44 20 7946 0001\n"), "\(second)")
        #expect(
            try Self.exported(scratch, "ann").filter { $0.hasPrefix("TEL") } == [
                "TEL;PREF=1:+44 20 7946 0002", "TEL:+44 20 7946 0001",
            ])
    }

    @Test func anUnchangedOrderIsNoChange() throws {
        let scratch = try Scratch()
        // The card prefers its second email: the template shows it first, and leaving it there changes nothing.
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:a@example.com", "EMAIL;TYPE=pref:b@example.com"))
        let before = try scratch.expect(["export", "--raw"]).stdout
        let editor = try EditorTests.editor(
            scratch,
            [
                #"grep -qPz 'Emails:\n  other: b@example.com\n  other: a@example.com' "$1" && sed -i 's/^Title:.*/Title: Engineer/' "$1""#
            ])
        let run = try Self.edit(scratch, ["ann"], editor)
        #expect(run.stdout.hasSuffix("): title Engineer\n"), "\(run)")
        // The imported card is as it was (its emails in their order, its preference); the title
        // went to the contact's new local card.
        #expect(try scratch.expect(["export", "--raw"]).stdout.hasPrefix(before))
    }

    // MARK: - The note

    @Test func aNoteWithBlankLinesAndIndentedLinesSurvivesTheTemplate() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee"))
        // A note typed below an empty `Note:` line, its first line indented.
        let editor = try EditorTests.editor(
            scratch,
            [
                #"sed -i 's/^Note:.*/Note:\n      indented first\n\n  plain\n     three spaces/' "$1""#,
                #"sed -i 's/^Title:.*/Title: Engineer/' "$1""#,
            ])
        let first = try Self.edit(scratch, ["ann"], editor, typed: "\n")
        #expect(first.stdout.hasSuffix("): note\n"), "\(first)")
        let note = "    indented first\n\nplain\n   three spaces"
        #expect(try AddEditTests.shown(scratch, "ann")["note"] as? String == note)
        // Opened again, the note is shown as the parser reads it: another change leaves it alone.
        let second = try Self.edit(scratch, ["ann"], editor)
        #expect(second.stdout.hasSuffix("): title Engineer\n"), "\(second)")
        #expect(try AddEditTests.shown(scratch, "ann")["note"] as? String == note)
    }

    @Test func aWronglyIndentedNoteLineIsRefusedShowingTheForm() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee"))
        let editor = try EditorTests.editor(
            scratch,
            [
                #"sed -i 's/^Note:.*/Note: first line\n  second line/' "$1""#,
                #"sed -i 's/^Note: first line$/Note: |\n  first line/' "$1""#,
            ])
        let run = try Self.edit(scratch, ["ann"], editor, typed: "\n")
        #expect(
            run.stderr.contains(
                "error: a note of several lines: write Note: | and below it each line of the note indented by two spaces"
            ),
            "\(run)")
        #expect(try AddEditTests.shown(scratch, "ann")["note"] as? String == "first line\nsecond line")
    }

    @Test func aNoteLineIndentedByATabIsRefusedNotAltered() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee"))
        let editor = try EditorTests.editor(
            scratch,
            [
                #"sed -i 's/^Note:.*/Note: |\n  first line\n\tsecond line/' "$1""#,
                #"sed -i 's/^\tsecond line$/  \tsecond line/' "$1""#,
            ])
        let run = try Self.edit(scratch, ["ann"], editor, typed: "\n")
        #expect(
            run.stderr.contains("error: this line of the note is indented by a tab: write Note: | and below it"),
            "\(run)")
        #expect(try AddEditTests.shown(scratch, "ann")["note"] as? String == "first line\n\tsecond line")
    }

    // MARK: - Flags

    @Test func flagsSetNicknameAnniversaryIMRelatedURLAndThePreferredValues() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person(
                "Ann", "Lee", "EMAIL:a@example.com", "EMAIL:b@example.com", "TEL:+44 20 7946 0001",
                "TEL:+44 20 7946 0002"))
        let run = try scratch.expect(
            [
                "edit", "ann", "--set-nickname", "Annie", "--set-anniversary", "2010-06-19", "--add-im",
                "work:xmpp:ann@example.com",
                "--add-related", "spouse:Bob Lee", "--add-url", "https://ann.example", "--prefer-email",
                "B@example.com",
                "--prefer-phone", "+442079460002",
            ], stderr: "")
        #expect(
            run.stdout.hasSuffix(
                "): add URL https://ann.example, add IM xmpp:ann@example.com, add related Bob Lee, "
                    + "prefer email B@example.com, prefer phone +442079460002, nickname Annie, anniversary 2010-06-19\n"
            ), "\(run)")
        let card = try Self.exported(scratch, "ann")
        for line in [
            "NICKNAME:Annie", "ANNIVERSARY:20100619", "IMPP;TYPE=work:xmpp:ann@example.com",
            "RELATED;TYPE=spouse;VALUE=text:Bob Lee",
            "URL:https://ann.example",
        ] {
            #expect(card.contains(line), "\(line) in\n\(card.joined(separator: "\n"))")
        }
        #expect(card.filter { $0.hasPrefix("EMAIL") } == ["EMAIL;PREF=1:b@example.com", "EMAIL:a@example.com"])
        #expect(card.filter { $0.hasPrefix("TEL") } == ["TEL;PREF=1:+44 20 7946 0002", "TEL:+44 20 7946 0001"])

        try scratch.expect(
            [
                "edit", "ann", "--remove-im", "xmpp:ann@example.com", "--remove-related", "Bob Lee", "--remove-url",
                "https://ann.example",
                "--set-nickname", "", "--set-anniversary", "",
            ], stderr: "")
        let removed = try Self.exported(scratch, "ann")
        #expect(
            !removed.contains {
                $0.hasPrefix("NICKNAME") || $0.hasPrefix("ANNIVERSARY") || $0.hasPrefix("IMPP")
                    || $0.hasPrefix("RELATED")
                    || $0.hasPrefix("URL")
            }, "\(removed)")
    }

    @Test(arguments: [
        (
            ["--set-anniversary", "2023-02-29"],
            "--set-anniversary '2023-02-29' is not a date: February 2023 has 28 days"
        ),
        (
            ["--set-anniversary", "June"],
            "--set-anniversary 'June' is not a date: write YYYY-MM-DD, or --MM-DD without the year"
        ),
        (
            ["--add-im", "ann lee"],
            "--add-im 'ann lee': an IM address is the service and the handle, as xmpp:ann@example.com"
        ),
        (
            ["--prefer-email", "nobody@example.com"],
            "email 'nobody@example.com': the contact has no such email to put first"
        ),
        (["--prefer-phone", "+1 555 0100"], "phone '+1 555 0100': the contact has no such phone to put first"),
        (["--remove-related", "Nobody"], "no related person 'Nobody' to remove"),
    ])
    func invalidFlagValuesExit64SayingWhy(arguments: [String], message: String) throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:a@example.com", "TEL:+44 20 7946 0001"))
        let before = try scratch.expect(["export", "--raw"]).stdout
        let run = try scratch.expect(["edit", "ann"] + arguments, status: 64, stdout: "")
        #expect(run.stderr.contains(message), "\(run)")
        #expect(try scratch.expect(["export", "--raw"]).stdout == before)
    }

    @Test func undoTakesBackAnEditOfTheNewFields() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:a@example.com", "EMAIL:b@example.com"))
        let before = try scratch.expect(["export", "--raw"]).stdout
        try scratch.expect(
            [
                "edit", "ann", "--set-nickname", "Annie", "--add-related", "child:Cy Lee", "--add-im",
                "xmpp:ann@example.com",
                "--set-anniversary", "2010-06-19", "--prefer-email", "b@example.com",
            ], stderr: "")
        #expect(try scratch.expect(["export", "--raw"]).stdout != before)
        let undo = try scratch.expect(["undo"], stderr: "")
        #expect(
            undo.stdout.hasPrefix(
                "undid: edit Ann Lee: add IM xmpp:ann@example.com, add related Cy Lee, prefer email b@example.com"),
            "\(undo)")
        #expect(try scratch.expect(["export", "--raw"]).stdout == before)
    }
}
