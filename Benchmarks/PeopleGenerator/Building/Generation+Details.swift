extension Generation {
    // MARK: - Telephone numbers

    /// A personal number nobody else has: a mobile, or a landline.
    func newNumber(_ country: Country, mobile: Bool) -> PhoneNumber {
        while true {
            let number = PhoneNumber(country: country, groups: personalGroups(country, mobile: mobile))
            if usedNumbers.insert(number.key).inserted { return number }
        }
    }

    /// A company's main number, ending in zeros (`+1 555 010 0000`), nobody else's.
    func newSwitchboard(_ country: Country) -> PhoneNumber {
        while true {
            let groups: [String]
            switch country {
            case .us: groups = ["555", exchange(), random.digits(1) + "000"]
            case .uk:
                let area = random.pick(["20", "161", "113", "117", "131"])
                groups = [
                    area, area == "20" ? "7" + random.digits(3) : "4" + random.digits(2), random.digits(1) + "000",
                ]
            case .de: groups = [random.pick(["30", "89", "40"]), String(1 + random.below(9)) + random.digits(4) + "0"]
            case .fr: groups = [String(1 + random.below(5)), random.digits(2), random.digits(2), "00", "00"]
            case .es: groups = ["91" + random.digits(1), random.digits(3), "000"]
            }
            let number = PhoneNumber(country: country, groups: groups)
            if usedNumbers.insert(number.key).inserted { return number }
        }
    }

    /// A US exchange: mostly the fictional-looking `01x`/`0xx`, sometimes any.
    private func exchange() -> String {
        random.chance(0.7) ? "0" + random.digits(2) : random.digits(3)
    }

    private func personalGroups(_ country: Country, mobile: Bool) -> [String] {
        switch country {
        case .us:
            var line = random.digits(4)
            while line.hasSuffix("000") { line = random.digits(4) }
            return ["555", exchange(), line]
        case .uk:
            if mobile { return ["7700", random.digits(6)] }
            let area = random.pick(["20", "161", "113", "117", "131"])
            return [
                area, area == "20" ? random.pick(["7946", "7" + random.digits(3)]) : "4" + random.digits(2),
                random.digits(4),
            ]
        case .de:
            if mobile { return [random.pick(["151", "160", "170", "176"]), random.digits(8)] }
            return [random.pick(["30", "89", "40", "221"]), String(1 + random.below(9)) + random.digits(6)]
        case .fr:
            return [mobile ? random.pick(["6", "7"]) : String(1 + random.below(5))]
                + (0..<4).map { _ in random.digits(2) }
        case .es:
            return [(mobile ? "6" : "91") + random.digits(mobile ? 2 : 1), random.digits(3), random.digits(3)]
        }
    }

    // MARK: - Email addresses

    /// Claims `local@domain`, with digits added until nobody has it.
    func claimEmail(local: String, domain: String) -> String {
        var candidate = local + "@" + domain
        var attempt = 0
        while !usedEmails.insert(candidate).inserted {
            attempt += 1
            candidate = local + random.digits(attempt < 20 ? 2 : 4) + "@" + domain
        }
        return candidate
    }

    /// A personal address made from the name the way people make them (`robert.smith`, `rsmith`, …).
    func personalEmail(given: String, family: String) -> Email {
        let g = mailbox(given)
        let f = mailbox(family)
        let local: String
        if g.isEmpty || f.isEmpty {
            local = random.pick(["contact", "hello", "mail", "me"]) + random.digits(4)
        } else {
            switch random.below(20) {
            case 0..<7: local = g + "." + f
            case 7..<11: local = String(g.prefix(1)) + f
            case 11..<13: local = g + String(f.prefix(1))
            case 13..<15: local = g + "_" + f
            case 15..<18: local = g + random.digits(2)
            default: local = f + "." + g
            }
        }
        return Email(
            address: claimEmail(local: local, domain: random.pick(Texts.mailDomains)),
            kind: random.chance(0.8) ? .home : .other)
    }

    /// `robert.smith@acme-corp.example`.
    func workEmail(given: String, family: String, company: Company) -> Email {
        let g = mailbox(given)
        let f = mailbox(family)
        let local = g.isEmpty || f.isEmpty ? "staff" + random.digits(3) : g + "." + f
        return Email(address: claimEmail(local: local, domain: company.domain), kind: .work)
    }

    // MARK: - Places, dates, companies

    /// An address nobody else has (house numbers grow when a large corpus crowds the streets).
    func newPlace(_ country: Country) -> Place {
        for attempt in 0... {
            let city = random.pick(country.cities)
            let letter = random.chance(0.05) ? "B" : ""
            let highest = attempt < 20 ? 300 : 300 * (attempt / 10)
            let street = country.streetLine(
                random.pick(country.streets), number: 1 + random.below(highest), letter: letter)
            let postcode: String
            switch country {
            case .uk:
                let letters = Array("ABDEFGHJLNPQRSTUWXYZ")
                postcode =
                    city.postcodePrefix + " " + random.digits(1) + String(random.pick(letters))
                    + String(random.pick(letters))
            case .de: postcode = city.postcodePrefix + random.digits(3)
            case .us, .fr, .es: postcode = city.postcodePrefix + random.digits(2)
            }
            let place = Place(
                street: street, city: city.name, region: city.region, postalCode: postcode, country: country)
            if usedPlaces.insert(place.street + "|" + place.city).inserted { return place }
        }
        fatalError("unreachable")
    }

    func newBirthday() -> Birthday {
        Birthday(year: 1940 + random.below(67), month: 1 + random.below(12), day: 1 + random.below(28))
    }

    /// A company nobody has used yet (or, once every name is taken, one already used).
    func newCompany(_ country: Country) -> Company {
        for _ in 0..<50 {
            let root = random.pick(Companies.roots)
            let form = random.pick(Companies.forms)
            let name = root + " " + form
            guard usedCompanyNames.insert(name).inserted else { continue }
            let domain = mailbox(root) + "-" + mailbox(form) + ".example"
            let company = Company(
                name: name, domain: domain, switchboard: newSwitchboard(country), place: newPlace(country))
            companies.append(company)
            return company
        }
        return random.pick(companies)
    }

    /// An employer: mostly one already in the book (people often know several people at a company).
    func someCompany(_ country: Country) -> Company {
        if companies.count >= 8, random.chance(0.6) { return random.pick(companies) }
        return newCompany(country)
    }

    /// A UID in the source's own shape, unique in the corpus.
    func newUID(_ source: Source) -> String {
        while true {
            let uid: String
            switch source {
            case .icloud: uid = random.uuid()
            case .google: uid = String(random.next(), radix: 16)
            case .outlook: uid = random.uuid().lowercased()
            }
            if usedUIDs.insert(uid).inserted { return uid }
        }
    }
}
