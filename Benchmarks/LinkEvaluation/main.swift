// How well the store links raw contacts into unified contacts: generates a labeled corpus (iCloud,
// Google and Outlook exports of the same people, with hard negatives), or reads one another generator
// wrote (`--corpus DIR`, e.g. Benchmarks/heldout/generate.py's), imports each file as its
// source into a fresh store, lists the unified contacts with their raw contacts, and prints pairwise
// precision and recall against the truth. It does not know how linking works, only what the store lists.
//
//     swift run -c release LinkEvaluation [--people 10000] [--duplicates 0.15] [--seed 1] [--show-errors 20] [--keep DIR]
//                                         [--link-after-import]
//     swift run -c release LinkEvaluation --corpus /tmp/heldout-1 [--show-errors 20]
//
// Pairs: every two raw contacts of one person are a true pair; every two raw contacts of one
// unified contact are a predicted pair. "Reachable" recall leaves out people whose copies share only
// a name (no linker should join those). Precision is n/a while nothing is joined.

#if canImport(Glibc)
import Glibc
#endif
import BenchmarkSupport
import ContactsKit
import Foundation
import PeopleGenerator

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))

func decimal(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (index, character) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0, character != "-" { result += "," }
        result.append(character)
    }
    return result
}
func ratio(_ value: Double?) -> String { value.map { String(format: "%.4f", $0) } ?? "n/a" }
func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }

// MARK: - Generate and write

var start = now()
let corpus: LabeledCorpus
if let folder = options.corpus {
    print("LinkEvaluation: labeled folder \(folder)")
    do {
        corpus = try LabeledCorpus(folder: folder)
    } catch {
        FileHandle.standardError.write(Data("error: \(error.localizedDescription)\n".utf8))
        exit(65)
    }
} else {
    print("LinkEvaluation: \(options.people) people, duplicates \(options.duplicates), seed \(options.seed)")
    corpus = PeopleGenerator.corpus(people: options.people, duplicateRate: options.duplicates, seed: options.seed)
}
let generationTime = now() - start
let sources = corpus.files.map(\.source)

let folder = options.keep ?? (NSTemporaryDirectory() + "LinkEvaluation-\(getpid())")
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { if options.keep == nil { try? FileManager.default.removeItem(atPath: folder) } }
var bytes = 0
for (source, text) in corpus.files {
    try text.write(toFile: "\(folder)/\(source).vcf", atomically: true, encoding: .utf8)
    bytes += text.utf8.count
}
let stats = corpus.stats
let sourceCounts = sources.map { "\($0) \(decimal(stats["cards: \($0)"] ?? 0))" }.joined(separator: ", ")
print(
    "corpus: \(decimal(corpus.truth.count)) cards (\(sourceCounts)), \(String(format: "%.1f", Double(bytes) / 1e6)) MB, \(options.corpus == nil ? "generated" : "read") in \(seconds(generationTime))"
)
let cardCounts = Dictionary(grouping: corpus.truth.values, by: { $0 }).values.map(\.count)
print(
    "  duplicated people \(decimal(cardCounts.count { $0 > 1 })) (\(decimal(cardCounts.count { $0 > 2 })) with 3 or more cards), "
        + "unreachable (name only, or name and organisation only) \(decimal(corpus.unreachable.count))")
print(
    "  evidence: "
        + LinkEvidence.allCases.map { kind in "\(kind) \(corpus.evidence.values.count { $0 == kind })" }.joined(
            separator: ", "))
print(
    "  hard negatives (groups/people): "
        + HardNegativeKind.allCases.map { kind in
            let groups = corpus.hardNegatives.filter { $0.kind == kind }
            return "\(kind) \(groups.count)/\(groups.reduce(0) { $0 + $1.people.count })"
        }.joined(separator: ", "))

// MARK: - Import

let storePath = folder + "/contacts.sqlite"
for suffix in ["", "-wal", "-shm"] { unlink(storePath + suffix) }
let store = try ContactStore(path: storePath)
var problems = 0
var importTime = 0.0
for source in sources {
    start = now()
    let summary = try store.importCards(
        from: [.file("\(folder)/\(source).vcf")], source: source, link: !options.linkAfterImport,
        onProblem: { _ in problems += 1 })
    let elapsed = now() - start
    importTime += elapsed
    print("import \(source): \(summary) in \(seconds(elapsed))")
}
print(
    "import: \(seconds(importTime)), \(decimal(Int(Double(corpus.truth.count) / max(importTime, 1e-9)))) raw contacts/s, \(problems) problems"
)
var linkTime: Double?
var linkCPUTime: Double?
if options.linkAfterImport {
    start = now()
    let cpuStart = cpuTime()
    let links = try store.linkAutomatically()
    linkTime = now() - start
    linkCPUTime = cpuTime() - cpuStart
    print(
        "link on demand (linkAutomatically): \(decimal(links)) links over \(decimal(corpus.truth.count)) raw contacts in \(seconds(linkTime!))"
            + " (CPU \(seconds(linkCPUTime!)))")
}

// MARK: - List and score

var score = PairwiseScore(corpus)
let showErrors = options.showErrors
var contactOf: [RawKey: Int] = [:]
var wrongContacts: [(name: String, keys: [RawKey])] = []
start = now()
try store.list(ListRequest(), includeRawContacts: true) { listed in
    let keys = listed.contact.rawContacts.map { RawKey(source: $0.source, uid: $0.uid) }
    let people = score.add(keys)
    guard showErrors > 0 else { return }
    for key in keys { contactOf[key] = score.contacts }
    if people.count > 1, wrongContacts.count < showErrors { wrongContacts.append((listed.contact.displayName, keys)) }
}
let listTime = now() - start

// What `contacts duplicates` would show after this linking: its time, its counts, and how many of the
// 20 strongest groups' pairs are one person's cards (the ranking's precision at the top).
start = now()
let duplicates = try store.duplicates(DuplicateRequest(linkedLimit: 0, suggestionLimit: 20))
let duplicatesTime = now() - start
let topPairs = duplicates.suggestions.flatMap(\.links)
let topCorrect = topPairs.count { link in
    let people = link.contacts.map { contact in
        Set(contact.rawContacts.compactMap { corpus.truth[RawKey(source: $0.source, uid: $0.uid)] })
    }
    return !people[0].isDisjoint(with: people[1])
}

print(
    """

    | measure | value |
    | --- | ---: |
    | people | \(decimal(corpus.people)) |
    | raw contacts | \(decimal(score.rawContacts)) |
    | unified contacts | \(decimal(score.contacts)) |
    | true pairs | \(decimal(score.truePairs)) |
    | reachable true pairs | \(decimal(score.reachableTruePairs)) |
    | predicted pairs | \(decimal(score.predictedPairs)) |
    | correct pairs | \(decimal(score.correctPairs)) |
    | precision | \(ratio(score.precision)) |
    | recall | \(ratio(score.recall)) |
    | reachable recall | \(ratio(score.reachableRecall)) |
    | F1 | \(ratio(score.f1)) |
    | import seconds | \(String(format: "%.3f", importTime)) |
    | raw contacts/s | \(decimal(Int(Double(score.rawContacts) / max(importTime, 1e-9)))) |
    | list seconds | \(String(format: "%.3f", listTime)) |
    | duplicates seconds (20 strongest) | \(String(format: "%.3f", duplicatesTime)) |
    | suggestions (pairs of contacts / people) | \(decimal(duplicates.suggestionCount)) / \(decimal(duplicates.suggestedPeople)) |
    | one person among the 20 strongest's pairs | \(topCorrect)/\(topPairs.count) |
    \(linkTime.map { "| link on demand seconds | \(String(format: "%.3f", $0)) |\n" } ?? "")\
    \(linkCPUTime.map { "| link on demand CPU seconds | \(String(format: "%.3f", $0)) |\n" } ?? "")
    """)
print(
    "recall by evidence (correct/true pairs): "
        + LinkEvidence.allCases.map { kind in
            "\(kind) \(score.correctPairsByEvidence[kind] ?? 0)/\(score.truePairsByEvidence[kind] ?? 0)"
        }.joined(separator: ", "))
if !score.truePairsByCase.isEmpty {
    print(
        "recall by case (correct/true pairs): "
            + score.truePairsByCase.keys.sorted().map { name in
                let (correct, all) = (score.correctPairsByCase[name] ?? 0, score.truePairsByCase[name] ?? 0)
                return "\(name) \(correct)/\(all) (\(String(format: "%.3f", Double(correct) / Double(max(all, 1)))))"
            }.joined(separator: ", "))
}
print(
    "wrong pairs inside hard-negative groups: "
        + HardNegativeKind.allCases.map { "\($0) \(score.wrongPairsByKind[$0] ?? 0)" }.joined(separator: ", "))
if score.rawContacts != corpus.truth.count || score.unknownRawContacts > 0 {
    print(
        "warning: the store lists \(score.rawContacts) raw contacts for \(corpus.truth.count) cards; \(score.unknownRawContacts) unknown to the truth"
    )
}

// MARK: - Errors

if showErrors > 0 {
    let summaries = CardSummaries(corpus)
    print("\nwrongly joined contacts (first \(showErrors)):")
    if wrongContacts.isEmpty { print("  none") }
    for (name, keys) in wrongContacts {
        print("  \(name):")
        for key in keys { print("    person \(corpus.truth[key].map(String.init) ?? "?"): \(summaries[key])") }
    }
    var cardsOf: [Int: [RawKey]] = [:]
    for (key, person) in corpus.truth { cardsOf[person, default: []].append(key) }
    // Reachable people first, then by id, so the list is the same on every run.
    let duplicated = cardsOf.filter { $0.value.count > 1 }.keys.sorted {
        let (a, b) = (corpus.evidence[$0]?.isReachable ?? true, corpus.evidence[$1]?.isReachable ?? true)
        return a != b ? a : $0 < $1
    }
    print("\nmissed pairs (first \(showErrors)):")
    var shown = 0
    search: for person in duplicated {
        let keys = cardsOf[person]!.sorted { ($0.source, $0.uid) < ($1.source, $1.uid) }
        for i in keys.indices {
            for j in keys.indices where j > i && contactOf[keys[i]] != contactOf[keys[j]] {
                guard shown < showErrors else { break search }
                shown += 1
                print("  person \(person) (\(corpus.evidence[person].map { "\($0)" } ?? "?")):")
                print("    \(summaries[keys[i]])")
                print("    \(summaries[keys[j]])")
            }
        }
    }
    if shown == 0 { print("  none") }
}
if let keep = options.keep { print("\nkept the corpus and store in \(keep)") }
