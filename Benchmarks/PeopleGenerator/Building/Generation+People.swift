extension Generation {
    /// Adds an ordinary person: a unique name, and a mix of the details people have on cards.
    @discardableResult
    func addOrdinaryPerson() -> Int {
        let culture = culture()
        let (given, family) = newName(culture: culture)
        return add(person(given: given, family: family, country: country(for: culture), culture: culture))
    }

    /// Where someone of the culture lives: mostly its home country.
    func country(for culture: Culture) -> Country {
        random.chance(0.75) ? culture.home : random.pick(Country.allCases)
    }

    /// Appends a person with the next id; returns the id.
    @discardableResult
    func add(_ person: Person) -> Int {
        var person = person
        person.id = nextID
        people.append(person)
        return person.id
    }

    /// A person with personal details of their own (nobody else's); hard-negative groups then add or
    /// replace what the group shares.
    func person(
        given: String, family: String, country: Country, employed: Company? = nil, culture: Culture? = nil
    ) -> Person {
        var person = Person(id: -1, given: given, family: family, country: country)
        person.native = culture.flatMap { NativeName(given: given, family: family, in: $0) }
        if random.chance(0.92) { person.phones.append(Phone(number: newNumber(country, mobile: true), kind: .cell)) }
        if random.chance(0.2) { person.phones.append(Phone(number: newNumber(country, mobile: false), kind: .home)) }
        if random.chance(0.85) { person.emails.append(personalEmail(given: given, family: family)) }
        if let company = employed ?? (random.chance(0.45) ? someCompany(country) : nil) {
            employ(&person, at: company, directLine: employed == nil && random.chance(0.4))
        }
        if random.chance(0.65) { person.place = newPlace(country) }
        if random.chance(0.6) { person.birthday = newBirthday() }
        person.hasPhoto = random.chance(0.25)
        if random.chance(0.3) { person.note = random.pick(Texts.notes) }
        if random.chance(0.1), !mailbox(given).isEmpty {
            person.url = random.pick(Texts.webSites) + mailbox(given)
        }
        if person.phones.isEmpty && person.emails.isEmpty {
            person.phones.append(Phone(number: newNumber(country, mobile: true), kind: .cell))
        }
        return person
    }

    /// Gives the person a job: organisation, often department and title, a work address, a direct line.
    func employ(_ person: inout Person, at company: Company, directLine: Bool) {
        person.company = company
        if random.chance(0.5) { person.department = random.pick(Companies.departments) }
        if random.chance(0.6) { person.title = random.pick(Companies.titles) }
        if random.chance(0.6) {
            person.emails.append(workEmail(given: person.given, family: person.family, company: company))
        }
        if directLine {
            person.phones.append(
                Phone(number: newNumber(company.switchboard.country ?? person.country, mobile: false), kind: .work))
        }
    }
}
