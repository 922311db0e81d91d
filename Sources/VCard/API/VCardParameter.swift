/// One parameter of a property, such as `TYPE=home,pref` or `LABEL="Main Office"`.
///
/// The reader stores parameters in a canonical form so that a card means the same
/// whichever version it came from: names are upper-case, bare vCard 2.1 parameters
/// (`TEL;HOME;VOICE`) become `TYPE` values, every `TYPE` of a property is merged into
/// one parameter with lower-case values, `TYPE=pref` becomes `PREF=1` (a property keeps one `PREF`,
/// the first), and transfer
/// parameters (`ENCODING`, `CHARSET`) are consumed by decoding the value.
public struct VCardParameter: Sendable, Hashable {
    /// The parameter name, upper-case (`TYPE`, `PREF`, `VALUE`, `X-SERVICE-TYPE`, …).
    public var name: String
    /// The values, unquoted and decoded; `TYPE=a,b` has two.
    public var values: [String]

    /// Creates a parameter.
    /// - Parameters:
    ///   - name: The name; it is stored upper-case.
    ///   - values: The decoded values.
    public init(name: String, values: [String]) {
        self.name = upperCased(name)
        self.values = values
    }

    /// Creates a parameter with a single value.
    public init(name: String, value: String) {
        self.init(name: name, values: [value])
    }
}
