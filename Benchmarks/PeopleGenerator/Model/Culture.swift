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
    /// For a culture that writes its own script: the names in it (``given`` and ``family`` are then
    /// their usual Latin spellings).
    var script: ScriptNames? = nil

    /// A culture whose names are written in their own script and in Latin letters.
    static func scripted(_ names: ScriptNames, weight: Int, home: Country) -> Culture {
        Culture(
            label: names.label, weight: weight, given: names.given.map { $0.latin[0] },
            family: names.family.map { $0.latin[0] },
            home: home, script: names)
    }
}
