/// Turns what a user types (`jose`, `555 01`, `ann smi`) into an FTS5 MATCH expression.
///
/// Every word must match the start of a word of the name, nickname, organisation, email or phone
/// (`"ann"* AND "smi"*`); when the query holds digits, their concatenation may instead match the
/// start of a phone number's digits (`555 01` finds `+1 (555) 010-4477`), but the words that are not
/// all digits must still match (`josh 555` does not find Ann's `555` number). Words are quoted, so
/// FTS5 syntax in a query (`AND`, `*`, `"`, `:`) is searched for, never executed. Digits typed with a
/// national trunk `0` (`030 5550`) find a number stored internationally (`+49 30 5550…`) through the
/// national forms ``SearchDocument/digitForms(_:)`` indexes.
enum SearchQuery {
    /// The MATCH expression, or nil when the query has no word at all (it then matches everything).
    static func matchExpression(_ query: String) -> String? {
        let words = query.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty else { return nil }
        let wordsClause = words.map { "\"\($0)\"*" }.joined(separator: " AND ")
        let digits = query.filter { $0.isASCII && $0.isNumber }
        guard digits.count >= 2, words.contains(where: { $0.allSatisfy(\.isNumber) }) else { return wordsClause }
        let phone = "phone : \"\(digits)\"*"
        let otherWords = words.filter { !$0.allSatisfy(\.isNumber) }.map { "\"\($0)\"*" }
        return "(\(wordsClause)) OR (\((otherWords + [phone]).joined(separator: " AND ")))"
    }
}
