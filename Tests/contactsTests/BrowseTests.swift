import Foundation
import Testing

/// `contacts browse` (issue 16) driven in a real terminal: tmux runs the built binary in an 80 × 24
/// window, keys are typed, the screen is read back, and after `q` the terminal must be as before
/// (no alternate screen, echo and canonical input on).
@Suite(.enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct BrowseTests {
    /// 60 people, Person 00 … Person 59, family names in sections A–F, each with an email; in your
    /// order as imported.
    private func store(_ count: Int = 60) throws -> Scratch {
        let scratch = try Scratch()
        let families = ["Adams", "Brown", "Clark", "Dunn", "Evans", "Ford"]
        let cards = (0..<count).map { index in
            VCF.person(
                String(format: "Person%02d", index), families[index % families.count], "EMAIL:p\(index)@example.org")
        }
        try scratch.importCards(cards.joined())
        return scratch
    }

    /// The terminal given back: the normal screen, echo and canonical input on.
    private func expectRestored(
        _ session: TmuxSession, status: Int32 = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (exit, stty) = try session.finished(sourceLocation: sourceLocation)
        #expect(exit == status, sourceLocation: sourceLocation)
        #expect(try !session.alternateScreen(), "the alternate screen was left on", sourceLocation: sourceLocation)
        let flags = stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
        #expect(
            flags.contains("echo") && flags.contains("icanon") && !flags.contains("-echo"), "stty -a: \(stty)",
            sourceLocation: sourceLocation)
    }

    @Test func opensScrollsToTheEndSearchesShowsAndQuits() throws {
        let scratch = try store()
        let session = try TmuxSession(scratch, ["browse"])
        var screen = try session.waitFor(text: "1/60")
        #expect(screen[0].hasPrefix("contacts · 60 · your order"))
        #expect(screen[1].contains("1 Person00 Adams") && screen[1].contains("p0@example.org"))
        #expect(screen.count == 24 && screen.allSatisfy { $0.count <= 80 })
        try #expect(session.alternateScreen())

        try session.send("G")
        screen = try session.waitFor(text: "60/60")
        #expect(screen[22].contains("60 Person59 Ford"), "\(screen)")
        try session.send("k", "k")
        try session.waitFor(text: "58/60")
        try session.send("g")
        try session.waitFor(text: "1/60")
        try session.send("C-f")
        screen = try session.waitFor(text: "23/60")

        try session.send("/")
        try session.type("person4")
        screen = try session.waitFor(text: "search: person4 (10)")
        #expect(screen.dropFirst().prefix(10).allSatisfy { $0.contains("Person4") }, "\(screen)")
        #expect(screen[23].hasPrefix("/person4"))
        try session.send("Enter")  // keeps the filter
        try session.waitFor("the screen") { $0[23].contains("? keys") }
        try session.send("j", "Enter")  // the second match in full, as `show` prints it
        screen = try session.waitFor(text: "position 42 · id ")
        #expect(screen[1] == "Person41 Ford")
        #expect(screen.contains { $0.contains("email") && $0.contains("p41@example.org") })
        try session.send("q")
        try session.waitFor(text: "search: person4 (10)")
        try session.send("Escape")  // clears the filter
        try session.waitFor("the screen") { $0[0].hasPrefix("contacts · 60 · your order") && !$0[0].contains("search") }

        try session.send("q")
        try expectRestored(session)
    }

    /// A search finds its first screen before the rest of its matches (issue 41): the count and
    /// the place of the selection come with the rest, found while no key waits, and the end of
    /// the matches is reached.
    @Test func aSearchsCountAndItsEndComeWithTheRestOfItsMatches() throws {
        let scratch = try store(300)
        let session = try TmuxSession(scratch, ["browse"])
        try session.waitFor(text: "1/300")
        try session.send("/")
        try session.type("person")
        var screen = try session.waitFor(text: "search: person (300)")
        try session.waitFor(text: "1/300")
        #expect(screen[1].contains("1 Person00 Adams"), "\(screen)")
        try session.send("Enter", "G")
        screen = try session.waitFor(text: "300/300")
        #expect(screen[22].contains("300 Person299 Ford"), "\(screen)")
        try session.send("/")
        try session.type("2")
        screen = try session.waitFor(text: "search: person2 (110)")
        #expect(screen[1].contains("21 Person20 Clark"), "\(screen)")
        try session.send("Escape", "q")
        try expectRestored(session)
    }

    @Test func deletesAfterConfirmingUndoesAndMovesInTheStore() throws {
        let scratch = try store(8)
        let session = try TmuxSession(scratch, ["browse"])
        try session.waitFor(text: "1/8")
        try session.send("j", "d")
        try session.waitFor(text: "Delete Person01 Brown? (y/n)")
        try session.send("n")
        try session.waitFor(text: "nothing deleted")
        #expect(try scratch.listed().count == 8)
        try session.send("d")
        try session.waitFor(text: "Delete Person01 Brown? (y/n)")
        try session.send("y")
        var screen = try session.waitFor(text: "deleted Person01 Brown")
        #expect(screen[0].hasPrefix("contacts · 7 ·"))
        #expect(!screen.dropLast().contains { $0.contains("Person01") })
        #expect(try scratch.listed().map { $0["displayName"] as? String }.contains("Person01 Brown") == false)

        try session.send("u")
        screen = try session.waitFor(text: "undid: ")
        #expect(screen[0].hasPrefix("contacts · 8 ·"))
        #expect(screen[2].contains("2 Person01 Brown"))
        #expect(try scratch.listed().count == 8)

        // Person00 picked up at the top, carried down two rows, dropped: one move, 1 → 3.
        try session.send("g", "m", "j", "j")
        try session.waitFor(text: "moving: j/k")
        try session.send("Enter")
        screen = try session.waitFor(text: "moved Person00 Adams from 1 to 3")
        #expect(screen[3].contains("3 Person00 Adams"))
        let names = try scratch.listed().compactMap { $0["displayName"] as? String }
        #expect(Array(names.prefix(3)) == ["Person01 Brown", "Person02 Clark", "Person00 Adams"])

        try session.send("q")
        try expectRestored(session)
    }

    @Test func sortedRowsFallUnderSectionsWithTheirCounts() throws {
        let scratch = try store(12)
        let session = try TmuxSession(scratch, ["browse", "--sorted"])
        let screen = try session.waitFor(text: "sorted by family name")
        #expect(screen[1] == "A")
        #expect(screen[2].contains("Person00 Adams") && screen[3].contains("Person06 Adams"))
        #expect(screen[4].trimmingCharacters(in: .whitespaces) == "2 contacts in A")
        #expect(screen[5] == "B")
        try session.send("s")  // back to your order: no sections
        try session.waitFor("the screen") {
            $0[0].contains("your order") && $0[1].contains("1 Person00 Adams") && $0[2].contains("2 Person01 Brown")
        }
        try session.send("q")
        try expectRestored(session)
    }

    @Test func redrawsWhenResizedAndKeepsTheSelection() throws {
        let scratch = try store()
        let session = try TmuxSession(scratch, ["browse"])
        try session.waitFor(text: "1/60")
        try session.send("NPage", "j")
        try session.waitFor(text: "24/60")
        try session.resize(columns: 120, rows: 40)
        var screen = try session.waitFor("a 120 × 40 screen") {
            $0.count == 40 && $0[0].contains("24/60") && $0[39].contains("? keys")
        }
        #expect(screen[39].contains("? keys"))
        #expect(screen.contains { $0.contains("24 Person23 Ford") })
        try session.resize(columns: 50, rows: 12)
        screen = try session.waitFor("a 50 × 12 screen") {
            $0.count == 12 && $0.contains { $0.contains("24 Person23") }
        }
        #expect(screen.allSatisfy { $0.count <= 50 })
        try session.send("q")
        try expectRestored(session)
    }

    @Test func showsAChangeByAnotherProcessKeepingTheSelection() throws {
        let scratch = try store(5)
        let session = try TmuxSession(scratch, ["browse"])
        try session.waitFor(text: "1/5")
        try session.send("j", "j")
        try session.waitFor(text: "3/5")
        try scratch.expect(["move", "5", "1"])  // another process: Person04 to the top
        let screen = try session.waitFor(text: "4/5")  // no key pressed: the selection followed Person02
        #expect(screen[1].contains("1 Person04 Evans"))
        try session.send("Enter")
        try session.waitFor(text: "position 4 · id ")
        try session.send("Escape", "q")
        try expectRestored(session)
    }

    @Test func browsingWithoutWritingKeysLeavesTheStoreUntouched() throws {
        let scratch = try store(30)
        let before = try scratch.read("store/contacts.sqlite")
        var info = stat()
        stat(scratch.store, &info)
        let modified = info.st_mtim
        let session = try TmuxSession(scratch, ["browse"])
        try session.waitFor(text: "1/30")
        try session.send("j", "G", "s", "g", "Enter", "q", "/")
        try session.type("pers")
        try session.send("Escape", "?", "x", "q")
        try expectRestored(session)
        #expect(try scratch.read("store/contacts.sqlite") == before)
        stat(scratch.store, &info)
        #expect(info.st_mtim.tv_sec == modified.tv_sec && info.st_mtim.tv_nsec == modified.tv_nsec)
    }

    @Test func cardTextCannotReachTheTerminalAsControls() throws {
        let scratch = try Scratch()
        // U+202E reorders what follows; U+009B is a one-byte CSI.
        try scratch.importCards(VCF.card("FN:\u{202E}Mallory\u{9B}31m", "EMAIL:m@example.org"))
        let session = try TmuxSession(scratch, ["browse"])
        let screen = try session.waitFor(text: "Mallory")
        #expect(screen[1].contains("\u{FFFD}Mallory\u{FFFD}31m"), "\(screen[1])")
        try session.send("q")
        try expectRestored(session)
    }

    @Test func ctrlCQuitsWithTheInterruptStatusAndGivesTheTerminalBack() throws {
        let scratch = try store(3)
        let session = try TmuxSession(scratch, ["browse"])
        try session.waitFor(text: "1/3")
        try session.send("C-c")
        try expectRestored(session, status: 130)
    }

    @Test func terminatedItGivesTheTerminalBack() throws {
        let scratch = try store(3)
        let session = try TmuxSession(scratch, ["browse"])
        try session.waitFor(text: "1/3")
        try session.kill(SIGTERM)
        try expectRestored(session, status: 128 + SIGTERM)
    }

    @Test func editsInTheEditorAndComesBack() throws {
        let scratch = try store(3)
        // The editor: sets the organisation in the template, as a person would.
        let editor = try scratch.write("editor.sh", "sed -i 's/^Organization:.*/Organization: Acme Browse/' \"$1\"\n")
        let session = try TmuxSession(scratch, ["browse"], environment: ["CONTACTS_EDITOR": "sh \(editor)"])
        try session.waitFor(text: "1/3")
        try session.send("j", "e")
        try session.waitFor(text: "edited Person01 Brown: ")
        try session.send("Enter")
        try session.waitFor(text: "Acme Browse")
        #expect(try scratch.listed()[1]["organization"] as? String == "Acme Browse")
        try session.send("q", "q")
        try expectRestored(session)
    }

    @Test func avatarsAreDrawnOnlyBesideContactsWithAPhoto() throws {
        let scratch = try Scratch()
        // Red, none, blue, none: each row with a photo shows its own colour, the others none.
        try scratch.importCards(
            VCF.person("Red", "Adams", Photos.line(Photos.png(colour: [255, 0, 0, 255]), type: "PNG"))
                + VCF.person("None", "Baker")
                + VCF.person("Blue", "Clark", Photos.line(Photos.png(colour: [0, 0, 255, 255]), type: "PNG"))
                + VCF.person("Also", "Dunn"))
        let session = try TmuxSession(scratch, ["browse", "--photos"], environment: ["TERM": "xterm-256color"])
        let red = "48;5;196m", blue = "48;5;21m"
        let lines = try session.waitFor("four rows of two lines, two avatars") { _ in
            let coloured = (try? session.screenWithColours()) ?? []
            return coloured.count > 8 && coloured[1].contains(red) && coloured[5].contains(blue)
        }
        #expect(
            lines[1].contains("1 Red Adams") && lines[3].contains("2 None Baker") && lines[7].contains("4 Also Dunn"))
        let coloured = try session.screenWithColours()
        for row in [3, 4, 7, 8] { #expect(!coloured[row].contains("48;5;"), "row \(row): \(coloured[row])") }
        #expect(
            coloured[2].contains(red) && coloured[6].contains(blue) && !coloured[1].contains(blue)
                && !coloured[5].contains(red))
        try session.send("p")  // avatars off: one line a contact, no colours
        try session.waitFor(text: "2 None Baker")
        try session.waitFor("no avatars") { $0[2].contains("2 None Baker") }
        #expect(try !session.screenWithColours().contains { $0.contains("48;5;") })
        try session.send("q")
        try expectRestored(session)
    }

    /// After `d` then `u`, the selection is on the contact brought back (it used to stay on the row
    /// that took its place: issue 41).
    @Test func undoOfADeleteSelectsTheContactBroughtBack() throws {
        let scratch = try store(8)
        let session = try TmuxSession(scratch, ["browse"])
        try session.waitFor(text: "1/8")
        try session.send("j", "j", "d")
        try session.waitFor(text: "Delete Person02 Clark? (y/n)")
        try session.send("y")
        try session.waitFor(text: "deleted Person02 Clark")
        try session.send("u")
        let screen = try session.waitFor(text: "undid: ")
        #expect(screen[0].hasSuffix(" 3/8"), "the selection is the third row: \(screen[0])")
        try session.send("Enter")  // the detail of the selected contact
        try session.waitFor(text: "p2@example.org")
        try session.send("q")
        try session.send("q")
        try expectRestored(session)
    }

    @Test func refusesWithoutATerminal() throws {
        let scratch = try store(1)
        let run = try scratch.expect(["browse"], status: 64)
        #expect(run.stderr.contains("browse needs a terminal"))
    }
}
