/// Given and family names that go together, and where such people tend to live.
struct Culture: Sendable {
    /// A label for debugging (`english`, `spanish`, …).
    var label: String
    /// How often people of this culture are drawn, relative to the others.
    var weight: Int
    /// Given names, the most common first.
    var given: [String]
    /// Family names, the most common first.
    var family: [String]
    /// Whether people carry two family names (`García López`).
    var doubleFamily = false
    /// The country people of this culture live in, most of the time (otherwise any).
    var home: Country
}
