import Foundation
import Testing

/// Finding 3 of the reliability probe (docs/hardening.md): `photo 1 -o book.sqlite --store
/// book.sqlite` and `export -o book.sqlite --store book.sqlite` exited 0 and replaced the address
/// book (with a JPEG, with vCard text). And the smaller ones about `-o`: a photo's bytes written raw
/// to a terminal, and `FILE.tmp-PID` left behind by Ctrl-C during `export -o FILE`.
@Suite struct OutputTargetTests {
    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Ann", "Lee", Photos.line(Photos.sampleJPEG, type: "JPEG")) + VCF.person("Bob", "Ray"))
        return scratch
    }

    @Test func outputOverTheStoreItsJournalsOrAnotherDatabaseIsRefusedWith73() throws {
        let scratch = try store()
        let before = try scratch.read("store/contacts.sqlite")
        let other = try Scratch()
        try other.importCards(VCF.person("Cy", "Twombly"))
        let link = scratch.path("alias.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scratch.store)
        for target in [
            scratch.store, link, scratch.path("store/../store/contacts.sqlite"), scratch.store + "-wal",
            scratch.store + "-shm",
            other.store,
        ] {
            for arguments in [
                ["export", "-o", target], ["photo", "1", "-o", target], ["export", "--raw", "--output", target],
            ] {
                let run = try scratch.expect(arguments, status: 73, stdout: "")
                #expect(
                    run.stderr.contains("refusing to write over") && run.stderr.contains("--force"),
                    "\(arguments): \(run.stderr)")
            }
        }
        #expect(try scratch.read("store/contacts.sqlite") == before)
        #expect(!FileManager.default.fileExists(atPath: scratch.store + "-wal"), "a refused -o made the store's -wal")
        try scratch.expect(["list", "--json"], stderr: "")
        try other.expect(["show", "1"], stderr: "")
        // --force writes what it is told to, and an ordinary file is written as always.
        try scratch.expect(["export", "-o", other.store, "--force"], stdout: "", stderr: "")
        #expect(String(decoding: try other.read("store/contacts.sqlite").prefix(11), as: UTF8.self) == "BEGIN:VCARD")
        try scratch.expect(["export", "-o", scratch.path("book.vcf")], stdout: "", stderr: "")
    }

    @Test func aPhotoIsNotWrittenRawToATerminal() throws {
        let scratch = try store()
        let run = try scratch.run(["photo", "1", "-o", "-"], terminal: 100)
        #expect(run.status == 1 && run.stderr.contains("refusing to write the photo's bytes to a terminal"), "\(run)")
        #expect(!run.stdoutBytes.contains(0xFF), "JPEG bytes reached the terminal")
        let piped = try scratch.expect(["photo", "1", "-o", "-"], stderr: "")
        #expect(piped.stdoutBytes == Photos.sampleJPEG)
    }

    @Test func anInterruptedExportLeavesNoTemporaryFileAndTheOldFileAsItWas() throws {
        let scratch = try Scratch()
        let cards = (0..<8_000).map {
            VCF.person(
                "Given\($0)", "Family\($0)", "EMAIL:p\($0)@example.org", "NOTE:" + String(repeating: "n", count: 300))
        }
        try scratch.importCards(cards.joined())
        let out = try scratch.write("out.vcf", "the old file\n")
        // SIGINT as soon as the temporary file exists, as Ctrl-C would.
        let run = try scratch.run(
            ["export", "-o", out],
            script: """
                "$CONTACTS" "$@" & pid=$!
                for _ in $(seq 2000); do [ -e "\(out).tmp-$pid" ] && break; sleep 0.005; done
                [ -e "\(out).tmp-$pid" ] && echo "interrupted during the export"
                kill -INT $pid; wait $pid; echo "status $?"
                """)
        try #require(
            run.stdout.contains("interrupted during the export"),
            "the export ended before it could be interrupted: \(run)")
        #expect(run.stdout.contains("status 130"), "not ended by SIGINT: \(run)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.contains(".tmp-") }
        #expect(left.isEmpty, "left behind: \(left)")
        #expect(String(decoding: try scratch.read("out.vcf"), as: UTF8.self) == "the old file\n")
    }
}
