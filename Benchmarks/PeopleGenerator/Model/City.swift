/// A city and how its postcodes start.
struct City: Sendable {
    var name: String
    var region: String
    /// The postcode's fixed start; the rest is random digits (UK: the outward code).
    var postcodePrefix: String
}
