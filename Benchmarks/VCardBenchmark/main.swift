// Reader and writer throughput of the VCard codec on deterministic, realistic cards.
//
//     swift run -c release VCardBenchmark [--cards N] [--runs N]
//
// Prints, per scenario, the input size, the median of the runs and the throughput in MB/s
// (1 MB = 10^6 bytes). One core: everything runs on the calling thread.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkSupport
import VCard

// MARK: - Deterministic data

let givenNames = [
    "Émile", "Ngozi", "Bob", "José", "Zoë", "Søren", "Aiko", "Dmitri", "Fatima", "Liam", "Mei", "Olusegun", "Ana-María",
    "Chloé", "Jürgen", "Priya",
]
let familyNames = [
    "Lefèvre", "Okafor", "Smith", "García", "Müller", "Nguyen", "O'Brien", "Kowalski", "张", "Yamamoto", "Haddad",
    "Ivanova", "da Silva", "Brontë",
]
let streets = [
    "12 rue des Martyrs", "221B Baker Street", "Friedrichstraße 12", "1600 Amphitheatre Pkwy", "Calle Mayor, 5",
]
let cities = ["Paris", "London", "Berlin", "Mountain View", "Madrid", "Lagos", "東京"]

/// One card as a client would export it, in vCard 3.0 or 2.1 (QUOTED-PRINTABLE), with an optional photo.
func makeCard(_ index: Int, random: inout SplitMix64, photo: [UInt8]?) -> String {
    let given = givenNames.randomElement(using: &random)!
    let family = familyNames.randomElement(using: &random)!
    let emailUser = "\(given.lowercased().filter(\.isASCII)).\(index)"
    var lines = [
        "BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//iPhone OS 17.1//EN",
        "N:\(family);\(given);;;", "FN:\(given) \(family)",
        "ORG:Example \(index % 97) Ltd.;Sales",
        "item1.EMAIL;type=INTERNET;type=pref:\(emailUser)@example.com",
        "item1.X-ABLabel:_$!<Other>!$_",
        "EMAIL;type=INTERNET;type=WORK:\(emailUser)@work.example.org",
        "TEL;type=CELL;type=VOICE;type=pref:+1 (555) \(100 + index % 900)-\(1000 + index % 9000)",
        "TEL;type=HOME:+44 20 7946 \(1000 + index % 9000)",
        "ADR;type=HOME:;;\(streets.randomElement(using: &random)!);\(cities.randomElement(using: &random)!);;\(10000 + index % 89999);",
        "BDAY:19\(50 + index % 50)-0\(1 + index % 9)-1\(index % 9)",
        "NOTE:Met at the conference\\, table \(index % 40).\\nLikes tea\\; not coffee.",
        "UID:\(index)-6E1A2B3C-4A5B-9C8D",
    ]
    if let photo {
        let base64 = Array(
            VCardProperty.photo(data: photo, mediaType: "image/jpeg").value.utf8.drop { $0 != UInt8(ascii: ",") }
                .dropFirst())
        var line = "PHOTO;ENCODING=b;TYPE=JPEG:"
        var column = line.utf8.count
        for byte in base64 {
            if column == 75 { line += "\r\n "; column = 1 }
            line.unicodeScalars.append(Unicode.Scalar(byte))
            column += 1
        }
        lines.append(line)
    }
    lines.append("END:VCARD")
    return lines.joined(separator: "\r\n") + "\r\n"
}

func makeInput(cards: Int, photoBytes: Int?) -> [UInt8] {
    var random = SplitMix64(state: 42)
    var output: [UInt8] = []
    for index in 0..<cards {
        let photo = photoBytes.map { count in (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) } }
        output.append(contentsOf: makeCard(index, random: &random, photo: photo).utf8)
    }
    return output
}

// MARK: - Timing

/// Runs `body` `runs` times and prints the median time and throughput over `bytes`.
func measure(_ name: String, bytes: Int, runs: Int, _ body: () -> Int) {
    if let filter = onlyFilter, !name.contains(filter) { return }
    var times: [Double] = []
    var check = 0
    for _ in 0..<runs {
        let start = now()
        check = body()
        times.append(now() - start)
    }
    let seconds = median(times)
    let best = times.min()!
    let megabytes = Double(bytes) / 1e6
    let line =
        "\(name.padding(42)) \(String(format2: megabytes).leftPadding(7)) MB  \(String(format2: seconds * 1000).leftPadding(8)) ms  \(String(format2: megabytes / seconds).leftPadding(7)) MB/s  (best \(String(format2: megabytes / best)) MB/s, \(check) cards)"
    print(line)
}

extension String {
    init(format2 value: Double) {
        let scaled = (value * 100).rounded()
        let whole = Int(scaled / 100)
        let fraction = Int(abs(scaled).truncatingRemainder(dividingBy: 100))
        self = "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

// MARK: - Scenarios

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, default value: Int, in arguments: [String] = arguments) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
        let number = Int(arguments[index + 1])
    else { return value }
    return number
}
let cardCount = option("--cards", default: 50_000)
let runs = option("--runs", default: 7)
/// `--only TEXT` runs only the scenarios whose name contains TEXT (for profiling one of them).
let onlyFilter = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

let plain = makeInput(cards: cardCount, photoBytes: nil)
let photoScenarios = ["read, 48 kB photos (1 MiB chunks)", "write 3.0, 48 kB photos"]
let needsPhotos = onlyFilter.map { filter in photoScenarios.contains { $0.contains(filter) } } ?? true
let withPhotos = needsPhotos ? makeInput(cards: max(1, cardCount / 25), photoBytes: 48_000) : []
/// `--write-input DIR` saves the generated inputs (for the comparison with other parsers).
if let index = arguments.firstIndex(of: "--write-input"), index + 1 < arguments.count {
    for (name, bytes) in [("plain.vcf", plain), ("photos.vcf", withPhotos)] where !bytes.isEmpty {
        let path = arguments[index + 1] + "/" + name
        guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }
}
print(
    "VCardBenchmark: \(cardCount) cards without photos, \(max(1, cardCount / 25)) cards with a 48 kB photo; median of \(runs) runs"
)

/// Splits input into chunks, as a file reader would hand them over.
func chunks(_ bytes: [UInt8], size: Int) -> [[UInt8]] {
    stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
}

/// Streams every card of `chunks` through `body`, keeping none (as an import does); returns the count.
func readEach(_ chunks: [[UInt8]], _ body: (VCard) -> Void = { _ in }) -> Int {
    var count = 0
    for entry in VCardReader(chunks: chunks.makeIterator()) {
        guard let card = entry.card else { continue }
        body(card)
        count += 1
    }
    return count
}

let plainChunks = chunks(plain, size: 1 << 20)
let photoChunks = chunks(withPhotos, size: 1 << 20)
measure("read, no photos (1 MiB chunks)", bytes: plain.count, runs: runs) { readEach(plainChunks) }
measure("read, 48 kB photos (1 MiB chunks)", bytes: withPhotos.count, runs: runs) { readEach(photoChunks) }
measure("read + typed view (name, emails, phones)", bytes: plain.count, runs: runs) {
    var fields = 0
    let count = readEach(plainChunks) { card in
        fields +=
            (card.formattedName?.count ?? 0) + (card.name?.family.count ?? 0) + card.emails.count
            + card.telephones.count
    }
    return fields > 0 ? count : 0
}
var cards: [VCard] = []
_ = readEach(plainChunks) { cards.append($0) }
for version in VCardWriter.Version.allCases {
    let writer = VCardWriter(version: version)
    let size = writer.bytes(cards).count
    measure("write \(version.rawValue), no photos", bytes: size, runs: runs) {
        writer.bytes(cards).count > 0 ? cards.count : 0
    }
}
var photoCards: [VCard] = []
_ = readEach(photoChunks) { photoCards.append($0) }
let photoSize = VCardWriter().bytes(photoCards).count
measure("write 3.0, 48 kB photos", bytes: photoSize, runs: runs) {
    VCardWriter().bytes(photoCards).count > 0 ? photoCards.count : 0
}
