extension Generation {
    /// How often each kind of evidence joins a duplicated person's cards, in ``LinkEvidence`` order.
    /// Cards sharing only a name and an organisation are not made: they look exactly like namesakes at
    /// one company (``HardNegativeKind/namesakesAtCompany``), and no linker should join them.
    static let evidenceWeights: [(LinkEvidence, Int)] = [
        (.sharedUID, 10), (.email, 30), (.phone, 22), (.emailAndPhone, 15),
        (.nameAndOrganization, 0), (.nameAndBirthday, 9), (.nameAndAddress, 8), (.nameOnly, 1),
    ]

    /// Chooses exactly `round(people × duplicateRate)` people to appear in two or three sources, and
    /// for each what their cards share; everybody else gets one source.
    func planCopies(duplicateRate: Double) -> [CopyPlan] {
        let count = people.count
        let duplicatedCount = min(count, max(0, Int((Double(count) * duplicateRate).rounded())))
        var duplicated = Array(repeating: false, count: count)
        let eligible = (0..<count).filter { people[$0].onlySource == nil }
        for id in random.shuffled(eligible).prefix(duplicatedCount) { duplicated[id] = true }
        return (0..<count).map { id in
            if let source = people[id].onlySource { return CopyPlan(person: id, sources: [source], evidence: nil) }
            guard duplicated[id] else {
                return CopyPlan(person: id, sources: [Source.allCases[random.weighted([45, 35, 20])]], evidence: nil)
            }
            var evidence = Self.evidenceWeights[random.weighted(Self.evidenceWeights.map(\.1))].0
            if people[id].isOrganization, !evidence.isReachable || evidence.isNameBased {
                evidence = .phone
            }
            let sources: [Source]
            if random.chance(0.25) {
                sources = Source.allCases
            } else if evidence == .sharedUID {
                sources = random.chance(0.8) ? [.icloud, .google] : [.icloud, .outlook]
            } else {
                sources =
                    [[Source.icloud, .google], [.icloud, .outlook], [.google, .outlook]][random.weighted([45, 30, 25])]
            }
            prepare(&people[id], for: evidence)
            // Now and then a person is saved twice in one address book: another card, another UID,
            // the same email or number.
            if sources.count == 2, [.email, .phone, .emailAndPhone].contains(evidence), random.chance(0.1) {
                return CopyPlan(person: id, sources: sources + [sources[random.below(2)]], evidence: evidence)
            }
            return CopyPlan(person: id, sources: sources, evidence: evidence)
        }
    }

    /// Makes sure the person has what the evidence needs: a personal email or number, an
    /// organisation, a birthday, an address.
    private func prepare(_ person: inout Person, for evidence: LinkEvidence) {
        let needsEmail = evidence == .email || evidence == .emailAndPhone
        let needsPhone = evidence == .phone || evidence == .emailAndPhone
        if needsEmail, !person.emails.contains(where: { !$0.shared }) {
            person.emails.append(personalEmail(given: person.given, family: person.family))
        }
        if needsPhone, !person.phones.contains(where: { !$0.shared }) {
            person.phones.append(Phone(number: newNumber(person.country, mobile: true), kind: .cell))
        }
        switch evidence {
        case .nameAndOrganization where person.company == nil:
            employ(&person, at: someCompany(person.country), directLine: false)
        case .nameAndBirthday where person.birthday == nil: person.birthday = newBirthday()
        case .nameAndAddress where person.place == nil: person.place = newPlace(person.country)
        default: break
        }
    }
}

extension Generation {
    /// How the cards of a duplicated person differ (``LabeledCorpus/cases``), from their drafts.
    func cases(_ plan: CopyPlan, _ drafts: [CardDraft]) -> Set<String> {
        let person = people[plan.person]
        var cases: Set<String> = []
        for i in drafts.indices {
            for j in drafts.indices where j > i {
                cases.formUnion(drafts[i].variant.cases(with: drafts[j].variant, person: person, stripped: stripped))
                if plan.sources[i] == plan.sources[j] { cases.insert("sameFile") }
            }
        }
        return cases.isEmpty ? ["ordinary"] : cases
    }
}
