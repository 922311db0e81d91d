// The store's speed on generated address books: importing, exporting and `duplicates` on 100,000
// cards, the first page of a sorted list, filtered lists, moving, showing and streaming a million contacts. Each figure is measured twice: the
// ContactsKit call in this process (median of several runs), and the whole `contacts` process a user
// runs (the release binary beside this one, `--store` on the same file), with its peak RSS.
//
//     swift build -c release --product contacts && swift build -c release --product StoreBenchmark
//     .build/release/StoreBenchmark [--import 100000] [--photo-import 10000] [--contacts 1000000] [--runs 7] [--keep DIR] [--only TEXT]
//     .build/release/StoreBenchmark --only duplicates --contacts 0 --photo-import 0   # only duplicates on 100,000 imported cards
//     .build/release/StoreBenchmark --write-cards FILE [--cards 11000]    # only writes the generated cards (Benchmarks/compare.sh)
//
// Stores are made fresh in a temporary folder and removed at the end; `--keep DIR` keeps the large
// store in DIR and reuses it next time (for profiling one scenario with `--only`). Times are wall
// times (CLOCK_MONOTONIC); peak RSS is, in this process, how far VmHWM rises above the RSS before a
// run (reset through /proc/self/clear_refs), and for a child one more run under GNU time (`time -f
// %M`). The page cache is warm: one run of each scenario is made and dropped before the timed ones.

#if canImport(Glibc)
import Glibc
#endif
import BenchmarkPhotos
import BenchmarkSupport
import ContactsKit
import Foundation
import VCard

// MARK: - Options

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
        let number = Int(arguments[index + 1])
    else { return value }
    return number
}
func stringOption(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let importCount = option("--import", default: 100_000)
let photoImportCount = option("--photo-import", default: 10_000)
let largeCount = option("--contacts", default: 1_000_000)
let runs = max(1, option("--runs", default: 7))
/// Scenarios that read or write a whole store run fewer times.
let longRuns = max(1, min(runs, option("--long-runs", default: 3)))
let keepFolder = stringOption("--keep")
/// `--only TEXT`: only the scenarios whose name contains TEXT.
let onlyFilter = stringOption("--only")
/// The `contacts` binary measured as a process: beside this one, unless `--binary PATH`.
let contactsBinary =
    stringOption("--binary")
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("contacts")
    .path

func wanted(_ name: String) -> Bool { onlyFilter.map { name.contains($0) } ?? true }

// MARK: - Deterministic, realistic cards

// Names from many languages; earlier entries are drawn more often (a skewed, Zipf-like pick). A
// three-letter prefix such as `mar` (Maria, Mark, Margaret, Martin, Martínez, …) matches about one
// contact in ten, as in a real address book.
let givenNames = [
    "John", "Anna", "David", "Sarah", "Michael", "Laura", "Thomas", "José", "Emma", "Sofia", "Lucas", "Olivia",
    "Noah", "Wei", "Mei", "Ahmed", "Fatima", "Priya", "Raj", "Ngozi", "Olusegun", "Émile", "Chloé", "Zoë", "Søren",
    "Björn", "Ingrid", "Jürgen", "Łukasz", "Agnieszka", "Maria", "Ivan", "Olga", "Dmitri", "Aiko", "Kenji", "Yuki",
    "Hiroshi", "Min-jun", "Ji-woo", "Ana-María", "João", "Inês", "Siobhán", "Seán", "Mark", "Chiara", "Giulia",
    "Luca", "Marco", "Margaret", "Mariam", "Marek", "Kwame", "Amara", "Omar", "Aisha", "Deepa", "Pedro", "Liam",
    "Martin", "Marta", "小明", "Олена",
]
let familyNames = [
    "Smith", "García", "Müller", "Nguyen", "Johnson", "Rossi", "Kim", "Wang", "Silva", "Schmidt", "Dubois",
    "Okafor", "Kowalski", "Lefèvre", "O'Brien", "Yamamoto", "Haddad", "Ivanova", "da Silva", "Brontë", "Williams",
    "Brown", "Jones", "Schneider", "Fischer", "Moreau", "Novak", "Horváth", "Nielsen", "Andersson", "Johansson",
    "Virtanen", "Papadopoulos", "Yılmaz", "Kaya", "Cohen", "Levi", "Lee", "Park", "Li", "Martin", "Chen", "Tanaka",
    "Suzuki", "Singh", "Patel", "Kumar", "Mensah", "Adeyemi", "Costa", "Ferreira", "Hernández", "López", "González",
    "Popescu", "Kovač", "Martínez", "Ní Bhriain", "van der Berg", "de Jong", "Marino", "Ångström", "Marchetti",
    "张", "王", "Петренко",
]
let companies = [
    "Example", "Acme", "Globex", "Initech", "Umbrella Trading", "Stark Logistics", "Wayne Foods",
    "Bäckerei Sonnenschein",
]
let orgOnly = [
    "24/7 Schlüsseldienst", "3M Support", "Østerbro Dyreklinik", "Pizzeria Da Michele", "City Taxi", "1-2-3 Umzüge",
    "Dr. Weber Praxis",
]
let domains = ["example.com", "example.org", "mail.example", "work.example.net", "uni.example"]
let streets = [
    "12 rue des Martyrs", "221B Baker Street", "Friedrichstraße 12", "1600 Amphitheatre Pkwy", "Calle Mayor\\, 5",
    "丸の内1-1",
]
let cities = ["Paris", "London", "Berlin", "Mountain View", "Madrid", "Lagos", "東京", "São Paulo", "Kraków"]

/// A phone number in one of the formats people's address books hold; one in twenty is a fictional
/// `(555) 01x-xxxx` number, the kind the issue's example query `555 01` looks for.
func phone(_ random: inout SplitMix64) -> String {
    switch random.below(20) {
    case 0..<3: return "+1 (\(200 + random.below(800))) \(random.digits(3))-\(random.digits(4))"
    case 3..<6: return "+44 20 7946 \(random.digits(4))"
    case 6..<9: return "030 \(random.digits(4)) \(random.digits(4))"
    case 9..<12: return "+33 6 \(random.digits(2)) \(random.digits(2)) \(random.digits(2)) \(random.digits(2))"
    case 12..<15: return "+81-90-\(random.digits(4))-\(random.digits(4))"
    case 15..<19: return "0171 \(random.digits(7))"
    default: return "(555) 01\(random.digits(1))-\(random.digits(4))"
    }
}

/// ASCII letters of a name, for an email address (`José` → `jos`; a CJK name → `contact`).
func mailbox(_ name: String) -> String {
    let ascii = name.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0 == "-") }
    return ascii.isEmpty ? "contact" : String(String.UnicodeScalarView(ascii))
}

/// One iPhone-style vCard 3.0 card: a person with 1–3 emails and phones, an address, often a note with
/// escapes, sometimes a nickname or a company; one in 25 is a company without a person's name.
func makeCard(_ index: Int, _ random: inout SplitMix64) -> String {
    var lines = ["BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//iPhone OS 17.1//EN"]
    if random.below(25) == 0 {
        let name = orgOnly[random.below(orgOnly.count)]
        lines += [
            "N:;;;;", "FN:\(name)", "ORG:\(name);", "X-ABShowAs:COMPANY",
            "TEL;type=WORK;type=VOICE;type=pref:\(phone(&random))",
            "EMAIL;type=INTERNET;type=WORK:info\(index)@\(domains[random.below(domains.count)])",
        ]
    } else {
        let given = givenNames[random.skewed(givenNames.count)]
        let family = familyNames[random.skewed(familyNames.count)]
        lines += ["N:\(family);\(given);;;", "FN:\(given) \(family)"]
        if random.below(8) == 0 { lines.append("NICKNAME:\(given.prefix(3))\(given.count > 3 ? "i" : "")") }
        if random.below(3) == 0 {
            lines.append("ORG:\(companies[random.below(companies.count)]) \(index % 97) Ltd.;Sales")
            lines.append("TITLE:Account manager")
        }
        let user = "\(mailbox(given)).\(mailbox(family))\(index % 1000)"
        for number in 0..<(1 + random.below(3)) {
            let domain = domains[random.below(domains.count)]
            lines.append(
                number == 0
                    ? "item1.EMAIL;type=INTERNET;type=pref:\(user)@\(domain)"
                    : "EMAIL;type=INTERNET;type=WORK:\(user)@\(domain)")
            if number == 0 { lines.append("item1.X-ABLabel:_$!<Other>!$_") }
        }
        lines.append("TEL;type=CELL;type=VOICE;type=pref:\(phone(&random))")
        for _ in 0..<random.below(3) { lines.append("TEL;type=HOME:\(phone(&random))") }
        lines.append(
            "ADR;type=HOME:;;\(streets[random.below(streets.count)]);\(cities[random.below(cities.count)]);;\(10000 + random.below(89999));"
        )
        if random.below(2) == 0 {
            lines.append("BDAY:19\(50 + random.below(50))-0\(1 + random.below(9))-1\(random.below(9))")
        }
        if random.below(3) != 0 {
            lines.append("NOTE:Met at the conference\\, table \(random.below(40)).\\nLikes tea\\; not coffee.")
        }
    }
    lines.append("UID:\(index)-6E1A2B3C-4A5B-9C8D")
    lines.append("END:VCARD")
    return lines.joined(separator: "\r\n") + "\r\n"
}

/// Writes cards `range` to `path`, 1 MiB at a time (never the whole file in memory).
func writeCards(_ range: Range<Int>, to path: String) -> Int {
    guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
    defer { fclose(file) }
    var random = SplitMix64(state: 42 &+ UInt64(range.lowerBound))
    var buffer: [UInt8] = []
    var total = 0
    buffer.reserveCapacity(1 << 21)
    for index in range {
        buffer.append(contentsOf: makeCard(index, &random).utf8)
        if buffer.count >= 1 << 20 {
            total += fwrite(buffer, 1, buffer.count, file)
            buffer.removeAll(keepingCapacity: true)
        }
    }
    total += fwrite(buffer, 1, buffer.count, file)
    return total
}

/// Cards `range` as `writeCards` makes them, each with a different photo (a JPEG of 240–480 pixels a
/// side, about 30 KB), as base64 folded at 76 columns the way iPhone exports fold it. Written 500
/// cards at a time; the photos of a batch are made on every core.
func writeCardsWithPhotos(_ range: Range<Int>, to path: String) -> Int {
    guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
    defer { fclose(file) }
    var random = SplitMix64(state: 42 &+ UInt64(range.lowerBound))
    var total = 0
    for first in stride(from: range.lowerBound, to: range.upperBound, by: 500) {
        let indices = first..<min(range.upperBound, first + 500)
        let photos = UnsafeMutableBufferPointer<[UInt8]>.allocate(capacity: indices.count)
        defer { photos.deallocate() }
        let slots = PhotoSlots(base: photos.baseAddress!)
        DispatchQueue.concurrentPerform(iterations: indices.count) { offset in
            let (width, height, pixels) = generatedPicture(
                seed: UInt64(indices.lowerBound + offset) &* 0x9E37_79B9 &+ 7, sides: 240...480)
            (slots.base + offset).initialize(to: jpeg(width: width, height: height, pixels: pixels))
        }
        var buffer: [UInt8] = []
        for (offset, index) in indices.enumerated() {
            var card = makeCard(index, &random)
            card.removeLast("END:VCARD\r\n".count)
            let base64 = Data(photos[offset]).base64EncodedString()
            var line = "PHOTO;ENCODING=b;TYPE=JPEG:"
            var start = base64.startIndex
            while start < base64.endIndex {
                let end = base64.index(start, offsetBy: 76, limitedBy: base64.endIndex) ?? base64.endIndex
                line += (start == base64.startIndex ? "" : "\r\n ") + base64[start..<end]
                start = end
            }
            buffer.append(contentsOf: (card + line + "\r\nEND:VCARD\r\n").utf8)
        }
        _ = photos.baseAddress.map { $0.deinitialize(count: indices.count) }
        total += fwrite(buffer, 1, buffer.count, file)
    }
    return total
}

/// The photo array's storage, written at distinct indices by concurrentPerform's threads.
struct PhotoSlots: @unchecked Sendable {
    let base: UnsafeMutablePointer<[UInt8]>
}

if let path = stringOption("--write-cards") {
    let count = option("--cards", default: 11_000)
    let bytes = writeCards(0..<count, to: path)
    print("wrote \(count) cards, \(bytes) bytes, to \(path)")
    exit(0)
}

// MARK: - Measuring

/// This process's peak resident set (VmHWM) in KiB.
func peakRSS() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// This process's resident set (VmRSS) in KiB.
func currentRSS() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// Resets VmHWM to the current RSS (Linux ≥ 4.0), so the next reading is this scenario's peak.
func resetPeakRSS() {
    let descriptor = open("/proc/self/clear_refs", O_WRONLY)
    guard descriptor >= 0 else { return }
    _ = write(descriptor, "5", 1)
    close(descriptor)
}

func megabytes(_ kibibytes: Int) -> String { String(format: "%.1f MB", Double(kibibytes) * 1024 / 1e6) }
func milliseconds(_ seconds: Double) -> String {
    seconds >= 10
        ? String(format: "%.1f s", seconds)
        : seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.2f ms", seconds * 1000)
}

struct Result {
    var scenario: String
    var way: String
    var median: Double
    var best: Double
    var runs: Int
    /// A process's peak RSS; in this process, how far the peak rose above the RSS before the run.
    var peakKiB: Int?
    var note: String

    var peakText: String {
        guard let peakKiB else { return "—" }
        return way == "library" ? "+" + megabytes(peakKiB) : megabytes(peakKiB)
    }
}
var results: [Result] = []

@MainActor func record(_ result: Result) {
    results.append(result)
    print(
        "  \(result.way.padding(toLength: 9, withPad: " ", startingAt: 0)) \(result.scenario.padding(toLength: 44, withPad: " ", startingAt: 0)) median \(milliseconds(result.median)) (best \(milliseconds(result.best)), \(result.runs) runs)  peak RSS \(result.peakText)  \(result.note)"
    )
    fflush(nil)
}

/// Times `body` in this process: one untimed warm-up, then `count` runs; `after` (untimed) undoes a run.
@MainActor func measure(
    _ scenario: String, runs count: Int, warmUp: Bool = true, note: (Int) -> String = { "\($0) rows" },
    after: () throws -> Void = {}, _ body: () throws -> Int
) rethrows {
    guard wanted(scenario) else { return }
    if warmUp { _ = try body(); try after() }
    var times: [Double] = []
    var peak = 0
    var check = 0
    for _ in 0..<count {
        resetPeakRSS()
        let before = currentRSS()
        let start = now()
        check = try body()
        times.append(now() - start)
        peak = max(peak, peakRSS() - before)
        try after()
    }
    record(
        Result(
            scenario: scenario, way: "library", median: median(times), best: times.min()!, runs: count, peakKiB: peak,
            note: note(check)))
}

/// A finished child process: its wall time, peak RSS (KiB) and exit status.
struct ProcessRun {
    var seconds: Double
    var peakKiB: Int
    var status: Int32
    /// For a pipe run: seconds until the first data row arrived.
    var firstRow: Double?
}

/// Runs `contacts ARGUMENTS` with stdout to /dev/null (or a pipe read up to the second line, then
/// closed, as `| head -2` does), stderr to a file, and waits for it with wait4 for its rusage.
@MainActor func spawn(
    _ commandArguments: [String], firstRowsThroughPipe: Bool = false, measuringRSS: Bool = false
) -> ProcessRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeEnds: [Int32] = [-1, -1]
    if firstRowsThroughPipe {
        _ = pipe(&pipeEnds)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    } else {
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    // wait4's ru_maxrss for a child that posix_spawn started (vfork + exec) is at least this
    // process's own peak: Linux carries the parent's high-water mark over the exec. GNU time is a
    // small parent, so under it the figure is the child's own peak.
    let program = measuringRSS ? timeBinary : contactsBinary
    let wrapper = measuringRSS ? [timeBinary, "-f", "%M", "-o", rssPath] : []
    let argv: [UnsafeMutablePointer<CChar>?] =
        (wrapper + [contactsBinary] + commandArguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
    guard spawned == 0 else { fatalError("cannot run \(contactsBinary): \(String(cString: strerror(spawned)))") }
    var firstRow: Double?
    if firstRowsThroughPipe {
        close(pipeEnds[1])
        var newlines = 0
        var byte: UInt8 = 0
        while newlines < 2, read(pipeEnds[0], &byte, 1) == 1 { if byte == 10 { newlines += 1 } }
        firstRow = now() - start
        close(pipeEnds[0])
    }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let seconds = now() - start
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    if exitStatus != 0, !firstRowsThroughPipe {
        let message = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        print("    contacts \(commandArguments.joined(separator: " ")) exited \(exitStatus): \(message)")
    }
    var peak = Int(usage.ru_maxrss)
    if measuringRSS {
        let text = (try? String(contentsOfFile: rssPath, encoding: .utf8)) ?? ""
        peak = text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
    }
    return ProcessRun(seconds: seconds, peakKiB: peak, status: exitStatus, firstRow: firstRow)
}

/// Times the whole `contacts` process: one untimed warm-up, then `count` runs.
@MainActor func measureProcess(
    _ scenario: String, _ commandArguments: [String], runs count: Int, note: String = "",
    before: () throws -> Void = {}, after: () throws -> Void = {}
) throws {
    guard wanted(scenario) else { return }
    try before(); _ = spawn(commandArguments); try after()
    var runsDone: [ProcessRun] = []
    for _ in 0..<count {
        try before()
        runsDone.append(spawn(commandArguments))
        try after()
    }
    let times = runsDone.map(\.seconds)
    let statuses = Set(runsDone.map(\.status)).sorted().map(String.init).joined(separator: ",")
    var peak: Int?
    if FileManager.default.isExecutableFile(atPath: timeBinary) {
        try before()
        peak = spawn(commandArguments, measuringRSS: true).peakKiB
        try after()
    }
    record(
        Result(
            scenario: scenario, way: "process", median: median(times), best: times.min()!, runs: count,
            peakKiB: peak, note: "exit \(statuses) \(note)"))
}

// MARK: - Setup

let folder = keepFolder ?? (NSTemporaryDirectory() + "StoreBenchmark-\(getpid())")
try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
let stderrPath = folder + "/stderr.txt"
let rssPath = folder + "/rss.txt"
/// GNU time (Debian's `time` package) measures a child's peak RSS; without it, none is reported.
let timeBinary = "/usr/bin/time"
defer { if keepFolder == nil { try? FileManager.default.removeItem(atPath: folder) } }

func removeStore(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
}

func cpuModel() -> String {
    let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    return info.split(separator: "\n").first { $0.hasPrefix("model name") }.map {
        String($0.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces)
    } ?? "?"
}
var name = utsname()
uname(&name)
let kernel = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
print(
    "StoreBenchmark: \(ProcessInfo.processInfo.activeProcessorCount) CPUs (\(cpuModel())), \(ProcessInfo.processInfo.physicalMemory >> 30) GiB, Linux \(kernel)"
)
print(
    "import \(importCount) contacts; large store \(largeCount) contacts; \(runs) runs (\(longRuns) for whole-store scenarios); binary \(contactsBinary)"
)
print("work folder \(folder)")
guard FileManager.default.isExecutableFile(atPath: contactsBinary) else {
    fatalError("no contacts binary at \(contactsBinary): swift build -c release --product contacts")
}

// MARK: - Import

let importFile = folder + "/import.vcf"
if wanted("import") || wanted("export") || wanted("duplicates") {
    let bytes = writeCards(0..<importCount, to: importFile)
    print("\nimport: \(importCount) generated cards, \(String(format: "%.1f", Double(bytes) / 1e6)) MB")
    let importStore = folder + "/import.sqlite"
    var cardsPerSecond: [Double] = []
    try measure(
        "import \(importCount) contacts", runs: longRuns, warmUp: false,
        note: { _ in String(format: "%.0f contacts/s", median(cardsPerSecond)) },
        after: { removeStore(importStore) }
    ) {
        removeStore(importStore)
        let start = now()
        let store = try ContactStore(path: importStore)
        let summary = try store.importCards(from: [.file(importFile)])
        cardsPerSecond.append(Double(summary.imported) / (now() - start))
        guard summary.imported == importCount else { fatalError("imported \(summary)") }
        return summary.imported
    }
    try measureProcess(
        "import \(importCount) contacts", ["import", "--store", importStore, importFile], runs: longRuns,
        before: { removeStore(importStore) })
    if let last = results.last, last.scenario.hasPrefix("import") {
        print(String(format: "    (process: %.0f contacts/s)", Double(importCount) / last.median))
    }
    // The store the last import left: exported whole, merged view, vCard 3.0.
    if wanted("export") {
        if (try? ContactStore(path: importStore).count()) != importCount {
            removeStore(importStore)
            _ = try ContactStore(path: importStore).importCards(from: [.file(importFile)])
        }
        let exportStore = try ContactStore(path: importStore)
        try measure("export \(importCount) contacts", runs: longRuns, note: { "\($0) cards" }) {
            var cards = 0
            try exportStore.export { _ in cards += 1 }
            return cards
        }
        try measureProcess(
            "export \(importCount) contacts", ["export", "--store", importStore], runs: longRuns,
            note: "stdout to /dev/null")
    }
    // The same store's suggestions (issue 15: under 5 s for 100,000 raw contacts): every pair found,
    // grouped and counted; the 20 strongest groups read in full, as `contacts duplicates` shows them.
    if wanted("duplicates") {
        if ((try? ContactStore(path: importStore).count()) ?? 0) == 0 {
            _ = try ContactStore(path: importStore).importCards(from: [.file(importFile)])
        }
        let duplicatesStore = try ContactStore(path: importStore)
        var counts = ""
        try measure("duplicates (\(importCount) raw contacts)", runs: longRuns, note: { _ in counts }) {
            let report = try duplicatesStore.duplicates(DuplicateRequest(linkedLimit: 0, suggestionLimit: 20))
            counts =
                "\(report.linkedContacts) linked contacts (\(report.linkedCards) cards), "
                + "\(report.suggestionCount) suggestions for \(report.suggestedPeople) people, \(report.suggestions.count) shown"
            return report.suggestions.count
        }
        try measureProcess(
            "duplicates (\(importCount) raw contacts)", ["duplicates", "--store", importStore], runs: longRuns,
            note: "20 strongest, stdout to /dev/null")
        try measureProcess(
            "duplicates --all (\(importCount) raw contacts)", ["duplicates", "--all", "--store", importStore],
            runs: longRuns,
            note: "every suggestion, stdout to /dev/null")
    }
    removeStore(importStore)
}
unlink(importFile)

if photoImportCount > 0, wanted("photos") {
    let photoFile = folder + "/photos.vcf"
    let photoStore = folder + "/photos.sqlite"
    let started = now()
    let bytes = writeCardsWithPhotos(0..<photoImportCount, to: photoFile)
    print(
        String(
            format: "\nimport with photos: %d generated cards, each with a JPEG photo, %.1f MB (generated in %.1f s)",
            photoImportCount, Double(bytes) / 1e6, now() - started))
    var cardsPerSecond: [Double] = []
    try measure(
        "import \(photoImportCount) contacts with photos", runs: longRuns, warmUp: false,
        note: { _ in
            String(
                format: "%.0f contacts/s, %.0f MB/s", median(cardsPerSecond),
                median(cardsPerSecond) * Double(bytes) / 1e6 / Double(photoImportCount))
        },
        after: { removeStore(photoStore) }
    ) {
        removeStore(photoStore)
        let start = now()
        let summary = try ContactStore(path: photoStore).importCards(from: [.file(photoFile)])
        cardsPerSecond.append(Double(summary.imported) / (now() - start))
        guard summary.imported == photoImportCount else { fatalError("imported \(summary)") }
        return summary.imported
    }
    try measureProcess(
        "import \(photoImportCount) contacts with photos", ["import", "--store", photoStore, photoFile], runs: longRuns,
        before: { removeStore(photoStore) }, after: { removeStore(photoStore) })
    unlink(photoFile)
}

// MARK: - The large store

let largePath = folder + "/store-\(largeCount).sqlite"
// A store kept from an earlier run (`--keep`) is reused when it holds the right number of contacts,
// and finished when an earlier build was interrupted (the batch it was in is imported again: its
// stored cards are found unchanged). The cards are imported without linking: some generated people
// share a name and an address or number, and the listing scenarios want exactly `largeCount`
// contacts; linking is measured by the import scenario above and by LinkEvaluation.
let batch = 100_000
let kept = (try? ContactStore(path: largePath).count()) ?? 0
if kept != largeCount {
    let resumed = kept < largeCount ? kept / batch * batch : 0
    if resumed == 0 { removeStore(largePath) }
    let building = try ContactStore(path: largePath)
    print(
        "\nbuilding a store of \(largeCount) contacts (library import, batches of 100,000)\(resumed > 0 ? ", from \(resumed)" : "")…"
    )
    let start = now()
    for first in stride(from: resumed, to: largeCount, by: batch) {
        let path = folder + "/batch.vcf"
        _ = writeCards(first..<min(largeCount, first + batch), to: path)
        let summary = try building.importCards(from: [.file(path)], source: "bench", link: false)
        unlink(path)
        let done = min(largeCount, first + batch)
        print(
            "  \(done) contacts (\(summary)), \(String(format: "%.0f", Double(done - resumed) / (now() - start))) contacts/s overall"
        )
        fflush(nil)
    }
}
let large = try ContactStore(path: largePath)
var storeBytes = 0
for suffix in ["", "-wal"] {
    var status = stat()
    if stat(largePath + suffix, &status) == 0 { storeBytes += Int(status.st_size) }
}
print("\nlarge store: \(try large.count()) contacts, \(String(format: "%.0f", Double(storeBytes) / 1e6)) MB on disk")

let total = largeCount
let nearEnd = total - 10
let nearFront = 10
let middle = total / 2
let lowerMiddle = total * 2 / 5
let upperMiddle = total * 3 / 5
let prefixQuery = "mar"
let phoneQuery = "555 01"
// Issue 41: words found beyond the name columns, in two thirds of the notes and a ninth of the cities.
let noteQuery = "tea"
let cityQuery = "berlin"

@MainActor func drain(_ request: ListRequest) throws -> Int {
    var rows = 0
    try large.list(request) { _ in rows += 1 }
    return rows
}

if onlyFilter == nil {
    for query in [prefixQuery, phoneQuery, noteQuery, cityQuery] {
        print("  `\(query)` matches \(try drain(ListRequest(query: query))) contacts")
    }
}

print("\nfirst pages, search, move, show on \(total) contacts:")
try measure("count", runs: runs, note: { "\($0) contacts" }) { try large.count() }
try measure("list --sorted --limit 50", runs: runs) { try drain(ListRequest(order: .familyName, limit: 50)) }
try measure("list --limit 50 (manual order)", runs: runs) { try drain(ListRequest(limit: 50)) }
try measure("list \(prefixQuery) --limit 50", runs: runs) { try drain(ListRequest(query: prefixQuery, limit: 50)) }
try measure("list \(phoneQuery) --limit 50", runs: runs) { try drain(ListRequest(query: phoneQuery, limit: 50)) }
try measure("list \(noteQuery) --limit 50 (a note's word)", runs: runs) {
    try drain(ListRequest(query: noteQuery, limit: 50))
}
try measure("list \(cityQuery) --limit 50 (a city)", runs: runs) { try drain(ListRequest(query: cityQuery, limit: 50)) }
try measure("list --sorted \(cityQuery) --limit 50", runs: runs) {
    try drain(ListRequest(order: .familyName, query: cityQuery, limit: 50))
}
try measure("list --sorted \(prefixQuery) --limit 50", runs: runs) {
    try drain(ListRequest(order: .familyName, query: prefixQuery, limit: 50))
}
try measure(
    "move \(nearEnd) \(nearFront)", runs: runs, note: { _ in "undone after each run" },
    after: { try large.move(from: nearFront, to: nearEnd) }
) {
    try large.move(from: nearEnd, to: nearFront); return 1
}
try measure(
    "move \(lowerMiddle) \(upperMiddle)", runs: runs, note: { _ in "undone after each run" },
    after: { try large.move(from: upperMiddle, to: lowerMiddle) }
) {
    try large.move(from: lowerMiddle, to: upperMiddle); return 1
}
try measure("show \(middle)", runs: runs, note: { _ in "" }) { try large.contact(.position(middle)).position }

/// What `browse` does for a search letter typed after the third (issue 16): the listing narrowed
/// from the previous query's, its first screenful, its size, the first row's ordinal and section
/// size; then the narrowing and the screenful alone.
for order in [ListRequest.Order.manual, .familyName] {
    let label = order == .manual ? "your order" : "sorted"
    let previous = try large.scrollListing(order: order, query: prefixQuery)
    let screen = { (listing: ScrollListing) throws -> Int in
        let rows = try large.rows(of: listing, after: nil, limit: 42)
        if let first = rows.first {
            _ = try large.rowsBefore(first.key, in: listing)
            _ = try large.sectionCount(at: first.key, in: listing)
        }
        return rows.count
    }
    try measure("browse: mart after mar, \(label)", runs: runs) {
        let listing = try large.scrollListing(order: order, query: "mart", narrowing: previous)
        _ = try large.count(of: listing)
        return try screen(listing)
    }
    try measure("browse: mart after mar, narrowing only, \(label)", runs: runs, note: { "\($0) matches" }) {
        try large.count(of: large.scrollListing(order: order, query: "mart", narrowing: previous))
    }
    let narrowed = try large.scrollListing(order: order, query: "mart", narrowing: previous)
    try measure("browse: mart's first screen only, \(label)", runs: runs) { try screen(narrowed) }
    let city = try large.scrollListing(order: order, query: "ber", narrowing: nil)
    try measure("browse: berl after ber, \(label)", runs: runs) {
        let listing = try large.scrollListing(order: order, query: "berl", narrowing: city)
        _ = try large.count(of: listing)
        return try screen(listing)
    }
    // Every letter after the third of the words Benchmarks/browse/key_latency.py types.
    for word in ["conference", "coffee", "london"] {
        var previous = try large.scrollListing(order: order, query: String(word.prefix(3)))
        for length in 4...word.count {
            let typed = String(word.prefix(length))
            let before = previous
            try measure("browse: \(typed) after \(typed.dropLast()), \(label)", runs: runs, note: { "\($0) matches" }) {
                let listing = try large.scrollListing(order: order, query: typed, narrowing: before)
                _ = try screen(listing)
                return try large.count(of: listing)
            }
            previous = try large.scrollListing(order: order, query: typed, narrowing: before)
        }
    }
}

/// Undoes a delete: the deleted contact's cards, exported before it, are imported again (as a new
/// contact at the end), so the store keeps its size run after run.
let deletedCards = folder + "/deleted.vcf"
func saveForUndo(_ position: Int) throws {
    var bytes: [UInt8] = []
    try large.export([.position(position)], raw: true) { bytes += $0 }
    guard FileManager.default.createFile(atPath: deletedCards, contents: Data(bytes)) else {
        fatalError("cannot write \(deletedCards)")
    }
}
func undoDelete() throws {
    let summary = try large.importCards(from: [.file(deletedCards)], source: "bench", link: false)
    guard summary.imported == 1 else { fatalError("undo of a delete imported \(summary)") }
}
if wanted("delete") {
    var times: [Double] = []
    for run in 0...runs {
        try saveForUndo(middle)
        let start = now()
        guard try large.delete([.position(middle)]) == 1 else { fatalError("delete \(middle) deleted nothing") }
        if run > 0 { times.append(now() - start) }  // the first is the warm-up
        try undoDelete()
    }
    record(
        Result(
            scenario: "delete \(middle)", way: "library", median: median(times), best: times.min()!, runs: runs,
            peakKiB: nil,
            note: "undone after each run (its cards imported again)"))
}
try measure("list (all, manual order, streamed)", runs: longRuns) { try drain(ListRequest()) }
try measure("list --sorted (all, streamed)", runs: longRuns) { try drain(ListRequest(order: .familyName)) }

print("\nthe same as `contacts` processes (\(contactsBinary)):")
let store = ["--store", largePath]
try measureProcess("contacts --help (start-up)", ["--help"], runs: runs)
try measureProcess("list --sorted --limit 50", ["list"] + store + ["--sorted", "--limit", "50"], runs: runs)
try measureProcess("list --limit 50 (manual order)", ["list"] + store + ["--limit", "50"], runs: runs)
try measureProcess("list \(prefixQuery) --limit 50", ["list"] + store + [prefixQuery, "--limit", "50"], runs: runs)
try measureProcess(
    "list \(phoneQuery) --limit 50",
    ["list"] + store + phoneQuery.split(separator: " ").map(String.init) + ["--limit", "50"], runs: runs)
try measureProcess("list \(noteQuery) --limit 50", ["list"] + store + [noteQuery, "--limit", "50"], runs: runs)
try measureProcess("list \(cityQuery) --limit 50", ["list"] + store + [cityQuery, "--limit", "50"], runs: runs)
try measureProcess(
    "move \(nearEnd) \(nearFront)", ["move"] + store + ["\(nearEnd)", "\(nearFront)"], runs: runs,
    note: "undone after each run", after: { try large.move(from: nearFront, to: nearEnd) })
try measureProcess(
    "move \(lowerMiddle) \(upperMiddle)", ["move"] + store + ["\(lowerMiddle)", "\(upperMiddle)"], runs: runs,
    note: "undone after each run", after: { try large.move(from: upperMiddle, to: lowerMiddle) })
try measureProcess("show \(middle)", ["show"] + store + ["\(middle)"], runs: runs)
try measureProcess(
    "delete \(middle)", ["delete"] + store + ["--yes", "\(middle)"], runs: runs, note: "undone after each run",
    before: { try saveForUndo(middle) }, after: { try undoDelete() })
try measureProcess("list (all) > /dev/null", ["list"] + store, runs: longRuns)
try measureProcess("list --json (all) > /dev/null", ["list"] + store + ["--json"], runs: longRuns)
if wanted("| head") {
    var firstRows: [Double] = []
    for _ in 0...runs {
        let run = spawn(["list"] + store, firstRowsThroughPipe: true)
        firstRows.append(run.firstRow ?? run.seconds)
    }
    firstRows.removeFirst()
    record(
        Result(
            scenario: "list | head -2 (first row of all)", way: "process", median: median(firstRows),
            best: firstRows.min()!,
            runs: runs, peakKiB: nil, note: "time until the header and first row arrive through a pipe"))
}

// MARK: - Summary

print("\n| scenario | way | median | best | peak RSS | runs | note |")
print("| --- | --- | ---: | ---: | ---: | ---: | --- |")
for result in results {
    print(
        "| `\(result.scenario)` | \(result.way) | \(milliseconds(result.median)) | \(milliseconds(result.best)) | \(result.peakText) | \(result.runs) | \(result.note) |"
    )
}
if keepFolder == nil { removeStore(largePath) }
