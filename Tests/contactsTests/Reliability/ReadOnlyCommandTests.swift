import Foundation
import Testing

/// Issue 18, item 1 (docs/hardening.md, "Commands that only read"): commands that only read make
/// no write and no `fsync`. Before, every command opened a GRDB pool, which writes a transaction
/// when the store has no `-wal` with frames (21 `pwrite64`, 4 `fdatasync` for `list` on 100k
/// contacts) and checkpoints it back at exit. And the store stays one file at rest: no `-wal` or
/// `-shm` is left behind.
@Suite struct ReadOnlyCommandTests {
    /// Every command that only reads, on a store holding Ann (with a photo) and Bob.
    static let readingCommands: [[String]] = [
        ["list"], ["list", "--sorted", "--limit", "50"], ["list", "--json"], ["list", "ann"], ["show", "1"],
        ["show", "--raw", "2"],
        ["query", "ann"], ["duplicates"], ["export"], ["export", "--raw", "--vcard-version", "4.0"], ["photo", "1"],
        ["access"], ["access", "status", "mutt"], ["birthdays"], ["categories"], ["groups"], ["sources"],
        ["trash"], ["trash", "--json"], ["history"], ["history", "--json", "--limit", "1"],
    ]

    private func store() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.importCards(
            VCF.person("Ann", "Lee", "EMAIL:ann@example.org", Photos.line(Photos.sampleJPEG, type: "JPEG"))
                + VCF.person("Bob", "Ray", "TEL:+1 555 0100"))
        return scratch
    }

    /// What says whether a file was written: its size, its modification time to the nanosecond, and
    /// its bytes.
    private struct FileState: Equatable {
        var size: Int
        var modified: timespec
        var bytes: [UInt8]

        init(_ path: String) throws {
            var info = stat()
            try #require(stat(path, &info) == 0, "cannot stat \(path)")
            size = Int(info.st_size)
            modified = info.st_mtim
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        }

        static func == (lhs: FileState, rhs: FileState) -> Bool {
            lhs.size == rhs.size && lhs.modified.tv_sec == rhs.modified.tv_sec
                && lhs.modified.tv_nsec == rhs.modified.tv_nsec
                && lhs.bytes == rhs.bytes
        }
    }

    @Test func commandsThatOnlyReadLeaveTheStoreFileUntouchedAndAlone() throws {
        let scratch = try store()
        let before = try FileState(scratch.store)
        for arguments in Self.readingCommands {
            try scratch.expect(arguments)
            #expect(
                try FileState(scratch.store) == before,
                "contacts \(arguments.joined(separator: " ")) wrote to the store")
            for sidecar in ["-wal", "-shm"] {
                #expect(
                    !FileManager.default.fileExists(atPath: scratch.store + sidecar),
                    "contacts \(arguments) left \(sidecar) behind")
            }
        }
        // The same check fails for a command that writes: it can tell.
        try scratch.expect(["move", "2", "1"])
        #expect(try FileState(scratch.store) != before)
    }

    static let hasStrace = (try? ContactsProcess.run([], script: "command -v strace >/dev/null").status) == 0

    @Test(.enabled(if: hasStrace, "needs strace"))
    func noWriteAndNoSyncReachesTheStoreOrItsLog() throws {
        let scratch = try store()
        for arguments in Self.readingCommands {
            // Every pwrite64/write/fsync/fdatasync on the store or its -wal, with the file named (-y).
            let run = try scratch.run(
                arguments, environment: ["STRACE_LOG": scratch.path("strace.log")],
                script: #"""
                    strace -f -qq -y -e trace=pwrite64,write,pwritev,fsync,fdatasync -o "$STRACE_LOG" "$CONTACTS" "$@" >/dev/null 2>&1
                    grep -E 'contacts\.sqlite(-wal)?>' "$STRACE_LOG" || true
                    """#)
            #expect(
                run.stdout.isEmpty,
                "contacts \(arguments.joined(separator: " ")) wrote or synced the store:\n\(run.stdout)")
        }
        // And it sees a command that writes.
        let move = try scratch.run(
            ["move", "2", "1"], environment: ["STRACE_LOG": scratch.path("strace.log")],
            script: #"""
                strace -f -qq -y -e trace=pwrite64,fdatasync -o "$STRACE_LOG" "$CONTACTS" "$@" >/dev/null 2>&1
                grep -cE 'contacts\.sqlite(-wal)?>' "$STRACE_LOG"
                """#)
        #expect((Int(move.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 0, "\(move)")
    }

    @Test func aReadWhileAnotherProcessWritesSeesCommittedDataAndLeavesTheWriterWorking() throws {
        let scratch = try store()
        let cards = (0..<3_000).map { VCF.person("Given\($0)", "Family\($0)") }.joined()
        let file = try scratch.write("more.vcf", cards)
        let run = try scratch.run(
            ["import", file], environment: ["STORE": scratch.store],
            script: """
                "$CONTACTS" "$@" >/dev/null & pid=$!
                for _ in $(seq 20); do "$CONTACTS" list --json --store "$STORE" >/dev/null || echo "list failed"; done
                wait $pid; echo "import $?"
                """)
        #expect(run.stdout == "import 0\n", "\(run)")
        #expect(try scratch.listed().count == 3_002)
        try scratch.expect(["doctor"], stderr: "")
    }

    @Test func aStoreTheUserCannotWriteIsReadAndLeftAsItWas() throws {
        let scratch = try store()
        // Root writes any file: the commands run as nobody, who owns the store, made read-only.
        let nobody = "setpriv --reuid=65534 --regid=65534 --clear-groups"
        try #require(
            try scratch.run(
                [scratch.url.path, scratch.store], store: .none,
                script: "chown -R 65534:65534 \"$1\" && chmod 755 \"$1\" && chmod 400 \"$2\""
            ).status == 0)
        let list = try scratch.run(["list", "--json"], script: "\(nobody) \"$CONTACTS\" \"$@\"")
        #expect(list.status == 0 && list.stdout.contains("Ann Lee") && list.stderr.isEmpty, "\(list)")
        for sidecar in ["-wal", "-shm"] {
            #expect(!FileManager.default.fileExists(atPath: scratch.store + sidecar), "reading left \(sidecar)")
        }
        let write = try scratch.run(["move", "2", "1"], script: "\(nobody) \"$CONTACTS\" \"$@\"")
        #expect(
            write.status == 1 && write.stderr.contains("cannot be written by you")
                && write.stderr.contains("chmod u+w"), "\(write)")
        // Made writable again, it works for writing at once (before: a 0400 -shm broke it).
        chmod(scratch.store, 0o600)
        let moved = try scratch.run(["move", "2", "1"], script: "\(nobody) \"$CONTACTS\" \"$@\"")
        #expect(moved.status == 0, "\(moved)")
    }

    @Test func aLeftoverUnwritableSharedMemoryFileIsRepaired() throws {
        let scratch = try store()
        let nobody = "setpriv --reuid=65534 --regid=65534 --clear-groups"
        // What an older version left: a 0400 -wal and -shm beside a store made writable again.
        let setup = try scratch.run(
            [scratch.url.path, scratch.store], store: .none,
            script: """
                touch "$2-wal" "$2-shm" && chmod 400 "$2-wal" "$2-shm" && chown -R 65534:65534 "$1" && chmod 755 "$1"
                """)
        try #require(setup.status == 0, "\(setup)")
        let moved = try scratch.run(["move", "2", "1"], script: "\(nobody) \"$CONTACTS\" \"$@\"")
        #expect(moved.status == 0, "\(moved)")
    }

    @Test func aStoreCreatedThroughADanglingLinkIsPrivate() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path("real"), withIntermediateDirectories: true)
        let link = scratch.path("link.sqlite")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scratch.path("real/book.sqlite"))
        try scratch.expect(["import", try scratch.write("a.vcf", VCF.person("Ann", "Lee"))], store: .path(link))
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path("real/book.sqlite"))
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        try scratch.expect(["list", "--json"], store: .path(link))
    }
}
