import VCard

/// One card read from an input, or the problems that kept it out.
struct ImportEntry {
    var card: VCard?
    /// The card's first line.
    var line: Int
    var problems: [ImportProblem]
    /// Whether a card was there and could not be read (counted as rejected).
    var rejected: Bool
}

/// The cards of one input in its format: vCards through `VCardReader`, the other formats'
/// rows through ``ForeignReader``.
struct ImportEntries {
    private var vcards: VCardReader?
    private var foreign: ForeignReader?
    private let file: String

    /// - Throws: ``ContactStoreError/unknownCSVColumns(path:)`` when a CSV header names nothing known.
    init(_ format: ImportFormat, chunks: HeadChunks, input: ImportInput, limits: VCardReader.Limits) throws {
        file = input.displayPath
        if format == .vcard {
            vcards = VCardReader(chunks: chunks, limits: limits)
        } else {
            var chunks = chunks
            foreign = try ForeignReader(
                format, lines: TextLines(maxLength: limits.maxLineLength) { chunks.next() }, file: file,
                columnMap: input.columnMap)
        }
    }

    mutating func next() -> ImportEntry? {
        if foreign != nil { return foreign!.next() }
        guard let entry = vcards?.next() else { return nil }
        let rejected = entry.card == nil && entry.problems.contains { $0.skipsCard || Self.losesCard($0) }
        let problems = entry.problems.map { problem in
            ImportProblem(
                file: file, line: problem.line, message: problem.reason,
                rejectsCard: rejected && (problem.skipsCard || Self.losesCard(problem)))
        }
        return ImportEntry(card: entry.card, line: entry.firstLine, problems: problems, rejected: rejected)
    }

    /// Text outside any card is a card that lost its BEGIN: it counts as rejected.
    private static func losesCard(_ problem: VCardError) -> Bool {
        if case .contentOutsideCard = problem { return true }
        return false
    }
}

/// An input's chunks with its first 64 KiB read ahead, to tell its format by its content.
struct HeadChunks: IteratorProtocol {
    /// The first bytes (all of them when the input is shorter).
    let head: [UInt8]
    private var headGiven = false
    private let rest: FileChunks

    init(_ chunks: FileChunks) {
        var head: [UInt8] = []
        while head.count < 64 << 10, let chunk = chunks.next() { head += chunk }
        self.head = head
        rest = chunks
    }

    mutating func next() -> [UInt8]? {
        if !headGiven {
            headGiven = true
            if !head.isEmpty { return head }
        }
        return rest.next()
    }

    /// The input's format: `forced`, else told from the head.
    /// - Throws: ``ContactStoreError/unrecognizedFormat(path:reason:)`` when it is none of the formats.
    func format(forced: ImportFormat?, path: String) throws -> ImportFormat {
        if let forced { return forced }
        guard let format = ImportFormat.detect(head) else {
            throw ContactStoreError.unrecognizedFormat(path: path, reason: "not \(ImportFormat.expected)")
        }
        return format
    }
}
