/// The `N` property: the parts of a person's name.
///
/// Components are unescaped text; a component that holds several values (`N:Doe;John;Philip,Paul;;`)
/// keeps them separated by commas.
public struct StructuredName: Sendable, Hashable {
    /// Family name(s) (surname).
    public var family: String
    /// Given name(s) (first name).
    public var given: String
    /// Additional names (middle names).
    public var additional: String
    /// Honorific prefixes (`Dr.`).
    public var prefixes: String
    /// Honorific suffixes (`Jr.`, `III`).
    public var suffixes: String

    /// Creates a name.
    public init(
        family: String = "", given: String = "", additional: String = "", prefixes: String = "", suffixes: String = ""
    ) {
        self.family = family
        self.given = given
        self.additional = additional
        self.prefixes = prefixes
        self.suffixes = suffixes
    }

    /// Whether every component is empty.
    public var isEmpty: Bool {
        family.isEmpty && given.isEmpty && additional.isEmpty && prefixes.isEmpty && suffixes.isEmpty
    }
}
