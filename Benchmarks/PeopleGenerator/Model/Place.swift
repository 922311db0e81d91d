/// A postal address.
struct Place: Sendable, Hashable {
    /// The street line as people there write it (`1 Main St`, `Friedrichstraße 12`, `Calle Mayor, 5`).
    var street: String
    var city: String
    /// State or region, often empty outside the US.
    var region: String
    var postalCode: String
    var country: Country
}
