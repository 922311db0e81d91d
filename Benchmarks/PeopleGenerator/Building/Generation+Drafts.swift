// From a person and a copy plan to the cards: which details each card carries, and how it writes
// the name and email addresses.

extension Generation {
    /// One draft per source of the plan, in the plan's order.
    func drafts(_ plan: CopyPlan) -> [CardDraft] {
        let person = people[plan.person]
        let copies = plan.sources.count
        let sharedUID = plan.evidence == .sharedUID ? newUID(.icloud) : nil
        var variants: [NameVariant] = []
        for (index, source) in plan.sources.enumerated() {
            var variant = nameVariant(person, plan.evidence, copy: index, source: source)
            // A slip of the fingers is on one card; the others spell the name as the person does.
            if case .typo = variant, variants.contains(where: { if case .typo = $0 { true } else { false } }) {
                variant = .full
            }
            variants.append(variant)
        }
        var drafts = zip(plan.sources, variants).map { source, variant in
            draft(person, uid: sharedUID ?? newUID(source), source: source, variant: variant)
        }
        let rules = CopyRules(plan.evidence, trap: person.hardNegative)
        let keyEmail = person.emails.firstIndex { !$0.shared }
        let keyPhone = person.phones.firstIndex { !$0.shared }
        for (index, email) in person.emails.enumerated() {
            let rule =
                index == keyEmail && rules.keyEmailOnAll || email.shared && rules.sharedOnAll ? .all : rules.emails
            for (copy, holds) in rule.holders(copies, &random).enumerated() where holds {
                drafts[copy].emails.append((written(email.address, plan.sources[copy]), email.kind))
            }
        }
        for (index, phone) in person.phones.enumerated() {
            let rule =
                index == keyPhone && rules.keyPhoneOnAll || phone.shared && rules.sharedOnAll ? .all : rules.phones
            for (copy, holds) in rule.holders(copies, &random).enumerated() where holds {
                drafts[copy].phones.append(phone)
            }
        }
        if let company = person.company {
            for (copy, holds) in rules.organization.holders(copies, &random).enumerated() where holds {
                drafts[copy].organization = company.name
                drafts[copy].department = person.isOrganization ? nil : person.department
                drafts[copy].title = person.title
            }
        }
        if let place = person.place {
            for (copy, holds) in rules.place.holders(copies, &random).enumerated() where holds {
                drafts[copy].place = place
                drafts[copy].placeIsWork = person.isOrganization || (person.company != nil && random.chance(0.2))
            }
        }
        if let birthday = person.birthday {
            for (copy, holds) in rules.birthday.holders(copies, &random).enumerated() where holds {
                drafts[copy].birthday = birthday
                drafts[copy].birthdayWithoutYear =
                    sharedUID == nil && plan.sources[copy] != .outlook && random.chance(0.25)
            }
        }
        if let note = person.note {
            for (copy, holds) in rules.extras.holders(copies, &random).enumerated() where holds {
                drafts[copy].note = note
            }
        }
        if let url = person.url {
            for (copy, holds) in rules.extras.holders(copies, &random).enumerated() where holds {
                drafts[copy].url = url
            }
        }
        // Only iCloud carries photo data; of a duplicated person, usually that card has it.
        if person.hasPhoto, let copy = plan.sources.firstIndex(of: .icloud),
            copies == 1 || sharedUID != nil || random.chance(0.7)
        {
            drafts[copy].photo =
                [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00] + random.bytes(24 + random.below(60))
                + [0xFF, 0xD9]
        }
        return drafts
    }

    /// A card with its name written as `variant` says; details come later.
    private func draft(_ person: Person, uid: String, source: Source, variant: NameVariant) -> CardDraft {
        var draft = CardDraft(uid: uid, given: person.given, family: person.family, formattedName: person.fullName)
        guard !person.isOrganization else {
            draft.isOrganization = true
            draft.hasStructuredName = false
            draft.given = ""
            draft.family = ""
            return draft
        }
        let (given, family) = (person.given, person.family)
        draft.variant = variant
        switch variant {
        case .full: break
        case .nickname(let nickname): (draft.given, draft.formattedName) = (nickname, nickname + " " + family)
        case .initial:
            let initial = String(given.prefix(1)) + "."
            (draft.given, draft.formattedName) = (initial, initial + " " + family)
        case .withoutDiacritics:
            (draft.given, draft.family, draft.formattedName) = (
                stripped(given), stripped(family), stripped(given) + " " + stripped(family)
            )
        case .lowercased:
            (draft.given, draft.family, draft.formattedName) = (
                given.lowercased(), family.lowercased(), person.fullName.lowercased()
            )
        case .uppercased:
            (draft.given, draft.family, draft.formattedName) = (
                given.uppercased(), family.uppercased(), person.fullName.uppercased()
            )
        case .swapped: (draft.given, draft.family, draft.formattedName) = (family, given, family + " " + given)
        case .formattedNameOnly: draft.hasStructuredName = source == .outlook
        case .native:
            guard let native = person.native else { break }
            (draft.given, draft.family, draft.formattedName) = (
                native.given.native, native.family.native, native.formatted
            )
            if source == .icloud, random.chance(0.5) {
                (draft.phoneticGiven, draft.phoneticFamily) = (native.given.reading, native.family.reading)
            }
        case .respelled(let otherGiven, let otherFamily):
            (draft.given, draft.family, draft.formattedName) = (otherGiven, otherFamily, otherGiven + " " + otherFamily)
        case .typo(let mistyped): (draft.given, draft.formattedName) = (mistyped, mistyped + " " + family)
        case .filedAs: (draft.given, draft.family, draft.formattedName) = (family, given, family + ", " + given)
        }
        if variant == .full, source != .outlook, let nicknames = Nicknames.byGivenName[given], random.chance(0.1) {
            draft.nickname = random.pick(nicknames)
        }
        return draft
    }

    /// How copy `copy` of the person writes the name.
    private func nameVariant(_ person: Person, _ evidence: LinkEvidence?, copy: Int, source: Source) -> NameVariant {
        if person.isOrganization || evidence == .sharedUID { return .full }
        let hasDiacritics = stripped(person.given) != person.given || stripped(person.family) != person.family
        guard let evidence else {
            // Namesakes are written alike, or they would not be a trap.
            if [.sameName, .namesakesAtCompany, .sameFileNamesakes].contains(person.hardNegative) { return .full }
            if person.native != nil, random.chance(0.45) { return .native }
            switch random.below(100) {
            case 0..<90: return .full
            case 90..<94: return .formattedNameOnly
            case 94..<97: return .swapped
            default: return hasDiacritics ? .withoutDiacritics : .lowercased
            }
        }
        if evidence.isNameBased || evidence == .nameOnly {
            // The same full name, up to case and diacritics: for a name from another script, in
            // that script on every card or on none.
            if person.native != nil { return person.id.isMultiple(of: 2) ? .native : .full }
            switch random.below(100) {
            case 0..<70: return .full
            case 70..<85: return hasDiacritics ? .withoutDiacritics : .full
            case 85..<90: return .lowercased
            case 90..<95: return .uppercased
            default: return .formattedNameOnly
            }
        }
        if let native = person.native {
            if random.chance(0.45) { return .native }
            if random.chance(0.15) {
                let given = random.pick(native.given.latin), family = random.pick(native.family.latin)
                if given != person.given || family != person.family { return .respelled(given: given, family: family) }
            }
        }
        if copy == 0, random.chance(0.6) { return .full }
        switch random.below(100) {
        case 0..<26: return .full
        case 26..<44: return Nicknames.byGivenName[person.given].map { .nickname(random.pick($0)) } ?? .full
        case 44..<52: return .initial
        case 52..<62: return hasDiacritics ? .withoutDiacritics : .lowercased
        case 62..<65: return .lowercased
        case 65..<69: return .uppercased
        case 69..<76: return .swapped
        case 76..<82: return .filedAs
        case 82..<92:
            let mistyped = typo(person.given)
            return mistyped == person.given ? .full : .typo(mistyped)
        default: return .formattedNameOnly
        }
    }

    /// A slip of the fingers in a name: two neighbouring letters swapped, a letter doubled, dropped,
    /// or replaced by the key next to it (never the first letter); two slips in a long name now and then.
    func typo(_ name: String) -> String {
        var letters = Array(name)
        let slips = letters.count >= 8 && random.chance(0.2) ? 2 : 1
        for _ in 0..<slips {
            let positions = letters.indices.dropFirst().filter { letters[$0].isLetter }
            guard positions.count >= 2 else { return name }
            let at = random.pick(Array(positions))
            switch random.below(10) {
            case 0..<4 where at + 1 < letters.count && letters[at + 1].isLetter && letters[at] != letters[at + 1]:
                letters.swapAt(at, at + 1)
            case 4..<6: letters.insert(letters[at], at: at)
            case 6..<8: letters.remove(at: at)
            default:
                let row = "qwertyuiopasdfghjklzxcvbnm"
                let lower = Character(letters[at].lowercased())
                guard let index = row.firstIndex(of: lower) else {
                    letters.remove(at: at)
                    continue
                }
                let next = row.index(after: index) == row.endIndex ? row.startIndex : row.index(after: index)
                letters[at] = letters[at].isUppercase ? Character(row[next].uppercased()) : row[next]
            }
        }
        return String(letters)
    }

    /// An address as one card writes it: Outlook users type capitals (`BOB@Example.com`); others now
    /// and then capitalise (`Bob@Example.com`).
    private func written(_ address: String, _ source: Source) -> String {
        guard let at = address.firstIndex(of: "@") else { return address }
        let local = String(address[..<at])
        let domain = String(address[address.index(after: at)...])
        if source == .outlook, random.chance(0.3) {
            return local.uppercased() + "@" + domain.prefix(1).uppercased() + domain.dropFirst()
        }
        if random.chance(0.12) {
            return local.prefix(1).uppercased() + local.dropFirst() + "@" + domain.prefix(1).uppercased()
                + domain.dropFirst()
        }
        return address
    }
}
