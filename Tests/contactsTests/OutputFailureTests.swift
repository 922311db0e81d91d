import Foundation
import Testing

/// When output cannot be written. A reader that stops early (`contacts list | head -1`) ends the
/// command quietly with status 0; a full disk or an output file that cannot be put in place is an
/// error naming what could not be written (exit 1), and `-o FILE` then leaves FILE as it was and no
/// temporary file beside it.
@Suite struct OutputFailureTests {
    /// A book whose listing, JSON and export are each far larger than a pipe holds (64 KiB), so a
    /// command is still writing when its reader has gone.
    static func largeBook() throws -> Scratch {
        let scratch = try Scratch()
        let note = String(repeating: "a note long enough to fill the pipe ", count: 6)
        try scratch.importCards(
            (1...3_000).map { VCF.person("Person", "N\($0)", "EMAIL:p\($0)@example.com", "NOTE:\(note)") }.joined())
        return scratch
    }

    // MARK: - A reader that goes away

    @Test(arguments: [
        ["list"], ["list", "--json"], ["list", "--sorted", "--sections"], ["list", "--photos"], ["export"],
    ])
    func aReaderThatStopsEarlyEndsTheCommandQuietlyWithStatus0(_ arguments: [String]) throws {
        let scratch = try Self.largeBook()
        // NO_COLOR unset, so that --photos draws avatars (through the store's pages).
        let run = try scratch.run(
            arguments, environment: ["NO_COLOR": nil],
            script: #""$CONTACTS" "$@" | head -1; exit "${PIPESTATUS[0]}""#)
        #expect(
            run.status == 0 && !run.terminatedBySignal,
            "ends with status 0, not by SIGPIPE (141): \(run.status)\n\(run.stderr)")
        #expect(run.stdoutLines.count == 1)
        #expect(run.stderr == "")
    }

    // MARK: - A full disk

    @Test(arguments: [["list"], ["list", "--json"], ["export"], ["show", "1"], ["duplicates"], ["access"]])
    func aFullDiskOnStandardOutputExits1NamingStandardOutput(_ arguments: [String]) throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee") + VCF.person("Bob", "Ray"))
        // /dev/full refuses every write with ENOSPC, as a full disk does.
        let run = try scratch.run(arguments, script: #"exec "$CONTACTS" "$@" > /dev/full"#)
        #expect(run.status == 1 && !run.terminatedBySignal, "\(run)")
        #expect(run.stderr == "contacts: error: cannot write standard output: No space left on device\n")
    }

    /// Whether this machine lets an unprivileged process mount a small tmpfs of its own (user and
    /// mount namespaces), to fill it.
    static let canMountTmpfs: Bool = {
        (try? ContactsProcess.run([], script: "unshare -rm true").status) == 0
    }()

    @Test(
        .enabled(
            if: canMountTmpfs, "needs `unshare -rm` (user and mount namespaces) to mount a 64 KiB tmpfs and fill it"))
    func aFullDiskUnderOutputFileExits1AndLeavesTheFileAsItWasWithoutATemporaryFile() throws {
        let scratch = try Self.largeBook()
        let disk = scratch.path("disk")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        // Inside a mount namespace of its own: a 64 KiB tmpfs over `disk` holding the old out.vcf;
        // the export (about 1 MB) fills it. Then what the disk holds, before the mount goes away.
        let script = #"""
            unshare -rm bash -c '
                mount -t tmpfs -o size=64k tmpfs "$DISK" || exit 99
                printf "old contents\n" > "$DISK/out.vcf"
                "$CONTACTS" "$@"
                status=$?
                ls -A "$DISK"
                cat "$DISK/out.vcf"
                exit $status
            ' bash "$@"
            """#
        let target = disk + "/out.vcf"
        let run = try scratch.run(["export", "-o", target], environment: ["DISK": disk], script: script)
        #expect(run.status == 1 && !run.terminatedBySignal, "\(run)")
        #expect(run.stderr == "contacts: error: cannot write \(target): No space left on device\n")
        #expect(run.stdout == "out.vcf\nold contents\n", "no temporary file, and the old file untouched")
    }

    // MARK: - An output file that cannot be put in place

    @Test func anOutputFileThatIsAFolderExits1AndLeavesNoTemporaryFile() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee"))
        let target = try scratch.write("taken/inside.txt", "kept").replacingOccurrences(of: "/inside.txt", with: "")
        let run = try scratch.run(["export", "-o", target])
        #expect(run.status == 1 && run.stdout == "", "\(run)")
        #expect(run.stderr == "contacts: error: cannot write \(target): Is a directory\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["inside.txt"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter {
            $0.contains(".tmp")
        }
        #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
    }

    @Test func aPhotoOutputFileOnAFullDiskExits1NamingIt() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", Photos.line(Photos.sampleJPEG, type: "JPEG")))
        let run = try scratch.run(["photo", "1", "--output", "-"], script: #"exec "$CONTACTS" "$@" > /dev/full"#)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "contacts: error: cannot write standard output: No space left on device\n")
    }
}
