import Foundation
import Testing

/// Text echoed from elsewhere in an error is cut to about 1,000 characters: a line of the editor's
/// file of megabytes is not written back to the terminal whole.
@Suite struct EchoedTextTests {
    @Test func aHugeLineOfTheTemplateIsEchoedCut() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:ann@example.com"))
        let editor = try EditorTests.editor(scratch, [
            #"sed -i "s/^Birthday:.*/Birthday: $(head -c 3000000 /dev/zero | tr '\0' x)/" "$1""#,
        ])
        let run = try scratch.run(["edit", "ann"], stdin: [], environment: ["EDITOR": editor, "VISUAL": nil], terminal: 80)
        #expect(run.stderr.contains("is not a date"), "\(run.stderr.prefix(2000))")
        #expect(run.stderr.utf8.count < 3_000, "\(run.stderr.utf8.count) bytes on standard error")
        #expect(run.stderr.contains("more bytes not shown"), "\(run.stderr.prefix(2000))")
    }
}
