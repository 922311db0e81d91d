import GRDB

/// Turns what a user types (`jose`, `555 01`, `ann smi`) into an FTS5 MATCH expression.
///
/// Every word must match the start of a word of any field (`"ann"* AND "smi"*`), or with
/// ``SearchScope/identity`` of the name, nickname, organisation, email, phone or categories
/// (`{name organization email phone categories} : "ann"*`, each word); when the query holds
/// digits, their concatenation may instead match the start of a phone number's digits (`555 01`
/// finds `+1 (555) 010-4477`), but the words that are not all digits must still match (`josh 555`
/// does not find Ann's `555` number). Words are quoted, so FTS5 syntax in a query (`AND`, `*`, `"`,
/// `:`) is searched for, never executed. A word the index holds as several (``IndexTokens``) must
/// match each of them, in any order within the fields searched. Digits typed with a national trunk
/// `0` (`030 5550`) find a number stored internationally (`+49 30 5550…`) through the national
/// forms ``SearchDocument/digitForms(_:)`` indexes.
///
/// A word typed twice, or one that starts another word of the query (`ann anna`), adds nothing to
/// what matches and is left out: fifty copies of one word cost one lookup, not fifty. A query of
/// punctuation only (`*`, `--`) has no word to look for and matches nobody (before, it matched
/// everyone, as no query does).
enum SearchQuery {
    /// The columns ``SearchScope/identity`` looks in: all but `other` (``SearchDocument``).
    static let identityColumns = "{name organization email phone categories} : "

    /// The MATCH expression, or nil when the query is empty or blank (it then matches everything).
    static func matchExpression(_ query: String, scope: SearchScope = .everyField, _ db: Database) throws -> String? {
        try match(query, scope: scope, terms: { _ in nil }, tokens: { try IndexTokens.of($0, db) })?.expression
    }

    /// Whether the query is empty or blank, which matches everything (no MATCH expression).
    static func matchesEverything(_ query: String) -> Bool {
        query.allSatisfy(\.isWhitespace)
    }

    /// The query as the index answers it, or nil when the query is empty or blank.
    ///
    /// A word longer than ``longestIndexedPrefix`` is written as the index's words it starts
    /// (`("berlin" OR "berliner")`) or as its first five characters when they start the same words
    /// (`"yamam"*`): FTS5 reads lists it keeps and seeks in them, where a prefix longer than its
    /// prefix lists makes it merge the lists of every word the prefix starts before the first match
    /// (4.6 ms for the 1,002 words `martin` starts in a million contacts), and again for each
    /// question about one contact.
    ///
    /// - Parameter terms: What a word longer than ``longestIndexedPrefix`` (lowercased) stands for
    ///   in the index, or nil to search for it as a prefix (``SearchWordRecord/form(of:_:)``).
    ///   Asked only for a search of every field, and only about words of ASCII letters and digits,
    ///   whose form in the index is their lowercase form.
    /// - Parameter tokens: The index's words in a typed word that is not ASCII (``IndexTokens``).
    static func match(
        _ query: String, scope: SearchScope = .everyField, terms: (String) throws -> IndexedWordForm?,
        tokens: (String) throws -> [String]
    ) rethrows -> SearchMatch? {
        let words = self.words(query)
        guard !words.isEmpty else {
            // an empty phrase matches no row
            return matchesEverything(query) ? nil : SearchMatch(expression: "\"\"", isSeekable: true)
        }
        let columns = scope == .identity ? identityColumns : ""
        var seekable = true
        let clauses = try words.map { word in
            let lowered = word.lowercased()
            if lowered.count > longestIndexedPrefix, scope == .everyField, lowered.utf8.allSatisfy({ $0 < 0x80 }) {
                switch try terms(lowered) {
                case .prefix(let prefix): return "\"\(prefix)\"*"
                case .words(let found) where !found.isEmpty:
                    let quoted = found.map(phrase)
                    return quoted.count == 1 ? quoted[0] : "(" + quoted.joined(separator: " OR ") + ")"
                case .words, nil: break
                }
            }
            if lowered.count > longestIndexedPrefix { seekable = false }
            if !word.utf8.allSatisfy({ $0 < 0x80 }) {
                let parts = try tokens(word)
                if parts.count > 1 {
                    let last = parts.count - 1
                    return "("
                        + parts.enumerated().map { columns + phrase($1) + ($0 == last ? "*" : "") }
                        .joined(separator: " AND ") + ")"
                }
            }
            return "\(columns)\"\(word)\"*"
        }
        let wordsClause = clauses.joined(separator: " AND ")
        let digits = query.filter { $0.isASCII && $0.isNumber }
        guard digits.count >= 2, words.contains(where: { $0.allSatisfy(\.isNumber) }) else {
            return SearchMatch(expression: wordsClause, isSeekable: seekable)
        }
        let phone = "phone : \"\(digits)\"*"
        let otherWords = zip(words, clauses).filter { !$0.0.allSatisfy(\.isNumber) }.map(\.1)
        return SearchMatch(
            expression: "(\(wordsClause)) OR (\((otherWords + [phone]).joined(separator: " AND ")))",
            isSeekable: seekable && digits.count <= longestIndexedPrefix)
    }

    /// `word` as an FTS5 string (`"o""brien"`): between double quotes, each one inside doubled.
    static func phrase(_ word: String) -> String {
        "\"" + word.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The longest prefix the search index keeps a list of (`prefix = '1 2 3 4 5'`).
    static let longestIndexedPrefix = 5

    /// The query's words (letters and digits), without repeats or words another one starts with,
    /// ignoring case; in the order typed.
    static func words(_ query: String) -> [String] {
        let typed = query.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let lowered = typed.map { $0.lowercased() }
        var kept: [String] = []
        var seen = Set<String>()
        for (index, word) in lowered.enumerated() where seen.insert(word).inserted {
            // Quadratic in the words typed: only for a query of a sensible length.
            let implied =
                lowered.count <= 64
                && lowered.enumerated().contains {
                    $0.offset != index && $0.element != word && $0.element.hasPrefix(word)
                }
            if !implied { kept.append(typed[index]) }
        }
        return kept
    }
}
