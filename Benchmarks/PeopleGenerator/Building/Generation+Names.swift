extension Generation {
    /// A culture, by weight.
    func culture() -> Culture {
        Culture.all[random.weighted(Culture.all.map(\.weight))]
    }

    /// A family name of the culture (two for a culture that uses two: `García López`).
    func familyName(_ culture: Culture) -> String {
        let first = random.pickCommon(culture.family)
        guard culture.doubleFamily else { return first }
        var second = random.pickCommon(culture.family)
        while second == first { second = random.pick(culture.family) }
        return first + " " + second
    }

    /// The key under which two full names are the same person's name, up to case and diacritics.
    func nameKey(_ given: String, _ family: String) -> String {
        (stripped(given) + "|" + stripped(family)).lowercased()
    }

    /// Whether the full name is still free, and if so takes it.
    func claimName(_ given: String, _ family: String) -> Bool {
        usedNames.insert(nameKey(given, family)).inserted
    }

    /// A full name nobody has yet. `given` or `family` fixes that part (a family's members, a shared
    /// given name). People mostly take both names from one culture; one in twelve mixes two.
    func newName(
        culture: Culture, given fixedGiven: String? = nil, family fixedFamily: String? = nil
    ) -> (given: String, family: String) {
        for attempt in 0..<200 {
            let givenCulture = fixedGiven == nil && random.chance(1.0 / 12) ? self.culture() : culture
            let given = fixedGiven ?? random.pickCommon(givenCulture.given)
            var family = fixedFamily ?? familyName(culture)
            if attempt >= 40, fixedFamily == nil {
                // Crowded (a very large corpus): a double-barrelled name, as many people have.
                family += "-" + random.pick(culture.family)
            }
            if claimName(given, family) { return (given, family) }
        }
        // Practically unreachable: make the name unique with a generated suffix.
        let given = fixedGiven ?? random.pick(culture.given)
        let family =
            (fixedFamily ?? familyName(culture)) + "-" + random.pick(culture.family) + "-" + random.pick(culture.family)
        usedNames.insert(nameKey(given, family))
        return (given, family)
    }
}
