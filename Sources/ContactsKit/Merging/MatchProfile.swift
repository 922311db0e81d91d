import VCard

/// What linking compares about one raw contact, normalised once at import and stored with it:
/// folded names, case-folded emails, phones reduced to ``MatchPhone``, birthday, organisation and
/// address keys.
struct MatchProfile: Sendable, Equatable {
    /// Whether the card names a person, an organisation, or no one (only an email or a phone).
    enum Kind: String, Sendable {
        case person = "p", organization = "o", unnamed = "u"
    }

    var kind: Kind { didSet { deriveNameKeys() } }
    var uid = ""
    /// The given names, folded (lower case, no diacritics or punctuation), words separated by spaces.
    var given = "" { didSet { deriveNameKeys() } }
    var family = "" { didSet { deriveNameKeys() } }
    /// The first given name (`mary` of `mary ann`), which carries identity. Kept with the name (as
    /// ``fullNameKeys`` is), not derived at each comparison.
    private(set) var firstGiven = ""
    /// `robert smith` for Bob Smith, Robert Smith and a card with the two swapped: one string per
    /// formal name the first given name can stand for and per family name — the whole family name
    /// and, when it has several words, each word (`García López` is also `García`, and a card that
    /// had only `Luis Gil García` as its formatted name keeps `García`) — the two parts in sorted
    /// order. Empty unless the card names a person with both a given and a family name.
    private(set) var fullNameKeys: [String] = []
    var nickname = ""
    var organization = ""
    /// `YYYY-MM-DD`, `--MM-DD`, or "".
    var birthday = ""
    var emails: [String] = []
    var phones: [MatchPhone] = []
    /// Folded `street|postal code` (or `street|locality` without a postal code) of each address.
    var addresses: [String] = []
    /// The source the card was imported as (`--source`): cards of one file with different UIDs are
    /// linked only on an identifier.
    var source = ""
    /// The script the name is written in; for another than Latin, the name's Latin reading (folded)
    /// in ``latinGiven`` and ``latinFamily``.
    var script = NameScript.latin
    var latinGiven = ""
    var latinFamily = ""
    /// Whether the Latin reading comes from the card's phonetic name (Apple's `X-PHONETIC-*`), which
    /// is to be trusted whatever the script.
    var phoneticReading = false

    init(kind: Kind) {
        self.kind = kind
    }

    /// Computes ``firstGiven`` and ``fullNameKeys`` from the name (the initializers call it; a change
    /// of the name or kind afterwards does, through its observers).
    mutating func deriveNameKeys() {
        firstGiven = given.firstWord.map(String.init) ?? ""
        guard kind == .person, !family.isEmpty, !firstGiven.isEmpty else {
            fullNameKeys = []
            return
        }
        let words = family.split(ascii: " ").map(String.init)
        let families = words.count > 1 ? [family] + words : [family]
        fullNameKeys = NicknameTable.formalNames(firstGiven).flatMap { formal in
            families.map { family in formal < family ? formal + " " + family : family + " " + formal }
        }
    }

    /// The profile of a card, from the fields the store derived from it.
    init(card: VCard, fields: ContactFields, source: String = "") {
        kind = .person
        self.source = source
        uid = card.uid?.trimmed ?? ""
        given = Self.fold(fields.givenName)
        family = Self.fold(fields.familyName)
        nickname = Self.fold(fields.nickname)
        organization = Self.fold(fields.organization)
        birthday = fields.birthday ?? ""
        emails = fields.emails.compactMap { Self.email($0.value) }
        phones = fields.phones.compactMap { phone in
            var match = MatchPhone(phone.value)
            match?.line = MatchPhone.Line(label: phone.label)
            return match
        }
        addresses = fields.addresses.compactMap(Self.addressKey)
        let formattedName = Self.fold(card.formattedName ?? "")
        let showsAsCompany = card.property(named: "X-ABSHOWAS")?.value.uppercased() == "COMPANY"
        if card.kind?.lowercased() == "org" || showsAsCompany {
            kind = .organization
        } else if given.isEmpty, family.isEmpty {
            if !formattedName.isEmpty, formattedName != organization {
                (given, family) = Self.split(formattedName: card.formattedName ?? "")
            } else {
                kind = organization.isEmpty ? .unnamed : .organization
            }
        }
        if kind == .organization, organization.isEmpty { organization = formattedName }
        if kind == .person { readName(card) }
        deriveNameKeys()
    }

    /// Reads the name the way the card means it, and its Latin reading: an FN written `Family, Given`
    /// decides which part of N is which (`N:Maximilian;Schafer` with `FN:Schafer, Maximilian` is
    /// Maximilian Schafer); a name in another script gets its Latin reading, from the card's phonetic
    /// name when it has one.
    private mutating func readName(_ card: VCard) {
        if let formatted = card.formattedName, formatted.contains(","), !given.isEmpty, !family.isEmpty {
            let filed = Self.split(formattedName: formatted)
            if filed.given == family, filed.family == given { (given, family) = (family, given) }
        }
        script = NameScript.of(given + family)
        guard script != .latin else { return }
        let phoneticGiven = card.property(named: "X-PHONETIC-FIRST-NAME")?.value.trimmed ?? ""
        let phoneticFamily = card.property(named: "X-PHONETIC-LAST-NAME")?.value.trimmed ?? ""
        if !phoneticGiven.isEmpty || !phoneticFamily.isEmpty {
            phoneticReading = true
            latinGiven = NameScript.latin(phoneticGiven.isEmpty ? given : phoneticGiven)
            latinFamily = NameScript.latin(phoneticFamily.isEmpty ? family : phoneticFamily)
        } else {
            latinGiven = NameScript.latin(given)
            latinFamily = NameScript.latin(family)
        }
    }

    // MARK: - Normalisation

    /// A name part folded for comparison: case, diacritics and width folded, punctuation dropped,
    /// hyphens and runs of spaces made one space (`Jean-Luc` = `jean luc`, `O'Brien` = `obrien`).
    static func fold(_ text: String) -> String {
        SortKey.fold(text.trimmed, padDigits: false)
    }

    /// An email for comparison: trimmed, without `mailto:`, lower-cased; nil without an `@`.
    static func email(_ text: String) -> String? {
        var value = text.trimmed.lowercased()
        if value.hasPrefix("mailto:") { value.removeFirst(7) }
        guard value.containsByte(UInt8(ascii: "@")), value.count >= 3 else { return nil }
        // The separators are control characters, each always a character of its own.
        guard value.containsByte(0x1C) || value.containsByte(0x1D) else { return PackedList.clean(value) }
        return PackedList.clean(value.filter { $0 != "\u{1C}" && $0 != "\u{1D}" })
    }

    /// A folded street with its postal code (or locality); nil without a street.
    static func addressKey(_ address: Address) -> String? {
        let street = fold(address.street)
        let place = fold(address.postalCode.isEmpty ? address.locality : address.postalCode)
        guard !street.isEmpty, !place.isEmpty else { return nil }
        return street + "|" + place
    }

    /// Given and family names from a formatted name alone: `Smith, Bob` → (bob, smith); `Bob J. Smith`
    /// → (bob j, smith); a single word is a given name.
    static func split(formattedName: String) -> (given: String, family: String) {
        if let comma = formattedName.firstIndex(of: ",") {
            let family = fold(String(formattedName[..<comma]))
            let given = fold(String(formattedName[formattedName.index(after: comma)...]))
            if !family.isEmpty, !given.isEmpty { return (given, family) }
        }
        let words = fold(formattedName).split(ascii: " ")
        guard words.count > 1 else { return (words.first.map(String.init) ?? "", "") }
        return (words.dropLast().joined(separator: " "), String(words.last!))
    }

    // MARK: - Derived

    /// The birthday's month and day (`04-12`), which a card without the year still has.
    var birthdayMonthDay: String { birthday.count >= 5 ? String(birthday.suffix(5)) : "" }

    /// The birthday's year, or "" when unknown.
    var birthdayYear: String { birthday.hasPrefix("--") ? "" : String(birthday.prefix(4)) }

    /// Whether the Latin reading of the name spells it the way a Latin card would (see
    /// ``NameScript/readsLikeLatin``).
    var readingIsReliable: Bool { phoneticReading || script.readsLikeLatin }

    /// The profile with its name in Latin letters (itself when it is written in Latin letters).
    var latinProfile: MatchProfile {
        script == .latin ? self : MatchProfile(readingOf: self)
    }

    /// A profile's Latin reading, its name keys derived once (an initializer runs no observers).
    private init(readingOf profile: MatchProfile) {
        self = profile
        (given, family, nickname, script) = (profile.latinGiven, profile.latinFamily, "", .latin)
        deriveNameKeys()
    }
}
