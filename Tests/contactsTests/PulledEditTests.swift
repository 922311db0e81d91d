import Foundation
import Testing

/// An edit made on another device to a contact's card in its home book is the contact's edit: a
/// number deleted there stays deleted, a birthday or name corrected there wins over the other cards
/// of the contact, and the book keeps the edit. Before, the merge with the contact's other cards
/// brought the deleted number and the older birthday back, and the next push undid the edit there.
@Suite struct PulledEditTests {
    static let card = [
        "BEGIN:VCARD", "VERSION:3.0", "UID:lukasz-1", "N:Wiśniewski;Łukasz;;;", "FN:Łukasz Wiśniewski",
        "TEL;TYPE=cell:+48 601 555 123", "TEL;TYPE=home:22 555 01 87", "EMAIL:lukasz@example.org",
        "BDAY:1988-07-21", "END:VCARD", "",
    ].joined(separator: "\r\n")

    /// A linked contact of two cards (the same UID from two files), synced to a vdir folder.
    static func synced() throws -> (scratch: Scratch, file: String) {
        let scratch = try Scratch()
        try scratch.importCards(card, as: "phone.vcf")
        try scratch.importCards(card.replacingOccurrences(of: "EMAIL:", with: "EMAIL;TYPE=work:"), as: "work.vcf")
        try #require(try scratch.names() == ["Łukasz Wiśniewski"])
        let book = try scratch.addVdirRemote("phone")
        try scratch.expect(["sync"], stdout: "phone: 0 in, 1 out, 0 conflicts, 0 deleted\n")
        return (scratch, try scratch.onlyCard(in: book))
    }

    static func edit(_ file: String, _ edits: [(String, String)]) throws {
        var text = try String(contentsOfFile: file, encoding: .utf8)
        for (old, new) in edits {
            try #require(text.contains(old), "\(old) in\n\(text)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func aNumberDeletedAndABirthdayCorrectedThereStaySo() throws {
        let (scratch, file) = try Self.synced()
        try Self.edit(
            file,
            [
                ("TEL;TYPE=home:22 555 01 87\r\n", ""), ("BDAY:1988-07-21", "BDAY:1988-07-22"),
                ("FN:Łukasz Wiśniewski", "FN:Łukasz W. Wiśniewski"),
            ])
        let edited = try String(contentsOfFile: file, encoding: .utf8)
        // The merge gives the card there again: nothing is sent back.
        try scratch.expect(["sync"], stdout: "phone: 1 in, 0 out, 0 conflicts, 0 deleted\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == edited)
        let shown = try scratch.expect(["show", "łukasz"]).stdout
        #expect(
            !shown.contains("22 555 01 87") && shown.contains("1988-07-22") && shown.contains("Łukasz W."), "\(shown)")
        let there = try String(contentsOfFile: file, encoding: .utf8)
        #expect(
            !there.contains("22 555 01 87") && !there.contains("1988-07-21") && there.contains("Łukasz W."), "\(there)")
        #expect(there.contains("+48 601 555 123") && there.contains("lukasz@example.org"))
        try scratch.expect(["sync"], stdout: "phone: 0 in, 0 out, 0 conflicts, 0 deleted\n")
        // The sync is one change: undo takes the carried edit back with the pulled card.
        try scratch.expect(["undo"])
        #expect(try scratch.expect(["show", "łukasz"]).stdout.contains("22 555 01 87"))
    }

    /// Two cards of one person in the book (linked here) are that book's own: an edit of each
    /// there stays in it, and neither is sent back or counted a conflict.
    @Test func twoCardsOfOnePersonInTheBookChangeOnlyThere() throws {
        let scratch = try Scratch()
        let book = scratch.path("book")
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        for (name, uid) in [("a", "ann-1"), ("b", "ann-2")] {
            let card = [
                "BEGIN:VCARD", "VERSION:3.0", "UID:\(uid)", "FN:Ann Lee", "N:Lee;Ann;;;", "EMAIL:ann@example.org",
                "TEL:+44 20 7946 0000", "END:VCARD", "",
            ]
            try card.joined(separator: "\r\n").write(toFile: book + "/\(name).vcf", atomically: true, encoding: .utf8)
        }
        try scratch.addVdirRemote("phone")
        try scratch.expect(["sync"], stdout: "phone: 2 in, 0 out, 0 conflicts, 0 deleted\n")
        try #require(try scratch.names() == ["Ann Lee"])
        try Self.edit(book + "/a.vcf", [("EMAIL:", "NOTE:first\r\nEMAIL:")])
        try Self.edit(book + "/b.vcf", [("EMAIL:", "NOTE:second\r\nEMAIL:")])
        // The home's card (the first) holds the contact, the other's note included: sent once.
        try scratch.expect(["sync"], stdout: "phone: 2 in, 1 out, 0 conflicts, 0 deleted\n")
        let first = try String(contentsOfFile: book + "/a.vcf", encoding: .utf8)
        let second = try String(contentsOfFile: book + "/b.vcf", encoding: .utf8)
        #expect(first.contains("NOTE:first") && first.contains("NOTE:second"), "\(first)")
        #expect(second.contains("NOTE:second") && !second.contains("NOTE:first"), "\(second)")
        try scratch.expect(["sync"], stdout: "phone: 0 in, 0 out, 0 conflicts, 0 deleted\n")
    }
}
