import Foundation
import Testing

/// Each write killed with SIGKILL at chosen moments of its run, on a store of a few thousand
/// contacts: `doctor` finds nothing, and the store is either exactly as before or holds the whole
/// change (contacts, trash and history agree), which `undo` then takes back.
extension CrashSafetyTests {
    /// The writes killed, each run on the same store every round: the contact at position 1500
    /// edited, 1200 deleted, the one deleted before the rounds restored, 1900 moved, 10 and 11 linked.
    static let writes: [[String]] = [
        ["add", "--name", "Dana Crash", "--email", "dana@crash.example", "--phone", "+1 555 999 0000"],
        ["edit", "1500", "--add-email", "extra@crash.example", "--set-note", "edited"],
        ["delete", "1200", "--yes"],
        ["restore", "person2000"],
        ["move", "1900", "3"],
        ["link", "10", "11", "--yes"],
    ]

    /// When each write is killed, as fractions of how long it took when it ran to the end: fixed,
    /// so every run of the test tries the same moments (start-up, the transaction, the end).
    static let killFractions: [Double] = [0.5, 0.75, 0.95]

    /// What the store holds as the user sees it, without ids, UIDs, times and clients (two runs of
    /// one `add` make two of each): every contact in order with its fields and cards, the trash, and
    /// the kind and summary of each change in the history. The JSON is masked as text: parsing
    /// 2,000 objects for every look took most of the test's time.
    static func holdings(_ scratch: Scratch, store: Scratch.StoreArgument = .scratch) throws -> String {
        try ["list", "trash", "history"].map { command in
            let run = try scratch.run([command, "--json"], store: store)
            try #require(run.status == 0 && run.stderr.isEmpty, "contacts \(command) --json: \(run)")
            return command + ":\n"
                + unnamed.stringByReplacingMatches(
                    in: run.stdout, range: NSRange(run.stdout.startIndex..., in: run.stdout), withTemplate: "")
        }.joined(separator: "\n")
    }

    /// The keys `holdings` leaves out, with their values (none of them holds a quote).
    private static let unnamed = try! NSRegularExpression(
        pattern: #""(id|uid|at|deletedAt|client)":("[^"]*"|[0-9]+),?"#)

    /// The same store in another file, to run a write to its end on.
    private static func copy(of scratch: Scratch, to name: String) throws -> String {
        let copy = scratch.path(name)
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: copy + suffix)
            if FileManager.default.fileExists(atPath: scratch.store + suffix) {
                try FileManager.default.copyItem(atPath: scratch.store + suffix, toPath: copy + suffix)
            }
        }
        return copy
    }

    @Test func writesKilledAtChosenMomentsLeaveTheStoreAsBeforeOrWhollyChanged() throws {
        let scratch = try Scratch()
        try scratch.expect(["import", try scratch.write("many.vcf", Self.cards(2_000))], stderr: "")
        try scratch.expect(["delete", "2000", "--yes"])
        let before = try Self.holdings(scratch)
        #expect(before.contains("Crashp Person2000"))
        var killed = 0, killedWhole = 0, killedBefore = 0
        for arguments in Self.writes {
            let command = "contacts " + arguments.joined(separator: " ")
            // The whole change: the write run to its end on a copy of the store.
            let copy = try Self.copy(of: scratch, to: "whole.sqlite")
            let started = Date()
            let whole = try scratch.run(arguments, store: .path(copy))
            let duration = Date().timeIntervalSince(started)
            try #require(whole.status == 0, "\(command): \(whole)")
            let changed = try Self.holdings(scratch, store: .path(copy))
            try #require(changed != before, "\(command) changed nothing")
            for fraction in Self.killFractions {
                let run = try scratch.run(arguments, killAfter: duration * fraction)
                try scratch.expect(["doctor"], stdout: nil, stderr: "")
                let now = try Self.holdings(scratch)
                if run.terminatedBySignal {
                    killed += 1
                    #expect(
                        now == before || now == changed,
                        "\(command) killed after \(duration * fraction) s left part of its change")
                } else {
                    #expect(run.status == 0 && now == changed, "\(command) ran to its end: \(run)")
                }
                if now == changed {
                    if run.terminatedBySignal { killedWhole += 1 }
                    try scratch.expect(["undo"], stderr: "")
                    try scratch.expect(["doctor"], stdout: nil, stderr: "")
                    #expect(try Self.holdings(scratch) == before, "undo of \(command) did not take it back")
                } else if run.terminatedBySignal {
                    killedBefore += 1
                }
            }
        }
        #expect(
            killed >= 1, "no write was killed before it ended (\(killedBefore) left as before, \(killedWhole) whole)")
    }
}
