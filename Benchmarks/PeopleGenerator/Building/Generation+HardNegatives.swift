// Groups of different people made to look alike, at rates seen in real address books.

extension Generation {
    /// For each kind: the share of all people in such groups, and the groups' usual size.
    static let hardNegativeRates: [(kind: HardNegativeKind, share: Double, size: Double)] = [
        (.sameName, 0.015, 2.25),
        (.family, 0.04, 2.8),
        (.colleagues, 0.04, 3.5),
        (.shortNumber, 0.006, 2),
        (.twins, 0.006, 2),
        (.organization, 0.01, 2.5),
        (.namesakesAtCompany, 0.01, 2),
        (.sameFileNamesakes, 0.006, 3),
    ]

    /// Adds the hard-negative groups for a corpus of `people`, kinds interleaved, never using more
    /// than a quarter of the people.
    func addHardNegatives(people: Int) {
        var remaining = Self.hardNegativeRates.map { Int((Double(people) * $0.share / $0.size).rounded()) }
        let budget = people / 4
        var progress = true
        while progress {
            progress = false
            for (index, rate) in Self.hardNegativeRates.enumerated() where remaining[index] > 0 {
                let size = groupSize(rate.kind)
                guard self.people.count + size <= budget else { continue }
                let ids = addGroup(rate.kind, size: size)
                for id in ids { self.people[id].hardNegative = rate.kind }
                hardNegatives.append(HardNegativeGroup(kind: rate.kind, people: ids))
                remaining[index] -= 1
                progress = true
            }
        }
    }

    private func groupSize(_ kind: HardNegativeKind) -> Int {
        switch kind {
        case .sameName: random.chance(0.75) ? 2 : 3
        case .family: 2 + random.below(3)
        case .colleagues: 2 + random.below(4)
        case .shortNumber, .twins: 2
        case .organization: random.chance(0.5) ? 2 : 3
        case .namesakesAtCompany: random.chance(0.9) ? 2 : 3
        case .sameFileNamesakes: random.chance(0.5) ? 2 : 3
        }
    }

    private func addGroup(_ kind: HardNegativeKind, size: Int) -> [Int] {
        switch kind {
        case .sameName: sameName(size)
        case .family: family(size)
        case .colleagues: colleagues(size)
        case .shortNumber: shortNumber()
        case .twins: twins()
        case .organization: organization(size)
        case .namesakesAtCompany: namesakes(size, oneFile: false)
        case .sameFileNamesakes: namesakes(size, oneFile: true)
        }
    }

    // MARK: - Kinds

    /// `size` people with one common full name (`John Smith`), each with their own details and
    /// different birthdays.
    private func sameName(_ size: Int) -> [Int] {
        var given = ""
        var family = ""
        var culture = self.culture()
        for attempt in 0... {
            if attempt % 10 == 9 { culture = self.culture() }
            // Common names: from the first few of each list (wider once those are taken).
            let reach = 3 + attempt / 5
            given = culture.given[random.below(min(reach, culture.given.count))]
            family = culture.family[random.below(min(reach, culture.family.count))]
            if claimName(given, family) { break }
        }
        let country = country(for: culture)
        var birthdays: Set<String> = []
        return (0..<size).map { _ in
            var member = person(given: given, family: family, country: country, culture: culture)
            if let birthday = member.birthday, !birthdays.insert("\(birthday.month)-\(birthday.day)").inserted {
                member.birthday = nil
            }
            return add(member)
        }
    }

    /// A family: one family name and home, a shared landline and/or family email, own given names.
    private func family(_ size: Int) -> [Int] {
        let culture = self.culture()
        let family = familyName(culture)
        let country = culture.home
        let home = newPlace(country)
        let sharesLandline = random.chance(0.8)
        let sharesEmail = !sharesLandline || random.chance(0.5)
        let landline = Phone(number: newNumber(country, mobile: false), kind: .home, shared: true)
        let letters = mailbox(family).isEmpty ? "home" + random.digits(3) : mailbox(family)
        let local = random.pick(["family." + letters, "the" + letters + "s", letters + ".family", letters + "home"])
        let familyEmail = Email(
            address: claimEmail(local: local, domain: random.pick(Texts.mailDomains)), kind: .home, shared: true)
        return (0..<size).map { _ in
            let name = newName(culture: culture, family: family)
            var member = person(given: name.given, family: family, country: country, culture: culture)
            member.place = home
            member.phones.removeAll { $0.kind == .home }
            if !random.chance(0.85) { member.phones.removeAll { $0.kind == .cell } }
            if !random.chance(0.6) { member.emails.removeAll { $0.kind != .work } }
            if sharesLandline { member.phones.append(landline) }
            if sharesEmail { member.emails.append(familyEmail) }
            return add(member)
        }
    }

    /// Colleagues: one organisation and its switchboard on every card, some with extensions.
    private func colleagues(_ size: Int) -> [Int] {
        let culture = self.culture()
        let country = culture.home
        let company = newCompany(country)
        var extensions: Set<String> = []
        return (0..<size).map { _ in
            let nameCulture = random.chance(0.7) ? culture : self.culture()
            let name = newName(culture: nameCulture)
            var member = person(
                given: name.given, family: name.family, country: country, employed: company, culture: nameCulture)
            var line = company.switchboard
            if random.chance(0.4) {
                var number = String(100 + random.below(900))
                while !extensions.insert(number).inserted { number = String(100 + random.below(900)) }
                line.extensionNumber = number
            }
            member.phones.append(Phone(number: line, kind: .work, shared: true))
            return add(member)
        }
    }

    /// Two people with the same given name and the same short internal number, at different places.
    private func shortNumber() -> [Int] {
        let culture = self.culture()
        let given = random.pickCommon(culture.given)
        let short = PhoneNumber(country: nil, groups: [String(1 + random.below(9)) + random.digits(3)])
        return (0..<2).map { _ in
            let name = newName(culture: culture, given: given)
            var member = person(given: given, family: name.family, country: country(for: culture), culture: culture)
            member.phones.append(Phone(number: short, kind: .work, shared: true))
            return add(member)
        }
    }

    /// Twins: one family name and birthday, own given names, often one address.
    private func twins() -> [Int] {
        let culture = self.culture()
        let family = familyName(culture)
        let country = country(for: culture)
        let birthday = newBirthday()
        let home = random.chance(0.5) ? newPlace(country) : nil
        return (0..<2).map { _ in
            let name = newName(culture: culture, family: family)
            var member = person(given: name.given, family: family, country: country, culture: culture)
            member.birthday = birthday
            if let home { member.place = home }
            return add(member)
        }
    }

    /// An organisation's own card (FN = ORG = its name), with its switchboard and `info@` address,
    /// and people working there whose cards carry the switchboard and/or the `info@` address too.
    private func organization(_ size: Int) -> [Int] {
        let culture = self.culture()
        let country = culture.home
        let company = newCompany(country)
        let info = Email(
            address: claimEmail(local: random.pick(["info", "office", "contact", "hello"]), domain: company.domain),
            kind: .work, shared: true)
        let switchboard = Phone(number: company.switchboard, kind: .work, shared: true)
        var card = Person(id: -1, given: company.name, family: "", isOrganization: true, country: country)
        card.company = company
        card.phones = [switchboard]
        card.emails = [info]
        if random.chance(0.6) { card.place = company.place }
        if random.chance(0.5) { card.url = "https://www." + company.domain }
        var ids = [add(card)]
        for _ in 1..<size {
            let name = newName(culture: culture)
            var member = person(
                given: name.given, family: name.family, country: country, employed: company, culture: culture)
            let sharesEmail = random.chance(0.4)
            if !sharesEmail || random.chance(0.5) { member.phones.append(switchboard) }
            if sharesEmail { member.emails.append(info) }
            ids.append(add(member))
        }
        return ids
    }

    /// Namesakes at one company: one full name, one organisation and its switchboard (without an
    /// extension) on every card; each their own email, mobile, address and birthday. With `oneFile`,
    /// each has exactly one card, all in one source, with different UIDs: an address book that keeps
    /// two or three people of one name at one firm apart.
    private func namesakes(_ size: Int, oneFile: Bool) -> [Int] {
        var culture = self.culture()
        var name = (given: "", family: "")
        for attempt in 0... {
            if attempt % 10 == 9 { culture = self.culture() }
            name = (random.pickCommon(culture.given), familyName(culture))
            if claimName(name.given, name.family) { break }
        }
        let country = culture.home
        let company = newCompany(country)
        let switchboard = Phone(number: company.switchboard, kind: .work, shared: true)
        let source = Source.allCases[random.below(Source.allCases.count)]
        var birthdays: Set<String> = []
        return (0..<size).map { _ in
            var member = person(
                given: name.given, family: name.family, country: country, employed: company, culture: culture)
            member.phones.append(switchboard)
            if let birthday = member.birthday, !birthdays.insert("\(birthday.month)-\(birthday.day)").inserted {
                member.birthday = nil
            }
            if oneFile { member.onlySource = source }
            return add(member)
        }
    }
}
