import Foundation

/// The shared corpus of real-world vCards, read in place from `../shared/corpus` beside the package.
enum Corpus {
    /// The corpus folder, or nil when it is not beside the package (the tests that need it are then skipped).
    static let root: URL? = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // Support, contactsTests, Tests, package root
        let corpus = url.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
    }()

    /// Why corpus tests are skipped, for the test log.
    static let missingReason = "../shared/corpus is not beside the package; corpus round-trip tests skipped"

    /// Paths below the corpus root of every `.vcf` in `folder` (`valid` or `invalid`), sorted.
    static func files(in folder: String) -> [String] {
        guard let root else { return [] }
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.lowercased().hasSuffix(".vcf") }
            .map { folder + "/" + $0 }
            .sorted()
    }

    /// The absolute path of a corpus file.
    static func path(_ relative: String) -> String {
        (root ?? URL(fileURLWithPath: "/nonexistent")).appendingPathComponent(relative).path
    }
}
