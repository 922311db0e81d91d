import Testing
import VCard

/// Small helpers shared by the reader's edge-case suites: read bytes or text in one go,
/// and pick out the one card an input is expected to hold.
enum ReaderHarness {
    /// Every entry of `bytes`, read as one chunk.
    static func entries(_ bytes: [UInt8]) -> [VCardEntry] {
        var reader = VCardReader(bytes: bytes)
        return reader.readAll()
    }

    /// Every entry of the UTF-8 bytes of `text`.
    static func entries(_ text: String) -> [VCardEntry] {
        entries(Array(text.utf8))
    }

    /// The cards of `bytes`, in order (entries without a card left out).
    static func cards(_ bytes: [UInt8]) -> [VCard] {
        entries(bytes).compactMap(\.card)
    }

    /// Every entry of `bytes` delivered in chunks of `size` bytes (the last one may be shorter).
    static func entries(_ bytes: [UInt8], chunkSize size: Int) -> [VCardEntry] {
        entries(bytes, splitAt: Array(stride(from: size, to: bytes.count, by: size)))
    }

    /// Every entry of `bytes` delivered as chunks cut at the given offsets.
    static func entries(_ bytes: [UInt8], splitAt offsets: [Int]) -> [VCardEntry] {
        var chunks: [[UInt8]] = []
        var start = 0
        for offset in offsets.sorted() where offset > start && offset < bytes.count {
            chunks.append(Array(bytes[start..<offset]))
            start = offset
        }
        chunks.append(Array(bytes[start...]))
        var reader = VCardReader(chunks: chunks.makeIterator())
        return reader.readAll()
    }

    /// The only entry of `text`, which must hold a card without problems.
    static func card(
        _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> VCard {
        try card(Array(text.utf8), sourceLocation: sourceLocation)
    }

    /// The only entry of `bytes`, which must hold a card without problems.
    static func card(
        _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> VCard {
        let all = entries(bytes)
        try #require(all.count == 1, "\(all.count) entries", sourceLocation: sourceLocation)
        #expect(all[0].problems == [], sourceLocation: sourceLocation)
        return try #require(all[0].card, sourceLocation: sourceLocation)
    }

    /// A vCard of `version` holding `lines` (each without its line ending), joined with CRLF.
    static func vcard(_ version: String, _ lines: String...) -> String {
        (["BEGIN:VCARD", "VERSION:\(version)"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
    }
}

/// An entry reduced to what structural tests compare: its first and last physical line, its
/// card's `FN` (nil when there is no card or no FN) and its problems.
struct EntrySummary: Sendable, Equatable, CustomStringConvertible {
    let first: Int
    let last: Int
    let name: String?
    let problems: [VCardError]

    init(_ first: Int, _ last: Int, _ name: String?, _ problems: [VCardError] = []) {
        self.first = first
        self.last = last
        self.name = name
        self.problems = problems
    }

    init(_ entry: VCardEntry) {
        self.init(entry.firstLine, entry.lastLine, entry.card?.formattedName, entry.problems)
    }

    var description: String { "\(first)-\(last) \(name ?? "nil") \(problems)" }
}
