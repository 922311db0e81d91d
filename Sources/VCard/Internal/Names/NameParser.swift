/// Reads a person's formatted name (`FN`, a `--name`, a mail's display name) into the five parts of
/// `N`, as Apple's and Google's name fields take them apart. The one rule behind
/// ``StructuredName/init(splitting:)``, which `contacts add --name`, `edit --set-name`, the editor's
/// `Name:` line, `add-email`, imports of a bare full name and a 3.0 export's missing `N` all use.
///
/// - Honorific prefixes at the start (`Dr.`, `Prof. Dr.`, `Sir`; ``NameWords/prefixes``) and
///   suffixes at the end (`Jr.`, `III`, `PhD`; ``NameWords/suffixes``), also after a comma
///   (`Jane Public, PhD`); never all the words: `Dr.` alone is a given name.
/// - `Family, Given Middle` (a comma, and what follows it is not only suffixes or a company's legal
///   form, `Acme, Inc.`) is family name first: `Doe, John`, `van Gogh, Vincent`,
///   `García Márquez, Gabriel`, `King, Martin Luther, Jr.`.
/// - Otherwise the first word is the given name, the last the family name with the particles just
///   before it (`Ludwig van Beethoven`, `Juan de la Cruz`; ``NameWords/particles``), and the words
///   between are middle names (`Jane Q. Public` → additional `Q.`). A name that starts with a
///   particle in lower case and is otherwise only particles is all family name (`van Gogh`).
/// - A single word is a given name (`Madonna`, `鈴木陽菜`), unless a prefix other than `Sir` or
///   `Dame` stands before it: `Mrs. Jones` is a family name.
///
/// Words keep their spelling and case (`McDonald`, `O'Brien`, `Jean-Luc` are one word each); runs
/// of white space become one space.
enum NameParser {
    /// A formatted name read into its parts, and whether it was written family name first.
    struct Parsed {
        var name: StructuredName
        /// Whether the text was `Family, Given`: its natural reading order is then another.
        var familyFirst: Bool
    }

    static func split(_ formattedName: String) -> StructuredName {
        parse(formattedName).name
    }

    static func parse(_ formattedName: String) -> Parsed {
        var segments = formattedName.split(separator: ",").map(words).filter { !$0.isEmpty }
        // Trailing comma parts that are only suffixes: `Jane Public, Jr., PhD` (or `Acme, Inc.`).
        var suffixGroups: [String] = []
        while segments.count > 1, segments.last!.allSatisfy(NameWords.isCommaSuffix) {
            suffixGroups.insert(joined(segments.removeLast()), at: 0)
        }
        var parsed: Parsed
        if segments.count >= 2 {
            parsed = Parsed(name: familyFirst(family: segments[0], given: segments[1]), familyFirst: true)
            // More parts (`Doe, John, Acme`) are further suffixes.
            suffixGroups += segments.dropFirst(2).map { joined($0) }
        } else {
            parsed = Parsed(name: givenFirst(segments.first ?? []), familyFirst: false)
        }
        if !suffixGroups.isEmpty {
            parsed.name.suffixes = ([parsed.name.suffixes].filter { !$0.isEmpty } + suffixGroups).joined(
                separator: ", ")
        }
        return parsed
    }

    // MARK: - The two orders

    /// `Family, Given Middle`: prefixes and suffixes may stand around the given names
    /// (`Doe, Dr. John Jr.`), or before the family name (`Dr. Doe, John`).
    private static func familyFirst(family familyWords: [Substring], given givenWords: [Substring]) -> StructuredName {
        var family = familyWords[...], given = givenWords[...]
        var prefixes: [Substring] = []
        while family.count > 1, let first = family.first, NameWords.isPrefix(first) {
            prefixes.append(family.removeFirst())
        }
        while let first = given.first, NameWords.isPrefix(first) { prefixes.append(given.removeFirst()) }
        var suffixes: [Substring] = []
        while let last = given.last, NameWords.isSuffix(last) { suffixes.insert(given.removeLast(), at: 0) }
        return StructuredName(
            family: joined(family), given: given.first.map { String($0) } ?? "",
            additional: joined(given.dropFirst()), prefixes: joined(prefixes), suffixes: joined(suffixes))
    }

    /// `Given Middle Family`, with prefixes before and suffixes after.
    private static func givenFirst(_ allWords: [Substring]) -> StructuredName {
        var words = allWords[...]
        var prefixes: [Substring] = []
        while words.count > 1, let first = words.first, NameWords.isPrefix(first) {
            prefixes.append(words.removeFirst())
        }
        var suffixes: [Substring] = []
        while words.count > 1, let last = words.last, NameWords.isSuffix(last) {
            suffixes.insert(words.removeLast(), at: 0)
        }
        var name = StructuredName(prefixes: joined(prefixes), suffixes: joined(suffixes))
        guard let last = words.last else { return name }
        guard words.count > 1 else {
            let withGivenName = prefixes.last.map { NameWords.givenNamePrefixes.contains(NameWords.key($0)) } ?? true
            if withGivenName { name.given = String(last) } else { name.family = String(last) }
            return name
        }
        // The family name: the last word and the particles just before it. The first word is a
        // given name (`Van Morrison`, `Al Gore`) unless it is a particle in lower case in a name
        // that is not all lower case (`van Gogh`, `de la Cruz`).
        var familyStart = words.endIndex - 1
        while familyStart > words.startIndex, NameWords.isParticle(words[familyStart - 1]) { familyStart -= 1 }
        if familyStart == words.startIndex,
            !NameWords.isLowercase(words[familyStart]) || words.allSatisfy(NameWords.isLowercase)
        {
            familyStart += 1
        }
        name.family = joined(words[familyStart...])
        if familyStart > words.startIndex {
            name.given = String(words[words.startIndex])
            name.additional = joined(words[(words.startIndex + 1)..<familyStart])
        }
        return name
    }

    // MARK: - Words

    /// The words of `text`, split at white space.
    private static func words(_ text: Substring) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace)
    }

    private static func joined<Words: Sequence<Substring>>(_ words: Words) -> String {
        words.joined(separator: " ")
    }
}
