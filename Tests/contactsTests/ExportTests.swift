import Foundation
import Testing

/// `contacts export`: vCard 3.0 (default) or 4.0 to standard output or `-o FILE`, all contacts in
/// manual order or the ones named in the order given, every imported property kept.
@Suite struct ExportTests {
    /// Ann (3.0, an unknown property with a parameter) then Bob (4.0, UID, inline photo).
    static let cards =
        VCF.card(
            "N:Lee;Ann;;;", "FN:Ann Lee", "EMAIL;TYPE=WORK:ann@work.example", "TEL;TYPE=CELL:+1 555 0100",
            "NOTE:Likes tea\\nand cake", "X-CUSTOM;X-PARAM=1:kept"
        )
        + VCF.card(
            ["UID:urn:uuid:b0b", "FN:Bob Ray", "N:Ray;Bob;;;", "PHOTO:data:image/png;base64,\(VCF.pngBase64)"],
            version: "4.0")

    /// Ann's card: she has no UID, so the export gives her the store's id of her contact.
    static func ann30(_ id: String) -> String {
        """
        BEGIN:VCARD\r
        VERSION:3.0\r
        N:Lee;Ann;;;\r
        FN:Ann Lee\r
        EMAIL;TYPE=work:ann@work.example\r
        TEL;TYPE=cell:+1 555 0100\r
        NOTE:Likes tea\\nand cake\r
        X-CUSTOM;X-PARAM=1:kept\r
        UID:urn:uuid:\(id)\r
        END:VCARD\r

        """
    }
    static let bob30 = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        UID:urn:uuid:b0b\r
        FN:Bob Ray\r
        N:Ray;Bob;;;\r
        PHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAAD\r
         ElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC\r
        END:VCARD\r

        """
    static func ann40(_ id: String) -> String { ann30(id).replacingOccurrences(of: "VERSION:3.0", with: "VERSION:4.0") }
    static let bob40 = """
        BEGIN:VCARD\r
        VERSION:4.0\r
        UID:urn:uuid:b0b\r
        FN:Bob Ray\r
        N:Ray;Bob;;;\r
        PHOTO:data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAA\r
         ADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC\r
        END:VCARD\r

        """

    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(Self.cards, as: "people.vcf")
        return scratch
    }

    /// The id of Ann's contact (the first imported).
    private func annID(_ scratch: Scratch) throws -> String {
        try #require(try scratch.listed().first { $0["displayName"] as? String == "Ann Lee" }?["id"] as? String)
    }

    @Test func exportWritesEveryContactAsVCard30InManualOrder() throws {
        let scratch = try store()
        let ann30 = Self.ann30(try annID(scratch))
        try scratch.expect(["export"], stdout: ann30 + Self.bob30, stderr: "")
        try scratch.expect(["export", "--vcard-version", "3.0"], stdout: ann30 + Self.bob30, stderr: "")
        try scratch.expect(["move", "2", "1"])
        try scratch.expect(["export"], stdout: Self.bob30 + ann30, stderr: "")
    }

    @Test func vcardVersion40WritesVersion4Cards() throws {
        let scratch = try store()
        try scratch.expect(
            ["export", "--vcard-version", "4.0"], stdout: Self.ann40(try annID(scratch)) + Self.bob40, stderr: "")
    }

    /// `--version` is the program's version everywhere; `export --version 4.0` used to be the vCard
    /// version, which clashed with it (issue 41): it is refused with the option to use instead, and
    /// nothing is written.
    @Test func exportVersionIsRefusedWithTheVCardVersionOption() throws {
        let scratch = try store()
        let file = scratch.path("x.vcf")
        let run = try scratch.expect(["export", "--version", "4.0", "-o", file], status: 64, stdout: "")
        #expect(
            run.stderr.hasPrefix(
                "contacts: error: export has no --version option (--version prints the program's version): give the vCard version as --vcard-version 4.0\n"
            ), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
        let equals = try scratch.expect(["export", "--version=3.0"], status: 64, stdout: "")
        #expect(equals.stderr.contains("--vcard-version 3.0"), "\(equals.stderr)")
        let bad = try scratch.expect(["export", "--vcard-version", "2.1"], status: 64, stdout: "")
        #expect(bad.stderr.contains("3.0") && bad.stderr.contains("4.0"), "names the choices: \(bad.stderr)")
        try scratch.expect(["--version"], status: 0, stdout: "0.1.0\n")
        try scratch.expect(
            ["export", "--vcard-version", "3.0"], stdout: Self.ann30(try annID(scratch)) + Self.bob30, stderr: "")
    }

    /// A birthday without a year is `--MMDD` in a 3.0 export, not Apple's `1604-MM-DD` (with
    /// `X-APPLE-OMIT-YEAR`), which khard showed as "04/12/04" (issue 41); khard shows `--04-12`.
    @Test(.enabled(if: PythonTools.isInstalled, "needs .venv-tools (khard)"))
    func aBirthdayWithoutAYearIsDashDashMonthDayForKhard() throws {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.card(["FN:Ann Lee", "N:Lee;Ann;;;", "BDAY:--0412"], version: "4.0")
                + VCF.card(["FN:Bob Ray", "N:Ray;Bob;;;", "BDAY:--12-01"], version: "4.0"))
        let export = try scratch.expect(["export"], stderr: "").stdout
        #expect(export.contains("\r\nBDAY:--0412\r\n") && export.contains("\r\nBDAY:--1201\r\n"), "\(export)")
        #expect(!export.contains("1604"), "\(export)")
        let book = scratch.path("book")
        try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
        // khard: a card a file
        for (index, card) in export.components(separatedBy: "END:VCARD\r\n").dropLast().enumerated() {
            _ = try scratch.write("book/\(index).vcf", card + "END:VCARD\r\n")
        }
        let settings = try scratch.write(
            "khard.conf", "[addressbooks]\n[[book]]\npath = \(book)\n[general]\ndefault_action = list\n")
        let khard = try ContactsProcess.run(
            ["-c", settings, "birthdays"], environment: ["HOME": scratch.path("home")], program: PythonTools.khard)
        #expect(khard.status == 0, "\(khard)")
        let lines = khard.stdout.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(
            lines.contains("Ann Lee --04-12") && lines.contains("Bob Ray --12-01"), "khard birthdays:\n\(khard.stdout)")
    }

    @Test func exportOfNamedContactsFollowsTheOrderGiven() throws {
        let scratch = try store()
        let bobID = try #require(try scratch.listed()[1]["id"] as? String)
        try scratch.expect(["export", "2"], stdout: Self.bob30, stderr: "")
        try scratch.expect(["export", "2", "1"], stdout: Self.bob30 + Self.ann30(try annID(scratch)), stderr: "")
        try scratch.expect(["export", "id:\(bobID)", "--vcard-version", "4.0"], stdout: Self.bob40, stderr: "")
    }

    @Test func outputWritesTheFileAndNothingToStandardOutput() throws {
        let scratch = try store()
        try scratch.write("out.vcf", "old contents that must be replaced")
        try scratch.expect(["export", "-o", scratch.path("out.vcf")], stdout: "", stderr: "")
        #expect(try scratch.read("out.vcf") == Array((Self.ann30(try annID(scratch)) + Self.bob30).utf8))
        try scratch.expect(
            ["export", "1", "--output", scratch.path("one.vcf"), "--vcard-version", "4.0"], stdout: "", stderr: "")
        #expect(try scratch.read("one.vcf") == Array(Self.ann40(try annID(scratch)).utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter {
            $0.contains(".tmp")
        }
        #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
    }

    @Test func aPositionOutOfRangeExits64AndWritesNoFile() throws {
        let scratch = try store()
        let run = try scratch.expect(["export", "1", "3", "-o", scratch.path("out.vcf")], status: 64, stdout: "")
        #expect(run.stderr.contains("valid positions are 1–2"), "got \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out.vcf")))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter {
            $0.contains(".tmp")
        }
        #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
    }

    @Test(arguments: ["2.1", "4", "5.0"])
    func anUnsupportedVersionIsAUsageError(_ version: String) throws {
        let scratch = try store()
        let run = try scratch.expect(["export", "--vcard-version", version], status: 64, stdout: "")
        #expect(run.stderr.contains("3.0") && run.stderr.contains("4.0"), "names the choices: \(run.stderr)")
    }

    @Test func anUnwritableOutputExits1NamingThePath() throws {
        let scratch = try store()
        let target = scratch.path("no-such-folder/out.vcf")
        let run = try scratch.expect(["export", "-o", target], status: 1, stdout: "")
        #expect(run.stderr.contains(target), "got \(run.stderr)")
    }

    @Test func anEmptyStoreExportsNothing() throws {
        let scratch = try Scratch()
        try scratch.expect(["export"], stdout: "", stderr: "")
    }

    @Test func theExportImportsBackIntoTheSameContacts() throws {
        let scratch = try store()
        try scratch.expect(["export", "-o", scratch.path("back.vcf")])
        let other = scratch.path("other/contacts.sqlite")
        try scratch.expect(
            ["import", scratch.path("back.vcf")], store: .path(other),
            stdout: "imported 2, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        let original = try scratch.expect(["list", "--json"]).stdout
        let copy = try scratch.expect(["list", "--json"], store: .path(other)).stdout
        #expect(try RoundTrip.userVisible(copy) == RoundTrip.userVisible(original))
    }
}
