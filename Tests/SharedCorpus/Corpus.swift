import Foundation

/// The shared corpus of real-world vCards, read in place from `../shared/corpus` beside the package
/// (CI has it there too). It is never copied into the project: its files keep their own licences.
/// Every test target that reads it uses this one helper.
public enum Corpus {
    /// The corpus folder, or nil when it is not beside the package (the tests that need it are then skipped).
    public static let root: URL? = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Corpus.swift, SharedCorpus, Tests → package root
        let corpus = url.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
    }()

    /// Why corpus tests are skipped, for the test log.
    public static let missingReason = "../shared/corpus is not beside the package; corpus tests skipped"

    /// Paths below the corpus root of every `.vcf` in `folder` (`valid` or `invalid`), sorted.
    public static func files(in folder: String) -> [String] {
        guard let root else { return [] }
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.lowercased().hasSuffix(".vcf") }
            .map { folder + "/" + $0 }
            .sorted()
    }

    /// The absolute path of a corpus file (below a path that does not exist when the corpus is absent).
    public static func path(_ relative: String) -> String {
        (root ?? URL(fileURLWithPath: "/nonexistent")).appendingPathComponent(relative).path
    }

    /// The bytes of a corpus file.
    public static func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path(relative))))
    }
}
