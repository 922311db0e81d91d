extension StructuredName {
    /// The parts of a person's formatted name, as Apple's and Google's name fields take it apart:
    /// honorific prefixes and suffixes, the given name first, middle names, and the family name with
    /// its particles; `Family, Given` with a comma is family name first.
    ///
    /// This is the one rule by which a typed name (`contacts add --name`, `edit --set-name`, the
    /// editor's `Name:` line, a mail's sender) and a card with only `FN` (an import, a 3.0 export)
    /// get their `N`. A single word is a given name; words keep their case (`McDonald`).
    ///
    /// ```swift
    /// StructuredName(splitting: "Dr. Jane Q. Public Jr.")
    /// // family "Public", given "Jane", additional "Q.", prefixes "Dr.", suffixes "Jr."
    /// StructuredName(splitting: "Ludwig van Beethoven")   // family "van Beethoven", given "Ludwig"
    /// StructuredName(splitting: "Doe, John")              // family "Doe", given "John"
    /// ```
    /// - Parameter formattedName: The name as written; white space around and between words does not count.
    public init(splitting formattedName: String) {
        self = NameParser.split(formattedName)
    }

    /// The parts of `formattedName` (``init(splitting:)``), with the honorific prefixes and suffixes of
    /// `previous` where the new name gives none: a new name typed for a contact keeps its `Dr.` and
    /// its `Jr.` unless it brings its own.
    ///
    /// ```swift
    /// let old = StructuredName(splitting: "Dr. Jane Public")
    /// StructuredName(splitting: "Jane Smith", keepingHonorificsOf: old)   // prefixes "Dr.", family "Smith"
    /// ```
    /// - Parameters:
    ///   - formattedName: The new name as written.
    ///   - previous: The name it replaces.
    public init(splitting formattedName: String, keepingHonorificsOf previous: StructuredName) {
        self.init(splitting: formattedName)
        if prefixes.isEmpty { prefixes = previous.prefixes }
        if suffixes.isEmpty { suffixes = previous.suffixes }
    }

    /// The parts in reading order, separated by spaces: prefixes, given, middle and family names,
    /// suffixes (`Dr. Jane Q. Public Jr.`).
    public var givenNameFirst: String {
        [prefixes, given, additional, family, suffixes].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A formatted name as it reads, given name first: a name written `Family, Given`
    /// (``init(splitting:)``) is turned around (`Doe, John` → `John Doe`); any other is returned as
    /// it is, trimmed (`Jane Public, PhD`).
    ///
    /// ```swift
    /// StructuredName.readingOrder("Doe, John")   // "John Doe"
    /// ```
    public static func readingOrder(_ formattedName: String) -> String {
        let parsed = NameParser.parse(formattedName)
        return parsed.familyFirst ? parsed.name.givenNameFirst : formattedName.trimming(" \t\n\r")
    }
}
