import Foundation
import Testing

/// `--client`, the prompt on a terminal, exit 77 without one, `contacts access`, and `contacts query`.
@Suite struct AccessTests {
    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Ann", "Lee", "EMAIL;TYPE=WORK:ann@work.example", "ORG:Lee & Co")
                + VCF.person("Bob", "Ray", "EMAIL:bob@example.com", "EMAIL;TYPE=HOME:bob.ray@home.example"))
        return scratch
    }

    @Test func aNewClientWithoutATerminalExits77WithTheCommandThatGrantsIt() throws {
        let scratch = try store()
        let run = try scratch.expect(["list", "--client", "mutt"], status: 77, stdout: "")
        #expect(
            run.stderr.contains("\"mutt\" has not been allowed to use the contacts in \(scratch.store)"),
            "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "to allow it, run: contacts access grant mutt --store \(scratch.store) --client contacts"),
            "\(run.stderr)")
        try scratch.expect(["access", "status", "mutt"], stdout: "notDetermined\n", stderr: "")
        // $CONTACTS_CLIENT names the client too; --client wins over it.
        try scratch.expect(["list"], environment: ["CONTACTS_CLIENT": "aerc"], status: 77, stdout: "")
        try scratch.expect(
            ["list", "--json", "--client", "contacts"], environment: ["CONTACTS_CLIENT": "aerc"], stderr: "")
    }

    @Test func onATerminalTheClientIsAskedOnceAndYesIsRemembered() throws {
        let scratch = try store()
        let first = try scratch.run(["list", "--client", "mutt"], stdin: Array("y\n".utf8), terminal: 100)
        #expect(first.status == 0, "\(first)")
        #expect(
            first.stderr.contains("Allow \"mutt\" to read and change your contacts in \(scratch.store)? [y/N]"),
            "\(first.stderr)")
        #expect(first.stdout.contains("Ann Lee"))
        let again = try scratch.run(["list", "--client", "mutt"], terminal: 100)
        #expect(again.status == 0 && !again.stderr.contains("Allow"), "\(again)")
        try scratch.expect(["access", "status", "mutt"], stdout: "authorized\n", stderr: "")
    }

    @Test func noIsRememberedAndNeverAskedAgainUntilReset() throws {
        let scratch = try store()
        let first = try scratch.run(["list", "--client", "mutt"], stdin: Array("n\n".utf8), terminal: 100)
        #expect(first.status == 77 && first.stderr.contains("Allow \"mutt\""), "\(first)")
        let again = try scratch.run(["list", "--client", "mutt"], stdin: Array("y\n".utf8), terminal: 100)
        #expect(again.status == 77, "\(again)")
        #expect(!again.stderr.contains("Allow"), "asked again: \(again.stderr)")
        #expect(
            again.stderr.contains("\"mutt\" is denied access") && again.stderr.contains("contacts access grant mutt"),
            "\(again.stderr)")
        try scratch.expect(["access", "reset", "mutt"], stdout: "mutt: notDetermined\n", stderr: "")
        let asked = try scratch.run(["list", "--client", "mutt"], stdin: Array("y\n".utf8), terminal: 100)
        #expect(asked.status == 0 && asked.stderr.contains("Allow \"mutt\""), "\(asked)")
    }

    // MARK: - The question in a raw terminal (issue 41: mutt's first query hung)

    /// mutt runs `query_command` on its own screen, a raw terminal where Enter sends `\r`: the
    /// answer ends there, as it does with `\n` in a cooked one.
    @Test func inARawTerminalEnterIsCarriageReturn() throws {
        let scratch = try store()
        let run = try scratch.run(["query", "--client", "neomutt", "bob"], stdin: Array("y\r".utf8), terminal: 100)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains("Allow \"neomutt\" to read and change your contacts in \(scratch.store)? [y/N] "),
            "\(run.stderr)")
        #expect(run.stdout.contains("bob@example.com\tBob Ray"), "\(run.stdout)")
        try scratch.expect(["access", "status", "neomutt"], stdout: "authorized\n", stderr: "")
    }

    /// A cooked terminal (`stty sane`: line editing, echo, `\n` from Enter) answers the same way.
    @Test func inACookedTerminalTheAnswerWorksToo() throws {
        let scratch = try store()
        let run = try scratch.run(
            ["list", "--client", "mutt"], stdin: Array("yes\n".utf8), terminal: 100,
            script: "stty sane && exec \"$CONTACTS\" \"$@\"")
        #expect(run.status == 0 && run.stdout.contains("Ann Lee"), "\(run)")
        try scratch.expect(["access", "status", "mutt"], stdout: "authorized\n", stderr: "")
    }

    /// Only `n` or `no` records a refusal: Enter alone, another key or word, Ctrl-C refuse this
    /// run (exit 77) and record nothing, so the question comes again; Backspace corrects.
    @Test(arguments: ["\r", "x\r", "\u{1B}", "\u{03}", "yy\r", "n\u{7F}q\r"])
    func onlyAnExplicitNoIsRecorded(_ typed: String) throws {
        let scratch = try store()
        let run = try scratch.run(["list", "--client", "mutt"], stdin: Array(typed.utf8), terminal: 100)
        #expect(run.status == 77 && run.stdout.isEmpty, "\(run)")
        #expect(run.stderr.contains("nothing was recorded, so it is asked again next time"), "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "to allow it, run: contacts access grant mutt --store \(scratch.store) --client contacts"),
            "\(run.stderr)")
        try scratch.expect(["access", "status", "mutt"], stdout: "notDetermined\n", stderr: "")
        let no = try scratch.run(["list", "--client", "mutt"], stdin: Array("N\r".utf8), terminal: 100)
        #expect(no.status == 77 && no.stderr.contains("\"mutt\" is denied access"), "\(no)")
        try scratch.expect(["access", "status", "mutt"], stdout: "denied\n", stderr: "")
    }

    /// Nobody at the keyboard: the question gives up after `$CONTACTS_PROMPT_TIMEOUT` seconds
    /// (60 by default), says so, and records nothing.
    @Test func anUnansweredQuestionTimesOutAndRecordsNothing() throws {
        let scratch = try store()
        let started = Date()
        let run = try scratch.run(
            ["list", "--client", "mutt"], environment: ["CONTACTS_PROMPT_TIMEOUT": "1"], terminal: 100)
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(run.status == 77 && run.stdout.isEmpty, "\(run)")
        #expect(
            run.stderr.contains(
                "\"mutt\" was not allowed to use the contacts in \(scratch.store): no answer within 1 s; nothing was recorded"
            ), "\(run.stderr)")
        try scratch.expect(["access", "status", "mutt"], stdout: "notDetermined\n", stderr: "")
    }

    /// Without a terminal on standard input nothing is asked: exit 77 and the exact command to run.
    @Test func queryWithoutATerminalNeverAsksAndNamesTheGrantCommand() throws {
        let scratch = try store()
        try scratch.expect(
            ["query", "--client", "neomutt", "bob"], stdin: Array("y\r".utf8), status: 77, stdout: "",
            stderr: """
                contacts: error: "neomutt" has not been allowed to use the contacts in \(scratch.store), and there is no terminal to ask on
                to allow it, run: contacts access grant neomutt --store \(scratch.store) --client contacts

                """)
        try scratch.expect(["access", "status", "neomutt"], stdout: "notDetermined\n", stderr: "")
    }

    @Test func onlyAnAuthorizedClientChangesAccess() throws {
        let scratch = try store()
        try scratch.expect(["access", "grant", "mutt", "--client", "mutt"], status: 77, stdout: "")
        try scratch.expect(["access", "deny", "contacts", "--client", "mutt"], status: 77, stdout: "")
        try scratch.expect(["access", "--client", "mutt"], status: 77, stdout: "")
        try scratch.expect(["access"], stdout: "contacts                 authorized\n", stderr: "")
        try scratch.expect(["access", "grant", "mutt"], stdout: "mutt: authorized\n", stderr: "")
        try scratch.expect(["access", "deny", "aerc"], stdout: "aerc: denied\n", stderr: "")
        try scratch.expect(
            ["access"],
            stdout: """
                aerc                     denied
                contacts                 authorized
                mutt                     authorized

                """, stderr: "")
        let json = try JSONLines.objects(try scratch.expect(["access", "--json"], stderr: "").stdout)
        #expect(json.map { $0["client"] as? String } == ["aerc", "contacts", "mutt"])
        // A granted client may itself grant.
        try scratch.expect(["access", "grant", "aerc", "--client", "mutt"], stdout: "aerc: authorized\n", stderr: "")
    }

    @Test(arguments: [
        ["list"], ["show", "1"], ["export"], ["duplicates"], ["move", "1", "2"], ["delete", "1", "--yes"],
        ["link", "1", "2", "--yes"],
        ["unlink", "1", "--yes"], ["link", "--auto"], ["add", "--name", "Cy Lin"], ["edit", "1", "--set-note", "x"],
        ["trash"],
        ["trash", "--empty", "--yes"], ["restore", "ann"], ["undo"], ["history"], ["query", "ann"], ["access"],
        ["access", "grant", "x"], ["doctor"],
        ["photo", "1"], ["photo", "1", "--remove"], ["list", "--photos"], ["show", "1", "--photo"],
    ])
    func everyCommandRefusesADeniedClient(_ arguments: [String]) throws {
        let scratch = try store()
        try scratch.expect(["access", "deny", "mutt"], stderr: "")
        let run = try scratch.expect(arguments + ["--client", "mutt"], status: 77, stdout: "")
        #expect(run.stderr.contains("\"mutt\" is denied access"), "\(run.stderr)")
        #expect(try scratch.names() == ["Ann Lee", "Bob Ray"])
    }

    @Test func importByADeniedClientStoresNothing() throws {
        let scratch = try store()
        try scratch.expect(["access", "deny", "mutt"], stderr: "")
        let file = try scratch.write("more.vcf", VCF.person("Cy", "Young"))
        try scratch.expect(["import", file, "--client", "mutt"], status: 77, stdout: "")
        #expect(try scratch.names() == ["Ann Lee", "Bob Ray"])
    }

    @Test func theStoreIsPrivateAndAReadableOneIsReported() throws {
        let scratch = try store()
        var info = stat()
        #expect(stat(scratch.store, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(stat((scratch.store as NSString).deletingLastPathComponent, &info) == 0 && info.st_mode & 0o077 == 0)
        chmod(scratch.store, 0o644)
        let run = try scratch.expect(["access"], stdout: "contacts                 authorized\n")
        #expect(
            run.stderr.contains("readable by others (mode 644)") && run.stderr.contains("chmod 600"), "\(run.stderr)")
    }

    @Test func aBadClientNameExits64() throws {
        let scratch = try store()
        try scratch.expect(["list", "--client", ""], status: 64, stdout: "")
        try scratch.expect(["list", "--client", "bad\u{1B}[31mname"], status: 64, stdout: "")
    }

    @Test func queryPrintsMuttAndAercLines() throws {
        let scratch = try store()
        try scratch.expect(["access", "grant", "mutt"], stderr: "")
        try scratch.expect(
            ["query", "--client", "mutt", "bob"],
            stdout: """
                2 addresses for bob
                bob@example.com\tBob Ray\t
                bob.ray@home.example\tBob Ray\t

                """, stderr: "")
        try scratch.expect(
            ["query", "--client", "mutt", "--format", "aerc", "lee"], stdout: "ann@work.example\tAnn Lee\tLee & Co\n",
            stderr: "")
        try scratch.expect(["query", "--client", "mutt", "zzz"], status: 1, stdout: "No matches for zzz\n", stderr: "")
        try scratch.expect(["query", "--client", "mutt", "--format", "aerc", "zzz"], status: 1, stdout: "", stderr: "")
    }
}
