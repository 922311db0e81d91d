import Foundation
import Testing

/// Finding 1 of the reliability probe (docs/hardening.md): one hostile card made output quadratic.
/// A name of 800,000 escaped line breaks took 45.6 s to `list` (200,000: 2.5 s), a 2.4 MB note
/// 14.4 s to `show`, 600,000 EMAIL lines 573 s to `show --raw`: `Terminal.sanitized` copied all it
/// had built at every line break. Each test compares a card four times larger with the smaller one:
/// linear output takes about four times as long (less, with the start-up), quadratic sixteen. CPU
/// time of the child, the cheaper of two runs, so that a busy machine disturbs it less.
@Suite struct LinearOutputTests {
    /// The largest ratio of the CPU times accepted for four times the input: twice what linear
    /// costs, half of what quadratic costs.
    static let acceptedRatio = 8.0

    /// A store holding one card with `breaks` escaped line breaks in its FN and an email.
    private func storeWithBrokenName(_ breaks: Int) throws -> Scratch {
        let scratch = try Scratch()
        let name = "Ann" + String(repeating: "x\\n", count: breaks)
        try scratch.expect(
            ["import", try scratch.write("hostile.vcf", VCF.card("FN:" + name, "EMAIL:ann@example.org"))],
            stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        return scratch
    }

    /// The CPU time (user + system, seconds) of `contacts ARGUMENTS` in `scratch`, the cheaper of two runs.
    static func cpuSeconds(_ scratch: Scratch, _ arguments: [String]) throws -> Double {
        var best = Double.infinity
        for _ in 0..<2 {
            let run = try scratch.run(
                arguments, script: #"TIMEFORMAT='%3U %3S'; { time "$CONTACTS" "$@" >/dev/null 2>&1; } 2>&1"#)
            let parts = run.stdout.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
            try #require(parts.count == 2, "no time for contacts \(arguments): \(run)")
            best = min(best, parts[0] + parts[1])
        }
        return best
    }

    /// Requires `large` (four times the input of `small`) to cost less than ``acceptedRatio`` times as much.
    static func expectLinear(
        _ small: Double, _ large: Double, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ratio = large / max(small, 0.01)
        #expect(
            ratio < acceptedRatio,
            "\(what): \(small) s for the small card, \(large) s for four times as much (ratio \(ratio))",
            sourceLocation: sourceLocation)
    }

    @Test func listingAndQueryingANameOfManyLineBreaksTakesLinearTime() throws {
        let small = try storeWithBrokenName(200_000)
        let large = try storeWithBrokenName(800_000)
        for arguments in [["list"], ["query", "--client", "contacts", "ann"], ["list", "--json"]] {
            Self.expectLinear(
                try Self.cpuSeconds(small, arguments), try Self.cpuSeconds(large, arguments),
                arguments.joined(separator: " "))
        }
        // The listing's cell and the mail client's line are bounded: the name is cut at 1,000
        // characters (a piped listing's values are otherwise whole), never 2 MB.
        let listed = try large.expect(["list"])
        #expect(listed.stdout.utf8.count < 1_200, "\(listed.stdout.prefix(300))")
        let queried = try large.expect(["query", "ann"])
        #expect(
            queried.stdoutLines.count == 2 && queried.stdoutLines[1].utf8.count < 1_100, "\(queried.stdout.prefix(300))"
        )
        #expect(queried.stdoutLines[1].hasPrefix("ann@example.org\tAnnx x x "))
    }

    @Test func showingALongNoteTakesLinearTime() throws {
        func store(_ lines: Int) throws -> Scratch {
            let scratch = try Scratch()
            let note = String(repeating: "a line of a long note\\n", count: lines)
            try scratch.importCards(VCF.card("FN:Ann", "NOTE:" + note))
            return scratch
        }
        let (small, large) = (try store(25_000), try store(100_000))  // 100,000 lines: 2.4 MB
        Self.expectLinear(
            try Self.cpuSeconds(small, ["show", "1"]), try Self.cpuSeconds(large, ["show", "1"]), "show")
        let shown = try large.expect(["show", "1"])
        #expect(
            shown.stdoutLines.filter { $0.hasSuffix("a line of a long note") }.count == 100_000,
            "show prints the whole note")
    }

    @Test func showingAWordOfMegabytesWrapsItInLinearTime() throws {
        func store(_ length: Int) throws -> Scratch {
            let scratch = try Scratch()
            try scratch.importCards(VCF.card("FN:Ann", "NOTE:" + String(repeating: "x", count: length)))
            return scratch
        }
        let (small, large) = (try store(400_000), try store(1_600_000))
        Self.expectLinear(
            try Self.cpuSeconds(small, ["show", "1"]), try Self.cpuSeconds(large, ["show", "1"]), "show of a long word")
        // Cut into lines of the width, none lost.
        let shown = try small.expect(["show", "1"], environment: ["COLUMNS": "80"])
        let pieces = shown.stdoutLines.filter { $0.hasSuffix("x") }
        #expect(
            pieces.allSatisfy { $0.count <= 80 } && pieces.map { $0.filter { $0 == "x" }.count }.reduce(0, +) == 400_000
        )
    }

    @Test func showingTheRawCardOfManyEmailsTakesLinearTime() throws {
        func store(_ emails: Int) throws -> Scratch {
            let scratch = try Scratch()
            try scratch.importCards(VCF.card(["FN:Ann"] + (0..<emails).map { "EMAIL:a\($0)@example.org" }))
            return scratch
        }
        let (small, large) = (try store(10_000), try store(40_000))
        Self.expectLinear(
            try Self.cpuSeconds(small, ["show", "--raw", "1"]), try Self.cpuSeconds(large, ["show", "--raw", "1"]),
            "show --raw")
    }
}
