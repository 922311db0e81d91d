/// The `ADR` property: a postal address in its seven components, unescaped.
public struct PostalAddress: Sendable, Hashable {
    /// Post office box.
    public var poBox: String
    /// Extended address (apartment, suite).
    public var extended: String
    /// Street address.
    public var street: String
    /// Locality (city).
    public var locality: String
    /// Region (state, province).
    public var region: String
    /// Postal code.
    public var postalCode: String
    /// Country name.
    public var country: String
    /// The label, derived as for ``LabeledValue/label``.
    public var label: String
    /// The lower-case `TYPE` values.
    public var types: [String]

    /// Creates an address.
    public init(
        poBox: String = "", extended: String = "", street: String = "", locality: String = "",
        region: String = "", postalCode: String = "", country: String = "", label: String = "other",
        types: [String] = []
    ) {
        self.poBox = poBox
        self.extended = extended
        self.street = street
        self.locality = locality
        self.region = region
        self.postalCode = postalCode
        self.country = country
        self.label = label
        self.types = types
    }

    /// The seven components in vCard order.
    public var components: [String] { [poBox, extended, street, locality, region, postalCode, country] }
}
