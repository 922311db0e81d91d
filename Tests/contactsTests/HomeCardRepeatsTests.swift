import Foundation
import Testing

/// What you see is what syncs, a card's own repeats included (the same number as fax and as voice,
/// an organisation written twice, phones without digits): the home book gets them as they are, and
/// the second sync sends nothing. Before, the second sync took them off the book.
@Suite struct HomeCardRepeatsTests {
    static let lines = [
        "TEL;TYPE=fax:+49 30 5550000", "TEL;TYPE=voice:+49 30 5550000", "TEL;TYPE=home:HomePhone",
        "TEL;TYPE=cell:MobilePhone", "ORG:Acme", "ORG:Acme", "URL:http://rita.example",
        "URL:http://rita.example/",
    ]

    @Test func aCardsRepeatsReachItsHomeAndTheNextSyncSendsNothing() throws {
        let scratch = try Scratch()
        let card =
            (["BEGIN:VCARD", "VERSION:3.0", "UID:rita-1", "FN:Rita Repeat", "N:Repeat;Rita;;;"]
            + Self.lines + ["END:VCARD", ""]).joined(separator: "\r\n")
        try scratch.importCards(card, as: "rita.vcf")
        let book = scratch.path("book")
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        try scratch.expect(["remote", "add", "phone", book, "--yes"])
        try scratch.expect(["sync"], stdout: "phone: 0 in, 1 out, 0 conflicts, 0 deleted\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: book).filter { $0.hasSuffix(".vcf") }
        try #require(files.count == 1)
        let sent = try String(contentsOfFile: book + "/" + files[0], encoding: .utf8)
        for line in Self.lines { #expect(sent.contains(line + "\r\n"), "\(line)\n\(sent)") }
        try scratch.expect(["sync"], stdout: "phone: 0 in, 0 out, 0 conflicts, 0 deleted\n")
        #expect(try String(contentsOfFile: book + "/" + files[0], encoding: .utf8) == sent)
    }
}
