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
        let book = try scratch.addVdirRemote("phone")
        try scratch.expect(["sync"], stdout: "phone: 0 in, 1 out, 0 conflicts, 0 deleted\n")
        let file = try scratch.onlyCard(in: book)
        let sent = try String(contentsOfFile: file, encoding: .utf8)
        for line in Self.lines { #expect(sent.contains(line + "\r\n"), "\(line)\n\(sent)") }
        try scratch.expect(["sync"], stdout: "phone: 0 in, 0 out, 0 conflicts, 0 deleted\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == sent)
    }
}
