/// One vCard: its version and every property in file order.
///
/// The properties are the whole truth about the card; the typed accessors
/// (``formattedName``, ``name``, ``emails``, ``telephones``, …) read them.
///
/// ```swift
/// for entry in VCardReader(bytes: Array(fileBytes)) {
///     if case .card(let card) = entry.result {
///         print(card.formattedName ?? "", card.emails.map(\.value))
///     }
/// }
/// ```
public struct VCard: Sendable, Hashable {
    /// The version the card declared (3.0 when it declared none).
    public var version: VCardVersion
    /// Every property except `BEGIN`, `END` and `VERSION`, in file order.
    public var properties: [VCardProperty]

    /// Creates a card.
    public init(version: VCardVersion = .v3_0, properties: [VCardProperty] = []) {
        self.version = version
        self.properties = properties
    }

    /// The properties called `name` (case-insensitive), in order.
    public func properties(named name: String) -> [VCardProperty] {
        let upper = upperCased(name)
        return properties.filter { $0.name == upper }
    }

    /// The first property called `name` (case-insensitive), or nil.
    public func property(named name: String) -> VCardProperty? {
        let upper = upperCased(name)
        return properties.first { $0.name == upper }
    }
}

/// `name` upper-cased, without the cost of Unicode case mapping when it already is (the usual case).
func upperCased(_ name: String) -> String {
    name.containsByte(where: { $0 &- 0x61 < 26 || $0 >= 0x80 }) ? name.uppercased() : name
}
