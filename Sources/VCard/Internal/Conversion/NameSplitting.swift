/// How a vCard 3.0 export makes the `N` that RFC 2426 requires from a card's `FN` when the card has
/// none (docs/vcard.md, "What is exported").
///
/// - `Family, Given …` (one comma): the family name before the comma, the given names after it;
/// - otherwise the last word is the family name and the words before it the given names
///   (`Michael J. Smith` → `Smith;Michael J.`); a single word is a given name (`Madonna` → `;Madonna`).
///
/// A card that is not a person (an organisation or group, or one whose `FN` is its `ORG`) gets an
/// empty `N` (`;;;;`), as Apple and Google write for companies.
enum NameSplitting {
    static func split(_ formattedName: String) -> StructuredName {
        let text = formattedName.trimming(" \t\n")
        let commaParts = text.split(separator: ",", omittingEmptySubsequences: false)
        if commaParts.count == 2 {
            let family = commaParts[0].trimmingWhitespace, given = commaParts[1].trimmingWhitespace
            if !family.isEmpty, !given.isEmpty { return StructuredName(family: family, given: given) }
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard let last = words.last else { return StructuredName() }
        guard words.count > 1 else { return StructuredName(given: String(last)) }
        return StructuredName(family: String(last), given: words.dropLast().joined(separator: " "))
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: String { String(self).trimming(" \t\n") }
}
