import Foundation
import PhotoCodec
import Testing
import VCard

/// `contacts photo N`: describing, writing (original bytes or a PNG thumbnail), setting and
/// removing a contact's photo, each flag's errors with CLI.md's exit codes, and the user's choice
/// kept across a re-import and written by export.
@Suite struct PhotoCommandTests {
    static let green = SIMD4<UInt8>(10, 200, 30, 255)
    static let cards =
        VCF.person("Ann", "Lee", "UID:ann", Photos.line(Photos.sampleJPEG, type: "JPEG"))
        + VCF.person("Bob", "Ray")
        + VCF.person("Cy", "Twombly", "PHOTO;VALUE=uri:https://example.com/cy.jpg")
        + VCF.person("Dee", "Green", Photos.line(Photos.png(colour: green), type: "PNG"))

    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards, as: "people.vcf")
        return scratch
    }

    @Test func withoutOptionsItDescribesThePhoto() throws {
        let scratch = try store()
        let ann = try scratch.expect(["photo", "1"], stderr: "")
        #expect(ann.stdout.hasPrefix("JPEG, 64×64, 1 KB, from the cards, sha256 "), "\(ann.stdout)")
        #expect(ann.stdout.split(separator: " ").last!.trimmingCharacters(in: .newlines).count == 64)
        try scratch.expect(
            ["photo", "3"], stdout: "remote, at https://example.com/cy.jpg (never fetched)\n", stderr: "")
        try scratch.expect(["photo", "2"], status: 1, stdout: "", stderr: "contacts: error: Bob Ray has no photo\n")
    }

    @Test func outputWritesTheOriginalBytes() throws {
        let scratch = try store()
        try scratch.expect(["photo", "1", "--output", scratch.path("ann.jpg")], stdout: "", stderr: "")
        #expect(try scratch.read("ann.jpg") == Photos.sampleJPEG)
        let piped = try scratch.expect(["photo", "4", "--output", "-"], stderr: "")
        #expect(piped.stdoutBytes == Photos.png(colour: Self.green))
    }

    @Test func thumbnailWritesADecodedDownscaledPNG() throws {
        let scratch = try store()
        try scratch.expect(
            ["photo", "1", "--thumbnail", "16", "--output", scratch.path("ann.png")], stdout: "", stderr: "")
        let png = try scratch.read("ann.png")
        #expect(PhotoFormat(sniffing: png) == .png)
        #expect(try Photos.decode(png).size == PixelSize(width: 16, height: 16))
        // Never scaled up: the 20×20 PNG stays 20×20, one colour.
        let dee = try Photos.decode(try scratch.expect(["photo", "4", "--thumbnail", "64", "-o", "-"]).stdoutBytes)
        #expect(dee == RGBAImage(width: 20, height: 20, filledWith: Self.green))
    }

    @Test func aContactWithoutAPhotoOrWithARemoteOneHasNothingToWrite() throws {
        let scratch = try store()
        try scratch.expect(
            ["photo", "2", "--output", scratch.path("bob.jpg")], status: 1, stdout: "",
            stderr: "contacts: error: Bob Ray has no photo\n")
        try scratch.expect(
            ["photo", "3", "--output", scratch.path("cy.jpg")], status: 1, stdout: "",
            stderr: """
                contacts: error: the photo of Cy Twombly is at https://example.com/cy.jpg, which contacts never fetches: download it yourself

                """)
        try scratch.expect(
            ["photo", "2", "--remove"], status: 1, stdout: "",
            stderr: "contacts: error: Bob Ray has no photo: nothing to remove\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("bob.jpg")))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("cy.jpg")))
    }

    @Test(arguments: [
        (["photo", "1", "--thumbnail", "16"], "--thumbnail needs --output"),
        (["photo", "1", "--thumbnail", "0", "--output", "x.png"], "--thumbnail must be between 1 and 4096"),
        (["photo", "1", "--set", "a.png", "--remove"], "--set and --remove cannot be used together"),
        (["photo", "1", "--set", "a.png", "--output", "x.jpg"], "--set changes the photo"),
        (["photo", "1", "--remove", "--thumbnail", "8"], "--remove changes the photo"),
        (["photo", "zero"], "no contact matches 'zero'"),
        (["photo", "9"], "position 9 is out of range: valid positions are 1–4"),
        (["photo", "id:abcd0000", "--output", "x.jpg"], "no contact matches"),
    ])
    func usageErrorsExitWith64(_ arguments: [String], _ message: String) throws {
        let scratch = try store()
        let run = try scratch.expect(arguments, status: 64, stdout: "")
        #expect(run.stderr.contains(message), "\(run)")
    }

    @Test func setMakesAFileTheContactsPhotoAndItIsKept() throws {
        let scratch = try store()
        let magenta = Photos.png(24, 12, colour: SIMD4(220, 20, 200, 255))
        let file = try scratch.write("new.png", bytes: magenta)
        try scratch.expect(
            ["photo", "2", "--set", file], stdout: "set the photo of Bob Ray: PNG, 24×12, \(magenta.count) bytes\n",
            stderr: "")
        #expect(
            try scratch.expect(["photo", "2"]).stdout.hasPrefix(
                "PNG, 24×12, \(magenta.count) bytes, set by you, sha256 "))
        #expect(try scratch.expect(["photo", "2", "-o", "-"]).stdoutBytes == magenta)
        #expect(try scratch.listed().map { $0["hasPhoto"] as? Bool } == [true, true, false, true])

        // Replacing Ann's photo; then the same file imported again changes nothing the user chose.
        try scratch.expect(["photo", "1", "--set", file], stderr: "")
        try scratch.expect(
            ["import", scratch.path("people.vcf")],
            stdout: "imported 0, updated 0, unchanged 4, skipped 0 deleted, rejected 0\n")
        #expect(try scratch.expect(["photo", "1", "-o", "-"]).stdoutBytes == magenta)
        // Export writes the user's photo in the merged card; --raw writes the card as imported.
        var reader = VCardReader(bytes: try scratch.expect(["export", "1", "2"]).stdoutBytes)
        #expect(reader.readAll().map { $0.card?.photo?.data } == [magenta, magenta])
        var raw = VCardReader(bytes: try scratch.expect(["export", "1", "--raw"]).stdoutBytes)
        #expect(raw.next()?.card?.photo?.data == Photos.sampleJPEG)
    }

    @Test func removeTakesThePhotoAwayAndItStaysAway() throws {
        let scratch = try store()
        try scratch.expect(["photo", "1", "--remove"], stdout: "removed the photo of Ann Lee\n", stderr: "")
        try scratch.expect(["photo", "3", "--remove"], stdout: "removed the photo of Cy Twombly\n", stderr: "")
        try scratch.expect(["photo", "1"], status: 1, stderr: "contacts: error: Ann Lee has no photo\n")
        try scratch.expect(["photo", "3"], status: 1, stderr: "contacts: error: Cy Twombly has no photo\n")
        // A changed card (a note added) is imported again: still no photo.
        let changed = Self.cards.replacingOccurrences(of: "FN:Ann Lee\r\n", with: "FN:Ann Lee\r\nNOTE:changed\r\n")
        try scratch.write("people.vcf", changed)
        try scratch.expect(
            ["import", scratch.path("people.vcf")],
            stdout: "imported 0, updated 1, unchanged 3, skipped 0 deleted, rejected 0\n")
        try scratch.expect(["photo", "1"], status: 1)
        #expect(try scratch.names(["--has-photo"]) == ["Dee Green"])
        let exported = String(decoding: try scratch.expect(["export", "1", "3"]).stdoutBytes, as: UTF8.self)
        #expect(!exported.contains("PHOTO") && exported.contains("NOTE:changed"))
    }

    @Test func setRefusesWhatItCannotReadOrShow() throws {
        let scratch = try store()
        try scratch.expect(
            ["photo", "2", "--set", scratch.path("missing.png")], status: 66, stdout: "",
            stderr: "contacts: error: \(scratch.path("missing.png")): no such file\n")
        try FileManager.default.createDirectory(atPath: scratch.path("folder"), withIntermediateDirectories: true)
        try scratch.expect(["photo", "2", "--set", scratch.path("folder")], status: 66, stdout: "")
        let gif = try scratch.write("face.gif", bytes: Photos.gif)
        try scratch.expect(
            ["photo", "2", "--set", gif], status: 1, stdout: "",
            stderr: "contacts: error: unsupported photo format: GIF\n")
        let truncated = try scratch.write(
            "cut.jpg", bytes: Array(Photos.sampleJPEG.prefix(Photos.sampleJPEG.count / 2)))
        let cut = try scratch.expect(["photo", "2", "--set", truncated], status: 1, stdout: "")
        #expect(cut.stderr.hasPrefix("contacts: error: the photo is corrupt: "), "\(cut)")
        // A PNG whose header declares 100000 × 100000 pixels.
        var bomb = Photos.png(1, 1, colour: Self.green)
        for (offset, value) in [(16, UInt32(100_000)), (20, UInt32(100_000))] {
            for shift in 0..<4 { bomb[offset + shift] = UInt8(truncatingIfNeeded: value >> (24 - 8 * shift)) }
        }
        let big = try scratch.write("bomb.png", bytes: bomb)
        let refused = try scratch.expect(["photo", "2", "--set", big], status: 1, stdout: "")
        #expect(refused.stderr.contains("100000×100000") || refused.stderr.contains("corrupt"), "\(refused)")
        try scratch.expect(["photo", "2"], status: 1, stderr: "contacts: error: Bob Ray has no photo\n")
    }
}
