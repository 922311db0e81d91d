import Foundation
import SharedCorpus
import Testing

/// Other programs read what `contacts export` writes: every file of `../shared/corpus/valid` and
/// `samples/` is imported (into one store), exported in vCard 3.0 and 4.0, merged and `--raw`, and
/// each exported card is read by vobject and (3.0) by the strict RFC 2426 validator `vcard`, and
/// listed by khard from a vdir. No card may be refused but for a reason docs/vcard.md explains
/// ("What other readers refuse"), each named by the id the reading script gives it.
@Suite(
    .enabled(if: PythonTools.isInstalled, Comment(rawValue: PythonTools.missingReason)),
    .enabled(if: Corpus.root != nil, Comment(rawValue: Corpus.missingReason))
)
struct IndependentReaderTests {
    /// One export: its version and whether it is `--raw`.
    struct Export: Sendable, CustomTestStringConvertible {
        var version: String
        var raw: Bool
        var testDescription: String { "\(version)\(raw ? " --raw" : "")" }
        var arguments: [String] { ["export", "--vcard-version", version] + (raw ? ["--raw"] : []) }
    }

    static let exports = ["3.0", "4.0"].flatMap { version in [false, true].map { Export(version: version, raw: $0) } }

    /// What the readers said about one export.
    struct Reading: Sendable {
        var cards: Int
        var findings: [Finding]
    }

    struct Finding: Sendable, Decodable {
        var export: String
        var card: Int
        var reader: String
        var message: String
        var known: String?
    }

    /// Every input file: the corpus's valid files and the samples.
    static let inputs: [String] = {
        let samples = PythonTools.packageRoot.appendingPathComponent("samples")
        let sampleFiles = ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? [])
            .filter { $0.hasSuffix(".vcf") }.sorted().map { samples.appendingPathComponent($0).path }
        return Corpus.files(in: "valid").map(Corpus.path) + sampleFiles
    }()

    /// Imports every input once, exports four ways, and reads all four exports in one run of the script
    /// (Python and khard start once). Shared by the tests below.
    static let readings: Result<[String: Reading], ContactsProcessError> = {
        do {
            let scratch = try Scratch()
            let imported = try scratch.run(["import"] + inputs)
            guard imported.status == 0 else { throw ContactsProcessError(description: "import failed: \(imported)") }
            var files: [String: String] = [:]
            for export in exports {
                let run = try scratch.run(export.arguments)
                guard run.status == 0, run.stderr.isEmpty else {
                    throw ContactsProcessError(description: "\(export.arguments): \(run)")
                }
                files[export.testDescription] = try scratch.write("export-\(files.count).vcf", bytes: run.stdoutBytes)
            }
            var readings: [String: Reading] = [:]
            for (name, file) in files {
                let output = try PythonTools.run([PythonTools.readExports, "--khard=\(PythonTools.khard)", file])
                let lines = output.split(separator: "\n").map { Data($0.utf8) }
                let cards = try JSONDecoder().decode([String: Int].self, from: lines.last ?? Data())["cards"] ?? 0
                let findings = try lines.dropLast().map { try JSONDecoder().decode(Finding.self, from: $0) }
                readings[name] = Reading(cards: cards, findings: findings)
            }
            return .success(readings)
        } catch let error as ContactsProcessError {
            return .failure(error)
        } catch {
            return .failure(ContactsProcessError(description: "\(error)"))
        }
    }()

    @Test(arguments: exports)
    func noReaderRefusesAnExportedCardForAnUnexplainedReason(_ export: Export) throws {
        let reading = try #require(try Self.readings.get()[export.testDescription])
        #expect(
            reading.cards >= (export.raw ? 150 : 130), "\(export.testDescription): only \(reading.cards) cards exported"
        )
        let unexplained = reading.findings.filter { $0.known == nil }
        #expect(
            unexplained.isEmpty,
            """
            \(export.testDescription): \(unexplained.count) refusals docs/vcard.md does not explain:
            \(unexplained.map { "  card \($0.card), \($0.reader): \($0.message)" }.joined(separator: "\n"))
            """)
    }

    @Test func vobjectAndKhardRefuseNoCardOfVersion30() throws {
        for export in Self.exports where export.version == "3.0" {
            let reading = try #require(try Self.readings.get()[export.testDescription])
            let refused = reading.findings.filter { $0.reader != "vcard" }
            #expect(refused.isEmpty, "\(export.testDescription): \(refused.map { "\($0.reader): \($0.message)" })")
        }
    }

    @Test func everyExplainedRefusalIsInTheDocumentation() throws {
        let documentation = try String(
            contentsOf: PythonTools.packageRoot.appendingPathComponent("docs/vcard.md"), encoding: .utf8)
        let ids = Set(try Self.readings.get().values.flatMap { $0.findings.compactMap(\.known) })
        for id in ids.sorted() {
            #expect(documentation.contains("`\(id)`"), "docs/vcard.md does not explain `\(id)`")
        }
    }
}
