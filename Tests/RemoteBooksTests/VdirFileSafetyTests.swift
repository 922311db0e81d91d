import Foundation
import Testing
@testable import RemoteBooks
@testable import DAVTestSupport

/// A vdir's card files are opened without blocking and checked once open: a FIFO put where a card
/// was listed is reported, not waited on for ever, and a file larger than the largest card is
/// refused without being read.
@Suite(.timeLimit(.minutes(1)))
struct VdirFileSafetyTests {
    @Test func aFIFOInACardsPlaceIsReportedWithoutBlocking() async throws {
        let folder = try TemporaryFolder("vdir-fifo")
        defer { folder.remove() }
        try Data("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ann\r\nFN:Ann\r\nEND:VCARD\r\n".utf8).write(
            to: folder.url.appendingPathComponent("ann.vcf"))
        // Listed as a card, then swapped for a FIFO nobody writes to before it is read.
        #expect(mkfifo(folder.url.appendingPathComponent("swapped.vcf").path, 0o600) == 0)
        let book = try VdirBook(folder: folder.url)
        let fetched = try await book.fetch(["swapped.vcf", "ann.vcf"])
        #expect(fetched.cards.map(\.href) == ["ann.vcf"])
        #expect(fetched.problems.map(\.description) == ["swapped.vcf: cannot be read (not a regular file)"])
    }

    @Test func aFileLargerThanTheLargestCardIsRefusedByName() async throws {
        let folder = try TemporaryFolder("vdir-large")
        defer { folder.remove() }
        let big = folder.url.appendingPathComponent("big.vcf")
        FileManager.default.createFile(atPath: big.path, contents: nil)
        // Sparse: the size is what counts, nothing is read.
        #expect(truncate(big.path, off_t(VdirBook.maxFileSize + 1)) == 0)
        let fetched = try await VdirBook(folder: folder.url).fetch(["big.vcf"])
        #expect(fetched.cards.isEmpty)
        #expect(
            fetched.problems.first?.description.hasPrefix(
                "big.vcf: cannot be read (33554433 bytes or more: larger than 33554432 bytes") == true)
    }
}
