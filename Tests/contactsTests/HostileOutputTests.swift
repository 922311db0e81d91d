import Foundation
import Testing

/// Terminal escape sequences carried by names, emails, notes, sources and file names never reach
/// the terminal raw in the human output of the commands added with linking, access and doctor
/// (`list` and `show` are pinned in ListOutputTests and TerminalTests).
@Suite struct HostileOutputTests {
    /// The hostile card of ListOutputTests from two sources (linked by their email) and a namesake
    /// with the same hostile name but nothing else (a suggestion).
    private func store() throws -> Scratch {
        let scratch = try Scratch()
        let evil = "\u{1B}]0;title\u{07}"
        // (Control characters in values are removed on import, with a warning; the C1 CSI, the bidi
        // override and the source name keep theirs.)
        try scratch.expect([
            "import", "--source", "src\(evil)", try scratch.write("a.vcf", ListOutputTests.hostileCard),
        ])
        try scratch.expect([
            "import", "--source", "other",
            try scratch.write(
                "b.vcf", ListOutputTests.hostileCard.replacingOccurrences(of: "ORG:", with: "NOTE:x\r\nORG:")),
        ])
        try scratch.expect([
            "import",
            try scratch.write(
                "c.vcf",
                VCF.card("FN:Evil \u{1B}[31mRed\u{1B}]52;c;aGVsbG8=\u{07} \u{9B}2J \u{202E}desrever", "N:desrever;Evil")
            ),
        ])
        return scratch
    }

    @Test func linkingAccessAndDoctorOutputIsInert() throws {
        let scratch = try store()
        try scratch.expect(["access", "grant", "mutt"], stderr: "")
        let commands: [[String]] = [
            ["duplicates"], ["query", "evil", "--client", "mutt"], ["access"], ["doctor"], ["move", "1", "2"],
            ["link", "1", "2", "--yes"], ["unlink", "1", "--yes"], ["show", "1", "--raw"], ["trash"], ["history"],
        ]
        for arguments in commands {
            let run = try scratch.run(arguments, environment: ["COLUMNS": "200"])
            #expect(run.status == 0, "\(arguments): \(run)")
            ListOutputTests.assertInert(
                run.stdoutBytes.filter { $0 != 0x09 && $0 != 0x0D }, arguments.joined(separator: " "))
            ListOutputTests.assertInert(run.stderrBytes, arguments.joined(separator: " ") + " (stderr)")
        }
    }

    @Test func exportToATerminalIsInertAndToAPipeExact() throws {
        let scratch = try store()
        for arguments in [["export"], ["export", "--raw"], ["export", "--vcard-version", "4.0"]] {
            let run = try scratch.run(arguments, terminal: 200)
            #expect(run.status == 0, "\(arguments): \(run)")
            ListOutputTests.assertInert(
                run.stdoutBytes.filter { $0 != 0x0D }, arguments.joined(separator: " ") + " on a terminal")
        }
        let piped = try scratch.expect(["export", "--raw"], stderr: "")
        #expect(
            piped.stdout.contains("FN:Evil [31mRed]52\\;c\\;aGVsbG8= \u{9B}2J"),
            "the exact bytes: \(piped.stdout.prefix(200).debugDescription)")
    }

    @Test func errorsNamingHostileValuesAreInert() throws {
        let scratch = try store()
        for arguments in [
            ["list", "--client", "mutt\u{1B}[2J"], ["import", "missing\u{1B}[31m.vcf"], ["show", "id:\u{1B}[31m"],
            ["list", "--client", "ok", "--store", scratch.path("x\u{1B}]0;t\u{07}/s.sqlite")],
        ] {
            let run = try scratch.run(arguments)
            #expect(run.status != 0, "\(arguments)")
            ListOutputTests.assertInert(run.stderrBytes, arguments.joined(separator: " ") + " (stderr)")
        }
    }
}
