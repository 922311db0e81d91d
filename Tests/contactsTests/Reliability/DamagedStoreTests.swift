import Foundation
import Testing

/// Finding 5 of the reliability probe (docs/hardening.md): with 4 KB of random bytes written into
/// the middle of the store file, `import`, `move` and `delete --yes` went on writing to it, `doctor`
/// stopped with "SQLite error 11" instead of reporting, and `export -o FILE` wrote nothing.
@Suite struct DamagedStoreTests {
    static let people = 2_000

    /// A store of ``people`` different people, the middle `pages` × 4 KB of its file overwritten with
    /// bytes of a fixed pseudo-random sequence (the same damage at every run).
    private func damagedStore(pages: Int = 1) throws -> Scratch {
        let scratch = try Scratch()
        let cards = (0..<Self.people).map {
            VCF.person(
                "Given\($0)", "Family\($0)", "EMAIL:person\($0)@example.org",
                "NOTE:" + String(repeating: "note \($0) ", count: 20))
        }
        try scratch.importCards(cards.joined())
        var file = try scratch.read("store/contacts.sqlite")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let middle = (file.count / 2 / 4096 - pages / 2) * 4096
        for index in middle..<(middle + 4096 * pages) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            file[index] = UInt8(truncatingIfNeeded: state >> 33)
        }
        try scratch.write("store/contacts.sqlite", bytes: file)
        return scratch
    }

    @Test func doctorReportsTheDamageAsItsFindingWithAdvice() throws {
        let scratch = try damagedStore()
        let run = try scratch.expect(["doctor"], status: 1, stderr: "")
        #expect(run.stdout.hasPrefix("problem: the database file is damaged"), "\(run.stdout)")
        #expect(
            run.stdout.contains("contacts export --store") && run.stdout.contains("restore a backup"), "\(run.stdout)")
        #expect(!run.stdout.contains("SQLite error 11"))
        // --repair rebuilds nothing on a damaged file: the same finding.
        let repair = try scratch.expect(["doctor", "--repair"], status: 1, stderr: "")
        #expect(repair.stdout.hasPrefix("problem: the database file is damaged"), "\(repair.stdout)")
    }

    @Test func writesRefuseOnAStoreFoundDamagedAndLeaveItAsItWas() throws {
        let scratch = try damagedStore()
        try scratch.expect(["doctor"], status: 1)
        let before = try scratch.read("store/contacts.sqlite")
        let newCard = try scratch.write("new.vcf", VCF.person("New", "Person"))
        for arguments in [
            ["import", newCard], ["move", "5", "1"], ["delete", "--yes", "3"], ["link", "1", "2", "--yes"],
            ["doctor", "--repair"],
        ] {
            let run = try scratch.run(arguments)
            #expect(run.status == 1, "contacts \(arguments.joined(separator: " ")): \(run)")
            if arguments[0] != "doctor" {
                #expect(
                    run.stderr.contains("is damaged") && run.stderr.contains("nothing was written to it")
                        && run.stderr.contains("contacts doctor"),
                    "\(arguments): \(run.stderr)")
            }
        }
        #expect(try scratch.read("store/contacts.sqlite") == before, "a write reached the damaged store")
    }

    @Test func aCommandThatMeetsTheDamageMakesLaterWritesRefuse() throws {
        // A third of the file damaged (its middle also holds the search index, which notes fill
        // since the index searches them): listing everyone reads a damaged page, and says so.
        let scratch = try damagedStore(pages: Self.people / 12)
        let list = try scratch.run(["list", "--json"])
        #expect(
            list.status == 1 && list.stderr.contains("is damaged") && list.stderr.contains("contacts doctor"),
            "\(list.stderr)")
        let before = try scratch.read("store/contacts.sqlite")
        let move = try scratch.run(["move", "5", "1"])
        #expect(
            move.status == 1 && move.stderr.contains("is damaged") && move.stderr.contains("nothing was written to it"),
            "\(move)")
        #expect(try scratch.read("store/contacts.sqlite") == before, "a write reached the damaged store")
    }

    @Test func exportSalvagesEveryReadableCardAndCountsTheRest() throws {
        let scratch = try damagedStore()
        let out = scratch.path("saved.vcf")
        let run = try scratch.run(["export", "-o", out])
        let saved = String(decoding: try scratch.read("saved.vcf"), as: UTF8.self)
        let cards = saved.components(separatedBy: "BEGIN:VCARD").count - 1
        var skipped = 0
        if run.status == 1 {
            let words = run.stderr.split(separator: " ")
            skipped = words.firstIndex(of: "could").flatMap { Int(words[$0 - 1]) } ?? -1
            #expect(run.stderr.contains("the store is damaged: wrote \(cards) card(s)"), "\(run.stderr)")
        } else {
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        }
        #expect(cards + skipped == Self.people, "\(cards) cards written, \(skipped) counted as skipped: \(run.stderr)")
        #expect(cards > Self.people / 2, "4 KB of damage lost \(Self.people - cards) of \(Self.people) cards")
        // What was saved reads back as it was written.
        let other = try Scratch()
        try other.expect(
            ["import", out], stdout: "imported \(cards), updated 0, unchanged 0, skipped 0 deleted, rejected 0\n",
            stderr: "")
    }
}
