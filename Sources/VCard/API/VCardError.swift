/// A problem found while reading vCard bytes, with the line it was found on.
///
/// Lines are 1-based physical lines of the input, counted as a text editor counts them
/// (CRLF, LF and CR each end one line).
public enum VCardError: Error, Sendable, Hashable {
    /// A `BEGIN:VCARD` was never closed by `END:VCARD` (the input was truncated, or two cards ran together).
    case missingEnd(line: Int)
    /// An `END:VCARD` with no card open.
    case unexpectedEnd(line: Int)
    /// Lines outside any card (from `line` to `lastLine`), e.g. a card missing its `BEGIN:VCARD`.
    case contentOutsideCard(line: Int, lastLine: Int)
    /// Text outside any card that is not vCard lines (an exporter's footer); ignored, no card lost.
    case textOutsideCard(line: Int, lastLine: Int)
    /// A line inside a card that is not a property (no colon, or no valid name); its text was
    /// joined to the previous property's value.
    case joinedToPreviousLine(line: Int)
    /// A line inside a card that is not a property and was dropped: a `#` comment, text before
    /// the card's first property, or a `BEGIN` or `END` of something other than a vCard.
    case malformedLine(line: Int)
    /// A card with no `VERSION`; it was read as vCard 3.0.
    case missingVersion(line: Int)
    /// A `VERSION` this reader does not know; the card was read with the closest known rules.
    case unsupportedVersion(line: Int, version: String)
    /// A physical line longer than the limit; its card was skipped.
    case lineTooLong(line: Int, limit: Int)
    /// A card larger than the limit in bytes; it was skipped.
    case cardTooLarge(line: Int, limit: Int)
    /// Embedded `AGENT` cards nested deeper than the limit; the card was skipped.
    case nestingTooDeep(line: Int, limit: Int)
    /// A `CHARSET` this reader cannot decode; the value was read as UTF-8, or Windows-1252 if not UTF-8.
    case unsupportedCharset(line: Int, charset: String)
    /// Inline binary data (a photo, a key) that is not valid base64; it was kept as written.
    case invalidBase64(line: Int, property: String)
    /// An empty parameter (`TEL;;TYPE=home:`) that was ignored.
    case emptyParameter(line: Int)
    /// A group, property or parameter name with characters vCard names cannot hold
    /// (`X-UNKNOWN@PROPERTY`); each was read as `-`.
    case repairedName(line: Int, name: String, repaired: String)
    /// Base64 data with wrong padding or a stray last character; it was re-encoded.
    case repairedBase64(line: Int, property: String)
    /// Control characters (a NUL, a form feed) in a value; they were removed.
    case controlCharacters(line: Int, property: String)
    /// A line ran on for `limit` bytes without a break (``VCardReader/Limits/maxDiscardedLineLength``):
    /// not vCard text, so reading stopped there and nothing after it was read.
    case inputAbandoned(line: Int, limit: Int)

    /// The line the problem was found on.
    public var line: Int {
        switch self {
        case .missingEnd(let line), .unexpectedEnd(let line), .contentOutsideCard(let line, _),
            .textOutsideCard(let line, _),
            .joinedToPreviousLine(let line), .malformedLine(let line), .missingVersion(let line),
            .unsupportedVersion(let line, _), .lineTooLong(let line, _), .cardTooLarge(let line, _),
            .nestingTooDeep(let line, _), .unsupportedCharset(let line, _), .invalidBase64(let line, _),
            .emptyParameter(let line), .repairedName(let line, _, _), .repairedBase64(let line, _),
            .controlCharacters(let line, _), .inputAbandoned(let line, _):
            return line
        }
    }
}

extension VCardError: CustomStringConvertible {
    /// A lower-case, one-sentence description that starts with the line (`line 12: …`).
    public var description: String {
        if case .contentOutsideCard(let line, let lastLine) = self, lastLine > line {
            return "lines \(line)–\(lastLine): \(reason)"
        }
        if case .textOutsideCard(let line, let lastLine) = self, lastLine > line {
            return "lines \(line)–\(lastLine): \(reason)"
        }
        return "line \(line): \(reason)"
    }

    /// What is wrong and what was done about it, without the line: for callers that print
    /// `FILE:LINE: ` themselves.
    public var reason: String {
        switch self {
        case .missingEnd:
            return "card has no END:VCARD (truncated file, or a missing END before the next BEGIN); card skipped"
        case .unexpectedEnd:
            return "END:VCARD without a BEGIN:VCARD; ignored"
        case .contentOutsideCard:
            return "text outside BEGIN:VCARD … END:VCARD; ignored"
        case .textOutsideCard:
            return "text outside any card that is not vCard lines (a footer?); ignored"
        case .joinedToPreviousLine:
            return "not a property line (no name and colon); joined to the previous value as a new line"
        case .malformedLine:
            return
                "not a property line (a comment, text before the first property, or BEGIN/END of something other than VCARD); ignored"
        case .missingVersion:
            return "card has no VERSION; read as vCard 3.0"
        case .unsupportedVersion(_, let version):
            return "unknown VERSION \"\(version)\"; read with vCard 3.0 rules"
        case .lineTooLong(_, let limit):
            return "line longer than \(limit) bytes; card skipped"
        case .cardTooLarge(_, let limit):
            return "card larger than \(limit) bytes; card skipped"
        case .nestingTooDeep(_, let limit):
            return "AGENT cards nested more than \(limit) deep; card skipped"
        case .unsupportedCharset(_, let charset):
            return "unknown CHARSET \"\(charset)\"; read as UTF-8 (Windows-1252 where not UTF-8)"
        case .invalidBase64(_, let property):
            return
                "\(property) holds data that is not valid base64; kept as X-INVALID-\(property) (a URI is read as a URI)"
        case .emptyParameter:
            return "empty parameter ignored"
        case .repairedName(_, let name, let repaired):
            return
                "name \"\(name)\" holds characters a vCard name cannot (letters, digits and - only); read as \"\(repaired)\""
        case .repairedBase64(_, let property):
            return "\(property) has base64 data with wrong padding or a stray last character; re-encoded"
        case .controlCharacters(_, let property):
            return "\(property) holds control characters (NUL, form feed, …); removed"
        case .inputAbandoned(_, let limit):
            return
                "no line break in \(limit) bytes: this is not vCard text; stopped reading here, nothing after it was read"
        }
    }

    /// Whether the card the problem belongs to was skipped (true) or read with a repair (false).
    public var skipsCard: Bool {
        switch self {
        case .missingEnd, .lineTooLong, .cardTooLarge, .nestingTooDeep, .inputAbandoned: return true
        default: return false
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension VCardError: LocalizedError {
    public var errorDescription: String? { description }
}
