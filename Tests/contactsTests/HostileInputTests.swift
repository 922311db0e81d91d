import Foundation
import Testing

/// Untrusted vCards (they arrive by e-mail) give a clear result, never a crash: an oversized
/// photo, NUL bytes, invalid UTF-8, deeply nested AGENT cards, and quotes and SQL or FTS syntax in
/// every field; and what is exported reads back with the same fields.
@Suite struct HostileInputTests {
    @Test func anOversizedCardIsRejectedWithItsLineAndTheOthersAreStored() throws {
        let scratch = try Scratch()
        // 33 MiB of base64 on one line: over the 8 MiB line limit (and the 32 MiB card limit).
        let photo = String(repeating: "QUJD", count: 33 * 1024 * 1024 / 4)
        let text =
            VCF.person("Ann", "Lee") + VCF.card("FN:Huge", "PHOTO;ENCODING=b;TYPE=JPEG:" + photo)
            + VCF.person("Bob", "Ray")
        let file = try scratch.write("huge.vcf", text)
        let run = try scratch.expect(
            ["import", file], status: 65, stdout: "imported 2, updated 0, unchanged 0, skipped 0 deleted, rejected 1\n")
        #expect(run.stderr.contains("huge.vcf:9: error: line longer than 8388608 bytes; card skipped"), "\(run.stderr)")
        #expect(try scratch.names() == ["Ann Lee", "Bob Ray"])
    }

    @Test func nulBytesInvalidUTF8AndDeepAgentsAreReadOrRejectedClearly() throws {
        let scratch = try Scratch()
        var bytes = Array(VCF.card("FN:Nul\u{0}Byte", "NOTE:a\u{0}b").utf8)
        bytes += Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Caf".utf8) + [0xE9, 0xFF] + Array("\r\nEND:VCARD\r\n".utf8)
        var agent = VCF.card("FN:Innermost")
        for depth in 1...6 {
            agent = VCF.card(
                "FN:Agent \(depth)",
                "AGENT:"
                    + agent.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: ",", with: "\\,")
                    .replacingOccurrences(of: ";", with: "\\;").replacingOccurrences(of: ":", with: "\\:"))
        }
        bytes += Array(agent.utf8)
        let file = try scratch.write("odd.vcf", bytes: bytes)
        let run = try scratch.run(["import", file])
        #expect(run.status == 0 || run.status == 65, "\(run)")
        #expect(!run.terminatedBySignal)
        let names = try scratch.names()
        #expect(names.contains("NulByte"), "\(names)")
        #expect(names.contains("Caféÿ"), "invalid UTF-8 is read as Latin-1: \(names)")
        #expect(names.contains("Agent 6"))
        try scratch.expect(["doctor"], stderr: "")
    }

    static let metacharacters = [
        "'; DROP TABLE contact; --", "\"quoted\" name", "100% _under_ score", "back\\slash", "NEAR(a b)", "a* OR b",
        "-minus",
        "col:on", "semi;colon", "com,ma", "line\nbreak",
    ]

    @Test func quotesAndSQLOrSearchSyntaxAreDataEverywhere() throws {
        let scratch = try Scratch()
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: ";", with: "\\;")
        }
        let text = Self.metacharacters.enumerated().map { index, value in
            VCF.card(
                "FN:" + escaped(value), "N:" + escaped(value) + ";Given\(index);;;", "ORG:" + escaped(value),
                "NOTE:" + escaped(value), "EMAIL:user\(index)@example.org", "UID:" + escaped(value))
        }.joined()
        try scratch.expect(["import", try scratch.write("meta.vcf", text)], stderr: "")
        let listed = try scratch.listed()
        #expect(listed.map { $0["displayName"] as? String } == Self.metacharacters)
        #expect(listed.map { $0["note"] as? String } == Self.metacharacters)
        // Every value as a query: found or not, never an error.
        for value in Self.metacharacters + ["\"", "'", "(", "*", "NOT", "AND", "^", "{", "\u{0}"] {
            // `--store` before `--`: after it, every word is the query's.
            let run = try scratch.run(["list", "--json", "--store", scratch.store, "--", value], store: .none)
            #expect(run.status == 0 && run.stderr.isEmpty, "query \(value.debugDescription): \(run)")
        }
        #expect(try scratch.names(["drop"]) == ["'; DROP TABLE contact; --"])
        // The export reads back with the same fields, in both versions.
        for version in ["3.0", "4.0"] {
            let exported = try scratch.expect(["export", "--vcard-version", version], stderr: "").stdoutBytes
            let other = try Scratch()
            try other.expect(["import", "-"], stdin: exported, stderr: "")
            let back = try other.listed()
            #expect(back.map { $0["displayName"] as? String } == Self.metacharacters, "\(version)")
            #expect(
                back.map { $0["organization"] as? String } == listed.map { $0["organization"] as? String }, "\(version)"
            )
            #expect(back.map { $0["note"] as? String } == Self.metacharacters, "\(version)")
        }
    }
}
