import Foundation
import Testing

/// Text echoed from elsewhere in an error is cut to about 1,000 characters: a line of the editor's
/// file of 200 KB (the probe's was 100 MB) is not written back to the terminal whole.
@Suite struct EchoedTextTests {
    @Test func aHugeLineOfTheTemplateIsEchoedCut() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:ann@example.com"))
        let editor = try EditorTests.editor(
            scratch,
            [
                #"{ grep -v '^Birthday:' "$1"; printf 'Birthday: '; head -c 200000 /dev/zero | tr '\0' x; echo; } > "$1.new" && cat "$1.new" > "$1""#,
                #"sed -i 's/^Birthday:.*/Birthday: 1980-04-12/' "$1""#,
            ])
        let run = try scratch.run(
            ["edit", "ann"], stdin: Array("\n".utf8), environment: ["EDITOR": editor, "VISUAL": nil], terminal: 80)
        #expect(run.stderr.contains(": error: 'xxxx"), "\(run.stderr.prefix(2000))")
        #expect(run.stderr.utf8.count < 3_000, "\(run.stderr.utf8.count) bytes on standard error")
        #expect(run.stderr.contains("more bytes not shown"), "\(run.stderr.prefix(2000))")
    }
}
