import Foundation
import Testing

/// A client refused with exit 77 leaves the store file exactly as it was: not one byte, not its
/// size, not its modification time (a read-write opening used to write the change log's trigger
/// state before the first operation checked the client).
@Suite struct RefusedClientTests {
    /// The store file's size, modification time (to the nanosecond) and bytes.
    private struct Fingerprint: Equatable {
        var size: Int
        var modified: String
        var bytes: Data
    }

    private static func fingerprint(_ path: String) throws -> Fingerprint {
        var status = stat()
        try #require(stat(path, &status) == 0)
        return Fingerprint(
            size: Int(status.st_size), modified: "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)",
            bytes: try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func aRefusedWriteLeavesTheStoreFileUntouched() throws {
        let scratch = try Scratch()
        try scratch.importCards(VCF.person("Ann", "Lee", "EMAIL:ann@example.com"))
        let before = try Self.fingerprint(scratch.store)
        try scratch.expect(["add", "--name", "Zoe Moss", "--client", "mutt"], status: 77, stdout: "")
        try scratch.expect(["edit", "ann", "--set-note", "x", "--client", "mutt"], status: 77, stdout: "")
        try scratch.expect(["undo", "--client", "mutt"], status: 77, stdout: "")
        #expect(try Self.fingerprint(scratch.store) == before)
        #expect(!FileManager.default.fileExists(atPath: scratch.store + "-wal"))
        // Refused, then denied on a terminal: the denial is written, the next refusal writes nothing.
        let denied = try scratch.run(["list", "--client", "mutt"], stdin: Array("n\n".utf8), terminal: 100)
        #expect(denied.status == 77, "\(denied)")
        let afterDenial = try Self.fingerprint(scratch.store)
        try scratch.expect(["add", "--name", "Zoe Moss", "--client", "mutt"], status: 77, stdout: "")
        #expect(try Self.fingerprint(scratch.store) == afterDenial)
        #expect(try scratch.names() == ["Ann Lee"])
    }
}
