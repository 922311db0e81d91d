import Foundation

/// A labeled folder that cannot be read: the file and line, and what is wrong there.
public struct LabeledFolderError: LocalizedError, Equatable, Sendable {
    /// The file, as given.
    public var file: String
    /// The 1-based line, or 0 for the file as a whole.
    public var line: Int
    /// What is wrong, in lower case.
    public var problem: String

    /// Creates an error.
    public init(file: String, line: Int, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// `labels.tsv:12: …`.
    public var errorDescription: String? { line > 0 ? "\(file):\(line): \(problem)" : "\(file): \(problem)" }
}

extension LabeledCorpus {
    /// Reads a labeled corpus written by another generator (`Benchmarks/heldout/generate.py`): one
    /// `<source>.vcf` per source named in `labels.tsv`, and the labels.
    ///
    /// - `labels.tsv`: `source`, `uid`, `person` (an integer) for every card; a header line first.
    /// - `people.tsv` (optional): `person`, `culture`, `cards`, `evidence` (a ``LinkEvidence`` raw
    ///   value), `cases` (comma-separated) for each duplicated person.
    /// - `negatives.tsv` (optional): `kind` (a ``HardNegativeKind`` raw value), `people`
    ///   (comma-separated person ids) per group of different people made to look alike.
    ///
    /// ```swift
    /// let corpus = try LabeledCorpus(folder: "/tmp/heldout-1")
    /// ```
    /// - Throws: ``LabeledFolderError`` naming the file and line of the first problem.
    public init(folder: String) throws {
        let labels = try Self.rows(folder, "labels.tsv", columns: 3, required: true)
        var truth: [RawKey: Int] = [:]
        var sources: [String] = []
        for row in labels {
            let person = try Self.integer(row.fields[2], row)
            let key = RawKey(source: row.fields[0], uid: row.fields[1])
            guard truth.updateValue(person, forKey: key) == nil else {
                throw LabeledFolderError(file: "labels.tsv", line: row.line, problem: "card \(key) is listed twice")
            }
            if !sources.contains(key.source) { sources.append(key.source) }
        }
        var evidence: [Int: LinkEvidence] = [:]
        var cases: [Int: Set<String>] = [:]
        for row in try Self.rows(folder, "people.tsv", columns: 5, required: false) {
            let person = try Self.integer(row.fields[0], row)
            guard let kind = LinkEvidence(rawValue: row.fields[3]) else {
                throw LabeledFolderError(file: row.file, line: row.line, problem: "unknown evidence '\(row.fields[3])'")
            }
            evidence[person] = kind
            cases[person] = Set(row.fields[4].split(separator: ",").map(String.init))
        }
        var negatives: [HardNegativeGroup] = []
        for row in try Self.rows(folder, "negatives.tsv", columns: 2, required: false) {
            guard let kind = HardNegativeKind(rawValue: row.fields[0]) else {
                throw LabeledFolderError(file: row.file, line: row.line, problem: "unknown kind '\(row.fields[0])'")
            }
            let people = try row.fields[1].split(separator: ",").map { try Self.integer(String($0), row) }
            negatives.append(HardNegativeGroup(kind: kind, people: people))
        }
        var files: [(source: String, text: String)] = []
        for source in sources.sorted() {
            let path = folder + "/" + source + ".vcf"
            guard let text = FileManager.default.contents(atPath: path).flatMap({ String(data: $0, encoding: .utf8) })
            else {
                throw LabeledFolderError(file: source + ".vcf", line: 0, problem: "missing or not UTF-8")
            }
            files.append((source, text))
        }
        var stats: [String: Int] = ["raw contacts": truth.count]
        for source in sources { stats["cards: \(source)"] = truth.keys.count { $0.source == source } }
        self.init(
            files: files, truth: truth, people: Set(truth.values).count, evidence: evidence, hardNegatives: negatives,
            stats: stats, cases: cases)
    }

    private struct Row {
        var file: String
        var line: Int
        var fields: [String]
    }

    private static func rows(_ folder: String, _ file: String, columns: Int, required: Bool) throws -> [Row] {
        guard let data = FileManager.default.contents(atPath: folder + "/" + file) else {
            if required { throw LabeledFolderError(file: file, line: 0, problem: "missing in \(folder)") }
            return []
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LabeledFolderError(file: file, line: 0, problem: "not UTF-8")
        }
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where index > 0 && !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= columns else {
                throw LabeledFolderError(
                    file: file, line: index + 1, problem: "\(fields.count) columns, expected \(columns)")
            }
            rows.append(Row(file: file, line: index + 1, fields: fields))
        }
        return rows
    }

    private static func integer(_ text: String, _ row: Row) throws -> Int {
        guard let value = Int(text) else {
            throw LabeledFolderError(file: row.file, line: row.line, problem: "'\(text)' is not a person id")
        }
        return value
    }
}
