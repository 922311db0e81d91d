import Foundation
import Testing

@testable import ContactsKit

/// Importing files: the summary's counts, per-card problems with file and line, `strict`,
/// unreadable inputs, and imports larger than one write batch.
@Suite struct ImportTests {
    // MARK: - Counts

    @Test func freshImportCountsEveryGoodCardAsImported() throws {
        let temporary = try TemporaryStore()
        let result = try temporary.importText(Cards.numbered(3) + Cards.person("Ann", "Smith", uid: "ann"))
        #expect(result.summary == ImportSummary(imported: 4))
        #expect(result.problems.isEmpty)
        #expect(try temporary.store.count() == 4)
    }

    @Test func summaryCountsEachOutcomeOnce() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Smith", uid: "ann") + Cards.person("Bob", "Jones", uid: "bob"))
        let second =
            Cards.person("Ann", "Smith", uid: "ann")  // unchanged
            + Cards.person("Bobby", "Jones", uid: "bob")  // updated
            + Cards.person("Cy", "Young")  // imported
            + Self.withoutEnd(Cards.person("Di", "Broken"))  // rejected
            + Cards.person("Ed", "Wood")  // imported
        let result = try temporary.importText(second)
        #expect(result.summary == ImportSummary(imported: 2, updated: 1, unchanged: 1, rejected: 1))
        #expect(try temporary.names() == ["Ann Smith", "Bobby Jones", "Cy Young", "Ed Wood"])
    }

    // MARK: - Bad cards

    /// An input with a problem: the lines and rejections expected, and the names stored.
    struct BadInput: Sendable, CustomTestStringConvertible {
        let label: String
        let text: String
        /// (line, whether it rejected its card) of every problem, in order.
        let problems: [Reported]
        let rejected: Int
        let stored: [String]
        var testDescription: String { label }

        struct Reported: Sendable, Equatable {
            let line: Int
            let rejectsCard: Bool
        }
    }

    // Each `Cards.person` without a UID is 5 lines: BEGIN, VERSION, N, FN, END.
    static let badInputs: [BadInput] = [
        BadInput(
            label: "a card missing END before the next BEGIN",
            text: Cards.person("Ann", "Smith") + withoutEnd(Cards.person("Bob", "Broken"))
                + Cards.person("Cy", "Young"),
            problems: [.init(line: 6, rejectsCard: true)], rejected: 1, stored: ["Ann Smith", "Cy Young"]
        ),
        BadInput(
            label: "a file truncated inside its last card",
            text: Cards.person("Ann", "Smith") + Cards.person("Cy", "Young")
                + withoutEnd(Cards.person("Bob", "Broken")),
            problems: [.init(line: 11, rejectsCard: true)], rejected: 1, stored: ["Ann Smith", "Cy Young"]
        ),
        BadInput(
            label: "a card missing BEGIN",
            text: Cards.person("Ann", "Smith") + withoutBegin(Cards.person("Bob", "Broken"))
                + Cards.person("Cy", "Young"),
            problems: [.init(line: 6, rejectsCard: true), .init(line: 9, rejectsCard: false)],
            rejected: 1, stored: ["Ann Smith", "Cy Young"]
        ),
        BadInput(
            label: "two bad cards among good ones",
            text: withoutEnd(Cards.person("Bob", "Broken")) + Cards.person("Ann", "Smith")
                + withoutEnd(Cards.person("Dan", "Broken")) + Cards.person("Cy", "Young"),
            problems: [.init(line: 1, rejectsCard: true), .init(line: 10, rejectsCard: true)],
            rejected: 2, stored: ["Ann Smith", "Cy Young"]
        ),
        BadInput(
            label: "a repaired card (no VERSION) is stored, not rejected",
            text: Cards.person("Ann", "Smith")
                + "BEGIN:VCARD\r\nN:Young;Cy;;;\r\nFN:Cy Young\r\nEND:VCARD\r\n",
            problems: [.init(line: 6, rejectsCard: false)], rejected: 0, stored: ["Ann Smith", "Cy Young"]
        ),
    ]

    @Test(arguments: badInputs)
    func badCardIsRejectedWithItsFileAndLineAndTheOthersAreStored(_ input: BadInput) throws {
        let temporary = try TemporaryStore()
        let result = try temporary.importText(input.text, name: "book.vcf")
        let file = temporary.pathOf("book.vcf")
        #expect(result.problems.map { BadInput.Reported(line: $0.line, rejectsCard: $0.rejectsCard) } == input.problems)
        #expect(result.problems.allSatisfy { $0.file == file })
        #expect(result.problems.allSatisfy { !$0.message.isEmpty && !$0.message.hasPrefix("line") })
        #expect(result.summary.rejected == input.rejected)
        #expect(result.summary.imported == input.stored.count)
        #expect(try temporary.names() == input.stored)
    }

    @Test func missingEndProblemSaysWhatHappened() throws {
        let temporary = try TemporaryStore()
        let result = try temporary.importText(
            Cards.person("Ann", "Smith") + Self.withoutEnd(Cards.person("Bob", "Broken")))
        let problem = try #require(result.problems.first)
        #expect(problem.message.contains("END:VCARD"))
        #expect(problem.message.contains("skipped"))
    }

    @Test func rejectedCardInOneFileDoesNotStopTheNextFile() throws {
        let temporary = try TemporaryStore()
        let first = try temporary.write(
            "a.vcf", Self.withoutEnd(Cards.person("Bob", "Broken")) + Cards.person("Ann", "Smith"))
        let second = try temporary.write("b.vcf", Cards.person("Cy", "Young"))
        let result = try temporary.importFiles([first, second])
        #expect(result.summary == ImportSummary(imported: 2, rejected: 1))
        #expect(result.problems.map(\.file) == [first])
        #expect(try temporary.names() == ["Ann Smith", "Cy Young"])
    }

    // MARK: - Strict

    @Test func strictImportWithABadCardStoresNothingAndThrows() throws {
        let temporary = try TemporaryStore()
        let text =
            Cards.person("Ann", "Smith") + Self.withoutEnd(Cards.person("Bob", "Broken")) + Cards.person("Cy", "Young")
        var problems: [ImportProblem] = []
        #expect(throws: ContactStoreError.strictImportRejected(rejected: 1)) {
            try temporary.store.importCards(
                from: [.file(temporary.write("book.vcf", text))], strict: true,
                onProblem: { problems.append($0) })
        }
        #expect(problems.map(\.line) == [6])
        #expect(try temporary.store.count() == 0)
    }

    @Test func strictImportRollsBackUpdatesAndEveryBatch() throws {
        let temporary = try TemporaryStore()
        try temporary.importText(Cards.person("Ann", "Smith", uid: "ann"))
        // More than one write batch, an update of Ann, then a bad card at the very end.
        let text =
            Cards.person("Annie", "Smith", uid: "ann")
            + Cards.numbered(ContactStore.importBatchSize + 1)
            + Self.withoutEnd(Cards.person("Bob", "Broken"))
        #expect(throws: ContactStoreError.strictImportRejected(rejected: 1)) {
            try temporary.importText(text, strict: true)
        }
        #expect(try temporary.names() == ["Ann Smith"])
    }

    @Test func strictImportWithoutProblemsStoresEverything() throws {
        let temporary = try TemporaryStore()
        let result = try temporary.importText(Cards.numbered(3), strict: true)
        #expect(result.summary == ImportSummary(imported: 3))
        #expect(try temporary.store.count() == 3)
    }

    // MARK: - Inputs

    @Test func missingFileIsUnreadableInput() throws {
        let temporary = try TemporaryStore()
        let missing = temporary.pathOf("nowhere.vcf")
        #expect {
            try temporary.store.importCards(from: [.file(missing)])
        } throws: { error in
            guard case .unreadableInput(let path, _)? = error as? ContactStoreError else { return false }
            return path == missing
        }
        #expect(try temporary.store.count() == 0)
    }

    @Test func folderNamedAsAFileIsUnreadableInput() throws {
        let temporary = try TemporaryStore()
        try temporary.write("book/a.vcf", Cards.person("Ann", "Smith"))
        let folder = temporary.pathOf("book")
        #expect(throws: ContactStoreError.unreadableInput(path: folder, reason: "is a folder")) {
            try temporary.store.importCards(from: [.file(folder)])
        }
    }

    @Test func defaultSourceIsTheFileBaseName() throws {
        #expect(ImportInput.file("/tmp/x/icloud.vcf").defaultSource == "icloud")
        #expect(ImportInput.file("relative/Gmail Export.vcf").defaultSource == "Gmail Export")
        #expect(ImportInput.standardInput.displayPath == "-")
    }

    // MARK: - Streaming

    @Test func importLargerThanOneBatchStoresEveryCardInFileOrderAndReportsProgress() throws {
        let temporary = try TemporaryStore()
        let count = 2 * ContactStore.importBatchSize + 500
        let path = try temporary.write("big.vcf", Cards.numbered(count))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let result = try temporary.importFiles([path])
        #expect(result.summary == ImportSummary(imported: count))
        #expect(result.progress.map(\.cards) == [ContactStore.importBatchSize, 2 * ContactStore.importBatchSize])
        #expect(
            result.progress.allSatisfy {
                $0.file == path && $0.totalBytes == size && $0.bytesRead > 0 && $0.bytesRead <= size
            })
        let contacts = try temporary.list()
        #expect(contacts.map(\.position) == Array(1...count))
        #expect(contacts.map(\.displayName) == (1...count).map(Cards.numberedName))
        // Again: every card is found again across batches, none is duplicated.
        let again = try temporary.importFiles([path])
        #expect(again.summary == ImportSummary(unchanged: count))
        #expect(try temporary.store.count() == count)
    }

    // MARK: - Helpers

    static func withoutEnd(_ card: String) -> String {
        card.replacingOccurrences(of: "END:VCARD\r\n", with: "")
    }

    static func withoutBegin(_ card: String) -> String {
        card.replacingOccurrences(of: "BEGIN:VCARD\r\n", with: "")
    }
}
