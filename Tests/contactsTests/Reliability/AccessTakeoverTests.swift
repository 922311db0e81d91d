import Foundation
import Testing

/// Finding 2 of the reliability probe (docs/hardening.md): any client could take over a store.
/// `access reset alice --client alice` left the access list empty, which was read as "a store from
/// before access existed": the next client to open it, `mallory`, became its owner. `access deny
/// alice --client alice` locked everyone out, and the printed hint failed with 77 too.
@Suite struct AccessTakeoverTests {
    /// A store created by `alice`, holding Ann.
    private func alicesStore() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.expect(
            [
                "import", "--client", "alice",
                try scratch.write("ann.vcf", VCF.person("Ann", "Lee", "EMAIL:ann@example.org")),
            ],
            stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        return scratch
    }

    @Test func theLastAuthorizedClientCannotResetOrDenyItselfWithoutForce() throws {
        let scratch = try alicesStore()
        for verb in ["reset", "deny"] {
            let run = try scratch.expect(["access", verb, "alice", "--client", "alice"], status: 1, stdout: "")
            #expect(
                run.stderr.contains("\"alice\" is the only client authorized") && run.stderr.contains("--force"),
                "\(run.stderr)")
        }
        try scratch.expect(["access", "status", "alice"], stdout: "authorized\n")
        // With another authorized client, alice may go.
        try scratch.expect(["access", "grant", "bob", "--client", "alice"], stdout: "bob: authorized\n", stderr: "")
        try scratch.expect(
            ["access", "reset", "alice", "--client", "alice"], stdout: "alice: notDetermined\n", stderr: "")
        // Now bob is the last one.
        try scratch.expect(["access", "deny", "bob", "--client", "bob"], status: 1, stdout: "")
    }

    @Test func anEmptyAccessListNeverMakesTheNextClientItsOwner() throws {
        let scratch = try alicesStore()
        let forced = try scratch.expect(
            ["access", "reset", "alice", "--client", "alice", "--force"], stdout: "alice: notDetermined\n")
        #expect(forced.stderr.contains("warning: no client is authorized"), "\(forced.stderr)")
        // The probe's take-over: mallory queried and became the owner. Now mallory is refused.
        let mallory = try scratch.expect(["query", "--client", "mallory", "ann"], status: 77, stdout: "")
        #expect(mallory.stderr.contains("\"mallory\" has not been allowed"), "\(mallory.stderr)")
        try scratch.expect(["access", "status", "mallory"], stdout: "notDetermined\n")
        try scratch.expect(["list", "--client", "contacts"], status: 77, stdout: "")
        // The hint is a command that works: on a terminal, mallory is asked, and only a yes allows it.
        #expect(
            mallory.stderr.contains(
                "on a terminal, run: contacts access grant mallory --store \(scratch.store) --client mallory"),
            "\(mallory.stderr)")
        let asked = try scratch.run(
            ["access", "grant", "mallory", "--client", "mallory"], stdin: Array("n\n".utf8), terminal: 100)
        #expect(asked.status == 77 && asked.stderr.contains("Allow \"mallory\""), "\(asked)")
        let allowed = try scratch.run(["query", "--client", "alice", "ann"], stdin: Array("y\n".utf8), terminal: 100)
        #expect(allowed.status == 0 && allowed.stdout.contains("ann@example.org"), "\(allowed)")
    }

    @Test func aForcedDenyOfTheLastClientLeavesAHintThatWorks() throws {
        let scratch = try alicesStore()
        try scratch.expect(["access", "deny", "alice", "--client", "alice", "--force"], stdout: "alice: denied\n")
        let refused = try scratch.expect(["list", "--client", "alice"], status: 77, stdout: "")
        #expect(
            refused.stderr.contains(
                "on a terminal, run: contacts access reset alice --store \(scratch.store) --client contacts"),
            "\(refused.stderr)")
        // Followed on a terminal: contacts is asked, allowed, and resets alice, who is then asked.
        let reset = try scratch.run(
            ["access", "reset", "alice", "--client", "contacts"], stdin: Array("y\n".utf8), terminal: 100)
        #expect(reset.status == 0 && reset.stdout.contains("alice: notDetermined"), "\(reset)")
        try scratch.expect(["access", "status", "alice"], stdout: "notDetermined\n")
    }

    @Test func clientNamesAreNormalisedAndLookAlikeScriptsRefused() throws {
        let scratch = try alicesStore()
        try scratch.expect(["access", "grant", "mutt ", "--client", "alice"], stdout: "mutt: authorized\n")
        try scratch.expect(["access", "status", "mutt"], stdout: "authorized\n")
        try scratch.expect(["query", "--client", " mutt ", "ann"], stderr: "")  // the same client as mutt
        try scratch.expect(["query", "--client", "ｍｕｔｔ", "ann"], stderr: "")  // fullwidth letters: NFKC makes them mutt
        // Greek upsilon
        let greek = try scratch.expect(["query", "--client", "m\u{3C5}tt", "ann"], status: 64, stdout: "")
        #expect(greek.stderr.contains("mixes Greek and Latin letters"), "\(greek.stderr)")
        // Cyrillic a
        try scratch.expect(["access", "grant", "p\u{430}ypal", "--client", "alice"], status: 64, stdout: "")
        try scratch.expect(
            ["access", "--client", "alice"],
            stdout: "alice                    authorized\nmutt                     authorized\n")
    }
}
