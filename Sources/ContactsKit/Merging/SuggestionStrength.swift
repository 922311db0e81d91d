/// How strongly a suggestion says that two contacts are one person, for ranking suggestions: first
/// the rule that matched (the row of docs/merging.md's table: 2 the same UID, 3 a shared email,
/// 4 a shared phone, 5 the same name and birthday, 6 and address, 7 and organisation, 8 the same
/// name alone), then how many values the two cards share (emails, phones, addresses, birthday,
/// organisation), then how their names agree (3 spelt alike, 2 the same name written otherwise — a
/// nickname, an initial, a missing part, another order —, 1 a typo or a script apart, 0 names that
/// cannot be compared).
public struct SuggestionStrength: Sendable, Hashable, Comparable {
    /// The rule's row in docs/merging.md's table: 2 (strongest) to 8.
    public let rule: Int
    /// How many values the two cards share.
    public let sharedValues: Int
    /// How the names agree: 3 spelt alike, 2 the same name, 1 close, 0 not comparable.
    public let names: Int

    public init(rule: Int, sharedValues: Int, names: Int) {
        self.rule = rule
        self.sharedValues = sharedValues
        self.names = names
    }

    /// The three in one number, in the same order: 100 × (9 − rule) + 10 × shared values (at most 9)
    /// + names, from 100 to 799: `103` is the same name alone, spelt alike; `632` a shared email, 3
    /// values in common, the same name written otherwise.
    public var value: Int { 100 * (9 - rule) + 10 * min(sharedValues, 9) + names }

    public static func < (a: SuggestionStrength, b: SuggestionStrength) -> Bool { a.value < b.value }

    /// The rule's row in docs/merging.md's table for a reason.
    static func rule(_ reason: LinkEvidence.Reason) -> Int {
        switch reason {
        case .linkedByUser: 1  // the user's decision, above every rule; never a suggestion
        case .sameUID: 2
        case .sharedEmail: 3
        case .sharedPhone: 4
        case .sameNameAndBirthday: 5
        case .sameNameAndAddress: 6
        case .sameNameAndOrganization: 7
        case .sameName: 8
        }
    }

    /// The strength of evidence the rules found between two raw contacts.
    /// - Parameter agreement: How their names agree (``MatchRules/names(_:_:)``).
    init(_ reason: LinkEvidence.Reason, _ a: MatchProfile, _ b: MatchProfile, agreement: NameAgreement) {
        self.init(
            rule: Self.rule(reason), sharedValues: MatchRules.sharedValues(a, b), names: Self.names(a, b, agreement))
    }

    /// How two raw contacts' names agree (an organisation's name for two organisations).
    static func names(_ a: MatchProfile, _ b: MatchProfile, _ agreement: NameAgreement) -> Int {
        guard a.kind == .person, b.kind == .person else {
            return a.kind == b.kind && !a.organization.isEmpty && a.organization == b.organization ? 3 : 0
        }
        switch agreement {
        case .same:
            let alike = (a.given == b.given && a.family == b.family) || (a.given == b.family && a.family == b.given)
            return alike ? 3 : 2
        case .close: return 1
        case .unknown, .different: return 0
        }
    }
}
