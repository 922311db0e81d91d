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

    /// Raw contacts sharing a telephone number beyond this many (its lookup key's block) make it a
    /// shared line — a switchboard, a household's landline — not one person's.
    static let personalNumberSharers = 4

    /// What the rules say about two raw contacts.
    ///
    /// - Parameter sharers: How many raw contacts carry a number, as the candidate lookup counted
    ///   them (0 when unknown).
    static func verdict(_ a: MatchProfile, _ b: MatchProfile, sharers: (MatchPhone) -> Int = { _ in 0 }) -> Verdict {
        verdict(a, b, names: names(a, b), sharers: sharers)
    }

    /// How two cards' names agree, as ``verdict(_:_:sharers:)`` weighs them: ``NameAgreement/same``
    /// unless both name a person, or both are organisations named in two scripts (``NameAgreement/unknown``).
    static func names(_ a: MatchProfile, _ b: MatchProfile) -> NameAgreement {
        switch (a.kind, b.kind) {
        case (.person, .person): NameAgreement.of(a, b)
        // A company's card in two scripts (`惠派国际公司` / `Small, Perez and Richardson`) cannot be compared.
        case (.organization, .organization) where NameScript.of(a.organization) != NameScript.of(b.organization):
            .unknown
        default: .same
        }
    }

    /// ``verdict(_:_:sharers:)`` with the names' agreement already known (``names(_:_:)``), for a
    /// caller that needs it too (a suggestion's strength).
    static func verdict(
        _ a: MatchProfile, _ b: MatchProfile, names: NameAgreement, sharers: (MatchPhone) -> Int
    ) -> Verdict {
        if let conflict = conflict(a, b, names: names) { return .conflict(conflict) }
        if !a.uid.isEmpty, a.uid == b.uid { return .link(LinkEvidence(.sameUID, a.uid)) }
        // Identifiers: emails, and numbers of one person's (not a switchboard; for names a typo or a
        // script apart, not a home number either, which a household shares).
        // A household's mailbox (`casaleggios@`, the family name alone) is a family's, not a person's.
        var identifiers: [LinkEvidence] = a.emails.filter { b.emails.contains($0) && !isHousehold($0, a, b) }
            .map { LinkEvidence(.sharedEmail, $0) }
        for phone in a.phones {
            guard let other = b.phones.first(where: phone.matches), isPersonal(phone, other, a, b, sharers: sharers)
            else { continue }
            if names < .same, phone.line == .home || other.line == .home { continue }
            identifiers.append(
                LinkEvidence(.sharedPhone, phone.national + (phone.extension.isEmpty ? "" : " x" + phone.extension)))
        }
        // Names that cannot be compared say nothing: one identifier is what a household shares too,
        // unless it is plainly one person's — a mobile on both cards, or an email with the name in it.
        if let first = identifiers.first,
            names != .unknown || identifiers.count >= 2 || identifiers.contains(where: { isOwn($0, a, b) })
        {
            return .link(first)
        }
        // Beyond identifiers, only the same name counts; a name a typo or a script apart does not.
        guard names == .same, a.fullNameKeys.contains(where: b.fullNameKeys.contains) else { return .unrelated }
        // Cards of one file with different UIDs are different cards on purpose (two people of one
        // name at one firm): a name and a detail only suggest.
        // Two namesakes born on one day each have their own mobile: a name and a detail only suggest
        // when both cards list a mobile and share none.
        let oneFile = !a.source.isEmpty && a.source == b.source
        let weak = oneFile || ownMobilesDiffer(a, b)
        if !a.birthday.isEmpty, !b.birthday.isEmpty {
            let evidence = LinkEvidence(.sameNameAndBirthday, a.birthday)
            return weak ? .suggest(evidence) : .link(evidence)
        }
        if let address = a.addresses.first(where: b.addresses.contains) {
            let evidence = LinkEvidence(.sameNameAndAddress, address.replacingOccurrences(of: "|", with: ", "))
            return weak ? .suggest(evidence) : .link(evidence)
        }
        // Namesakes at one company share its name and switchboard: a name and an organisation only suggest.
        if !a.organization.isEmpty, a.organization == b.organization {
            return .suggest(LinkEvidence(.sameNameAndOrganization, a.organization))
        }
        return .suggest(LinkEvidence(.sameName))
    }

    /// Whether a number two cards share is one person's: not a switchboard nor a household's line —
    /// not carried by more than ``personalNumberSharers`` raw contacts, and not a work number without
    /// an extension on two cards of one organisation (the company's switchboard; a card that names
    /// no organisation may be of someone there too, and organisations in two scripts may be one), nor
    /// on two cards naming no organisation whose own mobiles differ (two colleagues). Between two
    /// cards of organisations a work number is the company's own.
    static func isPersonal(
        _ phone: MatchPhone, _ other: MatchPhone, _ a: MatchProfile, _ b: MatchProfile,
        sharers: (MatchPhone) -> Int
    ) -> Bool {
        if phone.line == .work, other.line == .work, phone.extension.isEmpty, other.extension.isEmpty,
            a.kind != .organization || b.kind != .organization
        {
            // Of one organisation, or (when neither names one) of two people with their own mobiles.
            let named = !(a.organization.isEmpty && b.organization.isEmpty)
            if named ? organizationsMayAgree(a.organization, b.organization) : ownMobilesDiffer(a, b) { return false }
        }
        return sharers(phone) <= personalNumberSharers
    }

    /// Whether two cards' organisations may be one: equal, one left out, or written in different
    /// scripts (`(주) 스타` and `Star Co.` cannot be compared, so they are not known to differ).
    static func organizationsMayAgree(_ a: String, _ b: String) -> Bool {
        a.isEmpty || b.isEmpty || a == b || NameScript.of(a) != NameScript.of(b)
    }

    /// Whether both cards list a mobile and none of them is on both: two people's own numbers.
    static func ownMobilesDiffer(_ a: MatchProfile, _ b: MatchProfile) -> Bool {
        let mobilesA = a.phones.filter { $0.line == .mobile }, mobilesB = b.phones.filter { $0.line == .mobile }
        return !mobilesA.isEmpty && !mobilesB.isEmpty
            && !mobilesA.contains { mobile in mobilesB.contains(where: mobile.matches) }
    }

    /// Whether an email is plainly a household's: its mailbox is the two cards' family name alone (in Latin
    /// letters, digits aside), perhaps after `the` and followed by `s`, `family`, `home` or `fam`
    /// (`casaleggios@`, `thesmiths@`, `kobayashihome@`; not `skwoka@`), and holds neither card's
    /// given name.
    static func isHousehold(_ email: String, _ a: MatchProfile, _ b: MatchProfile) -> Bool {
        let mailbox = email.prefix { $0 != "@" }.letters
        let (x, y) = (a.latinProfile, b.latinProfile)
        for given in [x.firstGiven, y.firstGiven] where given.count >= 3 && mailbox.containsText(given) { return false }
        // The family name both cards have, or a typo apart (a household's): a card with its parts
        // swapped is not read as a household of its given name (`dmitry65@` for Shcherbakova Dmitry).
        guard x.family == y.family || NameAgreement.wordsClose(x.family, y.family) else { return false }
        return [x.family, y.family].contains { family in
            let letters = family.letters
            guard letters.count >= 3 else { return false }
            let body = mailbox.hasPrefix("the") && !letters.hasPrefix("the") ? mailbox.dropFirst(3) : Substring(mailbox)
            guard body.hasPrefix(letters) else { return false }
            return ["", "s", "family", "home", "fam", "familie", "famille", "familia"].contains(
                String(body.dropFirst(letters.count)))
        }
    }

    /// Whether a shared identifier is plainly one person's: a number both cards call a mobile, or an
    /// email whose mailbox holds the given name (of three letters or more) one of the cards has in
    /// Latin letters (`hanako43@…` for Hanako Kobayashi; not `kobayashihome@…`).
    static func isOwn(_ identifier: LinkEvidence, _ a: MatchProfile, _ b: MatchProfile) -> Bool {
        if identifier.reason == .sharedPhone { return sharesMobile(a, b) }
        let mailbox = identifier.detail.prefix { $0 != "@" }.letters
        return [a.latinProfile.given, b.latinProfile.given].contains { given in
            let letters = given.letters
            return letters.count >= 3 && letters.allSatisfy(\.isASCII) && mailbox.containsText(letters)
        }
    }

    /// Whether the two cards share a number both call a mobile.
    static func sharesMobile(_ a: MatchProfile, _ b: MatchProfile) -> Bool {
        a.phones.contains { $0.line == .mobile && b.phones.contains(where: $0.matches) }
            && b.phones.contains { $0.line == .mobile && a.phones.contains(where: $0.matches) }
    }

    /// Whether the two cards share a number both call a mobile and an email, a birthday or an
    /// organisation as well: plainly one person's, not a family's (a family shares a landline, an
    /// address, a mailbox, twins a birthday; not a mobile and a birthday).
    static func sharesMobileAndMore(_ a: MatchProfile, _ b: MatchProfile) -> Bool {
        guard sharesMobile(a, b) else { return false }
        return a.emails.contains(where: b.emails.contains)
            || (!a.birthdayMonthDay.isEmpty && a.birthdayMonthDay == b.birthdayMonthDay)
            || (!a.organization.isEmpty && a.organization == b.organization)
    }

    /// Why two raw contacts must not be linked automatically, or nil when nothing contradicts.
    static func conflict(_ a: MatchProfile, _ b: MatchProfile) -> String? {
        conflict(a, b, names: names(a, b))
    }

    private static func conflict(_ a: MatchProfile, _ b: MatchProfile, names: NameAgreement) -> String? {
        switch (a.kind, b.kind) {
        case (.unnamed, _), (_, .unnamed):
            break
        case (.person, .organization), (.organization, .person):
            return "a person and an organisation"
        case (.organization, .organization):
            if names != .unknown, !wordsCompatible(a.organization, b.organization) { return "different organisations" }
        case (.person, .person):
            if names == .different { return "different names" }
        }
        if !a.birthday.isEmpty, !b.birthday.isEmpty {
            if a.birthdayMonthDay != b.birthdayMonthDay { return "different birthdays" }
            if !a.birthdayYear.isEmpty, !b.birthdayYear.isEmpty, a.birthdayYear != b.birthdayYear {
                return "different birthdays"
            }
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
        let given =
            givenCompatible(a.given, b.given) || nicknameCompatible(a, b.given) || nicknameCompatible(b, a.given)
        if given, wordsCompatible(a.family, b.family) { return true }
        let swappedNamed = !a.given.isEmpty && !a.family.isEmpty && !b.given.isEmpty && !b.family.isEmpty
        return swappedNamed && givenCompatible(a.given, b.family) && givenCompatible(a.family, b.given)
    }

    /// Whether a card's NICKNAME names the other given name: only a nickname of its own (`Daisy` for
    /// Margaret); a short form of the given name (`Pat` for Patricia) stands for that name alone, not
    /// for every name it shortens (Patrick).
    static func nicknameCompatible(_ owner: MatchProfile, _ other: String) -> Bool {
        !owner.nickname.isEmpty && givenCompatible(owner.nickname, other)
            && !givenCompatible(owner.nickname, owner.given)
    }

    static func givenCompatible(_ a: String, _ b: String) -> Bool {
        guard let first = a.firstWord, let other = b.firstWord else { return true }
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
        let wordsA = a.split(ascii: " "), wordsB = b.split(ascii: " ")
        if wordsA.count == 1, wordsA[0].count == 1 { return b.first == a.first }
        if wordsB.count == 1, wordsB[0].count == 1 { return a.first == b.first }
        let (fewer, more) = wordsA.count <= wordsB.count ? (wordsA, wordsB) : (wordsB, wordsA)
        return fewer.allSatisfy(more.contains)
    }
}
