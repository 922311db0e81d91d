/// The `ORG` property: an organisation name and its units, unescaped.
public struct Organization: Sendable, Hashable {
    /// The organisation's name.
    public var name: String
    /// Organisational units, outermost first (`Sales`, `East`).
    public var units: [String]

    /// Creates an organisation.
    public init(name: String, units: [String] = []) {
        self.name = name
        self.units = units
    }
}
