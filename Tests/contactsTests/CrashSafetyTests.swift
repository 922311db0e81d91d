import Foundation
import Testing

/// A killed process leaves the store consistent: imports killed with SIGKILL at random moments,
/// then `doctor` finds nothing wrong, no contact is half-stored, and the import run again completes
/// with every card once. And imports, lists and moves from several processes at once all succeed
/// without "database is locked" and without losing a move.
@Suite struct CrashSafetyTests {
    /// `count` cards, each with a UID, two emails, a phone and a note, so a batch is real work; cards
    /// of different `prefix`es are different people (names, emails and numbers differ).
    static func cards(_ count: Int, prefix: String = "p", area: Int = 555) -> String {
        (1...count).map { number in
            VCF.card(
                "UID:\(prefix)-\(number)", "N:Person\(number);Crash\(prefix);;;", "FN:Crash\(prefix) Person\(number)",
                "EMAIL:crash\(number)@\(prefix).example", "EMAIL;TYPE=WORK:c\(number)@work-\(prefix).example",
                "TEL:+1 \(area) \(String(format: "%03d", number % 1000)) \(String(format: "%04d", number))",
                "NOTE:line one\\, with a comma\\nline two")
        }.joined()
    }

    @Test func importsKilledAtRandomMomentsLeaveAConsistentStore() throws {
        let scratch = try Scratch()
        let total = 6_000
        let file = try scratch.write("big.vcf", Self.cards(total))
        var generator = SystemRandomNumberGenerator()
        var killed = 0
        for round in 1...4 {
            let delay = Double.random(in: 0.15...1.5, using: &generator)
            let run = try scratch.run(["import", file], killAfter: delay)
            if run.terminatedBySignal { killed += 1 }
            // Whatever was committed is whole: doctor checks integrity, foreign keys, contacts without
            // cards, the search index against the contacts, and the position counts.
            try scratch.expect(["doctor"], stdout: nil, stderr: "")
            let listed = try scratch.listed()
            #expect(listed.allSatisfy { ($0["rawContacts"] as? [Any])?.count == 1 }, "round \(round)")
            #expect(
                Set(listed.map { $0["displayName"] as? String ?? "" }).count == listed.count,
                "round \(round): a duplicate")
            // The store was empty and the file is over a megabyte: the bulk path, one transaction.
            #expect(
                listed.isEmpty || listed.count == total, "round \(round): a bulk import half stored: \(listed.count)")
        }
        #expect(killed >= 1, "no import was killed before it finished: make the file larger")
        try scratch.expect(["import", file], stderr: "")
        try scratch.expect(["doctor"], stderr: "")
        let names = try scratch.names()
        #expect(names.count == total)
        #expect(Set(names).count == total)
        #expect(try scratch.names(["crashp", "person1234"]) == ["Crashp Person1234"])
    }

    /// Whether the newest change of the history is the import of `file`.
    private static func newestIsImport(of file: String, _ scratch: Scratch) throws -> Bool {
        let newest = try JSONLines.objects(try scratch.expect(["history", "--json", "--limit", "1"]).stdout).first
        return (newest?["summary"] as? String)?.hasPrefix("import \(file)") == true
    }

    @Test func aKilledImportOrUndoLeavesTheChangeLogWholeAndUndoable() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Ann Lee", "Bob Ray"), as: "first.vcf")
        try scratch.expect(["edit", "ann", "--set-note", "mine"])
        let before = try scratch.expect(["export", "--raw"]).stdout
        let file = try scratch.write("big.vcf", Self.cards(6_000))
        var generator = SystemRandomNumberGenerator()
        var killed = 0
        for round in 1...3 {
            // An import killed at a random moment: the batches it committed are one change.
            let run = try scratch.run(["import", file], killAfter: Double.random(in: 0.2...1.5, using: &generator))
            if run.terminatedBySignal { killed += 1 }
            try scratch.expect(["doctor"], stderr: "")
            if try Self.newestIsImport(of: "big.vcf", scratch) {
                // An undo killed at a random moment takes back all of it or nothing.
                let undo = try scratch.run(["undo"], killAfter: Double.random(in: 0.05...0.5, using: &generator))
                if undo.terminatedBySignal { killed += 1 }
                try scratch.expect(["doctor"], stderr: "")
                if try Self.newestIsImport(of: "big.vcf", scratch) { try scratch.expect(["undo"], stderr: "") }
            }
            #expect(
                try scratch.expect(["export", "--raw"]).stdout == before,
                "round \(round): the store is as before the import")
        }
        #expect(killed >= 1, "nothing was killed before it finished: make the file larger")
        try scratch.expect(["undo"], stdout: "undid: edit Ann Lee: note\n")
        #expect(try scratch.expect(["show", "ann", "--json"]).stdout.contains("\"note\":\"\""))
    }

    @Test func importsListsAndMovesFromManyProcessesAtOnce() throws {
        let scratch = try Scratch()
        try scratch.importCards((1...20).map { VCF.card("FN:Base \(String(format: "%02d", $0))") }.joined())
        let files = try (1...2).map {
            try scratch.write("more\($0).vcf", Self.cards(800, prefix: "m\($0)", area: 600 + $0))
        }
        var model = (1...20).map { "Base \(String(format: "%02d", $0))" }
        let moves = [(1, 20), (5, 2), (20, 1), (7, 13), (3, 18), (10, 11), (19, 4), (2, 9)]
        for (from, to) in moves { model.insert(model.remove(at: from - 1), at: to - 1) }

        let failures = Failures()
        let group = DispatchGroup()
        for file in files {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                failures.check(Result { try scratch.run(["import", file]) }, "import")
            }
        }
        group.enter()
        Thread.detachNewThread {
            defer { group.leave() }
            for (from, to) in moves {
                failures.check(Result { try scratch.run(["move", String(from), String(to)]) }, "move \(from) \(to)")
            }
        }
        group.enter()
        Thread.detachNewThread {
            defer { group.leave() }
            for _ in 1...6 {
                failures.check(Result { try scratch.run(["list", "--sorted", "--limit", "50"]) }, "list")
                failures.check(Result { try scratch.run(["list", "crash", "--json"]) }, "filtered list")
            }
        }
        group.wait()
        #expect(failures.all.isEmpty, "\(failures.all.joined(separator: "\n"))")
        let names = try scratch.names()
        #expect(names.count == 20 + 1_600)
        // Imports append after the first twenty, so every move among them is there, none lost.
        #expect(Array(names.prefix(20)) == model)
        try scratch.expect(["doctor"], stderr: "")
    }

    /// Failed runs collected from several threads.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var failures: [String] = []
        var all: [String] { lock.withLock { failures } }
        func check(_ result: Result<ContactsRun, Error>, _ what: String) {
            switch result {
            case .success(let run) where run.status == 0 && !run.stderr.contains("locked"): return
            case .success(let run): lock.withLock { failures.append("\(what): \(run)") }
            case .failure(let error): lock.withLock { failures.append("\(what): \(error)") }
            }
        }
    }
}
