// vcard-check: reads vCard files with the VCard codec and prints, for each card, what was
// understood (name, emails, phones, photo) and every problem with its file and line.
//
//     vcard-check [--quiet] FILE...        (- reads standard input)
//
// Exit status: 0 all cards read, 65 some card skipped, 66 a file could not be read, 64 usage.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import VCard

/// Successive 1 MiB reads from a file descriptor, as chunks for ``VCardReader``.
struct FileChunks: IteratorProtocol {
    let descriptor: Int32
    mutating func next() -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        chunk.removeSubrange(count...)
        return chunk
    }
}

func printError(_ text: String) {
    let line = Array((text + "\n").utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let quiet = arguments.contains("--quiet")
arguments.removeAll { $0 == "--quiet" }
if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
    print("usage: vcard-check [--quiet] FILE...   (- for standard input)")
    print("Reads vCard 2.1/3.0/4.0 files and prints each card's name, emails, phones and photo,")
    print("and every problem as FILE:LINE. Exit 65 when a card had to be skipped, 66 when a file cannot be read.")
    exit(arguments.isEmpty ? 64 : 0)
}

var status: Int32 = 0
var totalCards = 0
var totalSkipped = 0
for path in arguments {
    let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY)
    guard descriptor >= 0 else {
        printError("\(path): cannot open: \(String(cString: strerror(errno)))")
        status = 66
        continue
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    let name = path == "-" ? "<stdin>" : path
    for entry in VCardReader(chunks: FileChunks(descriptor: descriptor)) {
        for problem in entry.problems {
            let kind = problem.skipsCard || entry.card == nil ? "error" : "warning"
            printError("\(name):\(problem.line): \(kind): \(problem.reason)")
        }
        guard let card = entry.card else {
            if entry.problems.contains(where: \.skipsCard) { totalSkipped += 1 }
            continue
        }
        totalCards += 1
        guard !quiet else { continue }
        var fields = ["\(name):\(entry.firstLine): [\(card.version.rawValue)] \(card.formattedName ?? "(no FN)")"]
        if let photo = card.photo {
            switch photo {
            case .embedded(let mediaType, let base64):
                fields.append("photo \(mediaType) \(base64.utf8.count * 3 / 4) bytes")
            case .remote(let uri): fields.append("photo at \(uri)")
            }
        }
        print(fields.joined(separator: "  "))
        for email in card.emails { print("    email \(email.label): \(email.value)") }
        for phone in card.telephones { print("    phone \(phone.label): \(phone.value)") }
    }
}
fflush(nil)
printError("\(totalCards) card(s) read, \(totalSkipped) skipped")
if status == 0, totalSkipped > 0 { status = 65 }
exit(status)
