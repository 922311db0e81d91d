import Foundation
import Testing

/// Issue 14's import findings through the binary: what surrounds cards rejects none, UTF-16 files are
/// read, a name no vCard may hold is repaired with a warning naming file and line, and distinct phone
/// values that share their digits are all shown.
@Suite struct ImportFindingTests {
    struct Surrounding: Sendable, CustomTestStringConvertible {
        var label: String
        var after: [UInt8]
        var stderr: String?
        var testDescription: String { label }
    }

    static let surroundings = [
        Surrounding(label: "a DOS Ctrl-Z after the last card", after: [0x1A], stderr: ""),
        Surrounding(label: "Ctrl-Z and a line break", after: [0x1A, 0x0D, 0x0A], stderr: ""),
        Surrounding(label: "a footer line", after: Array("Exported by Example Contacts 2.0\r\n".utf8), stderr: nil),
    ]

    @Test(arguments: surroundings)
    func textAfterTheLastCardRejectsNoCard(_ surrounding: Surrounding) throws {
        let scratch = try Scratch()
        let file = try scratch.write("cards.vcf", bytes: Array(VCF.named("Ann", "Bob").utf8) + surrounding.after)
        let run = try scratch.expect(
            ["import", file], stdout: "imported 2, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n",
            stderr: surrounding.stderr)
        if surrounding.stderr == nil {
            #expect(
                run.stderr == "\(file):9: warning: text outside any card that is not vCard lines (a footer?); ignored\n"
            )
        }
        #expect(try scratch.names() == ["Ann", "Bob"])
    }

    @Test(arguments: [true, false])
    func aUTF16FileWithAByteOrderMarkIsRead(_ bigEndian: Bool) throws {
        let scratch = try Scratch()
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in VCF.person("Zoë", "Ørsted").utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let file = try scratch.write("outlook.vcf", bytes: bytes)
        try scratch.expect(
            ["import", file], stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n", stderr: "")
        #expect(try scratch.names() == ["Zoë Ørsted"])
    }

    @Test func aNameNoVCardMayHoldIsRepairedWithAWarningAndExportedValid() throws {
        let scratch = try Scratch()
        let file = try scratch.write("odd.vcf", VCF.card("FN:Ann", "X-UNKNOWN@PROPERTY:x"))
        let run = try scratch.expect(
            ["import", file], stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        #expect(
            run.stderr
                == "\(file):4: warning: name \"X-UNKNOWN@PROPERTY\" holds characters a vCard name cannot (letters, digits and - only); read as \"X-UNKNOWN-PROPERTY\"\n"
        )
        let exported = try scratch.expect(["export", "--raw"], stderr: "").stdout
        #expect(exported.contains("\r\nX-UNKNOWN-PROPERTY:x\r\n") && !exported.contains("@"), "\(exported)")
    }

    @Test func phoneValuesWithTheSameDigitsAreDistinctWhenTheirWordsDiffer() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.card(
                "FN:Shop", "TEL:1-800-FLOWERS", "TEL:1-800-CONTACTS", "TEL:Ask reception", "TEL:see website",
                "TEL:+1 555 0100", "TEL:+1-555-0100"))
        let phones = try #require(try scratch.listed().first?["phones"] as? [[String: String]])
        #expect(
            phones.map { $0["value"] } == [
                "1-800-FLOWERS", "1-800-CONTACTS", "Ask reception", "see website", "+1 555 0100",
            ])
    }
}
