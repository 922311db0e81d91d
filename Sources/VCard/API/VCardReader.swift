/// A streaming vCard reader: bytes in, one ``VCardEntry`` per card out.
///
/// It reads vCard 2.1, 3.0 and 4.0, mixed in one input, in chunks of any size, so a large
/// file never has to be in memory at once (only the card being read is). A malformed card
/// is reported and skipped; reading goes on with the next one.
///
/// ```swift
/// var reader = VCardReader(bytes: Array(data))
/// while let entry = reader.next() {
///     for problem in entry.problems { print("contacts.vcf:\(problem.line): \(problem)") }
///     if let card = entry.card { print(card.formattedName ?? "(no name)") }
/// }
/// ```
public struct VCardReader: Sequence, IteratorProtocol {
    /// Bounds that keep a hostile or broken input from exhausting memory.
    public struct Limits: Sendable, Hashable {
        /// The longest physical line, in bytes (default 8 MiB).
        public var maxLineLength: Int
        /// The largest card, in bytes after unfolding (default 32 MiB).
        public var maxCardSize: Int
        /// How deep AGENT cards may nest inside a card (default 3).
        public var maxNestingDepth: Int
        /// How many bytes of one over-long line are read and dropped before the input is taken for
        /// endless and given up: nothing after that line is read. nil (the default): an over-long
        /// line is skipped however long it is, and the cards after it are read. For a stream whose
        /// end is not known (`/dev/zero` piped in is not vCard text, and never ends).
        public var maxDiscardedLineLength: Int?

        /// Creates limits.
        public init(
            maxLineLength: Int = 8 << 20, maxCardSize: Int = 32 << 20, maxNestingDepth: Int = 3,
            maxDiscardedLineLength: Int? = nil
        ) {
            self.maxLineLength = maxLineLength
            self.maxCardSize = maxCardSize
            self.maxNestingDepth = maxNestingDepth
            self.maxDiscardedLineLength = maxDiscardedLineLength
        }
    }

    private var lines: LogicalLineReader
    private let limits: Limits
    private var pending: [VCardEntry] = []
    private var scratch: [UInt8] = []
    private var card = OpenCard()
    private var inCard = false
    private var outside: (first: Int, last: Int, properties: Bool)?
    private var abandonmentReported = false

    /// The card being collected.
    private struct OpenCard {
        var firstLine = 0
        var bytes: [UInt8] = []
        var records: [CardRecord] = []
        var depth = 0
        var previousWasEmptyAgent = false
        /// Lines of `#` comments, which are dropped.
        var comments: [Int] = []
        /// Set when the card must be skipped; its lines are then read but not kept.
        var failure: VCardError?
    }

    /// Creates a reader over chunks of bytes, e.g. successive reads from a file.
    /// - Parameters:
    ///   - chunks: An iterator of byte chunks; chunk boundaries may fall anywhere.
    ///   - limits: Bounds on line length, card size and AGENT nesting.
    public init<Chunks: IteratorProtocol>(chunks: Chunks, limits: Limits = Limits()) where Chunks.Element == [UInt8] {
        var chunks = chunks
        self.lines = LogicalLineReader(
            nextChunk: { chunks.next() }, maxLineLength: limits.maxLineLength,
            maxLogicalLength: limits.maxCardSize, abandonAfter: limits.maxDiscardedLineLength ?? .max)
        self.limits = limits
    }

    /// Returns the next card or problem, or nil at the end of the input.
    public mutating func next() -> VCardEntry? {
        while pending.isEmpty {
            if inCard {
                readCardLine()
            } else if !readOutsideLine() {
                break
            }
        }
        return pending.isEmpty ? nil : pending.removeFirst()
    }

    /// Reads every entry that is left.
    public mutating func readAll() -> [VCardEntry] {
        var entries: [VCardEntry] = []
        while let entry = next() { entries.append(entry) }
        return entries
    }

    // MARK: - Outside a card

    /// Reads one logical line outside a card; false at the end of the input.
    private mutating func readOutsideLine() -> Bool {
        scratch.removeAll(keepingCapacity: true)
        switch lines.read(into: &scratch) {
        case .end:
            flushOutside()
            if let abandoned = abandonment(), !pending.isEmpty { pending[pending.count - 1].problems.append(abandoned) }
            return false
        case .tooLong(let line), .logicalTooLong(let line):
            noteOutside(line, looksLikeProperty: true)
        case .line(let line):
            if ContentLineHead.isDelimiter(scratch[...], keyword: "BEGIN") {
                flushOutside()
                startCard(at: line)
            } else if ContentLineHead.isDelimiter(scratch[...], keyword: "END") {
                flushOutside()
                pending.append(
                    VCardEntry(card: nil, firstLine: line, lastLine: line, problems: [.unexpectedEnd(line: line)]))
            } else if !scratch.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x1A }) {
                // (0x1A: the Ctrl-Z that DOS tools put after the last card.)
                noteOutside(line, looksLikeProperty: ContentLineHead.looksLikeProperty(scratch[...]))
            }
        }
        return true
    }

    /// Adds a line to the run of lines outside any card; `looksLikeProperty` when it could be a card's
    /// property (`NAME:value`), so that the run may be a card that lost its BEGIN.
    private mutating func noteOutside(_ line: Int, looksLikeProperty: Bool) {
        outside = (outside?.first ?? line, lines.lineNumber, (outside?.properties ?? false) || looksLikeProperty)
    }

    private mutating func flushOutside() {
        guard let run = outside else { return }
        outside = nil
        let problem: VCardError =
            run.properties
            ? .contentOutsideCard(line: run.first, lastLine: run.last)
            : .textOutsideCard(line: run.first, lastLine: run.last)
        pending.append(VCardEntry(card: nil, firstLine: run.first, lastLine: run.last, problems: [problem]))
    }

    /// The problem saying the input was given up at an endless line, the first time it is asked
    /// for after that happened; nil otherwise. It goes with the entry of that line, last.
    private mutating func abandonment() -> VCardError? {
        guard lines.abandoned, !abandonmentReported else { return nil }
        abandonmentReported = true
        return .inputAbandoned(line: lines.lineNumber, limit: limits.maxDiscardedLineLength ?? 0)
    }

    // MARK: - Inside a card

    private mutating func startCard(at line: Int) {
        card.firstLine = line
        card.bytes.removeAll(keepingCapacity: true)
        card.records.removeAll(keepingCapacity: true)
        card.depth = 0
        card.previousWasEmptyAgent = false
        card.comments.removeAll()
        card.failure = nil
        inCard = true
    }

    private mutating func readCardLine() {
        let lineStart = card.bytes.count
        switch lines.read(into: &card.bytes) {
        case .end:
            inCard = false
            let error = card.failure ?? .missingEnd(line: card.firstLine)
            pending.append(
                VCardEntry(
                    card: nil, firstLine: card.firstLine, lastLine: lines.lineNumber,
                    problems: [error] + [abandonment()].compactMap { $0 }))
        case .tooLong(let line):
            fail(.lineTooLong(line: line, limit: limits.maxLineLength))
        case .logicalTooLong:
            fail(.cardTooLarge(line: card.firstLine, limit: limits.maxCardSize))
        case .line(let line):
            let text = card.bytes[lineStart...]
            if ContentLineHead.isDelimiter(text, keyword: "END") {
                card.bytes.removeSubrange(lineStart...)
                if card.depth > 0 {
                    card.depth -= 1
                    card.records.append(.endNested(line: line))
                } else {
                    finishCard()
                }
            } else if ContentLineHead.isDelimiter(text, keyword: "BEGIN") {
                card.bytes.removeSubrange(lineStart...)
                if card.previousWasEmptyAgent || card.depth > 0 {
                    card.depth += 1
                    card.records.append(.beginNested(line: line))
                    if card.depth > limits.maxNestingDepth {
                        fail(.nestingTooDeep(line: line, limit: limits.maxNestingDepth))
                    }
                } else {
                    // A new card before this one ended: this one lacks its END.
                    let error = card.failure ?? .missingEnd(line: card.firstLine)
                    pending.append(
                        VCardEntry(card: nil, firstLine: card.firstLine, lastLine: line - 1, problems: [error]))
                    startCard(at: line)
                }
            } else if ContentLineHead.isBlank(text) {
                card.bytes.removeSubrange(lineStart...)
            } else if ContentLineHead.isComment(text) {
                card.bytes.removeSubrange(lineStart...)
                if card.failure == nil { card.comments.append(line) }
            } else if card.failure == nil, let valueStart = ContentLineHead.inlineAgentValueStart(text) {
                // `AGENT:BEGIN:VCARD`, the agent's lines, its END:VCARD, then the card's: the agent's
                // BEGIN written on the AGENT line. Read as an empty AGENT followed by the embedded card.
                card.bytes.removeSubrange(valueStart...)
                card.records.append(.line(number: line, range: lineStart..<card.bytes.count))
                card.depth += 1
                card.records.append(.beginNested(line: line))
                card.previousWasEmptyAgent = false
                if card.depth > limits.maxNestingDepth {
                    fail(.nestingTooDeep(line: line, limit: limits.maxNestingDepth))
                }
            } else {
                card.previousWasEmptyAgent = ContentLineHead.isEmptyAgent(text)
                if card.failure != nil {
                    card.bytes.removeSubrange(lineStart...)
                } else if card.bytes.count > limits.maxCardSize {
                    fail(.cardTooLarge(line: card.firstLine, limit: limits.maxCardSize))
                } else {
                    card.records.append(.line(number: line, range: lineStart..<card.bytes.count))
                }
            }
        }
    }

    /// Marks the open card as skipped and frees what it held.
    private mutating func fail(_ error: VCardError) {
        if card.failure == nil { card.failure = error }
        card.bytes.removeAll(keepingCapacity: false)
        card.records.removeAll(keepingCapacity: false)
    }

    private mutating func finishCard() {
        inCard = false
        let lastLine = lines.lineNumber
        if let failure = card.failure {
            pending.append(VCardEntry(card: nil, firstLine: card.firstLine, lastLine: lastLine, problems: [failure]))
            return
        }
        var problems = card.comments.map { VCardError.malformedLine(line: $0) }
        let parsed = CardParser.parse(
            bytes: card.bytes, records: card.records[...], firstLine: card.firstLine, problems: &problems)
        problems.sort { $0.line < $1.line }
        pending.append(VCardEntry(card: parsed, firstLine: card.firstLine, lastLine: lastLine, problems: problems))
    }
}

extension VCardReader {
    /// Creates a reader over bytes already in memory.
    public init(bytes: [UInt8], limits: Limits = Limits()) {
        self.init(chunks: [bytes].makeIterator(), limits: limits)
    }

    /// Creates a reader over the UTF-8 bytes of a string.
    public init(string: String, limits: Limits = Limits()) {
        self.init(bytes: Array(string.utf8), limits: limits)
    }
}
