import Foundation
import Testing

/// `contacts import`: the summary line, identity on re-import, inputs (file, `-`, folder),
/// `--source`, the failure paths (66 missing file, 65 rejected card with FILE:LINE, `--strict`),
/// and where and how the store file is created.
@Suite struct ImportTests {
    static let threeCards = VCF.person("Ann", "Lee", "UID:ann-1") + VCF.person("Bob", "Ray") + VCF.named("Cy")

    // MARK: - Summary and identity

    @Test func importPrintsTheSummaryLineAndAppendsInFileOrder() throws {
        let scratch = try Scratch()
        let file = try scratch.write("people.vcf", Self.threeCards)
        try scratch.expect(
            ["import", file], stdout: "imported 3, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n", stderr: "")
        #expect(try scratch.positionedNames() == ["1:Ann Lee", "2:Bob Ray", "3:Cy"])
    }

    @Test func reimportingTheSameFileLeavesEveryCardUnchangedAndDuplicatesNothing() throws {
        let scratch = try Scratch()
        let file = try scratch.write("people.vcf", Self.threeCards)
        try scratch.expect(
            ["import", file], stdout: "imported 3, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        let before = try scratch.listed().map { $0["id"] as? String }
        try scratch.expect(
            ["import", file], stdout: "imported 0, updated 0, unchanged 3, skipped 0 deleted, rejected 0\n", stderr: "")
        try scratch.expect(
            ["import", file, file], stdout: "imported 0, updated 0, unchanged 6, skipped 0 deleted, rejected 0\n",
            stderr: "")
        let after = try scratch.listed().map { $0["id"] as? String }
        #expect(after.count == 3)
        #expect(after == before)
    }

    @Test func aChangedCardWithTheSameUIDIsUpdatedInPlace() throws {
        let scratch = try Scratch()
        let file = try scratch.write("people.vcf", Self.threeCards)
        try scratch.expect(["import", file])
        let id = try scratch.listed().first?["id"] as? String
        try scratch.write(
            "people.vcf", VCF.person("Ann", "Lee-Park", "UID:ann-1") + VCF.person("Bob", "Ray") + VCF.named("Cy"))
        try scratch.expect(
            ["import", file], stdout: "imported 0, updated 1, unchanged 2, skipped 0 deleted, rejected 0\n", stderr: "")
        let first = try #require(try scratch.listed().first)
        #expect(first["displayName"] as? String == "Ann Lee-Park")
        #expect(first["position"] as? Int == 1)
        #expect(first["id"] as? String == id)
        #expect(try scratch.names().count == 3)
        // The listing's indexes follow the update: search, sort order.
        #expect(try scratch.names(["lee-park"]) == ["Ann Lee-Park"])
        #expect(try scratch.names(["park"]) == ["Ann Lee-Park"])
        #expect(try scratch.names(["--sorted"]) == ["Cy", "Ann Lee-Park", "Bob Ray"])
    }

    @Test func anUpdateThatAddsAPhotoAndChangesTheEmailIsSearchedAndFilteredAnew() throws {
        let scratch = try Scratch()
        let file = try scratch.write("one.vcf", VCF.person("Ann", "Lee", "UID:ann-1", "EMAIL:old@example.org"))
        try scratch.expect(["import", file])
        try scratch.write(
            "one.vcf",
            VCF.person(
                "Ann", "Lee", "UID:ann-1", "EMAIL:new@example.org",
                "PHOTO;ENCODING=b;TYPE=PNG:\(VCF.pngBase64)"))
        try scratch.expect(
            ["import", file], stdout: "imported 0, updated 1, unchanged 0, skipped 0 deleted, rejected 0\n")
        #expect(try scratch.names(["old"]) == [])
        #expect(try scratch.names(["new"]) == ["Ann Lee"])
        #expect(try scratch.names(["--has-photo"]) == ["Ann Lee"])
    }

    // MARK: - Inputs

    @Test func dashReadsStandardInput() throws {
        let scratch = try Scratch()
        let cards = Array(Self.threeCards.utf8)
        try scratch.expect(
            ["import", "-"], stdin: cards,
            stdout: "imported 3, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n", stderr: "")
        #expect(try scratch.names() == ["Ann Lee", "Bob Ray", "Cy"])
        try scratch.expect(
            ["import", "-"], stdin: cards, stdout: "imported 0, updated 0, unchanged 3, skipped 0 deleted, rejected 0\n"
        )
    }

    @Test func aFolderImportsEveryVCFFileInItAndNothingElse() throws {
        let scratch = try Scratch()
        try scratch.write("inbox/b.vcf", VCF.named("From B"))
        try scratch.write("inbox/a.VCF", VCF.named("From A"))
        try scratch.write("inbox/notes.txt", VCF.named("Not A vCard File"))
        try scratch.write("inbox/old.vcf.bak", VCF.named("Backup"))
        try scratch.expect(
            ["import", scratch.path("inbox")],
            stdout: "imported 2, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n", stderr: "")
        #expect(try scratch.names() == ["From A", "From B"])
        #expect(try scratch.names(["--source", "a"]) == ["From A"])
        #expect(try scratch.names(["--source", "b"]) == ["From B"])
    }

    @Test func aFolderSkipsSubfoldersEvenWhenTheyAreNamedLikeVCFFiles() throws {
        let scratch = try Scratch()
        try scratch.write("inbox/a.vcf", VCF.named("From A"))
        try scratch.write("inbox/b.vcf/inside.vcf", VCF.named("Inside B"))
        try scratch.write("inbox/c.vcf", VCF.named("From C"))
        try scratch.expect(
            ["import", scratch.path("inbox")],
            stdout: "imported 2, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n", stderr: "")
        #expect(try scratch.names() == ["From A", "From C"])
    }

    @Test func aFileInAFolderThatCannotBeReadExits66AndImportsNothing() throws {
        let scratch = try Scratch()
        try scratch.write("inbox/a.vcf", VCF.named("From A"))
        try scratch.write("inbox/c.vcf", VCF.named("From C"))
        let dangling = scratch.path("inbox/b.vcf")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: scratch.path("gone.vcf"))
        let run = try scratch.expect(["import", scratch.path("inbox")], status: 66, stdout: "")
        #expect(run.stderr.contains("b.vcf"), "names the file: \(run.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: scratch.store),
            "as with a missing FILE argument, nothing is imported: no store is made")
    }

    @Test func sourceNamesWhereTheCardsCameFrom() throws {
        let scratch = try Scratch()
        let home = try scratch.write("home.vcf", VCF.named("Home One", "Home Two"))
        let work = try scratch.write("export.vcf", VCF.named("Work One"))
        try scratch.expect(["import", home])
        try scratch.expect(
            ["import", "--source", "work", work],
            stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        #expect(try scratch.positionedNames(["--source", "work"]) == ["3:Work One"])
        #expect(try scratch.positionedNames(["--source", "home"]) == ["1:Home One", "2:Home Two"])
        // The file's name is not the source's when --source named it: no such source.
        let unknown = try scratch.expect(["list", "--source", "export"], status: 64, stdout: "")
        #expect(
            unknown.stderr.hasPrefix("contacts: error: no source is named 'export'; the sources are 'home', 'work'"),
            "\(unknown)")
        let raw = try #require(try scratch.listed(["--source", "work"]).first?["rawContacts"] as? [[String: Any]])
        #expect(raw.map { $0["source"] as? String } == ["work"])
        // The same cards from another source are other cards.
        try scratch.expect(
            ["import", "--source", "work", home],
            stdout: "imported 2, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        #expect(try scratch.names(["--source", "work"]) == ["Work One", "Home One", "Home Two"])
    }

    // MARK: - Failures

    @Test func aMissingFileExits66NamingItAndImportsNothing() throws {
        let scratch = try Scratch()
        let good = try scratch.write("good.vcf", VCF.named("Good"))
        let missing = scratch.path("no-such.vcf")
        let run = try scratch.expect(["import", good, missing], status: 66, stdout: "")
        #expect(run.stderr.contains(missing), "stderr names the file: \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "one clear line: \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.store), "nothing is imported: no store is made")
    }

    @Test func aCardWithoutENDIsRejectedWithFileAndLineAndTheOthersAreStored() throws {
        let scratch = try Scratch()
        // Line 5 opens a card that never ends: the next BEGIN (line 9) starts a new one.
        let text = """
            BEGIN:VCARD\r
            VERSION:3.0\r
            FN:Good One\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:3.0\r
            FN:Broken\r
            EMAIL:broken@example.org\r
            BEGIN:VCARD\r
            VERSION:3.0\r
            FN:Good Two\r
            END:VCARD\r

            """
        let file = try scratch.write("mixed.vcf", text)
        let run = try scratch.expect(
            ["import", file], status: 65, stdout: "imported 2, updated 0, unchanged 0, skipped 0 deleted, rejected 1\n")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "one problem: \(run.stderr)")
        #expect(lines.first?.hasPrefix("\(file):5: error: ") == true, "FILE:LINE: error: …, got \(run.stderr)")
        #expect(lines.first?.contains("END:VCARD") == true)
        #expect(try scratch.names() == ["Good One", "Good Two"])
    }

    @Test func aTruncatedCardOnStandardInputIsReportedAsDashLine() throws {
        let scratch = try Scratch()
        let text = VCF.named("Whole") + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Cut Off\r\n"
        let run = try scratch.expect(
            ["import", "-"], stdin: Array(text.utf8), status: 65,
            stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 1\n")
        #expect(run.stderr.hasPrefix("-:5: error: "), "got \(run.stderr)")
        #expect(try scratch.names() == ["Whole"])
    }

    @Test func aRepairedCardIsAWarningAndStillExitsZero() throws {
        let scratch = try Scratch()
        let file = try scratch.write("old.vcf", "BEGIN:VCARD\r\nFN:No Version\r\nEND:VCARD\r\n")
        let run = try scratch.expect(
            ["import", file], stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        #expect(run.stderr.hasPrefix("\(file):1: warning: "), "got \(run.stderr)")
        #expect(try scratch.names() == ["No Version"])
    }

    @Test func strictStoresNothingWhenAnyCardIsRejected() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Already Here"), as: "before.vcf")
        let file = try scratch.write(
            "mixed.vcf",
            VCF.named("Good One") + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Broken\r\n"
                + VCF.named("Good Two"))
        let run = try scratch.expect(["import", "--strict", file], status: 65)
        #expect(!run.stdout.contains("imported 2"), "nothing was imported: \(run.stdout)")
        #expect(run.stderr.contains("\(file):5: error: "), "the rejected card is still named: \(run.stderr)")
        #expect(try scratch.names() == ["Already Here"])
        // Without the bad card, --strict imports as usual.
        let good = try scratch.write("good.vcf", VCF.named("Good One"))
        try scratch.expect(
            ["import", "--strict", good], stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n",
            stderr: "")
    }

    // MARK: - The store file

    @Test func aNewStoreIsReadableByItsOwnerOnlyInAPrivateFolder() throws {
        let scratch = try Scratch()
        let file = try scratch.write("one.vcf", VCF.named("One"))
        let store = scratch.path("dir/sub/x.sqlite")
        try scratch.expect(
            ["import", file], store: .path(store),
            stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        #expect(try permissions(store) == 0o600)
        #expect(try permissions(scratch.path("dir/sub")) == 0o700)
        #expect(try permissions(scratch.path("dir")) == 0o700)
        for companion in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: store + companion) {
            #expect(try permissions(store + companion) == 0o600, "\(companion)")
        }
    }

    @Test func contactsStoreInTheEnvironmentIsTheDefaultAndStoreOverridesIt() throws {
        let scratch = try Scratch()
        let file = try scratch.write("one.vcf", VCF.named("One"))
        let fromEnvironment = scratch.path("env/contacts.sqlite")
        let environment = ["CONTACTS_STORE": fromEnvironment]
        try scratch.expect(
            ["import", file], environment: environment, store: .none,
            stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        #expect(FileManager.default.fileExists(atPath: fromEnvironment))
        #expect(try permissions(fromEnvironment) == 0o600)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("xdg-data/contacts/contacts.sqlite")))
        let listed = try scratch.expect(["list", "--json"], environment: environment, store: .none)
        #expect(try JSONLines.objects(listed.stdout).map { $0["displayName"] as? String } == ["One"])
        // --store comes first: the scratch store, which does not exist.
        try scratch.expect(
            ["list", "--json"], environment: environment, status: 1, stdout: "",
            stderr: """
                contacts: error: there is no address book at \(scratch.store) yet; import your cards first: contacts import --store \(scratch.store) FILE.vcf

                """)
    }

    @Test func withoutStoreOrEnvironmentTheStoreIsUnderXDGDataHome() throws {
        let scratch = try Scratch()
        let file = try scratch.write("one.vcf", VCF.named("One"))
        try scratch.expect(
            ["import", file], store: .none,
            stdout: "imported 1, updated 0, unchanged 0, skipped 0 deleted, rejected 0\n")
        let store = scratch.path("xdg-data/contacts/contacts.sqlite")
        #expect(try permissions(store) == 0o600)
        #expect(try permissions(scratch.path("xdg-data/contacts")) == 0o700)
    }

    // MARK: - Two processes at once

    /// Scripts import in parallel: every process must succeed on a new store (the first ones to
    /// arrive race to create its schema) and on an existing one (they wait for each other's writes).
    /// A race is not deterministic: twelve rounds of ten processes make a lost race very likely to
    /// show, not certain.
    @Test func processesImportingIntoOneStoreAtOnceAllSucceed() throws {
        for round in 1...12 {
            let scratch = try Scratch()
            let files = try (1...10).map { try scratch.write("p\($0).vcf", VCF.named("Round \(round) Person \($0)")) }
            for phase in ["new store", "existing store"] {
                let runs = Runs(count: files.count)
                let done = DispatchGroup()
                for index in files.indices {  // one thread each: all processes at once, whatever the core count
                    done.enter()
                    Thread.detachNewThread {
                        runs.set(index, Result { try scratch.run(["import", "--source", phase, files[index]]) })
                        done.leave()
                    }
                }
                done.wait()
                for (index, result) in runs.all.enumerated() {
                    let run = try result.get()
                    #expect(run.status == 0, "round \(round), \(phase), import \(index + 1): \(run)")
                }
            }
            #expect(try scratch.names().count == 20, "round \(round)")
        }
    }

    private func permissions(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int) & 0o777
    }
}

/// Results of runs made on several threads at once.
private final class Runs: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<ContactsRun, any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<ContactsRun, any Error>) { lock.withLock { results[index] = result } }

    var all: [Result<ContactsRun, any Error>] {
        lock.withLock { results.map { $0 ?? .failure(ContactsProcessError(description: "not run")) } }
    }
}
