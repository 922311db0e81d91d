import Foundation
import Testing
@testable import DAVTestSupport

/// A sync that uploads a whole imported file, killed at random moments: the next sync finishes the
/// job with every contact there once, none lost, and the store sound.
@Suite(.enabled(if: PythonTools.available, PythonTools.missingReason), .timeLimit(.minutes(5)))
struct SyncKillTests {
    @Test
    func anUploadOfAnImportKilledAnywhereEndsWithEveryContactOnceOnBothSides() async throws {
        let contacts = try ContactsBinary()
        defer { contacts.remove() }
        let folder = try TemporaryFolder("kill-vdir")
        defer { folder.remove() }
        let count = 1_000
        let file = contacts.home.url.appendingPathComponent("old-phone.vcf")
        let cards = (0..<count).map { index in
            "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:old-\(index)\r\nFN:Person \(index) Moss\r\nN:Moss;Person \(index);;;\r\n"
                + "EMAIL:person\(index)@example.com\r\nTEL:+44 20 7946 \(String(format: "%04d", index))\r\nEND:VCARD\r\n"
        }
        try Data(cards.joined().utf8).write(to: file)
        try await contacts.ok(["import", file.path])
        try await contacts.ok(["remote", "add", "phone", folder.path, "--yes"])

        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            try await contacts.killed(["sync"], after: .milliseconds(Int.random(in: 50...1_500, using: &generator)))
        }
        #expect(try await contacts.ok(["sync"]).hasPrefix("phone: 0 in, "))
        #expect(try await contacts.ok(["sync"]) == "phone: 0 in, 0 out, 0 conflicts, 0 deleted\n")

        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".vcf") }
        #expect(files.count == count)
        var uids = Set<String>()
        for name in files {
            let text = try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
            if let line = text.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix("UID:") }) {
                uids.insert(String(line))
            }
        }
        #expect(uids.count == count)
        #expect(try await contacts.names().count == count)
        #expect(try await contacts.run(["doctor"]).status == 0)
    }
}
