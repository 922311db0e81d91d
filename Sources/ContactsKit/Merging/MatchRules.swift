/// The linking rules, in one place: when two raw contacts are the same person, might be, or must
/// not be put together. docs/merging.md explains each rule and why.
enum MatchRules {
    /// What the rules say about a pair.
    enum Verdict: Equatable {
        /// Strong evidence: link automatically.
        case link(LinkEvidence)
        /// Weak evidence: show as a suggestion, do not link.
        case suggest(LinkEvidence)
        /// Something contradicts: never link automatically (the reason, for the record).
        case conflict(String)
        /// Nothing in common.
        case unrelated
    }

    static func verdict(_ a: MatchProfile, _ b: MatchProfile) -> Verdict {
        if let conflict = conflict(a, b) { return .conflict(conflict) }
        if !a.uid.isEmpty, a.uid == b.uid { return .link(LinkEvidence(.sameUID, a.uid)) }
        if let email = a.emails.first(where: b.emails.contains) { return .link(LinkEvidence(.sharedEmail, email)) }
        for phone in a.phones where b.phones.contains(where: phone.matches) {
            return .link(LinkEvidence(.sharedPhone, phone.national + (phone.extension.isEmpty ? "" : " x" + phone.extension)))
        }
        guard a.fullNameKeys.contains(where: b.fullNameKeys.contains) else { return .unrelated }
        if !a.organization.isEmpty, a.organization == b.organization {
            return .link(LinkEvidence(.sameNameAndOrganization, a.organization))
        }
        if !a.birthday.isEmpty, !b.birthday.isEmpty { return .link(LinkEvidence(.sameNameAndBirthday, a.birthday)) }
        if let address = a.addresses.first(where: b.addresses.contains) {
            return .link(LinkEvidence(.sameNameAndAddress, address.replacingOccurrences(of: "|", with: ", ")))
        }
        return .suggest(LinkEvidence(.sameName))
    }

    /// Why two raw contacts must not be linked automatically, or nil when nothing contradicts.
    static func conflict(_ a: MatchProfile, _ b: MatchProfile) -> String? {
        switch (a.kind, b.kind) {
        case (.unnamed, _), (_, .unnamed):
            break
        case (.person, .organization), (.organization, .person):
            return "a person and an organisation"
        case (.organization, .organization):
            if !wordsCompatible(a.organization, b.organization) { return "different organisations" }
        case (.person, .person):
            if !namesCompatible(a, b) { return "different names" }
        }
        if !a.birthday.isEmpty, !b.birthday.isEmpty {
            if a.birthdayMonthDay != b.birthdayMonthDay { return "different birthdays" }
            if !a.birthdayYear.isEmpty, !b.birthdayYear.isEmpty, a.birthdayYear != b.birthdayYear { return "different birthdays" }
        }
        return nil
    }

    /// How many values two profiles have in common (emails, phones, addresses, birthday,
    /// organisation): ranks candidates with the same kind of evidence.
    static func sharedValues(_ a: MatchProfile, _ b: MatchProfile) -> Int {
        a.emails.filter(b.emails.contains).count
            + a.phones.filter { phone in b.phones.contains(where: phone.matches) }.count
            + a.addresses.filter(b.addresses.contains).count
            + (!a.birthday.isEmpty && a.birthday == b.birthday ? 1 : 0)
            + (!a.organization.isEmpty && a.organization == b.organization ? 1 : 0)
    }

    // MARK: - Names

    /// Whether two people's names can be one person's: given names compatible (equal, nickname
    /// equivalents, one an initial of the other, or one missing) and family names compatible (equal,
    /// one part of the other, or one missing); or the two swapped.
    static func namesCompatible(_ a: MatchProfile, _ b: MatchProfile) -> Bool {
        let given = givenCompatible(a.given, b.given)
            || (!a.nickname.isEmpty && givenCompatible(a.nickname, b.given))
            || (!b.nickname.isEmpty && givenCompatible(a.given, b.nickname))
        if given, wordsCompatible(a.family, b.family) { return true }
        let swappedNamed = !a.given.isEmpty && !a.family.isEmpty && !b.given.isEmpty && !b.family.isEmpty
        return swappedNamed && givenCompatible(a.given, b.family) && givenCompatible(a.family, b.given)
    }

    static func givenCompatible(_ a: String, _ b: String) -> Bool {
        guard let first = a.split(separator: " ").first, let other = b.split(separator: " ").first else { return true }
        if first == other { return true }
        let formal = NicknameTable.formalNames(String(first)), otherFormal = NicknameTable.formalNames(String(other))
        // An initial stands for the name or any formal name it is short for: A. Mwangi is Tony Mwangi.
        if first.count == 1 { return other.first == first.first || otherFormal.contains { $0.first == first.first } }
        if other.count == 1 { return first.first == other.first || formal.contains { $0.first == other.first } }
        return otherFormal.contains(where: formal.contains)
    }

    /// Equal, one missing, one's words all in the other (`garcia` and `garcia lopez`), or an initial.
    static func wordsCompatible(_ a: String, _ b: String) -> Bool {
        if a.isEmpty || b.isEmpty || a == b { return true }
        let wordsA = a.split(separator: " "), wordsB = b.split(separator: " ")
        if wordsA.count == 1, wordsA[0].count == 1 { return b.first == a.first }
        if wordsB.count == 1, wordsB[0].count == 1 { return a.first == b.first }
        let (fewer, more) = wordsA.count <= wordsB.count ? (wordsA, wordsB) : (wordsB, wordsA)
        return fewer.allSatisfy(more.contains)
    }
}
