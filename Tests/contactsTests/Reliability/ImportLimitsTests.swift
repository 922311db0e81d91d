import Foundation
import Testing

/// The smaller findings of the reliability probe about import (docs/hardening.md, finding 6): a
/// full disk, another writer holding the lock, a card of 200 MB of folded lines, a million warnings,
/// and inputs that never end.
@Suite struct ImportLimitsTests {
    static let canMountTmpfs = (try? ContactsProcess.run([], script: "unshare -rm true").status) == 0

    @Test(.enabled(if: canMountTmpfs, "needs `unshare -rm` to mount a small tmpfs and fill it"))
    func aFullDiskIsReportedWithWhatWasStoredBefore() throws {
        let scratch = try Scratch()
        let cards = (0..<6_000).map {
            VCF.person("Given\($0)", "Family\($0)", "NOTE:" + String(repeating: "n", count: 400))
        }
        let file = try scratch.write("many.vcf", cards.joined())
        try FileManager.default.createDirectory(atPath: scratch.path("disk"), withIntermediateDirectories: true)
        let one = try scratch.write("one.vcf", VCF.person("Ann", "Lee"))
        // A 3 MiB tmpfs holds the store. Into the empty store the import is one transaction (the bulk
        // path): nothing is stored. Into a store holding a card, the first batches fit, a later one
        // does not, and they stay.
        let run = try scratch.run(
            [file, one], environment: ["DISK": scratch.path("disk")], store: .none,
            script: """
                unshare -rm bash -c 'mount -t tmpfs -o size=3m tmpfs "$0" || exit 99
                "$1" import "$2" --store "$0/s.sqlite"; echo "exit $?"; "$1" list --json --store "$0/s.sqlite" | wc -l
                "$1" import "$3" --store "$0/s.sqlite" > /dev/null
                "$1" import "$2" --store "$0/s.sqlite"; echo "exit $?"; "$1" list --json --store "$0/s.sqlite" | wc -l' "$DISK" "$CONTACTS" "$@"
                """)
        let lines = run.stdout.split(separator: "\n")
        try #require(lines.count == 4, "\(run)")
        #expect(lines[0] == "exit 1" && lines[1] == "0", "\(run)")
        #expect(lines[2] == "exit 1", "\(run)")
        #expect(
            run.stderr.hasPrefix("contacts: error: the disk holding \(scratch.path("disk"))/s.sqlite is full"),
            "\(run.stderr)")
        let stored = run.stderr.split(separator: "\n").filter { $0.hasPrefix("stored before it stopped: imported ") }
        try #require(stored.count == 2, "\(run.stderr)")
        #expect(stored[0].hasPrefix("stored before it stopped: imported 0,"), "\(stored[0])")
        let imported = Int(stored[1].split(separator: " ")[5].dropLast()) ?? -1
        #expect(imported > 0 && imported % 1_000 == 0 && imported < 6_000, "\(stored[1])")
        #expect(
            Int(lines[3]) == imported + 1, "what the summary says was stored is what the store holds: \(run.stdout)")
    }

    @Test func aWriterHeldUpByAnotherProcessSaysWhichOne() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.named("Ann", "Bob"))
        // Another process holds the store's write lock (as a long `import --strict` would) for 40 s.
        let run = try scratch.run(
            ["move", "2", "1"], environment: ["STORE": scratch.store, "READY": scratch.path("ready")],
            script: """
                python3 -c 'import sqlite3, sys, time
                c = sqlite3.connect(sys.argv[1], isolation_level=None); c.execute("BEGIN IMMEDIATE"); print("locked", flush=True); time.sleep(40)' "$STORE" > "$READY" &
                holder=$!
                for _ in $(seq 500); do grep -q locked "$READY" 2>/dev/null && break; sleep 0.02; done
                "$CONTACTS" "$@"; echo "exit $?"
                kill $holder
                """)
        #expect(run.stdout.hasSuffix("exit 75\n"), "\(run)")
        #expect(
            run.stderr.contains("is busy: PID ") && run.stderr.contains("python3")
                && run.stderr.contains("for more than 15 seconds"),
            "\(run.stderr)")
        try scratch.expect(["move", "2", "1"], stdout: "moved Bob from 2 to 1\n")
    }

    @Test func aCardOfFoldedLinesPastTheCardLimitStaysWithinItsMemory() throws {
        let scratch = try Scratch()
        // 200 MB of folded NOTE lines in one card, then a card that must still be read.
        let file = scratch.path("folded.vcf")
        let made = try scratch.run(
            [file], store: .none,
            script: """
                python3 -c 'import sys
                with open(sys.argv[1], "wb") as f:
                    f.write(b"BEGIN:VCARD\\r\\nVERSION:3.0\\r\\nFN:Big\\r\\nNOTE:x\\r\\n")
                    f.write((b" " + b"y" * 73 + b"\\r\\n") * 2_700_000)
                    f.write(b"END:VCARD\\r\\nBEGIN:VCARD\\r\\nVERSION:3.0\\r\\nFN:After\\r\\nEND:VCARD\\r\\n")' "$1"
                """)
        try #require(made.status == 0, "\(made)")
        let run = try scratch.run(
            ["import", file],
            script: """
                python3 -c 'import resource, subprocess, sys
                r = subprocess.run(sys.argv[1:]); print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$CONTACTS" "$@"
                """)
        let parts = run.stdout.split(whereSeparator: \.isWhitespace)
        try #require(parts.count >= 2, "\(run)")
        #expect(parts[parts.count - 2] == "65", "\(run)")
        let peakMiB = (Int(parts[parts.count - 1]) ?? .max) / 1024
        #expect(peakMiB < 150, "import of a 200 MB card peaked at \(peakMiB) MiB (the card limit is 32 MiB)")
        #expect(run.stderr.contains("folded.vcf:1: error: card larger than"), "\(run.stderr)")
        #expect(try scratch.names() == ["After"])
    }

    @Test func manyCardsWithTheSameProblemPrintTenLinesAndACount() throws {
        let scratch = try Scratch()
        let cards = (0..<5_000).map { "BEGIN:VCARD\r\nVERSION:3.0\r\nEMAIL:a\($0)@b.c\r\nX-BAD;=:1\r\nEND:VCARD\r\n" }
            .joined()
        let run = try scratch.run(["import", try scratch.write("tiny.vcf", cards)])
        #expect(run.status == 0 || run.status == 65, "\(run)")
        let lines = run.stderr.split(separator: "\n")
        try #require(!lines.isEmpty, "the cards raised no problem: \(run)")
        #expect(lines.count < 30, "\(lines.count) lines of problems: \(lines.prefix(5))")
        #expect(lines.contains { $0.hasPrefix("contacts: warning: 4990 more card(s) ") }, "\(lines.suffix(3))")
        #expect(try scratch.listed().count == 5_000)
    }

    @Test func devicesAndFIFOsAreRefusedAndAnEndlessStandardInputStops() throws {
        let scratch = try Scratch()
        let fifo = scratch.path("fifo")
        try #require(mkfifo(fifo, 0o600) == 0)
        for path in ["/dev/zero", fifo] {
            let run = try scratch.expect(["import", path], status: 66, stdout: "")
            #expect(
                run.stderr.contains("\(path): not a regular file") && run.stderr.contains("contacts import - <"),
                "\(run.stderr)")
        }
        // Piped on purpose, /dev/zero is refused from its first 64 KiB: it is no format import reads.
        let run = try scratch.run(["import", "-"], script: #""$CONTACTS" "$@" < /dev/zero"#)
        #expect(run.status == 65 && !run.terminatedBySignal, "\(run)")
        #expect(
            run.stderr.contains("-: not a vCard, CSV (with a header row), LDIF, abook or mutt alias file"),
            "\(run.stderr)")
        try scratch.expect(["import", try scratch.write("a.vcf", VCF.named("Ann"))], stderr: "")
    }
}
