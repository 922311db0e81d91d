// Importing CSV against importing vCard: the same generated contacts written as a Google Contacts
// CSV (its older header) and as vCard 3.0, each imported into a new store through the library's
// import path, runs alternating so both see the same machine (issue 40: CSV within ±20% of vCard).
//
//     swift build -c release --product FormatBenchmark
//     .build/release/FormatBenchmark [--contacts 100000] [--runs 3] [--keep DIR]
//
// Prints each run and the medians, in contacts per second.

import BenchmarkSupport
import ContactsKit
import Foundation

func option(_ name: String, default value: Int) -> Int {
    guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count,
        let parsed = Int(CommandLine.arguments[index + 1])
    else { return value }
    return parsed
}

let count = option("--contacts", default: 100_000)
let runs = option("--runs", default: 3)
let folder =
    CommandLine.arguments.firstIndex(of: "--keep").map { CommandLine.arguments[$0 + 1] }
    ?? NSTemporaryDirectory() + "FormatBenchmark-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

/// The same contacts as CSV and vCard: names with accents, two emails, two phones, an address,
/// an organisation, a birthday; every third a two-line note, every other a category.
func write(_ count: Int) throws -> (csv: String, vcf: String) {
    let given = ["Ann", "Bob", "Zoë", "José", "Åsa", "Li", "Søren", "Émile", "Fatima", "Kenji", "Olga", "Pieter"]
    let family = [
        "Smith", "Ørsted", "Núñez", "Öberg", "Wei", "Kierkegaard", "Zola", "Khan", "Tanaka", "Ivanova", "de Vries",
    ]
    var random = SplitMix64(seed: 40)
    var csv =
        "Name,Given Name,Family Name,Birthday,Notes,Group Membership,E-mail 1 - Type,E-mail 1 - Value,E-mail 2 - Type,E-mail 2 - Value,"
        + "Phone 1 - Type,Phone 1 - Value,Phone 2 - Type,Phone 2 - Value,Address 1 - Type,Address 1 - Street,Address 1 - City,"
        + "Address 1 - Postal Code,Address 1 - Country,Organization 1 - Name,Organization 1 - Title\r\n"
    var vcf = ""
    csv.reserveCapacity(count * 260)
    vcf.reserveCapacity(count * 380)
    for index in 0..<count {
        let (first, last) = (given[random.below(given.count)], family[random.below(family.count)] + " \(index)")
        let name = "\(first) \(last)"
        let emails = ["\(first.lowercased()).\(index)@example.com", "p\(index)@mail.example"]
        let phones = ["+1 555 \(random.digits(4)) \(index % 1000)", "+44 20 \(random.digits(7))"]
        let birthday =
            "19\(50 + index % 50)-\(String(format: "%02d", 1 + index % 12))-\(String(format: "%02d", 1 + index % 28))"
        let note = index % 3 == 0 ? "Met at conference \(index % 50)\nsecond line" : ""
        let street = "\(index) Main St", postcode = "\(10_000 + index % 90_000)", company = "Company \(index % 997)"
        csv +=
            [
                name, first, last, birthday, note.isEmpty ? "" : "\"\(note)\"",
                index % 2 == 1 ? "Friends ::: * myContacts" : "* myContacts",
                "* Home", emails[0], "Work", emails[1], "Mobile", phones[0], "Work", phones[1], "Home", street,
                "Springfield", postcode, "USA",
                company, "Engineer",
            ].joined(separator: ",") + "\r\n"
        var lines = [
            "BEGIN:VCARD", "VERSION:3.0", "UID:gen-\(index)", "FN:\(name)", "N:\(last);\(first);;;", "BDAY:\(birthday)",
        ]
        if !note.isEmpty { lines.append("NOTE:" + note.replacingOccurrences(of: "\n", with: "\\n")) }
        if index % 2 == 1 { lines.append("CATEGORIES:Friends") }
        lines += [
            "EMAIL;TYPE=home:\(emails[0])", "EMAIL;TYPE=work:\(emails[1])", "TEL;TYPE=cell:\(phones[0])",
            "TEL;TYPE=work:\(phones[1])",
            "ADR;TYPE=home:;;\(street);Springfield;;\(postcode);USA", "ORG:\(company)", "TITLE:Engineer", "END:VCARD",
        ]
        vcf += lines.joined(separator: "\r\n") + "\r\n"
    }
    let paths = (folder + "/contacts.csv", folder + "/contacts.vcf")
    try csv.write(toFile: paths.0, atomically: false, encoding: .utf8)
    try vcf.write(toFile: paths.1, atomically: false, encoding: .utf8)
    return paths
}

let files = try write(count)
func size(_ path: String) -> String {
    String(
        format: "%.1f MB", Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1e6)
}
print(
    "\(count) contacts: \(files.csv) (\(size(files.csv))), \(files.vcf) (\(size(files.vcf))); \(runs) runs, alternating"
)

/// One import of `path` into a new store: contacts per second.
func importOnce(_ path: String) throws -> Double {
    let store = folder + "/store-\(UUID().uuidString).sqlite"
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: store + suffix) } }
    let start = now()
    let summary = try ContactStore(path: store).importCards(from: [.file(path)])
    let elapsed = now() - start
    guard summary.imported == count, summary.rejected == 0 else { fatalError("\(path): \(summary)") }
    return Double(count) / elapsed
}

var rates: [String: [Double]] = [:]
for run in 1...runs {
    for (label, path) in run % 2 == 1
        ? [("vcard", files.vcf), ("csv", files.csv)] : [("csv", files.csv), ("vcard", files.vcf)]
    {
        let rate = try importOnce(path)
        rates[label, default: []].append(rate)
        print(String(format: "run %d %@: %.0f contacts/s", run, label, rate))
    }
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
let (csvRate, vcardRate) = (median(rates["csv"]!), median(rates["vcard"]!))
print(
    String(
        format: "median: csv %.0f contacts/s, vcard %.0f contacts/s, csv/vcard %.2f", csvRate, vcardRate,
        csvRate / vcardRate))
if CommandLine.arguments.firstIndex(of: "--keep") == nil { try? FileManager.default.removeItem(atPath: folder) }
