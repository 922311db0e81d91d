import Foundation
import Testing

/// What you see is what syncs, a card's own repeats included (the same number as fax and as voice,
/// an organisation written twice, phones without digits): the home book gets them as they are, and
/// the second sync sends nothing. Before, the second sync took them off the book. And a value the
/// book holds in another form than the imported card (3.0's `X-GENDER` for 4.0's `GENDER`) is sent
/// once, not in both.
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

    /// A contact imported in vCard 4.0 and sent to a book in 3.0, whose card another program writes
    /// back (in another order, Apple's `\:` escaped again as vobject does), keeps each value once
    /// there: the `X-GENDER` the book holds is the imported card's `GENDER`, and so on.
    @Test func aCardWrittenBackByAnotherProgramKeepsEachValueOnce() throws {
        let scratch = try Scratch()
        let card = [
            "BEGIN:VCARD", "VERSION:4.0", "UID:simon-1", "FN:Simon Perreault", "N:Perreault;Simon;;;", "GENDER:M",
            "LANG;PREF=1:fr", "GEO:geo:46.772673,-71.282945", "TZ;VALUE=utc-offset:-0500",
            "X-ABUID:5D61771B\\:ABPerson", "END:VCARD", "",
        ].joined(separator: "\r\n")
        try scratch.importCards(card, as: "simon.vcf")
        let book = try scratch.addVdirRemote("phone")
        try scratch.expect(["sync"], stdout: "phone: 0 in, 1 out, 0 conflicts, 0 deleted\n")
        let file = try scratch.onlyCard(in: book)
        let names = ["X-GENDER", "X-LANG", "GEO", "TZ", "X-ABUID"]
        func count(_ name: String, in text: String) -> Int {
            text.components(separatedBy: "\r\n").filter { $0.hasPrefix(name + ":") || $0.hasPrefix(name + ";") }.count
        }
        let sent = try String(contentsOfFile: file, encoding: .utf8)
        for name in names { #expect(count(name, in: sent) == 1, "\(name)\n\(sent)") }

        var lines = sent.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        lines[2..<(lines.count - 1)].reverse()
        let rewritten = (lines + [""]).joined(separator: "\r\n").replacingOccurrences(of: "\\:AB", with: "\\\\:AB")
        try rewritten.write(toFile: file, atomically: true, encoding: .utf8)
        try scratch.expect(["sync"], stdout: "phone: 1 in, 1 out, 0 conflicts, 0 deleted\n")
        let after = try String(contentsOfFile: file, encoding: .utf8)
        for name in names { #expect(count(name, in: after) == 1, "\(name)\n\(after)") }
        try scratch.expect(["sync"], stdout: "phone: 0 in, 0 out, 0 conflicts, 0 deleted\n")
    }

    /// A card written back there with the same values in another order is the card as it should
    /// be: the sync takes it in and sends nothing.
    @Test func aCardWrittenBackInAnotherOrderIsNotSentAgain() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Ann", "Lee", "UID:ann-1", "EMAIL:ann@example.com", "TEL;TYPE=cell:+1 555 0100"), as: "ann.vcf")
        let book = try scratch.addVdirRemote("phone")
        try scratch.expect(["sync"], stdout: "phone: 0 in, 1 out, 0 conflicts, 0 deleted\n")
        let file = try scratch.onlyCard(in: book)
        var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\r\n")
            .filter { !$0.isEmpty }
        lines[2..<(lines.count - 1)].reverse()
        let rewritten = (lines + [""]).joined(separator: "\r\n")
        try rewritten.write(toFile: file, atomically: true, encoding: .utf8)
        try scratch.expect(["sync"], stdout: "phone: 1 in, 0 out, 0 conflicts, 0 deleted\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == rewritten)
    }
}
