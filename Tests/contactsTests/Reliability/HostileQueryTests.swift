import Foundation
import Testing

/// The smaller findings of the reliability probe about searching and JSON (docs/hardening.md,
/// finding 6): `list --json` and `duplicates --json` wrote U+009B and U+202E raw, a punctuation-only
/// query matched everyone, and fifty repeats of one word were fifty lookups.
@Suite struct HostileQueryTests {
    @Test func jsonEscapesC1AndBidirectionalControls() throws {
        let scratch = try Scratch()
        // Two cards of one person (same email), so that duplicates has something to say.
        try scratch.importCards(
            VCF.person("Ann\u{9B}31m", "Lee\u{202E}x", "EMAIL:ann@example.org")
                + VCF.person("Ann\u{9B}31m", "Lee\u{202E}x", "EMAIL:ann@example.org", "TEL:+1 555 0100"), as: "a.vcf")
        try scratch.importCards(VCF.person("Ann\u{9B}31m", "Lee\u{202E}x", "EMAIL:ann@example.org"), as: "b.vcf")
        for arguments in [["list", "--json"], ["duplicates", "--json"], ["show", "--json", "1"]] {
            let run = try scratch.expect(arguments, stderr: "")
            #expect(
                !run.stdout.unicodeScalars.contains {
                    (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                },
                "\(arguments): raw control in \(run.stdout.debugDescription)")
            if arguments[0] != "duplicates" || !run.stdout.isEmpty {
                #expect(run.stdout.contains("\\u009b") || arguments[0] == "duplicates", "\(arguments): \(run.stdout)")
            }
        }
        let listed = try scratch.listed()
        #expect(
            listed.first?["displayName"] as? String == "Ann\u{9B}31m Lee\u{202E}x",
            "the JSON reads back to the same text")
    }

    @Test func aQueryOfPunctuationOnlyMatchesNobody() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Ann", "Lee", "EMAIL:ann@example.org") + VCF.person("Bob", "Ray", "EMAIL:bob@example.org"))
        // After `--` every word is the query's, so the store is named by $CONTACTS_STORE.
        let store: [String: String?] = ["CONTACTS_STORE": scratch.store]
        try scratch.expect(
            ["query", "--", "*"], environment: store, store: .none, status: 1, stdout: "No matches for *\n")
        try scratch.expect(
            ["query", "--format", "aerc", "--", "-", "*", "\""], environment: store, store: .none, status: 1, stdout: ""
        )
        let listed = try scratch.expect(["list", "--json", "--", "*"], environment: store, store: .none)
        #expect(listed.stdout.isEmpty, "\(listed)")
        #expect(try scratch.names().count == 2, "no query still lists everyone")
    }

    @Test func aWordRepeatedFindsWhatTheWordFinds() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Ann", "Lee", "EMAIL:ann@example.org") + VCF.person("Anna", "Ray", "EMAIL:anna@example.org"))
        let once = try scratch.expect(["query", "ann"])
        let repeated = try scratch.expect(["query"] + Array(repeating: "ann", count: 50))
        #expect(
            repeated.stdoutLines.dropFirst() == once.stdoutLines.dropFirst(),
            "the same addresses, under a heading that echoes the query")
        #expect(once.stdoutLines.count == 3, "\(once)")
        try scratch.expect(
            ["query", "an", "ANNA", "anna"], stdout: "1 address for an ANNA anna\nanna@example.org\tAnna Ray\t\n")
    }
}
